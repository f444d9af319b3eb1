extension LinearGradient {
    static func ccBackground(color: CCColor = .background) -> some View {
        LinearGradient(
            colors: [color.selection, color.selection.opacity(0.7)],
            startPoint: .top,
            endPoint: .bottom
        )
    }
}

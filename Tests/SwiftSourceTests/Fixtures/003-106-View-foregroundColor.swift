extension View {
    func foregroundColor(
        light lightModeColor: Color,
        dark darkModeColor: Color
    ) -> some View {
        modifier(
            AdaptiveForegroundColorModifier(
                lightModeColor: lightModeColor,
                darkModeColor: darkModeColor
            ))
    }
}

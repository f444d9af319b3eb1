extension Image {
    func circular() -> some View {
        self
            .resizable()
            .scaledToFit()
            .clipShape(Circle())
    }
}

extension Color {
    static var title: Self {
        Self(
            light: Color(white: 0.2),
            dark: Color(white: 0.8))
    }
}

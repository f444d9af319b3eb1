struct ZStackBackground<Content: View>: View {
    let color: CCColor
    let alignment: Alignment
    let image: String?
    let title: String?
    @ViewBuilder let content: Content

    init(
        color: CCColor = .background,
        alignment: Alignment = .center,
        image: String? = nil,
        title: String? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.color = color
        self.alignment = alignment
        self.content = content()
        self.image = image
        self.title = title
    }

    var body: some View {
        ZStack(alignment: alignment) {
            ZStack {
                LinearGradient
                    .ccBackground()
                    .ignoresSafeArea()
                buildIf(image != nil) {
                    VStack {
                        Image(image ?? "")
                            .circular()
                        Text(title ?? "")
                            .fontStyle(.title)
                    }
                    .opacity(0.1)
                }
            }
            content
        }
        .dynamicTypeSize(.xSmall ... .xxLarge)
    }
}

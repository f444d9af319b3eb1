struct ArticleListItem: View {
    var article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(article.title)
                .font(.headline)
                .foregroundColor(
                    Color(
                        light: Color(white: 0.2),
                        dark: Color(white: 0.8)
                    ))
            Text(article.description)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}

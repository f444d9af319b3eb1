// Seed 003, "Defining dynamic colours in Swift" (在Swift中定义动态颜色的方法),
// section "Custom colours": the title colour switched on `@Environment(\.colorScheme)`.
// The `ArticleListItem` screen, verbatim; the article declares four of them, one per technique,
// one per file here. `Article` (title, description) is not in the article; it is not reconstructed.
// Only `import SwiftUI` is added.

import SwiftUI

struct ArticleListItem: View {
    var article: Article
    @Environment(\.colorScheme) private var colorScheme
    
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(article.title)
                .font(.headline)
                .foregroundColor(titleColor)
            Text(article.description)
                .foregroundColor(.secondary)
        }
        .padding()
    }
    
    private var titleColor: Color {
        switch colorScheme {
        case .light:
            return Color(white: 0.2)
        case .dark:
            return Color(white: 0.8)
        @unknown default:
            return Color(white: 0.2)
        }
    }
}

// Seed 003, "Defining dynamic colours in Swift" (在Swift中定义动态颜色的方法), section "Custom colours", the first
// technique: the title colour switched on `@Environment(\.colorScheme)` in the view.
// Verbatim: the ArticleListItem of that step (Assets/Screens/ArticleListItemColorScheme.swift).
// Not in the article (marked below): `import SwiftUI`, the `Article` model the article takes for granted and
// a `#Preview` that gives ArticleListItem an article. The article declares one ArticleListItem per technique,
// so each technique is its own file: DynamicColors.swift (Color(light:dark:)), DynamicColorsSystem.swift,
// DynamicColorsColorScheme.swift, DynamicColorsModifier.swift. No built-in scene: the colours are the ones
// Sources/Style/Color.swift's `Color(light:dark:…)` resolves per scheme (L/D in the playground).

// Not in the article: it shows no imports.
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

// Not in the article: the `Article` model it takes for granted (title and description are what the views read).
struct Article {
    var title: String
    var description: String
}

// Not in the article: a preview, as ArticleListItem needs an article to show.
#Preview {
    ArticleListItem(article: Article(
        title: "Defining dynamic colors in Swift",
        description: "Adapting custom colors to light and dark mode"
    ))
}

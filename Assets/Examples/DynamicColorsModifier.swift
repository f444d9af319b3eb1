// Seed 003, "Defining dynamic colours in Swift" (在Swift中定义动态颜色的方法), section "Custom colours", the second
// technique: a reusable `foregroundColor(light:dark:)` modifier.
// Verbatim, in the article's order: AdaptiveForegroundColorModifier, its `View.foregroundColor(light:dark:)`
// extension and the ArticleListItem that uses it. From Assets/Styles/AdaptiveColors.swift and
// Assets/Screens/ArticleListItemAdaptiveModifier.swift.
// Not in the article (marked below): `import SwiftUI`, the `Article` model the article takes for granted and
// a `#Preview` that gives ArticleListItem an article. The article declares one ArticleListItem per technique,
// so each technique is its own file: DynamicColors.swift (Color(light:dark:)), DynamicColorsSystem.swift,
// DynamicColorsColorScheme.swift, DynamicColorsModifier.swift. No built-in scene: the colours are the ones
// Sources/Style/Color.swift's `Color(light:dark:…)` resolves per scheme (L/D in the playground).

// Not in the article: it shows no imports.
import SwiftUI

struct AdaptiveForegroundColorModifier: ViewModifier {
    var lightModeColor: Color
    var darkModeColor: Color
    
    @Environment(\.colorScheme) private var colorScheme
    
    func body(content: Content) -> some View {
        content.foregroundColor(resolvedColor)
    }
    
    private var resolvedColor: Color {
        switch colorScheme {
        case .light:
            return lightModeColor
        case .dark:
            return darkModeColor
        @unknown default:
            return lightModeColor
        }
    }
}

extension View {
    func foregroundColor(
        light lightModeColor: Color,
        dark darkModeColor: Color
    ) -> some View {
        modifier(AdaptiveForegroundColorModifier(
            lightModeColor: lightModeColor, 
            darkModeColor: darkModeColor
        ))
    }
}

struct ArticleListItem: View {
    var article: Article
    
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(article.title)
                .font(.headline)
                .foregroundColor(
                    light: Color(white: 0.2),
                    dark: Color(white: 0.8)
                )
            Text(article.description)
                .foregroundColor(.secondary)
        }
        .padding()
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

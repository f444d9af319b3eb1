// Seed 003, "Defining dynamic colours in Swift" (在Swift中定义动态颜色的方法), section "Custom colours", the last
// technique: a colour that carries both values and is resolved from the traits.
// Verbatim, in the article's order: `UIColor(light:dark:)`, `Color(light:dark:)` bridged through it, the
// ArticleListItem that uses `Color(light:dark:)` and the palette entry `Color.title`. From
// Assets/Styles/AdaptiveColors.swift and Assets/Screens/ArticleListItemDynamicColor.swift.
// Not in the article (marked below): `import SwiftUI`, the `Article` model the article takes for granted and
// a `#Preview` that gives ArticleListItem an article. The article declares one ArticleListItem per technique,
// so each technique is its own file: DynamicColors.swift (Color(light:dark:)), DynamicColorsSystem.swift,
// DynamicColorsColorScheme.swift, DynamicColorsModifier.swift. No built-in scene: the colours are the ones
// Sources/Style/Color.swift's `Color(light:dark:…)` resolves per scheme (L/D in the playground).

// Not in the article: it shows no imports.
import SwiftUI

extension UIColor {
    convenience init(
        light lightModeColor: @escaping @autoclosure () -> UIColor,
        dark darkModeColor: @escaping @autoclosure () -> UIColor
     ) {
        self.init { traitCollection in
            switch traitCollection.userInterfaceStyle {
            case .light:
                return lightModeColor()
            case .dark:
                return darkModeColor()
            @unknown default:
                return lightModeColor()
            }
        }
    }
}

extension Color {
    init(
        light lightModeColor: @escaping @autoclosure () -> Color,
        dark darkModeColor: @escaping @autoclosure () -> Color
    ) {
        self.init(UIColor(
            light: UIColor(lightModeColor()),
            dark: UIColor(darkModeColor())
        ))
    }
}

struct ArticleListItem: View {
    var article: Article
    
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(article.title)
                .font(.headline)
                .foregroundColor(Color(
                    light: Color(white: 0.2),
                    dark: Color(white: 0.8)
                ))
            Text(article.description)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}

extension Color {
    static var title: Self {
        Self(light: Color(white: 0.2),
             dark: Color(white: 0.8))
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

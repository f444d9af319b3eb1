// Seed 003, "Defining dynamic colours in Swift" (在Swift中定义动态颜色的方法), sections "Custom colours"
// and after. Verbatim, in the article's order: the AdaptiveForegroundColorModifier and its
// `foregroundColor(light:dark:)` extension; `UIColor(light:dark:)`; `Color(light:dark:)` bridged through
// it; and the palette entry `Color.title` (white 0.2 light / white 0.8 dark). Only `import SwiftUI` is
// added (the article shows no imports; on iOS it brings UIColor). No ButtonStyle or ToggleStyle here:
// the file is the seed's colour code, for Color(light:dark:). Built-in counterpart:
// Sources/Style/Appearance.swift and Color.swift (`Color(light:dark:…)` resolved per scheme and contrast).

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

extension Color {
    static var title: Self {
        Self(light: Color(white: 0.2),
             dark: Color(white: 0.8))
    }
}

import Raster
import Style
import SwiftSource

/// The names SwiftUI gives the values a style file uses: colours, points, fonts, animations.
enum Builtins {
    /// Types an expression may name.
    static let typeNames: Set<String> = [
        "Color", "LinearGradient", "Gradient", "UnitPoint", "Circle", "Ellipse", "Rectangle", "RoundedRectangle",
        "Capsule", "Toggle", "ForEach", "Label", "buildIf", "Divider", "ScrollView", "LazyVStack", "LazyHStack",
        "NavigationView", "NavigationStack", "List", "EditButton",
        "ToolbarItem",
        "ToolbarItemGroup", "ZStack", "HStack", "VStack", "Group", "Text", "Image", "Button", "EmptyView",
        "Spacer", "Font",
        "Animation", "UIColor", "CGFloat", "Double", "Int", "CGSize", "EdgeInsets",
    ]

    /// `.white`, `Color.white`: the system colours (iOS light-mode values, as the built-in styles use).
    static let colors: [String: Color] = [
        "white": .white, "black": .black, "gray": .gray, "grey": .gray, "red": .red, "blue": .blue,
        "green": Color(r8: 52, g8: 199, b8: 89), "orange": Color(r8: 255, g8: 149, b8: 0),
        "yellow": Color(r8: 255, g8: 204, b8: 0), "pink": Color(r8: 255, g8: 45, b8: 85),
        "purple": Color(r8: 175, g8: 82, b8: 222), "teal": Color(r8: 48, g8: 176, b8: 199),
        "indigo": Color(r8: 88, g8: 86, b8: 214), "mint": Color(r8: 0, g8: 199, b8: 190),
        "cyan": Color(r8: 50, g8: 173, b8: 230), "brown": Color(r8: 162, g8: 132, b8: 94), "clear": .clear,
        "primary": .primary, "secondary": .secondary, "accentColor": .blue,
    ]

    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "zero": .zero,
    ]

    static let fonts: [String: Font] = [
        "body": .body, "headline": .headline, "subheadline": .subheadline, "footnote": .footnote,
        "caption": .caption, "caption2": Font(size: 11), "title": .title, "title2": Font(size: 22),
        "title3": Font(size: 20), "callout": Font(size: 16), "largeTitle": .largeTitle,
    ]

    static let fontWeights: [String: Font.Weight] = [
        "regular": .regular, "semibold": .semibold, "bold": .bold,
    ]

    /// SwiftUI's animation curves. The playground animates a press with one spring; any curve a
    /// file names animates, `nil` does not.
    static let animations: Set<String> = [
        "spring", "default", "easeInOut", "easeIn", "easeOut", "linear", "interactiveSpring", "bouncy", "smooth",
        "snappy",
    ]

    /// A catalog's reference to a system colour (`systemBlueColor`, `labelColor`), as SwiftUI's colour.
    static func systemColor(_ reference: String) -> Color? {
        var name = reference
        if name.hasPrefix("system") { name = String(name.dropFirst(6)) }
        if name.hasSuffix("Color") { name = String(name.dropLast(5)) }
        guard let first = name.first else { return nil }
        name = first.lowercased() + name.dropFirst()
        switch name {
        case "label": return .primary
        case "secondaryLabel": return .secondary
        case "background", "groupedBackground": return Color(light: .white, dark: .black)
        default: return colors[name]
        }
    }

    /// `Color.white`, `UnitPoint.center`, `Font.body`, `Animation.spring`, `CGFloat.pi`.
    static func staticMember(_ name: String, of type: String, at location: SourceLocation) throws(EvaluationError)
        -> Value?
    {
        switch type {
        case "Color": return colors[name].map(Value.color)
        case "UnitPoint": return unitPoints[name].map(Value.unitPoint)
        case "Font": return fonts[name].map(Value.font)
        case "Animation": return animations.contains(name) ? .animation(.spring) : nil
        case "CGFloat", "Double":
            switch name {
            case "pi": return .number(Double.pi)
            case "infinity":
                throw EvaluationError(location: location, message: "infinite lengths are not supported in a style file")
            default: return nil
            }
        default: return nil
        }
    }
}

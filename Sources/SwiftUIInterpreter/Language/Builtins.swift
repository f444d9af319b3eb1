import Raster
import Style
import SwiftSource

/// The names SwiftUI gives the values a style file uses: colours, points, fonts, animations.
enum Builtins {
    /// Types an expression may name: every view and value type declared (`ViewCatalog`), and the
    /// types whose static members and functions a file calls.
    static let typeNames: Set<String> = Set(ViewCatalog.names).union([
        "Font", "Animation", "NSColor", "ProposedViewSize", "CGFloat", "Double", "Int", "CGSize", "EdgeInsets",
        "BlendMode",
        "EnvironmentValues", "ShadowStyle", "HorizontalAlignment", "VerticalAlignment", "Alignment",
        "ViewDimensions",
    ])

    /// SwiftUI's types whose values code writes as their members (`BlendMode.multiply`,
    /// `Edge.Set.horizontal`): `Type.member` is the member as `.member` is, resolved where it is used.
    static let memberTypes: Set<String> = [
        "BlendMode", "Edge", "Edge.Set", "Axis", "Axis.Set", "ContentMode", "ColorScheme", "RoundedCornerStyle",
        "TextAlignment", "Font.Weight", "Font.Design", "Visibility", "HorizontalEdge", "VerticalEdge",
        "Text.Case", "Text.TruncationMode", "SymbolRenderingMode", "ScrollBounceBehavior",
        "NavigationSplitViewColumn", "NavigationSplitViewVisibility", "DynamicTypeSize", "ContentSizeCategory",
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

    /// UIKit's system colours, light and dark (and increased contrast where iOS changes them), as
    /// `Color(.systemBackground)`, `Color(uiColor: .label)` and `UIColor.systemBlue` name them.
    static let systemColors: [String: Color] = {
        func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color { Color(r8: r, g8: g, b8: b, opacity: a) }
        func dynamic(_ light: Color, _ dark: Color, _ lightHigh: Color? = nil, _ darkHigh: Color? = nil) -> Color {
            Color(light: light, dark: dark, lightIncreasedContrast: lightHigh, darkIncreasedContrast: darkHigh)
        }
        return [
            "systemRed": dynamic(rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
            "systemOrange": dynamic(rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
            "systemYellow": dynamic(rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
            "systemGreen": dynamic(rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
            "systemMint": dynamic(rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
            "systemTeal": dynamic(rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
            "systemCyan": dynamic(rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
            "systemBlue": dynamic(rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
            "systemIndigo": dynamic(rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
            "systemPurple": dynamic(rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
            "systemPink": dynamic(rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
            "systemBrown": dynamic(rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
            "systemGray": dynamic(rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
            "systemGray2": dynamic(rgb(174, 174, 178), rgb(99, 99, 102)),
            "systemGray3": dynamic(rgb(199, 199, 204), rgb(72, 72, 74)),
            "systemGray4": dynamic(rgb(209, 209, 214), rgb(58, 58, 60)),
            "systemGray5": dynamic(rgb(229, 229, 234), rgb(44, 44, 46)),
            "systemGray6": dynamic(rgb(242, 242, 247), rgb(28, 28, 30)),
            "systemBackground": dynamic(.white, .black),
            "secondarySystemBackground": dynamic(rgb(242, 242, 247), rgb(28, 28, 30)),
            "tertiarySystemBackground": dynamic(.white, rgb(44, 44, 46)),
            "systemGroupedBackground": dynamic(rgb(242, 242, 247), .black),
            "secondarySystemGroupedBackground": dynamic(.white, rgb(28, 28, 30)),
            "tertiarySystemGroupedBackground": dynamic(rgb(242, 242, 247), rgb(44, 44, 46)),
            "label": dynamic(.black, .white),
            "secondaryLabel": dynamic(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
            "tertiaryLabel": dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            "quaternaryLabel": dynamic(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
            "placeholderText": dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            "separator": dynamic(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
            "opaqueSeparator": dynamic(rgb(198, 198, 200), rgb(56, 56, 58)),
            "systemFill": dynamic(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
            "secondarySystemFill": dynamic(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
            "tertiarySystemFill": dynamic(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
            "link": dynamic(rgb(0, 122, 255), rgb(9, 132, 255)),
            "lightText": rgb(255, 255, 255, 0.6), "darkText": .black,
            // UIKit's fixed greys and magenta, which SwiftUI's Color has no names for (`UIColor.darkGray`).
            "darkGray": Color(white: 1.0 / 3), "lightGray": Color(white: 2.0 / 3),
            "magenta": Color(red: 1, green: 0, blue: 1),
        ]
    }()

    /// ShapeStyle's members that are not colours: the hierarchical levels past `.secondary`, the
    /// background, and the materials. A material is drawn as its tint alone, without blurring what
    /// lies behind it: white (dark: a near-black grey) at the opacity its thickness gives, which is how
    /// a material looks over a plain background.
    static let shapeStyles: [String: Color] = {
        let thickness = [
            "ultraThinMaterial": 0.5, "thinMaterial": 0.65, "regularMaterial": 0.78, "bar": 0.82,
            "thickMaterial": 0.88, "ultraThickMaterial": 0.94,
        ]
        var styles = thickness.mapValues { opacity in
            Color(light: Color(white: 0.98, opacity: opacity), dark: Color(white: 0.13, opacity: opacity))
        }
        styles["tertiary"] = systemColors["tertiaryLabel"]
        styles["quaternary"] = systemColors["quaternaryLabel"]
        // iOS 16's fifth level, one UIKit has no colour for: the label's grey at about half the fourth's
        // opacity (our estimate), a faint fill behind a card.
        styles["quinary"] = Color(
            light: Color(r8: 60, g8: 60, b8: 67).opacity(0.08), dark: Color(r8: 235, g8: 235, b8: 245).opacity(0.08))
        styles["background"] = systemColors["systemBackground"]
        styles["tint"] = colors["accentColor"]
        return styles
    }()

    /// ShapeStyle's gradient statics, each the gradient view of the capitalised name.
    static let gradientStyles: Set<String> = [
        "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient",
    ]

    /// A colour by name: SwiftUI's (`.red`), then UIKit's system colours (`.systemBackground`).
    static func color(named name: String) -> Color? { colors[name] ?? systemColors[name] }

    /// UIKit's (and AppKit's) fixed colours, which are not SwiftUI's of the same name: `UIColor.red` is
    /// pure red where `Color.red` is the system red (`.systemRed`). A name that is not one of them is
    /// SwiftUI's (`UIColor.label`, `UIColor.systemBlue`).
    static let fixedKitColors: [String: Color] = [
        "black": Color(white: 0), "darkGray": Color(white: 1.0 / 3), "lightGray": Color(white: 2.0 / 3),
        "white": Color(white: 1), "gray": Color(white: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
    ]

    /// `UIColor.name` and `NSColor.name`: a fixed colour of the kit's, else the system's.
    static func kitColor(named name: String) -> Color? { fixedKitColors[name] ?? color(named: name) }

    /// A value set on a UIKit property (`slider.thumbTintColor = .red`): `.red` is the kit's pure red,
    /// as the property is a UIColor; any other value as it is.
    static func kitValue(_ value: Value) -> Value {
        guard case .implicitMember(let name, _) = value, let fixed = fixedKitColors[name] else { return value }
        return .color(fixed)
    }

    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "zero": .zero,
        // A stack's text baselines: one-line texts side by side meet at their baselines about where their
        // bottoms meet (the descents of two sizes of one face differ by a point or two).
        "firstTextBaseline": .bottom, "lastTextBaseline": .bottom,
        // `HorizontalAlignment.center` and `VerticalAlignment.center` written with their types: a
        // view's dimensions tell the two apart (`d[VerticalAlignment.center]` is half its height).
        "horizontalCenter": .center, "verticalCenter": .center,
    ]

    /// `Font.body`, `.title2`…: the text styles at iOS's default Dynamic Type size.
    static let fonts: [String: Font] = Dictionary(
        uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, Font.system($0)) })

    static let textStyles: [String: Font.TextStyle] = Dictionary(
        uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0) })

    static let fontWeights: [String: Font.Weight] = Dictionary(
        uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, $0) })

    static let fontDesigns: [String: Font.Design] = Dictionary(
        uniqueKeysWithValues: Font.Design.allCases.map { ($0.rawValue, $0) })

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
        default:
            return color(named: reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference)
                ?? colors[name]
        }
    }

    /// `Color.white`, `UnitPoint.center`, `Font.body`, `Animation.spring`, `CGFloat.pi`.
    static func staticMember(_ name: String, of type: String, at location: SourceLocation) throws(EvaluationError)
        -> Value?
    {
        switch type {
        case "Color": return color(named: name).map(Value.color)
        case "UIColor", "NSColor": return kitColor(named: name).map(Value.color)
        case "UnitPoint": return unitPoints[name].map(Value.unitPoint)
        case "HorizontalAlignment", "VerticalAlignment", "Alignment":
            guard unitPoints[name] != nil else { return nil }
            if name == "center", type != "Alignment" {
                return .implicitMember(
                    type == "VerticalAlignment" ? "verticalCenter" : "horizontalCenter", at: location)
            }
            return .implicitMember(name, at: location)
        case "Font":
            // `Font.Weight.bold`: the nested type first, then its member below.
            if ["Weight", "Design", "TextStyle"].contains(name) { return .type("Font.\(name)") }
            return fonts[name].map(Value.font)
        case "Font.Weight": return fontWeights[name] == nil ? nil : .implicitMember(name, at: location)
        case "Font.Design": return fontDesigns[name] == nil ? nil : .implicitMember(name, at: location)
        case "Font.TextStyle": return textStyles[name] == nil ? nil : .implicitMember(name, at: location)
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

/// `Font.custom(_:size:)` by name. We draw only the families we ship, so a name picks one of them:
/// "DejaVu Sans Mono" the monospaced design, "DejaVu Serif" the serif one, "Quicksand" the rounded
/// one, and every other name (Inter, Helvetica, Avenir…) Inter. Weight and slant words in the name
/// ("Inter-SemiBoldItalic", "Quicksand Light") are honoured, by their OpenType weight classes.
extension Font {
    /// `relativeTo`: the text style whose Dynamic Type size it scales with (SwiftUI's `.custom(_:size:)`
    /// scales with `.body`); nil keeps the size (`.custom(_:fixedSize:)`).
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle? = nil) -> Font {
        var rest = name.lowercased().filter { $0.isLetter }
        var design = Design.default
        for (family, familyDesign) in families where rest.hasPrefix(family) {
            design = familyDesign
            rest.removeFirst(family.count)
            break
        }
        let italic = rest.contains("italic") || rest.contains("oblique")
        let weight =
            styleWords.first { rest.contains($0.word) }
            .flatMap { word in Weight.allCases.first { $0.weightClass == word.weightClass } } ?? .regular
        return Font(size: size, weight: weight, design: design, italic: italic, relativeTo: textStyle)
    }

    /// Family names as written without spaces or hyphens, longest first.
    private static let families: [(String, Design)] = [
        ("dejavusansmono", .monospaced), ("dejavuserif", .serif), ("quicksand", .rounded),
    ]

    /// Weight words in font names, compound words before the simple words they contain.
    private static let styleWords: [(word: String, weightClass: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("thin", 100), ("light", 300), ("medium", 500), ("bold", 700), ("heavy", 800),
        ("black", 900),
    ]
}

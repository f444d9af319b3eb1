import Raster
import Style

/// What SwiftUI's environment carries down a style's view tree while it is laid out and drawn.
struct DrawEnvironment {
    var label: Label
    /// The scene's colour for the label; wins over the style's foreground colour.
    var labelColor: Color?
    var metrics: TextMetrics
    /// A screen's control: its label is a view of the screen (`Image(…).foregroundColor(.white)`).
    var labelView: ViewNode?
    /// `.foregroundColor`: what labels, text and bare shapes are drawn in.
    var foreground: Fill = .color(.primary)
    var font: Font?
    /// `.bold()` / `.fontWeight(_:)` around the view: wins over the font's own weight.
    var fontWeight: Font.Weight?
    /// The stack the view is laid out in: a `Divider` crosses it.
    var stackAxis: StackKind?
    /// `.textCase`: upper (true) or lower (false) case.
    var textCase: Bool?
    /// `.imageScale`: symbols at this multiple of their size.
    var imageScale = 1.0
    /// `.lineLimit`: at most this many lines of wrapped text (nil: as many as it takes).
    var lineLimit: Int?
    /// `.multilineTextAlignment`: SwiftUI's default is leading.
    var textAlignment: TextWrapping.Alignment = .leading

    /// The environment inside a modifier that only changes it (a font, a colour, a line limit…); nil
    /// for every other modifier.
    func applying(_ modifier: ViewModifier) -> DrawEnvironment? {
        var environment = self
        switch modifier {
        case .textCase(let upper): environment.textCase = upper
        case .imageScale(let scale): environment.imageScale = scale
        case .lineLimit(let limit): environment.lineLimit = limit
        case .multilineTextAlignment(let alignment): environment.textAlignment = alignment
        case .foregroundColor(let fill): environment.foreground = fill ?? .color(.primary)
        case .font(let font): environment.font = font
        case .fontWeight(let weight): environment.fontWeight = weight
        case .fontChange(let change): environment.fontChanges.append(change)
        default: return nil
        }
        return environment
    }

    /// A text as drawn, in the environment's case.
    /// `string` (cased) in lines no wider than `width` (nil: one line a paragraph), at most the line
    /// limit, the last one cut short with "…" (SwiftUI's Text wraps to the width it is offered).
    func lines(of string: String, width: Double?) -> [String] {
        let text = cased(string)
        let font = textFont
        // A hair of slack: a text measured at its own width is offered exactly that, and must not wrap.
        let offered = width.map { $0 + 0.01 }
        guard let textLines else {
            return TextWrapping.lines(text, font: font, width: offered, limit: lineLimit, metrics: metrics)
        }
        return textLines.lines(text, font: font, width: offered, limit: lineLimit) {
            TextWrapping.lines(text, font: font, width: offered, limit: lineLimit, metrics: metrics)
        }
    }

    /// A screen's frame measures the same text many times (a stack ranks its children, sizes them,
    /// places them): its lines are kept here for the frame.
    var textLines: TextLineCache?

    func cased(_ string: String) -> String {
        switch textCase {
        case true?: string.uppercased()
        case false?: string.lowercased()
        case nil: string
        }
    }

    /// `.italic()`, `.kerning(_:)` and the like around the view, outermost first.
    var fontChanges: [FontChange] = []

    /// The font text is drawn in.
    var textFont: Font {
        let base = font ?? .body
        let weighted = fontWeight.map { base.weight($0) } ?? base
        return fontChanges.reduce(weighted) { $1.applied(to: $0) }
    }
    /// An image asset's size in points (`Image("name")` not made resizable keeps it).
    var imageSize: (@Sendable (String) -> Size?)?
}

/// Lines of text already broken, by text, font, width and limit: one layout's measurements, kept while
/// it runs (a class, so the copies of the environment a layout makes share it).
final class TextLineCache {
    private struct Key: Hashable {
        var text: String
        var font: Font
        var width: Double?
        var limit: Int?
    }
    private var known: [Key: [String]] = [:]

    func lines(_ text: String, font: Font, width: Double?, limit: Int?, _ make: () -> [String]) -> [String] {
        let key = Key(text: text, font: font, width: width, limit: limit)
        if let lines = known[key] { return lines }
        let lines = make()
        known[key] = lines
        return lines
    }
}

/// A size offered to a view: nil on an axis means "your ideal size".
struct ProposedSize {
    var width: Double?
    var height: Double?
    static let unspecified = ProposedSize(width: nil, height: nil)
}

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
    /// The Dynamic Type size text in text styles is drawn at.
    var dynamicTypeSize = DynamicTypeSize.standard
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
    /// The guide the stack right inside lines its children up by, when not a fraction of their
    /// lengths (`HStack(alignment: .firstTextBaseline)`, a custom `AlignmentID`); a stack takes it and
    /// clears it for its children.
    var stackGuide: AlignmentKey?
    /// Where a custom alignment's `defaultValue(in:)` is evaluated.
    var guideContext: LaterEvaluation?
    var textAlignment: TextWrapping.Alignment = .leading

    /// The environment inside a modifier that only changes it (a font, a colour, a line limit…); nil
    /// for every other modifier.
    func applying(_ modifier: ViewModifier) -> DrawEnvironment? {
        var environment = self
        switch modifier {
        case .alignedBy(let key, let context):
            environment.stackGuide = key
            environment.guideContext = context
        case .textCase(let upper): environment.textCase = upper
        case .imageScale(let scale): environment.imageScale = scale
        case .lineLimit(let limit): environment.lineLimit = limit
        case .minimumScaleFactor(let factor): environment.minimumScaleFactor = factor
        case .truncationMode(let mode): environment.truncationMode = mode
        case .multilineTextAlignment(let alignment): environment.textAlignment = alignment
        case .foregroundColor(let fill): environment.foreground = fill ?? .color(.primary)
        case .foregroundLevel(let level): environment.foreground = environment.foreground.level(level)
        case .font(let font): environment.font = font
        case .dynamicTypeSize(let range): environment.dynamicTypeSize = dynamicTypeSize.clamped(to: range)
        case .fontWeight(let weight): environment.fontWeight = weight
        case .fontChange(let change): environment.fontChanges.append(change)
        case .list(.style(let style)): environment.listStyle = style
        case .list(.contentBackgroundHidden(let hidden)): environment.hidesScrollContentBackground = hidden
        case .list(.rowSpacing(let spacing)): environment.listRowSpacing = spacing
        case .list(.sectionSpacing(let spacing)): environment.listSectionSpacing = spacing
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

    /// `.minimumScaleFactor`: how much smaller than its font a text may be drawn to keep within its lines.
    var minimumScaleFactor = 1.0
    /// `.truncationMode`: where a line that is cut loses its characters.
    var truncationMode = TruncationMode.tail

    /// `string` as drawn in `width`: its lines and the font they are in. A text that would be cut short at
    /// its line limit is first drawn smaller, down to `minimumScaleFactor` of its size (the largest size
    /// that keeps it whole, found by halving); a line still cut loses its characters where
    /// `truncationMode` says.
    ///
    /// Offered a height, a text keeps to the lines that fit in it (at least one): SwiftUI's Text in a
    /// frame too short for it, or squeezed in a crowded VStack, is cut at its last whole line.
    func fitted(_ string: String, width: Double?, height: Double? = nil) -> (lines: [String], font: Font) {
        if let height, height.isFinite, width != nil {
            let line = metrics.size(of: "Ag", font: textFont).height
            let fitting = Int(min(max(1, ((height + 0.01) / max(line, 1)).rounded(.down)), 10_000))
            if fitting < lineLimit ?? .max {
                var limited = self
                limited.lineLimit = fitting
                return limited.fitted(string, width: width)
            }
        }
        let font = textFont
        guard let width, let limit = lineLimit else { return (lines(of: string, width: width), font) }
        var unlimited = self
        unlimited.lineLimit = nil
        func whole(_ scale: Double) -> Bool {
            var smaller = unlimited
            smaller.fontScale = scale
            return smaller.lines(of: string, width: width).count <= limit
        }
        var scale = 1.0
        if minimumScaleFactor < 1, !whole(1) {
            let least = max(0.01, minimumScaleFactor)
            if whole(least) {
                var (low, high) = (least, 1.0)
                for _ in 0..<10 {
                    let middle = (low + high) / 2
                    if whole(middle) { low = middle } else { high = middle }
                }
                scale = low
            } else {
                scale = least
            }
        }
        var scaled = self
        scaled.fontScale = scale
        var lines = scaled.lines(of: string, width: width)
        if truncationMode != .tail, limit == 1, lines.first?.hasSuffix("…") == true {
            lines = [scaled.cutShort(cased(string), width: width + 0.01)]
        }
        return (lines, scaled.textFont)
    }

    /// One line of `text` no wider than `width`, its head (`.head`) or its middle (`.middle`) dropped for
    /// "…": the most characters that fit, found by halving.
    private func cutShort(_ text: String, width: Double) -> String {
        let characters = Array(text)
        func line(keeping count: Int) -> String {
            switch truncationMode {
            case .head: return "…" + String(characters.suffix(count))
            case .middle:
                let front = (count + 1) / 2
                return String(characters.prefix(front)) + "…" + String(characters.suffix(count - front))
            case .tail: return String(characters.prefix(count)) + "…"
            }
        }
        var (low, high) = (0, characters.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if metrics.size(of: line(keeping: middle), font: textFont).width <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return line(keeping: low)
    }

    /// The share of its size a text is drawn at (`fitted`'s `minimumScaleFactor`).
    var fontScale = 1.0

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

    /// The lines text is drawn with: of each kind, the innermost `.strikethrough` or `.underline`, if active.
    var textDecorations: [TextDecoration] {
        var latest: [TextDecoration.Kind: TextDecoration] = [:]
        for case .decoration(let d) in fontChanges { latest[d.kind] = d }
        return [TextDecoration.Kind.strikethrough, .underline].compactMap { latest[$0] }.filter(\.isActive)
    }

    /// The font text is drawn in.
    var textFont: Font {
        let base = (font ?? .body).resolved(at: dynamicTypeSize)
        let weighted = fontWeight.map { base.weight($0) } ?? base
        var changed = fontChanges.reduce(weighted) { $1.applied(to: $0) }
        if fontScale != 1 { changed.size *= fontScale }
        return changed
    }
    /// `.listStyle`: how the Lists inside draw (nil: iOS's automatic style).
    var listStyle: ListStyleKind?
    /// `.scrollContentBackground(.hidden)`: Lists inside show what is behind them.
    var hidesScrollContentBackground = false
    /// `.listRowSpacing(_:)`: the gap between a grouped list's rows, each then a group of its own.
    var listRowSpacing: Double?
    /// `.listSectionSpacing(_:)`: the gap between a grouped list's sections (nil: iOS's 35 points).
    var listSectionSpacing: Double?
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
struct ProposedSize: Sendable {
    var width: Double?
    var height: Double?
    static let unspecified = ProposedSize(width: nil, height: nil)
}

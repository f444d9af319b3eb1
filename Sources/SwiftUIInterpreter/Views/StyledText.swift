import Raster
import Style

/// Text made of runs in their own fonts and colours, wrapped together as one paragraph:
/// `Text("Price: ").bold() + Text("$10").foregroundColor(.green)`, and a Text literal's Markdown
/// (`**bold**`, `*italic*`, `` `code` ``, `[link](url)`), as SwiftUI draws a concatenated `Text` and a
/// `LocalizedStringKey`. Lines break at spaces, across runs; each line is as tall as its tallest run,
/// the runs sitting on its bottom.
struct StyledText: Sendable {
    struct Run: Sendable {
        var string: String
        /// The text modifiers written on this run, innermost first (`.bold()`, `.font`, `.foregroundColor`).
        var modifiers: [ViewModifier]
    }

    var runs: [Run]

    /// The words as written, for `--layout` and messages.
    var string: String { runs.map(\.string).joined() }

    /// `node` as runs when it is a Text under text modifiers only (or text already in runs); nil for any
    /// other view, which `+` cannot join.
    static func runs(of node: ViewNode) -> [Run]? {
        switch node {
        case .text(let string):
            return [Run(string: string, modifiers: [])]
        case .styledText(let text):
            return text.runs
        case .modified(let child, .source):
            return runs(of: child)
        case .modified(let child, let modifier):
            guard isTextModifier(modifier), var runs = runs(of: child) else { return nil }
            for index in runs.indices { runs[index].modifiers.append(modifier) }
            return runs
        default:
            return nil
        }
    }

    private static func isTextModifier(_ modifier: ViewModifier) -> Bool {
        switch modifier {
        case .font, .fontWeight, .fontChange, .foregroundColor, .textCase: true
        default: false
        }
    }

    // MARK: - Layout

    /// A word of a run with the spaces after it, measured in the run's font; or a line break.
    struct Piece {
        var text: String
        var font: Font
        var color: Color
        var width: Double
        /// Its width without the spaces after it: what must fit on the line.
        var inked: Double
        var height: Double
        var isBreak = false
    }

    func pieces(in environment: DrawEnvironment) -> [Piece] {
        var pieces: [Piece] = []
        let metrics = environment.metrics
        for run in runs {
            var inner = environment
            // The outermost modifier first, so the innermost wins, as in SwiftUI.
            for modifier in run.modifiers.reversed() { inner = inner.applying(modifier) ?? inner }
            let font = inner.textFont
            let color = inner.foregroundColor
            let height = metrics.size(of: "Ag", font: font).height
            func piece(_ text: String) -> Piece {
                let width = metrics.size(of: text, font: font).width
                let trimmed = String(text.reversed().drop { $0 == " " }.reversed())
                let inked = trimmed.count == text.count ? width : metrics.size(of: trimmed, font: font).width
                return Piece(text: text, font: font, color: color, width: width, inked: inked, height: height)
            }
            var word = ""
            for character in inner.cased(run.string) {
                if character == "\n" {
                    if !word.isEmpty { pieces.append(piece(word)) }
                    word = ""
                    var mark = piece("")
                    mark.isBreak = true
                    pieces.append(mark)
                    continue
                }
                if character != " ", word.last == " " {
                    pieces.append(piece(word))
                    word = ""
                }
                word.append(character)
            }
            if !word.isEmpty { pieces.append(piece(word)) }
        }
        return pieces
    }

    /// The pieces on each line in `width` (nil: one line a paragraph), at most the environment's line
    /// limit of them.
    func lines(width: Double?, in environment: DrawEnvironment) -> [[Piece]] {
        var lines: [[Piece]] = [[]]
        var x = 0.0
        for piece in pieces(in: environment) {
            if piece.isBreak {
                lines.append([piece])
                x = 0
                continue
            }
            if let width, x + piece.inked > width + 0.01, lines[lines.count - 1].contains(where: { !$0.isBreak }) {
                lines.append([])
                x = 0
            }
            lines[lines.count - 1].append(piece)
            x += piece.width
        }
        if let limit = environment.lineLimit, limit > 0, lines.count > limit { lines = Array(lines.prefix(limit)) }
        return lines
    }

    private static func width(of line: [Piece]) -> Double {
        guard let last = line.last else { return 0 }
        return line.dropLast().reduce(0) { $0 + $1.width } + last.inked
    }

    private static func height(of line: [Piece], _ environment: DrawEnvironment) -> Double {
        line.map(\.height).max() ?? environment.metrics.size(of: "Ag", font: environment.textFont).height
    }

    func size(proposed p: ProposedSize, in environment: DrawEnvironment) -> Size {
        let lines = lines(width: p.width, in: environment)
        return Size(
            width: lines.map(Self.width).max() ?? 0,
            height: lines.reduce(0) { $0 + Self.height(of: $1, environment) })
    }

    func draw(in rect: Rect, _ environment: DrawEnvironment) -> [DrawCommand] {
        let lines = lines(width: rect.width, in: environment)
        let size = Size(
            width: lines.map(Self.width).max() ?? 0,
            height: lines.reduce(0) { $0 + Self.height(of: $1, environment) })
        let box = ViewNode.place(size, in: rect, alignment: .center)
        let along: Double =
            switch environment.textAlignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        var commands: [DrawCommand] = []
        var y = box.minY
        for line in lines {
            let height = Self.height(of: line, environment)
            var x = box.minX + (box.width - Self.width(of: line)) * along
            for piece in line where !piece.isBreak {
                commands.append(
                    .text(
                        piece.text, font: piece.font, color: piece.color,
                        origin: Point(x: x, y: y + height - piece.height))
                )
                x += piece.width
            }
            y += height
        }
        return commands
    }
}

import Raster

/// How SwiftUI's `Text` breaks into lines in the width it is offered: at spaces, a word longer than
/// the width broken between characters, `\n` always; with a line limit, the last line that fits ends
/// in "…" (SwiftUI truncates the tail). Measured with the window's metrics, so a paragraph wraps
/// where it is drawn.
public enum TextWrapping {
    /// How the lines of a paragraph sit in its box (`multilineTextAlignment`).
    public enum Alignment: Sendable, Hashable {
        case leading, center, trailing

        /// How far across the free room a line sits: 0 at the leading edge, 1 at the trailing one.
        public var fraction: Double {
            switch self {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        }
    }

    /// The lines of `text` in `width` points (nil: as wide as it likes), at most `limit` of them.
    public static func lines(
        _ text: String, font: Font, width: Double?, limit: Int?, metrics: some TextMetrics
    ) -> [String] {
        var lines: [String] = []
        let maxWidth = width.map { max($0, 1) } ?? .infinity
        func fits(_ s: String) -> Bool { metrics.size(of: s, font: font).width <= maxWidth + 0.001 }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            // A paragraph's leading spaces (a tab's, before a bullet) indent its first line.
            let indent = String(paragraph.prefix { $0 == " " })
            var words = paragraph.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false)
                .map(String.init)
            if !indent.isEmpty, !words.isEmpty { words[0] = indent + words[0] }
            for word in words {
                let candidate = line.isEmpty ? word : line + " " + word
                if fits(candidate) {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                // A word wider than the whole line is broken between characters.
                line = ""
                for character in word {
                    if !line.isEmpty, !fits(line + String(character)) {
                        lines.append(line)
                        line = ""
                    }
                    line.append(character)
                }
            }
            lines.append(line)
        }
        guard let limit, limit >= 1, lines.count > limit else { return lines }
        // The rest of the text on the last line, cut by characters where it fits with "…" (found by
        // halving, so a long paragraph costs a few measurements, not one a character).
        let rest = Array(lines[(limit - 1)...].joined(separator: " "))
        var (low, high) = (0, rest.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(String(rest[..<middle]) + "…") { low = middle } else { high = middle - 1 }
        }
        var kept = String(rest[..<low])
        while kept.last == " " { kept.removeLast() }
        return Array(lines.prefix(limit - 1)) + [kept + "…"]
    }

    /// The box the lines take: the widest line by the lines' heights.
    public static func size(of lines: [String], font: Font, metrics: some TextMetrics) -> Size {
        let line = metrics.size(of: "Ag", font: font).height
        let width = lines.map { metrics.size(of: $0, font: font).width }.max() ?? 0
        return Size(width: width, height: line * Double(max(lines.count, 1)))
    }

    /// Each line's top-left in `box`, lines one under another from its top, aligned across it.
    public static func origins(
        of lines: [String], in box: Rect, font: Font, alignment: Alignment, metrics: some TextMetrics
    ) -> [Point] {
        let line = metrics.size(of: "Ag", font: font).height
        return lines.enumerated().map { index, text in
            let width = metrics.size(of: text, font: font).width
            return Point(x: box.minX + (box.width - width) * alignment.fraction, y: box.minY + Double(index) * line)
        }
    }
}

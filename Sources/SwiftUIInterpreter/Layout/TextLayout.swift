import Raster
import Style

/// SwiftUI's `Text`.
///
/// The rule: a text's ideal size is its string on one line. Offered a width, it wraps at spaces (between
/// characters where a word is longer than the line) and is as wide as its longest line; past its
/// `lineLimit` the last line is cut with "…" (`truncationMode(.head)` and `.middle` keep a single line's
/// ends); with `minimumScaleFactor` a text that would be cut is first drawn smaller, down to that share of
/// its size (`DrawEnvironment.fitted`). Its height is its lines' (each the font's line height); offered a
/// height too short for them, it keeps the lines that fit, at least one, the last cut with "…".
extension ViewNode {
    static func textSize(_ string: String, proposed p: ProposedSize, _ environment: DrawEnvironment) -> Size {
        let (lines, font) = environment.fitted(string, width: p.width, height: p.height)
        return TextWrapping.size(of: lines, font: font, metrics: environment.metrics)
    }
}

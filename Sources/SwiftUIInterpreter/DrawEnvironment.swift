import Raster
import Style

/// What SwiftUI's environment carries down a style's view tree while it is laid out and drawn.
struct DrawEnvironment {
    var label: Label
    /// The scene's colour for the label; wins over the style's foreground colour.
    var labelColor: Color?
    var metrics: TextMetrics
    /// `.foregroundColor`: what labels, text and bare shapes are drawn in.
    var foreground: Fill = .color(.primary)
    var font: Font?
}

/// A size offered to a view: nil on an axis means "your ideal size".
struct ProposedSize {
    var width: Double?
    var height: Double?
    static let unspecified = ProposedSize(width: nil, height: nil)
}

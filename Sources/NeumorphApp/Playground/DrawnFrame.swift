import Raster
import Style

/// What a frame drew and under what, kept to find the next frame's damage: a frame can be
/// compared with it only at the same pixel size, scale and appearance (colours resolve by the
/// appearance, so a scheme switch changes every pixel without changing a command).
struct DrawnFrame {
    var scene: [DrawCommand]
    var overlay: [DrawCommand]
    var appearance: Appearance
    var width: Int
    var height: Int
    var scale: Double

    func isComparable(with other: DrawnFrame) -> Bool {
        appearance == other.appearance && width == other.width && height == other.height && scale == other.scale
    }
}

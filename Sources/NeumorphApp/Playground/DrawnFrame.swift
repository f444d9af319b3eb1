import Raster
import Style

/// What a frame drew and under what, kept to find the next frame's damage.
struct DrawnFrame {
    var scene: [DrawCommand]
    /// The style panel beside the scene.
    var panel: [DrawCommand]
    var overlay: [DrawCommand]
    var target: Target

    /// What commands are drawn under: frames compare only at the same pixel size, scale and appearance
    /// (colours resolve by the appearance, so a scheme switch changes every pixel without changing a command).
    struct Target: Equatable {
        var appearance: Appearance
        var width: Int
        var height: Int
        var scale: Double
    }
}

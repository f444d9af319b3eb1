import Raster
import Style

/// What evaluating a screen needs beyond a style's body: where its state lives, the colour scheme
/// `@Environment(\.colorScheme)` reads, and where `print` writes.
struct ScreenContext: Sendable {
    var state: ScreenState
    var colorScheme: Appearance.ColorScheme
    /// The Dynamic Type size the preview is shown at (`--dynamic-type`): text in text styles follows it.
    var dynamicTypeSize = DynamicTypeSize.standard
    var output: @Sendable (String) -> Void
    /// An image asset's size, nil for a name Neumorph has no image of (`Image("name")` is then a
    /// placeholder); nil where images are not looked up.
    var imageSize: (@Sendable (String) -> Size?)? = nil
    /// The screen the preview is shown on, in points: what `UIScreen.main.bounds` reads.
    var screenSize = Device.standard.portrait
    /// Its pixels to a point: `UIScreen.main.scale`.
    var screenScale = Device.standard.scale
    /// How many instances of each view type this evaluation has made: the n-th `Row` keeps the n-th
    /// `Row`'s state from frame to frame.
    var instances: [String: Int] = [:]

    mutating func nextInstance(of type: String) -> Int {
        let n = instances[type, default: 0] + 1
        instances[type] = n
        return n
    }
}

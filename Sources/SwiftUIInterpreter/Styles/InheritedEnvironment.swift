import Raster
import Style

/// What a screen's modifiers around a control give the body of a style the file declares: SwiftUI's
/// environment, which the style's own `.foregroundStyle` or `.font` replaces nearer the label (a
/// style's `.foregroundStyle(.black)` wins over a `.foregroundColor(.white)` written around the
/// button). SwiftUI's own styles take the screen's colour on the label instead, as iOS draws them.
struct InheritedEnvironment: Sendable {
    var foreground: Fill?
    var font: Font?
    var fontWeight: Font.Weight?
    /// The Dynamic Type size around the control: SwiftUI's own styles take it too.
    var dynamicTypeSize = DynamicTypeSize.standard

    func apply(to environment: inout DrawEnvironment) {
        environment.dynamicTypeSize = dynamicTypeSize
        if let foreground { environment.foreground = foreground }
        if let font { environment.font = font }
        if let fontWeight { environment.fontWeight = fontWeight }
    }
}

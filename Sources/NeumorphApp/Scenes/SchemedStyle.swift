import Raster
import Style

/// A style drawn under a fixed colour scheme, as SwiftUI's `.environment(\.colorScheme, .dark)` on a
/// preview: the preview shows each style in both appearances side by side, while the frame has one.
struct SchemedButtonStyle: ButtonStyle {
    let base: any ButtonStyle
    let colorScheme: Appearance.ColorScheme

    var name: String { base.name }
    var padding: Double { base.padding }
    var contentShape: AnyInsettableShape { base.contentShape }
    var animation: Animation { base.animation }

    func size(forLabel label: Label, metrics: TextMetrics) -> Size { base.size(forLabel: label, metrics: metrics) }

    func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        [.layer(Layer(base.makeBody(configuration: configuration, in: rect), colorScheme: colorScheme))]
    }
}

struct SchemedToggleStyle: ToggleStyle {
    let base: any ToggleStyle
    let colorScheme: Appearance.ColorScheme

    var name: String { base.name }
    var padding: Double { base.padding }
    var contentShape: AnyInsettableShape { base.contentShape }
    var animation: Animation { base.animation }

    func size(forLabel label: Label, metrics: TextMetrics) -> Size { base.size(forLabel: label, metrics: metrics) }

    func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        [.layer(Layer(base.makeBody(configuration: configuration, in: rect), colorScheme: colorScheme))]
    }
}

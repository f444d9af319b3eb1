import Raster
import Style

/// A style drawn under a fixed colour scheme, as SwiftUI's `.environment(\.colorScheme, .dark)` on a
/// preview: the preview shows each style in both appearances side by side, while the frame has one.
/// Everything but the body is the wrapped style's; the body is its body in a layer of that scheme.
struct SchemedStyle<Base: ControlStyle>: ControlStyle {
    let base: Base
    let colorScheme: Appearance.ColorScheme

    var name: String { base.name }
    var padding: Double { base.padding }
    var contentShape: AnyInsettableShape { base.contentShape }
    var animation: Animation { base.animation }

    func size(forLabel label: Label, metrics: TextMetrics) -> Size { base.size(forLabel: label, metrics: metrics) }

    func edges(in rect: Rect) -> [Path] { base.edges(in: rect) }

    fileprivate func schemed(_ body: [DrawCommand]) -> [DrawCommand] {
        [.layer(Layer(body, colorScheme: colorScheme))]
    }
}

extension SchemedStyle: ButtonStyle where Base: ButtonStyle {
    func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        schemed(base.makeBody(configuration: configuration, in: rect))
    }
}

extension SchemedStyle: ToggleStyle where Base: ToggleStyle {
    func makeBody(configuration: ToggleConfiguration, in rect: Rect) -> [DrawCommand] {
        schemed(base.makeBody(configuration: configuration, in: rect))
    }
}

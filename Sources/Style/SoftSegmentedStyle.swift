import Raster

/// A segmented control in the parametric style (SwiftUI's `Picker` with `.pickerStyle(.segmented)`):
/// a rounded channel pressed into the page with the options side by side, and the chosen one a
/// raised tile that slides to the next choice with the style's spring.
public struct SoftSegmentedStyle: PickerStyle {
    public var relief: SoftRelief
    /// The options' font, and the room beside each option's name (a compact panel uses less).
    public var font: Font
    public var segmentPadding: Double
    static let inset = 4.0

    public init(_ parameters: ParametricStyle, font: Font = .subheadline, segmentPadding: Double = 28) {
        relief = SoftRelief(parameters)
        self.font = font
        self.segmentPadding = segmentPadding
    }

    public var name: String { "soft-segmented" }
    public var animation: Animation { relief.parameters.controlAnimation }
    public var isHorizontal: Bool { true }

    public func size(options: [String], metrics: TextMetrics) -> Size {
        let widest = options.map { metrics.size(of: $0, font: font.weight(.semibold)).width }.max() ?? 0
        // Every segment as wide as the widest label (as UIKit's), and at least a 44-point target.
        let segment = max(44, widest + segmentPadding)
        return Size(width: segment * Double(options.count) + 2 * Self.inset, height: 44)
    }

    public func optionRects(count: Int, in rect: Rect) -> [Rect] {
        Segments.rects(count: count, in: rect, inset: Self.inset)
    }

    public func makeBody(configuration: PickerConfiguration, in rect: Rect) -> [DrawCommand] {
        let channel = RoundedRectangle(cornerRadius: 12, style: .continuous)
        var body = relief.sunken(channel, in: rect, depth: 0.3)
        let options = optionRects(count: configuration.options.count, in: rect)
        if let first = options.first {
            let position = min(max(configuration.selectionAmount, 0), Double(options.count - 1))
            let tile = Rect(
                x: first.minX + position * first.width, y: first.minY, width: first.width, height: first.height)
            var depth = 0.25
            if configuration.pressedOption == configuration.selection { depth *= 1 - 0.6 * configuration.pressAmount }
            body += relief.raised(RoundedRectangle(cornerRadius: 9, style: .continuous), in: tile, depth: depth)
            body += relief.ring(RoundedRectangle(cornerRadius: 9, style: .continuous), in: tile, scale: 0.5)
        }
        for (index, frame) in options.enumerated() {
            if index == configuration.pressedOption && index != configuration.selection {
                body.append(
                    .layer(
                        Layer(
                            relief.sunken(RoundedRectangle(cornerRadius: 9, style: .continuous), in: frame, depth: 0.2),
                            opacity: min(max(configuration.pressAmount, 0), 1))))
            }
        }
        body += Segments.titles(configuration, in: options, font: font, color: relief.label)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }

    public func edges(configuration: PickerConfiguration, in rect: Rect) -> [Path] {
        Segments.edges(
            selection: configuration.selection, count: configuration.options.count, in: rect, inset: Self.inset,
            radius: 12, tileRadius: 9)
    }
}

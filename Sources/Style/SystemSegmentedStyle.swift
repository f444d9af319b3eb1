import Raster

/// iOS's own segmented control (`UISegmentedControl` since iOS 13, what SwiftUI's segmented `Picker` is on
/// an iPhone): a grey rounded channel 32 points high, the chosen option a white (in dark, grey) tile
/// lifted by a soft shadow, hairlines between the others, 13-point titles, semibold when chosen. It
/// takes the width it is offered; each option gets an equal share.
public struct SystemSegmentedStyle: PickerStyle {
    static let height = 32.0
    static let inset = 2.0
    static let font = Font(size: 13)
    /// iOS's `tertiarySystemFill`, the channel.
    static let channel = Color(
        light: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12),
        dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24))
    static let tile = Color(light: .white, dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
    static let hairline = Color(
        light: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.3),
        dark: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.3))

    /// What UIKit's appearance proxy set (`UISegmentedControl.appearance()`), over iOS's own colours.
    public var appearance: SegmentedAppearance

    public init(appearance: SegmentedAppearance = SegmentedAppearance()) { self.appearance = appearance }

    public var name: String { "system-segmented" }
    public var animation: Animation { .spring }
    public var isHorizontal: Bool { true }
    public var fillsWidth: Bool { true }

    /// The least it takes: every option as wide as the widest title with iOS's margins.
    public func size(options: [String], metrics: TextMetrics) -> Size {
        let widest = options.map { metrics.size(of: $0, font: Self.font.weight(.semibold)).width }.max() ?? 0
        return Size(width: (widest + 24) * Double(options.count) + 2 * Self.inset, height: Self.height)
    }

    public func optionRects(count: Int, in rect: Rect) -> [Rect] {
        Segments.rects(count: count, in: rect, inset: Self.inset)
    }

    public func makeBody(configuration: PickerConfiguration, in rect: Rect) -> [DrawCommand] {
        var body: [DrawCommand] = [
            .fill(
                RoundedRectangle(cornerRadius: 9, style: .continuous), in: rect,
                .color(appearance.background ?? Self.channel))
        ]
        let options = optionRects(count: configuration.options.count, in: rect)
        let position = min(max(configuration.selectionAmount, 0), Double(max(options.count - 1, 0)))
        // Hairlines between two options neither of which is chosen.
        for index in options.indices.dropFirst() where abs(Double(index) - position - 0.5) > 0.5 {
            let x = options[index].minX
            body.append(
                .fill(
                    Rectangle(), in: Rect(x: x - 0.5, y: rect.midY - 8, width: 1, height: 16),
                    .color(Self.hairline)))
        }
        if let first = options.first {
            let tile = Rect(
                x: first.minX + position * first.width, y: first.minY, width: first.width, height: first.height)
            let shadows = [
                Shadow(color: Color.black.opacity(0.12), radius: 4, y: 3),
                Shadow(color: Color.black.opacity(0.04), radius: 0.5, y: 3),
            ]
            body.append(
                .fill(
                    RoundedRectangle(cornerRadius: 7, style: .continuous), in: tile,
                    .color(appearance.selectedTint ?? Self.tile), shadows: shadows
                ))
        }
        body += Segments.titles(
            configuration, in: options, font: Self.font, color: appearance.normalTitle ?? .primary,
            selectedColor: appearance.selectedTitle ?? appearance.normalTitle ?? .primary)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }

    public func edges(configuration: PickerConfiguration, in rect: Rect) -> [Path] {
        Segments.edges(
            selection: configuration.selection, count: configuration.options.count, in: rect, inset: Self.inset,
            radius: 9, tileRadius: 7)
    }
}

/// The colours an app gives iOS's segmented controls through UIKit's appearance proxy; nil keeps iOS's.
public struct SegmentedAppearance: Hashable, Sendable {
    public var selectedTint: Color?
    public var background: Color?
    public var selectedTitle: Color?
    public var normalTitle: Color?

    public init(
        selectedTint: Color? = nil, background: Color? = nil, selectedTitle: Color? = nil, normalTitle: Color? = nil
    ) {
        (self.selectedTint, self.background, self.selectedTitle, self.normalTitle) = (
            selectedTint, background, selectedTitle, normalTitle
        )
    }
}

import Raster

/// What a slider style is given to draw: where the value sits in its range and the press state.
public struct SliderConfiguration: Sendable {
    /// The value's place in its range, 0…1.
    public var fraction: Double
    public var isPressed: Bool
    /// 0 released … 1 pressed, following the style's animation.
    public var pressAmount: Double
    public var isEnabled: Bool

    public init(fraction: Double, isPressed: Bool = false, pressAmount: Double? = nil, isEnabled: Bool = true) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.isPressed = isPressed
        self.pressAmount = pressAmount ?? (isPressed ? 1 : 0)
        self.isEnabled = isEnabled
    }
}

/// A slider's look (SwiftUI has no public `SliderStyle`; this is the one SwiftUI's own controls
/// would have): a track and a knob the value moves along it.
public protocol SliderStyle: Sendable {
    var name: String { get }
    var animation: Animation { get }
    /// Height of the control; the slider takes the width its caller gives it.
    var height: Double { get }
    /// The span the knob's centre travels in `rect`: the value's lower bound at `minX`, the upper at
    /// `maxX`. The UI maps the pointer through it.
    func knobTravel(in rect: Rect) -> (minX: Double, maxX: Double)
    /// The knob's frame at a fraction, for hit testing ("is the press on the knob?").
    func knobRect(fraction: Double, in rect: Rect) -> Rect
    func makeBody(configuration: SliderConfiguration, in rect: Rect) -> [DrawCommand]
    /// The outlines whose contrast against their surroundings tells the slider apart (track and
    /// knob), for the audit.
    func edges(configuration: SliderConfiguration, in rect: Rect) -> [Path]
}

/// What a picker style is given to draw: the options, which is chosen and which is pressed.
public struct PickerConfiguration: Sendable {
    public var options: [String]
    public var selection: Int
    /// The selection as it animates: between two options' indices while it slides.
    public var selectionAmount: Double
    /// The option under the pointer (or the focused picker's, by key) while pressed.
    public var pressedOption: Int?
    public var pressAmount: Double
    public var isEnabled: Bool
    public var metrics: TextMetrics & Sendable
    /// The options' names are left out (the audit's render behind the labels).
    public var hidesLabels = false

    public init(
        options: [String], selection: Int, selectionAmount: Double? = nil, pressedOption: Int? = nil,
        pressAmount: Double? = nil, isEnabled: Bool = true, metrics: TextMetrics & Sendable = EstimatedTextMetrics()
    ) {
        self.options = options
        self.selection = selection
        self.selectionAmount = selectionAmount ?? Double(selection)
        self.pressedOption = pressedOption
        self.pressAmount = pressAmount ?? (pressedOption == nil ? 0 : 1)
        self.isEnabled = isEnabled
        self.metrics = metrics
    }
}

/// A choice of one among a few options (SwiftUI's `Picker` with `.segmented` or `.radioGroup`).
public protocol PickerStyle: Sendable {
    var name: String { get }
    var animation: Animation { get }
    /// Options lie along x (segmented) or y (a radio group): the arrow keys follow.
    var isHorizontal: Bool { get }
    func size(options: [String], metrics: TextMetrics) -> Size
    /// Each option's frame in `rect`: where a press selects it.
    func optionRects(count: Int, in rect: Rect) -> [Rect]
    func makeBody(configuration: PickerConfiguration, in rect: Rect) -> [DrawCommand]
    /// The outlines the audit measures.
    func edges(configuration: PickerConfiguration, in rect: Rect) -> [Path]
    /// Whether it takes the width it is offered (iOS's segmented control), past its `size`.
    var fillsWidth: Bool { get }
}

extension PickerStyle {
    public var fillsWidth: Bool { false }
}

/// A determinate progress bar's look (SwiftUI's `ProgressViewStyle`, linear).
public protocol ProgressStyle: Sendable {
    var name: String { get }
    var height: Double { get }
    /// `fraction` 0…1 of the work done.
    func makeBody(fraction: Double, in rect: Rect) -> [DrawCommand]
}

/// A round knob's travel along a slider's track, shared by the slider styles: its centre from half a knob
/// in from the leading edge to half a knob in from the trailing one.
enum KnobTravel {
    static func span(knob: Double, in rect: Rect) -> (minX: Double, maxX: Double) {
        let half = knob / 2
        return (rect.minX + half, max(rect.minX + half, rect.maxX - half))
    }

    static func knobRect(knob: Double, fraction: Double, in rect: Rect) -> Rect {
        let travel = span(knob: knob, in: rect)
        let x = travel.minX + (travel.maxX - travel.minX) * fraction
        return Rect(x: x - knob / 2, y: rect.midY - knob / 2, width: knob, height: knob)
    }
}

/// The options of a segmented control side by side in equal shares, `inset` in from its edge, shared by
/// the segmented styles.
enum Segments {
    static func rects(count: Int, in rect: Rect, inset: Double) -> [Rect] {
        guard count > 0 else { return [] }
        let inner = rect.insetBy(dx: inset, dy: inset)
        let width = inner.width / Double(count)
        return (0..<count).map {
            Rect(x: inner.minX + Double($0) * width, y: inner.minY, width: width, height: inner.height)
        }
    }

    /// Each option's title centred in its segment, semibold when chosen (none when the labels are hidden).
    static func titles(
        _ configuration: PickerConfiguration, in options: [Rect], font: Font, color: Color, selectedColor: Color? = nil
    ) -> [DrawCommand] {
        guard !configuration.hidesLabels else { return [] }
        return zip(configuration.options, options).enumerated().map { index, item in
            let (option, frame) = item
            let font = index == configuration.selection ? font.weight(.semibold) : font
            let size = configuration.metrics.size(of: option, font: font)
            return .text(
                option, font: font, color: index == configuration.selection ? selectedColor ?? color : color,
                origin: Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2))
        }
    }

    /// The channel's outline and the chosen option's, for the audit.
    static func edges(
        selection: Int, count: Int, in rect: Rect, inset: Double, radius: Double, tileRadius: Double
    ) -> [Path] {
        var edges = [RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)]
        let options = rects(count: count, in: rect, inset: inset)
        if options.indices.contains(selection) {
            edges.append(RoundedRectangle(cornerRadius: tileRadius, style: .continuous).path(in: options[selection]))
        }
        return edges
    }
}

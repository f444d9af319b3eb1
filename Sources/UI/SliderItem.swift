import Raster
import Style

/// A slider bound to a value it does not own (SwiftUI's `Slider(value:in:step:onEditingChanged:)`).
/// The UI context writes `value` as the knob is dragged, clicked, stepped by the arrow keys or the
/// wheel, or reset by a double-click, and calls `onEditingChanged(true)` when a drag starts and
/// `false` when it ends, as SwiftUI does: the call site hears what happened through its own
/// binding and closure.
public struct SliderItem: Sendable {
    public var key: String
    public var value: Binding<Double>
    public var range: ClosedRange<Double>
    /// Arrow keys and the wheel move by `step` (Shift: `fineStep`); a drag is continuous.
    public var step: Double
    public var fineStep: Double
    /// What a double-click resets to; `nil` leaves the value.
    public var defaultValue: Double?
    /// Called by a double-click instead of setting `defaultValue`, when the default is not one
    /// number (a colour channel's reset makes the colour derived again).
    public var onReset: (@Sendable () -> Void)?
    /// Points wide; nil takes the width offered, as SwiftUI's `Slider` does.
    public var width: Double?
    public var style: any SliderStyle
    public var isEnabled: Bool
    /// In the Tab order (the playground's own panel is driven by its keys instead).
    public var isFocusable: Bool
    public var onEditingChanged: @Sendable (Bool) -> Void

    public init(
        _ key: String, value: Binding<Double>, in range: ClosedRange<Double>, step: Double, fineStep: Double? = nil,
        defaultValue: Double? = nil, width: Double? = 200, style: any SliderStyle, isEnabled: Bool = true,
        isFocusable: Bool = true, onReset: (@Sendable () -> Void)? = nil,
        onEditingChanged: @escaping @Sendable (Bool) -> Void = { _ in }
    ) {
        self.key = key
        self.value = value
        self.range = range
        self.step = step
        self.fineStep = fineStep ?? step / 10
        self.defaultValue = defaultValue
        self.width = width
        self.style = style
        self.isEnabled = isEnabled
        self.isFocusable = isFocusable
        self.onReset = onReset
        self.onEditingChanged = onEditingChanged
    }

    /// `v` clamped to the range; NaN and infinities are refused (the value stays).
    func clamped(_ v: Double, else current: Double) -> Double {
        guard v.isFinite else { return current }
        return min(max(v, range.lowerBound), range.upperBound)
    }

    /// A dragged or clicked value on the fine step's grid: a blur of 52.5, not 52.98246.
    func onFineGrid(_ v: Double) -> Double {
        fineStep > 0 && fineStep.isFinite ? (v / fineStep).rounded() * fineStep : v
    }

    /// Where the bound value sits in the range, 0…1.
    var fraction: Double {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return 0 }
        let v = value.wrappedValue
        return v.isFinite ? min(max((v - range.lowerBound) / span, 0), 1) : 0
    }
}

/// One choice among a few options, bound to the chosen index (SwiftUI's `Picker(selection:)` with
/// `.segmented` or `.radioGroup`): a press released over an option chooses it, the arrow keys move
/// the choice, Space or Return chooses the next.
public struct PickerItem: Sendable {
    public var key: String
    public var options: [String]
    public var selection: Binding<Int>
    public var style: any PickerStyle
    public var isEnabled: Bool
    public var isFocusable: Bool

    public init(
        _ key: String, options: [String], selection: Binding<Int>, style: any PickerStyle, isEnabled: Bool = true,
        isFocusable: Bool = true
    ) {
        self.key = key
        self.options = options
        self.selection = selection
        self.style = style
        self.isEnabled = isEnabled
        self.isFocusable = isFocusable
    }

    /// The bound index, kept inside the options.
    var index: Int { min(max(selection.wrappedValue, 0), max(options.count - 1, 0)) }

    func choose(_ i: Int) {
        guard !options.isEmpty else { return }
        selection.wrappedValue = min(max(i, 0), options.count - 1)
    }
}

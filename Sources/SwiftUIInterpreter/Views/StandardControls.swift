import SwiftSource

/// `Slider(value:in:step:onEditingChanged:)`: a `SliderItem` bound to the `@State` Double under `stateKey`.
struct SliderControl: Sendable {
    var stateKey: String
    var range: ClosedRange<Double>
    var step: Double?
    var onEditingChanged: Closure?
    var minimumLabel: ViewNode?
    var maximumLabel: ViewNode?
}

/// `Stepper(value:in:step:)` (writes the state, clamped to the range) or
/// `Stepper(onIncrement:onDecrement:)` (runs the closures): a minus and a plus button.
struct StepperControl: Sendable {
    var stateKey: String?
    var range: ClosedRange<Double>?
    var step: Double
    var onIncrement: Closure?
    var onDecrement: Closure?
}

/// `Picker(selection:)`: its options' titles and the `.tag` values they stand for, compared with
/// the state's value to find the chosen one.
struct PickerControl: Sendable {
    var stateKey: String
    var titles: [String]
    var tags: [Value]
}

/// `ProgressView(value:total:)`: the fraction done, nil for the indeterminate spinner.
struct ProgressControl: Sendable {
    var fraction: Double?
}

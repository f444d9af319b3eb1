import SwiftSource

/// The UIKit controls a `UIViewRepresentable` makes (a slider in the app's colours, a switch, a
/// progress bar, a spinner, a label), drawn as iOS draws them at rest: the object its
/// `makeUIView(context:)` returns, set up by the file's own code and its `updateUIView`, read back
/// property by property. The drawings are written in the language style files use, as
/// `SystemStyles` is, one view per class, named as the class.
enum UIKitViews {
    /// Each class's properties a representable sets, and what UIKit starts them at; an object of one is
    /// made as a formatter is (`Evaluator.formatterProperties`): shared, so `slider.value = …` in
    /// `updateUIView` reaches what is drawn.
    static let properties: [String: [String: Value]] = {
        let view: [String: Value] = [
            "tintColor": .void, "backgroundColor": .void, "isEnabled": .bool(true), "isHidden": .bool(false),
            "alpha": .number(1), "translatesAutoresizingMaskIntoConstraints": .bool(true),
            "isUserInteractionEnabled": .bool(true),
        ]
        let classes: [String: [String: Value]] = [
            "UISlider": [
                "value": .number(0), "minimumValue": .number(0), "maximumValue": .number(1),
                "minimumTrackTintColor": .void, "maximumTrackTintColor": .void, "thumbTintColor": .void,
                "isContinuous": .bool(true),
            ],
            "UISwitch": ["isOn": .bool(false), "onTintColor": .void, "thumbTintColor": .void],
            "UIProgressView": ["progress": .number(0), "progressTintColor": .void, "trackTintColor": .void],
            "UIActivityIndicatorView": ["color": .void, "hidesWhenStopped": .bool(true), "isAnimating": .bool(false)],
            "UILabel": [
                "text": .void, "textColor": .void, "numberOfLines": .int(1), "textAlignment": .void, "font": .void,
            ],
        ]
        return classes.mapValues { $0.merging(view) { own, _ in own } }
    }()

    /// The property a method of theirs sets (`slider.setValue(0.4, animated: false)`), and to what.
    static func change(_ name: String, of typeName: String, _ arguments: [EvaluatedArgument]) -> (
        property: String, value: Value
    )? {
        switch (typeName, name) {
        case ("UISlider", "setValue"): arguments.first.map { ("value", $0.value) }
        case ("UISwitch", "setOn"): arguments.first.map { ("isOn", $0.value) }
        case ("UIProgressView", "setProgress"): arguments.first.map { ("progress", $0.value) }
        case ("UIActivityIndicatorView", "startAnimating"): ("isAnimating", .bool(true))
        case ("UIActivityIndicatorView", "stopAnimating"): ("isAnimating", .bool(false))
        default: nil
        }
    }

    /// Methods that change nothing drawn at rest: `addTarget`'s action runs when a finger moves the
    /// control, which a preview has not; images and layout hints are the app's business.
    static let restingMethods: Set<String> = [
        "addTarget", "removeTarget", "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage", "sizeToFit",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "layoutIfNeeded", "setNeedsLayout",
        "addAction",
    ]

    /// The drawings, each a `View` whose stored properties are the class's (colours as `Color?`).
    static let source = """
        import SwiftUI

        // iOS's slider: a 4-point track in the maximum colour (a light fill), the part below the value
        // in the minimum colour (the tint), and a white 28-point thumb with a soft shadow, 31 points tall.
        struct UISlider: View {
            var value: Double
            var minimumValue: Double
            var maximumValue: Double
            var minimumTrackTintColor: Color?
            var maximumTrackTintColor: Color?
            var thumbTintColor: Color?
            var tintColor: Color?
            var body: some View {
                GeometryReader { proxy in
                    let span = maximumValue - minimumValue
                    let fraction = span > 0 ? min(max((value - minimumValue) / span, 0), 1) : 0
                    let travel = max(proxy.size.width - 28, 0)
                    ZStack(alignment: .leading) {
                        Capsule().fill(maximumTrackTintColor ?? Color(.systemFill)).frame(height: 4)
                        Capsule().fill(minimumTrackTintColor ?? tintColor ?? Color.accentColor)
                            .frame(width: travel * fraction + 14, height: 4)
                        Circle().fill(thumbTintColor ?? Color.white)
                            .shadow(color: Color.black.opacity(0.15), radius: 3, x: 0, y: 3)
                            .shadow(color: Color.black.opacity(0.1), radius: 0.5, x: 0, y: 0)
                            .frame(width: 28, height: 28)
                            .offset(x: travel * fraction)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .frame(height: 31)
            }
        }

        // iOS's switch: 51 × 31, green when on, a light fill when off, a white 27-point knob.
        struct UISwitch: View {
            var isOn: Bool
            var onTintColor: Color?
            var thumbTintColor: Color?
            var body: some View {
                ZStack(alignment: isOn ? .trailing : .leading) {
                    Capsule().fill(isOn ? (onTintColor ?? Color.green) : Color(.systemFill))
                    Circle().fill(thumbTintColor ?? Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 2, x: 0, y: 2)
                        .padding(2)
                }
                .frame(width: 51, height: 31)
            }
        }

        // iOS's progress bar: a 4-point track, the part done in the tint.
        struct UIProgressView: View {
            var progress: Double
            var progressTintColor: Color?
            var trackTintColor: Color?
            var tintColor: Color?
            var body: some View {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(trackTintColor ?? Color(.systemFill))
                        Capsule().fill(progressTintColor ?? tintColor ?? Color.accentColor)
                            .frame(width: proxy.size.width * min(max(progress, 0), 1))
                    }
                }
                .frame(height: 4)
            }
        }

        // A spinner, shown while it animates (or always, when told not to hide when stopped).
        struct UIActivityIndicatorView: View {
            var color: Color?
            var hidesWhenStopped: Bool
            var isAnimating: Bool
            var body: some View {
                if isAnimating || !hidesWhenStopped {
                    ProgressView().tint(color ?? Color.secondary)
                }
            }
        }

        struct UILabel: View {
            var text: String?
            var textColor: Color?
            var numberOfLines: Int
            var body: some View {
                Text(text ?? "")
                    .foregroundColor(textColor ?? Color.primary)
                    .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
            }
        }
        """
}

import Raster
import Style
import SwiftSource

/// The styles and state of the standard controls inside a view.
extension ModifierCatalog {
    static let controls: [ModifierDeclaration] = [
        ModifierDeclaration(
            "buttonStyle",
            ["buttonStyle(_ style: S) where S: ButtonStyle", "buttonStyle(_ style: S) where S: PrimitiveButtonStyle"],
            "the style the Buttons inside wear: a struct of the file, or SwiftUI's own by name"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            let style = try e.styleChoice(choice.value, protocol: "ButtonStyle", at: choice.location)
            // In a style's body the Button is its label: plain, it loses the automatic style's accent.
            if e.screen == nil, case .system("plain") = style,
                let plain = Evaluator.plainButton(call.node)
            {
                try call.list.finish()
                return plain
            }
            return try call.wrap(.buttonStyle(style))
        },
        ModifierDeclaration(
            "toggleStyle", ["toggleStyle(_ style: S) where S: ToggleStyle"],
            "the style of the Toggles inside: the file's, or .switch, .button, .checkbox"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            // `SwitchToggleStyle(tint: .red)` is the switch with `.tint(.red)`, as iOS 15 deprecated it for.
            if case .implicitCall("switch", let arguments, _) = choice.value,
                let tint = arguments.first(where: { $0.label == "tint" })
            {
                let color = try e.color(tint.value, at: tint.location)
                return .modified(try call.wrap(.toggleStyle(.system("switch"))), .tint(color))
            }
            return try call.wrap(
                .toggleStyle(try e.styleChoice(choice.value, protocol: "ToggleStyle", at: choice.location)))
        },
        ModifierDeclaration(
            "pickerStyle", ["pickerStyle(_ style: S) where S: PickerStyle"],
            "the Pickers inside: .segmented iOS's segmented control, .inline or .radioGroup a radio group, .menu, .wheel and .navigationLink drawn at rest"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            return try call.wrap(
                .controlStyle(.picker, try e.styleChoice(choice.value, protocol: "PickerStyle", at: choice.location)))
        },
        ModifierDeclaration(
            "tabViewStyle", ["tabViewStyle(_ style: S) where S: TabViewStyle"],
            ".page: the chosen page filling the TabView, a dot for each page over its foot (white, or the colours set on UIPageControl.appearance()); other styles keep the tab bar"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            try call.list.finish()
            var mode = "automatic"
            switch choice.value {
            case .implicitMember("page", _): break
            case .implicitCall("page", let arguments, _):
                mode = arguments.first { $0.label == "indexDisplayMode" }?.value.memberName ?? mode
            default: return try call.unchanged()
            }
            guard let paged = TabBar.paged(call.node, showsIndex: mode != "never", dots: e.pageDots()) else {
                return try call.unchanged()
            }
            return paged
        },
        ModifierDeclaration(
            "progressViewStyle", ["progressViewStyle(_ style: S) where S: ProgressViewStyle"],
            "the ProgressViews inside: .linear iOS's thin bar, .circular a ring, or the file's style (its makeBody gets fractionCompleted)"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            return try call.wrap(
                .controlStyle(
                    .progress, try e.styleChoice(choice.value, protocol: "ProgressViewStyle", at: choice.location)))
        },
        ModifierDeclaration(
            "labelStyle", ["labelStyle(_ style: S) where S: LabelStyle"],
            "the Labels inside: .titleOnly, .iconOnly, .titleAndIcon, or the file's style (its makeBody gets configuration.icon and .title)"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            let style = try e.styleChoice(choice.value, protocol: "LabelStyle", at: choice.location)
            try call.list.finish()
            return try e.restyleLabels(call.node, style, at: choice.location)
        },
        ModifierDeclaration(
            "gaugeStyle", ["gaugeStyle(_ style: S) where S: GaugeStyle"],
            "the Gauges inside: .accessoryCircularCapacity a ring, .accessoryCircular an open arc with a marker, any other a bar"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            try call.list.finish()
            guard case .system(let name) = try e.styleChoice(choice.value, protocol: "GaugeStyle", at: choice.location)
            else {
                e.noteIgnored(
                    "gaugeStyle", at: choice.location, message: "a GaugeStyle of the file is not drawn yet (the bar is)"
                )
                return call.node
            }
            return call.node.restylingGauges(name)
        },
        ModifierDeclaration(
            "textFieldStyle", ["textFieldStyle(_ style: S) where S: TextFieldStyle"],
            "the TextFields and SecureFields inside: .automatic and .plain bare as iOS draws them, .roundedBorder a thin border"
        ) { e, call throws(EvaluationError) in
            let choice = try call.list.required(nil)
            return try call.wrap(
                .controlStyle(
                    .textField, try e.styleChoice(choice.value, protocol: "TextFieldStyle", at: choice.location)))
        },
        ModifierDeclaration(
            "disabled", ["disabled(_ disabled: Bool)"],
            "the controls inside do not respond and are drawn disabled; @Environment(\\.isEnabled) reads false"
        ) { _, call throws(EvaluationError) in
            let d = try call.list.required(nil)
            return try Convert.bool(d.value, at: d.location) ? try call.wrap(.disabled) : try call.unchanged()
        },
        ModifierDeclaration(
            "tint", ["tint(_ tint: Color?)"],
            "the accent of the controls inside: a slider's and a progress bar's fill, a checkbox, a bordered button, a menu picker's value"
        ) { e, call throws(EvaluationError) in
            let c = try call.list.required(nil)
            if case .void = c.value { return try call.unchanged() }
            return try call.wrap(.tint(try e.color(c.value, at: c.location)))
        },
        ModifierDeclaration("accentColor", ["accentColor(_ accentColor: Color?)"], "tint") {
            e, call throws(EvaluationError) in
            let c = try call.list.required(nil)
            if case .void = c.value { return try call.unchanged() }
            return try call.wrap(.tint(try e.color(c.value, at: c.location)))
        },
        ModifierDeclaration(
            "labelsHidden", ["labelsHidden()"],
            "the Sliders, Steppers, Pickers, DatePickers, ColorPickers and ProgressViews inside draw without their titles"
        ) { _, call throws(EvaluationError) in
            if let alone = call.node.withoutRowTitle {
                try call.list.finish()
                return alone
            }
            return try call.wrap(.labelsHidden)
        },
        ModifierDeclaration(
            "tag", ["tag(_ tag: V)"], "the value a Picker option stands for, compared with the selection's"
        ) { _, call throws(EvaluationError) in
            let t = try call.list.required(nil)
            return try call.wrap(.tag(t.value))
        },
        ModifierDeclaration(
            "controlSize", ["controlSize(_ controlSize: ControlSize)"],
            "our controls have one size; the mini and small sizes of a Mac are drawn regular"
        ) { e, call throws(EvaluationError) in
            call.skip(nil)
            e.noteIgnored(call.name, at: call.at)
            return try call.unchanged()
        },
    ]
}

extension Evaluator {
    /// `DarkButtonStyle()`, `.neumorphic(color:)` (an extension's static member), `.plain`.
    func styleChoice(_ value: Value, protocol kind: String, at location: SourceLocation) throws(EvaluationError)
        -> StyleChoice
    {
        switch value {
        case .instance(let instance) where try program.conformances(of: instance.typeName).contains(kind):
            return .instance(instance)
        case .implicitMember(let name, let at):
            if let member = try program.staticMember(name, of: kind) {
                return try styleChoice(try staticValue(member, of: kind), protocol: kind, at: at)
            }
            return .system(name)
        case .implicitCall(let name, let arguments, let at):
            // The function of that arity, which may share its name with a static var (`.pill` and `.pill(.green)`).
            var member = try program.staticMember("\(name)#\(arguments.count)", of: kind)
            if member == nil { member = try program.staticMember(name, of: kind) }
            guard let member, case .function(let f) = member.kind else {
                // `.menu(…)`-like system styles with arguments are drawn as the style of that name;
                // `.toggleStyle` takes `SwitchToggleStyle(tint:)`'s tint itself.
                if kind != "ButtonStyle" && (kind != "ToggleStyle" || name == "switch") { return .system(name) }
                throw EvaluationError(location: at, message: "\(kind) has no member '\(name)' in this module")
            }
            var none: Instance?
            var scope = Scope()
            let made = try callFunction(
                f, at: member.location, arguments: arguments, argumentExpressions: [], instance: &none, selfType: kind,
                callAt: at, &scope)
            return try styleChoice(made, protocol: kind, at: at)
        default:
            throw EvaluationError(location: location, message: "expected a \(kind), got \(value.kindName)")
        }
    }
}

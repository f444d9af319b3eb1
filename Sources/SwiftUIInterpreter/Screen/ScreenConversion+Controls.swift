import Raster
import Style
import SwiftSource
import UI

/// The standard controls beyond Button (`Slider`, `Stepper`, `Picker`, `ProgressView`, and
/// `Toggle`'s `.checkbox` and `.button` styles) as the UI's controls, bound to the screen's state: drawn
/// as iOS draws them, the checkbox, the button toggle and the radio group (which iOS lacks) in the soft
/// look. `.tint` colours their accent, `.labelsHidden` drops their titles, `.disabled` turns them off.
extension ScreenConversion {
    /// The soft controls' look (the checkbox, the button toggle, the radio group): the parametric style on
    /// the scheme's surface.
    private var softParameters: ParametricStyle {
        ParametricStyle().shown(on: context.colorScheme == .dark ? .dark : .light)
    }

    /// The accent for what is drawn at rest (a menu's value, a spinner).
    private var accent: Color { tint ?? evaluator.accentColor }

    /// Keys count the controls of each kind in order, as `control(_:)` does for buttons and toggles.
    private mutating func nextKey(_ kind: String) -> String {
        let ordinal = controlsOfKind[kind, default: 0] + 1
        controlsOfKind[kind] = ordinal
        return "\(kind) \(ordinal)"
    }

    /// The control's title beside it, unless `.labelsHidden()` or it has none.
    private mutating func titled(_ control: ControlNode, _ view: View, spacing: Double = 12) throws(EvaluationError)
        -> View
    {
        if labelsHidden { return view }
        if case .empty = control.label { return view }
        return .hstack(spacing: spacing, alignment: .center, [try convert(control.label), view])
    }

    mutating func standardControl(_ control: ControlNode) throws(EvaluationError) -> View? {
        switch control.kind {
        case .button, .textField, .choice: return nil
        case .toggle(let stateKey): return try softToggle(control, stateKey)
        case .slider(let slider): return try self.slider(control, slider)
        case .stepper(let stepper): return try self.stepper(control, stepper)
        case .picker(let picker): return try self.picker(control, picker)
        case .progress(let progress): return try self.progress(control, progress)
        }
    }

    /// `.toggleStyle(.checkbox)` and `.toggleStyle(.button)` as the UI's soft checkbox and sticky
    /// soft button; any other toggle is the interpreted style's (nil).
    private mutating func softToggle(_ control: ControlNode, _ stateKey: String) throws(EvaluationError) -> View? {
        guard case .system(let name)? = toggleStyle, name == "checkbox" || name == "button" else { return nil }
        let key = nextKey("toggle")
        let state = context.state
        let isOn = Binding<Bool>(get: { state.bool(stateKey) }, set: { state.setBool(stateKey, $0) })
        // A plain title is the control's own label, so a click on it toggles too; another label is
        // drawn beside the control.
        var title = ""
        if case .text(let s) = control.label.unmarked, !labelsHidden { title = s }
        var buttonLook = softParameters
        buttonLook.padding = 12
        buttonLook.cornerRadius = 12
        var checkbox = SoftCheckboxStyle(softParameters)
        checkbox.relief.tint = tint
        let style: any ToggleStyle = name == "checkbox" ? checkbox : ParametricToggleStyle(buttonLook)
        // The title stays at the default text size: the UI's one-line label cannot wrap as SwiftUI's would, so
        // a long title at an accessibility size would push the whole form wider than the screen.
        let item = View.toggle(ToggleItem(key, label: Label(title), style: style, isOn: isOn, isEnabled: !isDisabled))
        if !title.isEmpty || labelsHidden { return item }
        if case .empty = control.label { return item }
        return .hstack(spacing: 10, alignment: .center, [item, try convert(control.label)])
    }

    private mutating func slider(_ control: ControlNode, _ slider: SliderControl) throws(EvaluationError) -> View {
        let key = nextKey("slider")
        let state = context.state
        let stateKey = slider.stateKey
        let value = Binding<Double>(
            get: { state.number(stateKey) }, set: { state.set(stateKey, .number($0)) })
        let span = slider.range.upperBound - slider.range.lowerBound
        // iOS's own slider, in the accent; its label is for VoiceOver only, as on an iPhone.
        let style = SystemSliderStyle(accent: accent)
        let item = SliderItem(
            key, value: value, in: slider.range, step: slider.step ?? span / 20, fineStep: slider.step ?? span / 100,
            width: nil, style: style, isEnabled: !isDisabled, onEditingChanged: editingRunner(slider.onEditingChanged))
        var parts: [View] = []
        if let low = slider.minimumLabel { parts.append(try convert(low)) }
        parts.append(.slider(item))
        if let high = slider.maximumLabel { parts.append(try convert(high)) }
        return parts.count == 1 ? parts[0] : View.hstack(spacing: 10, alignment: .center, parts)
    }

    private mutating func stepper(_ control: ControlNode, _ stepper: StepperControl) throws(EvaluationError) -> View {
        let minus = nextKey("button")
        let plus = nextKey("button")
        let state = context.state
        var decrement = actionRunner(stepper.onDecrement)
        var increment = actionRunner(stepper.onIncrement)
        var canDecrement = true
        var canIncrement = true
        if let stateKey = stepper.stateKey {
            let (range, step) = (stepper.range, stepper.step)
            let now = state.number(stateKey)
            canDecrement = range.map { now > $0.lowerBound } ?? true
            canIncrement = range.map { now < $0.upperBound } ?? true
            decrement = { Self.step(state, stateKey, by: -step, in: range) }
            increment = { Self.step(state, stateKey, by: step, in: range) }
        }
        // iOS's own stepper: − and + in a grey box at the row's trailing edge, the label leading.
        let style = SystemStepperStyle()
        let halves = View.hstack(
            spacing: 0, alignment: .center,
            [
                .button(
                    ButtonItem(
                        minus, label: Label(systemImage: SystemImage(rawValue: "minus") ?? .plus), style: style,
                        isEnabled: !isDisabled && canDecrement, action: decrement)),
                .button(
                    ButtonItem(
                        plus, label: Label(systemImage: .plus), style: style, isEnabled: !isDisabled && canIncrement,
                        action: increment)),
            ])
        let box = View.underlay(
            halves, alignment: .center,
            .drawing(SystemStepperStyle.size) { SystemStepperStyle.background(in: $0) })
        if labelsHidden { return box }
        if case .empty = control.label { return box }
        return .hstack(
            spacing: 16, alignment: .center, [try convert(control.label), .flexibleSpacer(minLength: 0), box])
    }

    /// A stepper's press: the state moved by `step`, kept in the range, an Int staying an Int.
    private static func step(_ state: ScreenState, _ key: String, by step: Double, in range: ClosedRange<Double>?) {
        var next = state.number(key) + step
        if let range { next = min(max(next, range.lowerBound), range.upperBound) }
        if case .int? = state.value(key), next == next.rounded() {
            state.set(key, .int(Int(next)))
        } else {
            state.set(key, .number(next))
        }
    }

    private mutating func picker(_ control: ControlNode, _ picker: PickerControl) throws(EvaluationError) -> View {
        let key = nextKey("picker")
        let state = context.state
        let (stateKey, tags, location) = (picker.stateKey, picker.tags, control.location)
        let current = state.value(stateKey) ?? .void
        var chosen = 0
        for (i, tag) in tags.enumerated() where (try? Evaluator.equal(tag, current, at: location)) == true {
            chosen = i
            break
        }
        let index = chosen
        let selection = Binding<Int>(
            get: { index },
            set: { i in if tags.indices.contains(i) { state.set(stateKey, tags[i]) } })
        var name = "menu"
        if case .system(let n)? = controlStyles[.picker] { name = n }
        switch name {
        case "segmented":
            // iOS's own segmented control: as wide as it is offered, its label not shown.
            let item = PickerItem(
                key, options: picker.titles, selection: selection,
                style: SystemSegmentedStyle(appearance: evaluator.segmentedAppearance()), isEnabled: !isDisabled)
            return .picker(item)
        case "inline", "radioGroup":
            var style = SoftRadioGroupStyle(softParameters)
            style.relief.tint = tint
            let item = PickerItem(
                key, options: picker.titles, selection: selection, style: style, isEnabled: !isDisabled)
            return try titled(control, .picker(item))
        case "wheel":
            return try titled(control, drawing(wheel(picker.titles, chosen: index)))
        case "navigationLink":
            // A row that would push the options: the chosen one in grey and the chevron, at rest.
            let title = picker.titles.indices.contains(index) ? picker.titles[index] : ""
            let chevron = ViewNode.modified(
                .modified(.image(SystemImage(named: "chevron.right")), .font(.footnote.bold())),
                .foregroundColor(.color(Builtins.systemColors["tertiaryLabel"] ?? .gray)))
            let value = ViewNode.modified(.text(title), .foregroundColor(.color(.secondary)))
            let link = drawing(.stack(.h, spacing: 8, alignment: .center, [value, chevron]))
            if labelsHidden { return link }
            if case .empty = control.label { return link }
            return .hstack(
                spacing: 12, alignment: .center, [try convert(control.label), .flexibleSpacer(minLength: 0), link])
        default:
            // `.menu` and `.automatic`: the chosen option with the up-and-down chevron, as iOS shows
            // a menu picker at rest.
            let title = picker.titles.indices.contains(index) ? picker.titles[index] : ""
            var parts: [ViewNode] = [.text(title)]
            if let chevron = SystemImage(rawValue: "chevron.up.chevron.down") {
                parts.append(.modified(.image(chevron), .font(.footnote)))
            } else if let up = SystemImage(rawValue: "chevron.up"), let down = SystemImage(rawValue: "chevron.down") {
                // The pair stacked, as the one symbol draws them.
                let pair = ViewNode.stack(.v, spacing: 1, alignment: .center, [.image(up), .image(down)])
                parts.append(.modified(pair, .font(Font(size: 8, weight: .semibold))))
            }
            let menu = ViewNode.modified(
                .stack(.h, spacing: 5, alignment: .center, parts), .foregroundColor(.color(isDisabled ? .gray : accent))
            )
            // Outside a List or a Form iOS shows the menu's button alone, its title for VoiceOver.
            return isInList ? try titled(control, drawing(menu)) : drawing(menu)
        }
    }

    /// A wheel at rest: the chosen row in a light band, its neighbours above and below fading.
    private func wheel(_ titles: [String], chosen: Int) -> ViewNode {
        var rows: [ViewNode] = []
        for offset in -2...2 {
            let i = chosen + offset
            let title = titles.indices.contains(i) ? titles[i] : " "
            let faded = ViewNode.modified(
                .modified(.text(title), .foregroundColor(.color(offset == 0 ? .primary : .gray))),
                .opacity(offset == 0 ? 1 : abs(offset) == 1 ? 0.7 : 0.35))
            rows.append(.modified(faded, .frame(width: 160, height: 32, alignment: .center)))
        }
        let band = ViewNode.modified(
            .shape(
                .roundedRectangle(cornerRadius: 8, style: .continuous),
                .fill(.color(Color.gray.opacity(0.14)), innerShadows: [])),
            .frame(width: 160, height: 32, alignment: .center))
        return .stack(.z, spacing: nil, alignment: .center, [band, .stack(.v, spacing: 0, alignment: .center, rows)])
    }

    private mutating func progress(_ control: ControlNode, _ progress: ProgressControl) throws(EvaluationError)
        -> View
    {
        var name = "linear"
        if case .system(let n)? = controlStyles[.progress] { name = n }
        let shown: View
        if case .instance(let style)? = controlStyles[.progress] {
            // The file's `ProgressViewStyle`: its makeBody run with `configuration.fractionCompleted`
            // (0 for an indeterminate view, which SwiftUI gives as nil).
            let body = try evaluator.progressBody(of: style, fraction: progress.fraction ?? 0, at: control.location)
            shown = drawing(body)
        } else if let fraction = progress.fraction, name != "circular" {
            // iOS's own bar, in the accent.
            shown = .progress(fraction, width: nil, style: SystemProgressStyle(accent: accent))
        } else if let fraction = progress.fraction {
            shown = drawing(ring(fraction))
        } else {
            shown = drawing(spinner)
        }
        if labelsHidden { return shown }
        if case .empty = control.label { return shown }
        guard progress.fraction != nil, name != "circular" else {
            // A spinner or a ring: its label under it, centred, in the secondary grey, as iOS draws it.
            let label = try convert(.modified(control.label, .foregroundColor(.color(.secondary))))
            return .vstack(spacing: 8, alignment: .center, [shown, label])
        }
        return .vstack(spacing: 8, alignment: .leading, [try convert(control.label), shown])
    }

    /// `.circular` with a value: a ring filled clockwise from the top.
    private func ring(_ fraction: Double) -> ViewNode {
        // The trimmed arc is stroked as an open line with round caps (a plain stroke closes it into
        // a chord), on the outline set in by half the line so the ring stays in its frame.
        let track = ViewNode.shape(.circle, .stroke(.color(Color.gray.opacity(0.25)), lineWidth: 4, inside: false))
        let filled = ViewNode.modified(
            .shape(
                .trimmed(.circle, from: 0, to: fraction),
                .styledStroke(.color(accent), StrokeStyle(lineWidth: 4, lineCap: .round), inside: false)),
            .rotation(radians: -Double.pi / 2, anchor: .center))
        let ring = ViewNode.modified(
            .modified(.stack(.z, spacing: nil, alignment: .center, [track, filled]), .padding(EdgeInsets(all: 2))),
            .frame(width: 28, height: 28, alignment: .center))
        return ring
    }

    /// The indeterminate spinner at rest: eight spokes round a circle, fading clockwise.
    /// iOS's activity indicator: grey spokes, or in the colour `.tint(…)` gives (iOS 16 and later).
    private var spinner: ViewNode {
        var spokes: [ViewNode] = []
        let color = tint ?? Color.gray
        for i in 0..<8 {
            let spoke = ViewNode.modified(
                .modified(
                    .shape(.capsule(.circular), .fill(.color(color.opacity(1 - Double(i) * 0.1)), innerShadows: [])),
                    .frame(width: 3, height: 7, alignment: .center)),
                .offset(x: 0, y: -7))
            spokes.append(.modified(spoke, .rotation(radians: Double(i) * Double.pi / 4, anchor: .center)))
        }
        return .modified(
            .stack(.z, spacing: nil, alignment: .center, spokes), .frame(width: 24, height: 24, alignment: .center))
    }

    /// `onEditingChanged:`'s closure, run with the editing flag.
    private func editingRunner(_ closure: Closure?) -> @Sendable (Bool) -> Void {
        guard let closure else { return { _ in } }
        let (program, context, path) = (program, context, path)
        return { editing in
            let evaluator = Evaluator.running(program, in: context)
            do throws(EvaluationError) {
                _ = try evaluator.invoke(closure, [.bool(editing)], at: closure.location)
            } catch {
                let place = error.location.map { "\($0.line):\($0.column): " } ?? ""
                context.output("\(path):\(place)\(error.message)")
            }
        }
    }
}

extension ScreenState {
    /// A number state's value as a Double (an Int state too); 0 for any other kind.
    func number(_ key: String) -> Double {
        switch value(key) {
        case .number(let n)?: n
        case .int(let i)?: Double(i)
        default: 0
        }
    }
}

import Raster
import Style
import SwiftSource
import UI

/// A screen's evaluated view tree as the UI lays it out: stacks stay stacks so controls are placed,
/// hit-tested and pressed by the UI; a part without controls is one drawing.
struct ScreenConversion {
    var evaluator: Evaluator
    let path: String
    let context: ScreenContext
    let program: Program
    /// `.buttonStyle` / `.toggleStyle` in effect, from the nearest enclosing modifier.
    var buttonStyle: StyleChoice?
    var toggleStyle: StyleChoice?
    /// `.textFieldStyle` in effect.
    var textFieldStyle: StyleChoice?
    var foreground: Fill = .color(.primary)
    /// Whether a `.foregroundColor` around the control set `foreground`.
    var foregroundIsSet = false
    var font: Font?
    var fontWeight: Font.Weight?
    /// The Dynamic Type size text in text styles is drawn at: the preview's, else the nearest
    /// `.dynamicTypeSize` around.
    var dynamicTypeSize: DynamicTypeSize
    var lineLimit: Int?
    var textAlignment: TextWrapping.Alignment = .leading
    /// The stack being converted: a `Divider` in it crosses it.
    var stackAxis: StackKind?
    /// Inside a List or a Form, where a menu Picker is a row with its title.
    var isInList = false
    var imageSize: (@Sendable (String) -> Size?)?
    /// How text is measured in the parts drawn without controls: the window's font when given, so a
    /// centred title sits where the UI's own text would.
    var metrics: TextMetrics & Sendable = EstimatedTextMetrics()
    /// SwiftUI's own styles, for controls that name none.
    var systemStyles: Program?
    /// `.disabled(true)` around the controls.
    var isDisabled = false
    /// `.allowsHitTesting(false)` around the gestures: they hear nothing.
    var hitTestingDisabled = false
    /// `.pickerStyle`, `.progressViewStyle`, `.tint`, `.labelsHidden` around the controls
    /// (`ScreenConversion+Controls`).
    var controlStyles: [ControlStyleKind: StyleChoice] = [:]
    var tint: Color?
    var labelsHidden = false
    /// How many controls of each kind have been converted.
    var controlsOfKind: [String: Int] = [:]

    /// The next control of `kind`'s number, from 1 in the order of the tree: keys of controls ("button
    /// 2") survive an edit that moves lines, so focus and the audit's names survive a reload.
    mutating func nextOrdinal(_ kind: String) -> Int {
        let ordinal = controlsOfKind[kind, default: 0] + 1
        controlsOfKind[kind] = ordinal
        return ordinal
    }

    /// Counts controls from 1 again (a scope of their own).
    mutating func restartCounts() { controlsOfKind = [:] }

    /// Takes the counts of a copy that converted the views inside.
    mutating func adoptCounts(of inner: ScreenConversion) { controlsOfKind = inner.controlsOfKind }

    init(evaluator: Evaluator, path: String, context: ScreenContext, program: Program) {
        self.evaluator = evaluator
        self.path = path
        self.context = context
        self.program = program
        dynamicTypeSize = context.dynamicTypeSize
    }

    /// A view of the screen for the UI: a part without controls is a drawing, and a part with them is
    /// laid out as one tree by the interpreter's layout (`ScreenPlacement`).
    mutating func convert(_ node: ViewNode) throws(EvaluationError) -> View {
        guard node.containsControl else { return drawing(node) }
        return try screen(node)
    }

    /// What a modifier gives the controls inside it: their styles, fonts, colours, whether they are
    /// enabled. Modifiers that place or draw change nothing here.
    mutating func entering(_ modifier: ViewModifier) {
        switch modifier {
        case .buttonStyle(let choice):
            buttonStyle = choice
        case .toggleStyle(let choice):
            toggleStyle = choice
        case .controlStyle(.textField, let choice):
            textFieldStyle = choice
        case .controlStyle(let kind, let choice):
            controlStyles[kind] = choice
        case .foregroundColor(let fill):
            foreground = fill ?? .color(.primary)
            foregroundIsSet = fill != nil
        case .foregroundLevel(let level):
            foreground = foreground.level(level)
            foregroundIsSet = true
        case .font(let f):
            font = f
        case .fontWeight(let w):
            fontWeight = w
        case .dynamicTypeSize(let range):
            dynamicTypeSize = dynamicTypeSize.clamped(to: range)
        case .lineLimit(let limit):
            lineLimit = limit
        case .multilineTextAlignment(let alignment):
            textAlignment = alignment
        case .tint(let color):
            tint = color
        case .labelsHidden:
            labelsHidden = true
        case .hitTestingDisabled:
            hitTestingDisabled = true
        case .disabled:
            isDisabled = true
        default:
            break
        }
    }

    /// A part without controls: drawn into the frame the UI gives it.
    func drawing(_ node: ViewNode) -> View {
        let environment = drawEnvironment
        // A control's title beside it in the UI's own stacks: one line (the UI offers it all its room).
        if case .text(let string) = node.unmarked, lineLimit == nil {
            return .text(string, font: environment.textFont, color: environment.foregroundColor)
        }
        if case .empty = node { return .empty }
        if case .spacer(let minimum) = node.unmarked { return .flexibleSpacer(minLength: minimum) }
        let (foreground, font, fontWeight, imageSize, metrics, axis) = (
            foreground, font, fontWeight, imageSize, metrics, stackAxis
        )
        let (lineLimit, textAlignment, dynamicTypeSize) = (lineLimit, textAlignment, dynamicTypeSize)
        // Rebuilt in each closure: they are Sendable, and the environment is not.
        let rebuilt: @Sendable () -> DrawEnvironment = {
            var environment = Self.environment(
                foreground: foreground, font: font, imageSize: imageSize, metrics: metrics)
            environment.fontWeight = fontWeight
            environment.dynamicTypeSize = dynamicTypeSize
            environment.stackAxis = axis
            environment.lineLimit = lineLimit
            environment.textAlignment = textAlignment
            return environment
        }
        let draw: @Sendable (Rect) -> [DrawCommand] = { rect in node.draw(in: rect, rebuilt()) }
        let wide = node.isFlexible(horizontally: true)
        let tall = node.isFlexible(horizontally: false)
        // A view flexible along one axis (a bar `.frame(height: 4)`) takes the room offered on that
        // axis, its ideal length on the other; the UI's stacks share their length among such views.
        if wide && tall { return .background(draw: draw, .empty) }
        let ideal = node.size(proposed: .unspecified, in: environment)
        if case .divider = node.unmarked {
            // A hairline across its stack: a line under a row in a VStack, a rule between columns in an HStack.
            return stackAxis == .h
                ? .frame(width: ViewNode.hairline, height: nil, alignment: .center, .background(draw: draw, .empty))
                : .frame(width: nil, height: ViewNode.hairline, alignment: .center, .background(draw: draw, .empty))
        }
        if wide {
            return .frame(width: nil, height: ideal.height, alignment: .center, .background(draw: draw, .empty))
        }
        if tall {
            return .frame(width: ideal.width, height: nil, alignment: .center, .background(draw: draw, .empty))
        }
        // Its height follows the width it is offered: text inside wraps to it, as SwiftUI's does.
        return .measuredDrawing(
            { offered in node.size(proposed: ProposedSize(width: offered.width, height: nil), in: rebuilt()) }, draw)
    }

    /// What the screen's modifiers so far give the views inside.
    var drawEnvironment: DrawEnvironment {
        var environment = Self.environment(foreground: foreground, font: font, imageSize: imageSize, metrics: metrics)
        environment.fontWeight = fontWeight
        environment.dynamicTypeSize = dynamicTypeSize
        environment.stackAxis = stackAxis
        environment.lineLimit = lineLimit
        environment.textAlignment = textAlignment
        return environment
    }

    private static func environment(
        foreground: Fill, font: Font?, imageSize: (@Sendable (String) -> Size?)?, metrics: TextMetrics & Sendable
    ) -> DrawEnvironment {
        var environment = DrawEnvironment(label: Label(""), labelColor: nil, metrics: metrics)
        environment.foreground = foreground
        environment.font = font
        environment.imageSize = imageSize
        return environment
    }

    mutating func control(_ control: ControlNode) throws(EvaluationError) -> View {
        if let standard = try standardControl(control) { return standard }
        let kind = control.kind.keyName
        let key = "\(kind) \(nextOrdinal(kind))"
        // The label is the view in `labelView`; this one only carries the audit's `isHidden`.
        let label = Label("")
        // A style of the file gets the screen's colour and font as its environment, which its own
        // modifiers replace nearer the label (SwiftUI's environment: the nearer modifier wins).
        // SwiftUI's own styles draw the label in the screen's colour when the screen wrote one.
        let inherited = inheritedEnvironment(for: control)
        let labelView =
            foregroundIsSet && inherited == nil ? NavigationLinkRow.label(of: control, in: foreground) : control.label
        switch control.kind {
        case .button(let action):
            var style = try self.style(buttonStyle, kind: "ButtonStyle") { (e, i) throws(EvaluationError) in
                e.buttonRole = control.role
                defer { e.buttonRole = nil }
                return try e.buttonStyle(i, at: control.location)
            }
            if let inherited {
                style.inherited = inherited
                style.labelView = labelView
            } else {
                let weighted = fontWeight.map { ViewNode.modified(labelView, .fontWeight($0)) } ?? labelView
                style.labelView = font.map { ViewNode.modified(weighted, .font($0)) } ?? weighted
                style.inherited.dynamicTypeSize = dynamicTypeSize
            }
            var run = actionRunner(action, at: control.location)
            if let (stateKey, value) = control.dismissing {
                // An alert's button: its action, then the alert goes away, as SwiftUI dismisses it.
                let state = context.state
                let act = run
                run = {
                    act()
                    state.set(stateKey, value)
                }
            }
            return .button(ButtonItem(key, label: label, style: style, isEnabled: !isDisabled, action: run))
        case .toggle(let stateKey):
            var style = try self.style(toggleStyle, kind: "ToggleStyle") { (e, i) throws(EvaluationError) in
                try e.toggleStyle(i, at: control.location)
            }
            style.labelView = labelView
            style.inherited = inherited ?? InheritedEnvironment(dynamicTypeSize: dynamicTypeSize)
            let state = context.state
            let isOn = Binding<Bool>(get: { state.bool(stateKey) }, set: { state.setBool(stateKey, $0) })
            return .toggle(ToggleItem(key, label: label, style: style, isOn: isOn, isEnabled: !isDisabled))
        case .textField(let field):
            return try textField(field, key: key)
        case .choice(let stateKey, let value):
            // Drawn as it is (the tab bar colours the chosen tab); a press chooses it.
            var style = try self.style(.system("plain"), kind: "ButtonStyle") { (e, i) throws(EvaluationError) in
                try e.buttonStyle(i, at: control.location)
            }
            style.labelView = labelView
            style.inherited.dynamicTypeSize = dynamicTypeSize
            let state = context.state
            return .button(
                ButtonItem(key, label: label, style: style, isEnabled: !isDisabled) { state.set(stateKey, value) })
        case .slider, .stepper, .picker, .progress:
            // `standardControl` has converted these.
            return .empty
        }
    }

    /// The screen's environment for a control whose style the file declares; nil for SwiftUI's own.
    private func inheritedEnvironment(for control: ControlNode) -> InheritedEnvironment? {
        let choice: StyleChoice? =
            switch control.kind {
            case .button: buttonStyle
            case .toggle: toggleStyle
            default: nil
            }
        guard case .instance? = choice else { return nil }
        return InheritedEnvironment(
            foreground: foregroundIsSet ? foreground : nil, font: font, fontWeight: fontWeight,
            dynamicTypeSize: dynamicTypeSize)
    }

    /// The style a control wears: a struct of the file, or SwiftUI's own.
    private func style<S>(
        _ choice: StyleChoice?, kind: String, _ make: (Evaluator, Instance) throws(EvaluationError) -> S
    ) throws(EvaluationError) -> S {
        if case .instance(let instance)? = choice {
            // A `.tint(…)` around the control is what the style's `.tint` and accent colour are.
            let accent = evaluator.appAccent
            if let tint { evaluator.appAccent = tint }
            defer { evaluator.appAccent = accent }
            return try make(evaluator, isDisabled ? try evaluator.disabled(instance) : instance)
        }
        guard let system = systemStyles else {
            throw EvaluationError(location: nil, message: "SwiftUI's own styles could not be read")
        }
        var name: String?
        if case .system(let n)? = choice { name = n }
        let typeName =
            kind == "ButtonStyle"
            ? SystemStyles.buttonTypeName(name)
            : labelsHidden ? SystemStyles.labelsHiddenToggleTypeName : SystemStyles.toggleTypeName
        let styles = Evaluator(program: system)
        styles.appAccent = tint ?? evaluator.accentColor
        var instance = Instance(typeName: typeName, properties: [:])
        if kind == "ButtonStyle" {
            if typeName != "PlainButtonStyle" { instance.properties["isEnabled"] = .bool(!isDisabled) }
        } else {
            instance.properties["tint"] = .color(tint ?? SystemStyles.switchTint)
        }
        return try make(styles, instance)
    }

    /// What a press runs: the action's statements, with the screen's state, errors to the output.
    func actionRunner(_ action: Closure?) -> @Sendable () -> Void {
        actionRunner(action.map(Value.closure), at: action?.location ?? SourceLocation(line: 0, column: 0))
    }

    /// What a press runs when the action is any callable: a closure, or a function of the file.
    func actionRunner(_ action: Value?, at location: SourceLocation) -> @Sendable () -> Void {
        guard let action else { return {} }
        let runner = ScreenAction(program: program, context: context, path: path)
        let at = if case .closure(let closure) = action { closure.location } else { location }
        return { runner.run(action, [], at: at) }
    }
}

extension ViewNode {
    /// Whether a `Button`, a `Toggle` or a gesture is inside: what the UI must lay out itself.
    var containsControl: Bool {
        switch self {
        case .control: true
        case .geometry(let reader): reader.containsControl
        case .grid(let grid): grid.cells.contains { $0.containsControl }
        case .alignedGrid(let grid): grid.views.contains { $0.containsControl }
        case .customLayout(let layout): layout.subviews.contains { $0.containsControl }
        // A List or Form scrolls: the UI keeps where it is scrolled to.
        case .list(let list): list.kind != .section || list.views.contains { $0.containsControl }
        case .stack(_, _, _, let children): children.contains { $0.containsControl }
        case .modified(let child, let modifier):
            switch modifier {
            case .gesture, .scrollContent: true
            case .background(let other, _), .overlay(let other, _): child.containsControl || other.containsControl
            case .toolbar(let items): child.containsControl || items.contains { $0.content.containsControl }
            default: child.containsControl
            }
        default: false
        }
    }
}

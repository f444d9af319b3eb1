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
    var lineLimit: Int?
    var textAlignment: TextWrapping.Alignment = .leading
    var textWraps = false
    /// The stack being converted: a `Divider` in it crosses it.
    var stackAxis: StackKind?
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
    }

    mutating func convert(_ node: ViewNode) throws(EvaluationError) -> View {
        guard node.containsControl else { return drawing(node) }
        switch node {
        case .geometry(let reader):
            return interactiveGeometry(reader)
        case .grid(let grid):
            // The UI lays out what it is given: controls in an adaptive grid take one track per item.
            return try convert(grid.lowered(length: nil))
        case .stack(let kind, let spacing, let alignment, let children):
            var views: [View] = []
            let outer = stackAxis
            stackAxis = kind
            defer { stackAxis = outer }
            for child in children { views.append(try convert(child)) }
            switch kind {
            case .v: return .vstack(spacing: spacing ?? 8, alignment: Self.horizontal(alignment), views)
            case .h: return .hstack(spacing: spacing ?? 8, alignment: Self.vertical(alignment), views)
            case .z: return .zstack(alignment: alignment, views)
            }
        case .control(let control):
            return try self.control(control)
        case .modified(let child, let modifier):
            return try convert(child, modifier)
        default:
            return drawing(node)
        }
    }

    private mutating func convert(_ child: ViewNode, _ modifier: ViewModifier) throws(EvaluationError) -> View {
        var inner = self
        defer { controlsOfKind = inner.controlsOfKind }
        switch modifier {
        case .padding(let e):
            return .padding(e, try inner.convert(child))
        case .frame(let width, let height, let alignment):
            return .frame(width: width, height: height, alignment: alignment, try inner.convert(child))
        case .flexibleFrame(let f):
            // The UI's frames are fixed or fill: an infinite maximum fills the room offered on its axis.
            let content = try inner.convert(child)
            let (wide, tall) = (f.maxWidth == .infinity, f.maxHeight == .infinity)
            return wide || tall ? .fill(alignment: f.alignment, horizontally: wide, vertically: tall, content) : content
        case .offset(let x, let y):
            return .offset(x: x, y: y, try inner.convert(child))
        case .background(let other, let alignment):
            let content = try inner.convert(child)
            return .underlay(content, alignment: alignment, try inner.convert(other))
        case .overlay(let other, let alignment):
            let content = try inner.convert(child)
            return .overlay(content, alignment: alignment, try inner.convert(other))
        case .toolbar(let items):
            var view = try inner.convert(child)
            for item in items {
                view = .overlay(
                    view, alignment: item.placement,
                    .padding(EdgeInsets(all: ViewNode.toolbarInset), try inner.convert(item.content)))
            }
            return view
        case .toolbarItem, .tabItem:
            break
        case .buttonStyle(let choice):
            inner.buttonStyle = choice
        case .toggleStyle(let choice):
            inner.toggleStyle = choice
        case .controlStyle(.textField, let choice):
            inner.textFieldStyle = choice
        case .foregroundColor(let fill):
            inner.foreground = fill ?? .color(.primary)
            inner.foregroundIsSet = fill != nil
        case .font(let f):
            inner.font = f
        case .fontWeight(let w):
            inner.fontWeight = w
        case .lineLimit(let limit):
            inner.lineLimit = limit
            inner.textWraps = limit != 1
        case .multilineTextAlignment(let alignment):
            inner.textAlignment = alignment
            inner.textWraps = true
        case .controlStyle(let kind, let choice):
            inner.controlStyles[kind] = choice
        case .tint(let color):
            inner.tint = color
        case .labelsHidden:
            inner.labelsHidden = true
        case .animation, .contentShape, .navigationTitle, .ignoresSafeArea, .layoutPriority, .zIndex, .tag, .lifecycle,
            .textCase, .imageScale, .fontChange, .resizableSymbol:
            break
        case .gesture(let attachment):
            return try inner.gestureView(child, attachment)
        case .hitTestingDisabled:
            inner.hitTestingDisabled = true
        case .disabled:
            inner.isDisabled = true
        case .position(let x, let y):
            // The UI has no point placement: the content goes in a frame filling the room, offset so
            // its centre is at the point (a frame's content is centred).
            return .fill(
                alignment: .topLeading,
                .offset(x: x, y: y, .frame(width: 0, height: 0, alignment: .center, try inner.convert(child))))
        case .fixedSize:
            break
        case .shadow, .blur, .mask, .clipShape, .blendMode, .opacity, .scaleEffect, .aspectRatio, .rotation,
            .rotation3D,
            .compositingGroup, .colorScheme, .colorFilter:
            let (content, gestures) = Self.hoistingGestures(child)
            if !gestures.isEmpty, !content.containsControl {
                // Gestures alone inside: the effect is drawn on their view, which keeps them.
                let around = gestures.reduce(ViewNode.modified(content, modifier)) { .modified($0, .gesture($1)) }
                return try inner.convert(around)
            }
            // The UI draws each control on its own, so an effect over a group that holds controls
            // cannot be drawn: an error rather than a picture without it.
            throw EvaluationError(
                location: nil,
                message: ".\(Self.name(of: modifier)) around a Button or Toggle is not supported in a screen; "
                    + "put it inside the control's label or style")
        }
        return try inner.convert(child)
    }

    /// A part without controls: drawn into the frame the UI gives it.
    func drawing(_ node: ViewNode) -> View {
        let environment = drawEnvironment
        if case .text(let string) = node, !textWraps {
            return .text(string, font: environment.textFont, color: environment.foregroundColor)
        }
        if case .empty = node { return .empty }
        if case .spacer(let minimum) = node { return .flexibleSpacer(minLength: minimum) }
        let (foreground, font, fontWeight, imageSize, metrics, axis) = (
            foreground, font, fontWeight, imageSize, metrics, stackAxis
        )
        let (lineLimit, textAlignment, textWraps) = (lineLimit, textAlignment, textWraps)
        // Rebuilt in each closure: they are Sendable, and the environment is not.
        let rebuilt: @Sendable () -> DrawEnvironment = {
            var environment = Self.environment(
                foreground: foreground, font: font, imageSize: imageSize, metrics: metrics)
            environment.fontWeight = fontWeight
            environment.stackAxis = axis
            environment.lineLimit = lineLimit
            environment.textAlignment = textAlignment
            environment.textWraps = textWraps
            return environment
        }
        let draw: @Sendable (Rect) -> [DrawCommand] = { rect in node.draw(in: rect, rebuilt()) }
        let wide = node.isFlexible(horizontally: true)
        let tall = node.isFlexible(horizontally: false)
        // A view flexible along one axis (a bar `.frame(height: 4)`) takes the room offered on that
        // axis, its ideal length on the other; the UI's stacks share their length among such views.
        if wide && tall { return .background(draw: draw, .empty) }
        let ideal = node.size(proposed: .unspecified, in: environment)
        if case .divider = node {
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
    private var drawEnvironment: DrawEnvironment {
        var environment = Self.environment(foreground: foreground, font: font, imageSize: imageSize, metrics: metrics)
        environment.fontWeight = fontWeight
        environment.stackAxis = stackAxis
        environment.lineLimit = lineLimit
        environment.textAlignment = textAlignment
        environment.textWraps = textWraps
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

    private mutating func control(_ control: ControlNode) throws(EvaluationError) -> View {
        if let standard = try standardControl(control) { return standard }
        let kind = control.kind.keyName
        let key = "\(kind) \(nextOrdinal(kind))"
        // The label is the view in `labelView`; this one only carries the audit's `isHidden`.
        let label = Label("")
        // The screen's `.foregroundColor` reaches the label unless the style sets its own (SwiftUI's
        // environment: the nearer modifier wins); only one the screen wrote is passed on.
        let labelView = foregroundIsSet ? ViewNode.modified(control.label, .foregroundColor(foreground)) : control.label
        switch control.kind {
        case .button(let action):
            var style = try self.style(buttonStyle, kind: "ButtonStyle") { (e, i) throws(EvaluationError) in
                try e.buttonStyle(i, at: control.location)
            }
            let weighted = fontWeight.map { ViewNode.modified(labelView, .fontWeight($0)) } ?? labelView
            style.labelView = font.map { ViewNode.modified(weighted, .font($0)) } ?? weighted
            return .button(
                ButtonItem(key, label: label, style: style, isEnabled: !isDisabled, action: actionRunner(action)))
        case .toggle(let stateKey):
            var style = try self.style(toggleStyle, kind: "ToggleStyle") { (e, i) throws(EvaluationError) in
                try e.toggleStyle(i, at: control.location)
            }
            style.labelView = labelView
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
            let state = context.state
            return .button(
                ButtonItem(key, label: label, style: style, isEnabled: !isDisabled) { state.set(stateKey, value) })
        case .slider, .stepper, .picker, .progress:
            // `standardControl` has converted these.
            return .empty
        }
    }

    /// The style a control wears: a struct of the file, or SwiftUI's own.
    private func style<S>(
        _ choice: StyleChoice?, kind: String, _ make: (Evaluator, Instance) throws(EvaluationError) -> S
    ) throws(EvaluationError) -> S {
        if case .instance(let instance)? = choice { return try make(evaluator, instance) }
        guard let system = systemStyles else {
            throw EvaluationError(location: nil, message: "SwiftUI's own styles could not be read")
        }
        var name: String?
        if case .system(let n)? = choice { name = n }
        let typeName = kind == "ButtonStyle" ? SystemStyles.buttonTypeName(name) : SystemStyles.toggleTypeName
        return try make(Evaluator(program: system), Instance(typeName: typeName, properties: [:]))
    }

    /// What a press runs: the action's statements, with the screen's state, errors to the output.
    func actionRunner(_ action: Closure?) -> @Sendable () -> Void {
        guard let action else { return {} }
        let runner = ScreenAction(program: program, context: context, path: path)
        return { runner.run(.closure(action), [], at: action.location) }
    }

    static func horizontal(_ alignment: UnitPoint) -> HorizontalAlignment {
        alignment.x < 0.5 ? .leading : alignment.x > 0.5 ? .trailing : .center
    }

    static func vertical(_ alignment: UnitPoint) -> VerticalAlignment {
        alignment.y < 0.5 ? .top : alignment.y > 0.5 ? .bottom : .center
    }

    static func name(of modifier: ViewModifier) -> String {
        String(describing: modifier).prefix { $0 != "(" }.description
    }
}

extension ViewNode {
    /// Whether a `Button`, a `Toggle` or a gesture is inside: what the UI must lay out itself.
    var containsControl: Bool {
        switch self {
        case .control: true
        case .geometry(let reader): reader.containsControl
        case .grid(let grid): grid.cells.contains { $0.containsControl }
        case .stack(_, _, _, let children): children.contains { $0.containsControl }
        case .modified(let child, let modifier):
            switch modifier {
            case .gesture: true
            case .background(let other, _), .overlay(let other, _): child.containsControl || other.containsControl
            case .toolbar(let items): child.containsControl || items.contains { $0.content.containsControl }
            default: child.containsControl
            }
        default: false
        }
    }
}

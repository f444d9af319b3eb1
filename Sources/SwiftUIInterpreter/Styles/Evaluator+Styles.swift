import SwiftSource

/// A style struct's instance made into a style: its `makeBody` evaluated in every state.
extension Evaluator {
    func buttonStyle(_ instance: Instance, named name: String? = nil, at location: SourceLocation)
        throws(EvaluationError) -> InterpretedButtonStyle
    {
        var released = try body(of: instance, isPressed: false, isOn: nil, at: location)
        if try runAppearActions(in: released.view, of: instance, at: location) {
            released = try body(of: instance, isPressed: false, isOn: nil, at: location)
        }
        let pressed = try body(of: instance, isPressed: true, isOn: nil, at: location)
        var traits = StyleTraits(released.view)
        traits.drawsDisabled = try !isEnabledProperties(of: instance.typeName).isEmpty
        return InterpretedButtonStyle(
            typeName: name ?? instance.typeName, released: released, pressed: pressed, traits: traits)
    }

    func toggleStyle(_ instance: Instance, named name: String? = nil, at location: SourceLocation)
        throws(EvaluationError) -> InterpretedToggleStyle
    {
        var off = try body(of: instance, isPressed: false, isOn: false, at: location)
        if try runAppearActions(in: off.view, of: instance, at: location) {
            off = try body(of: instance, isPressed: false, isOn: false, at: location)
        }
        let on = try body(of: instance, isPressed: false, isOn: true, at: location)
        var traits = StyleTraits(off.view)
        traits.drawsDisabled = try !isEnabledProperties(of: instance.typeName).isEmpty
        return InterpretedToggleStyle(typeName: name ?? instance.typeName, off: off, on: on, traits: traits)
    }

    /// The style as `.disabled(true)` around its control gives it: its `@Environment(\.isEnabled)`
    /// properties false. (The style was made where `.buttonStyle(…)` is written, before the control
    /// knew it was disabled.)
    func disabled(_ style: Instance) throws(EvaluationError) -> Instance {
        var disabled = style
        for name in try isEnabledProperties(of: style.typeName) { disabled.properties[name] = .bool(false) }
        return disabled
    }

    /// The style's `@Environment(\.isEnabled)` properties: a style with one draws its own disabled look.
    func isEnabledProperties(of typeName: String) throws(EvaluationError) -> [String] {
        var names: [String] = []
        for (member, v) in try program.storedProperties(of: typeName) {
            guard let wrapper = member.attributes.first, wrapper.name == "Environment",
                case .keyPath(_, let path)? = wrapper.arguments?.first?.value.kind, path.last == "isEnabled"
            else { continue }
            names.append(v.name)
        }
        return names
    }

    /// A `ProgressViewStyle`'s body at `fraction` done.
    func progressBody(of instance: Instance, fraction: Double, at location: SourceLocation) throws(EvaluationError)
        -> ViewNode
    {
        try makeBody(
            of: instance, ConfigurationValue(isPressed: false, isOn: nil, fractionCompleted: fraction), at: location)
    }

    /// Any style's `makeBody(configuration:)` run with `configuration`, as a view.
    func makeBody(of instance: Instance, _ configuration: ConfigurationValue, at location: SourceLocation)
        throws(EvaluationError) -> ViewNode
    {
        guard let member = try program.instanceMember("makeBody", of: instance.typeName),
            case .function(let makeBody) = member.kind
        else {
            throw EvaluationError(location: location, message: "\(instance.typeName) has no makeBody(configuration:)")
        }
        var scope = Scope(instance: instance)
        scope.define(makeBody.parameters.first?.name ?? "configuration", .configuration(configuration))
        let value = try enteringView(at: location) { () throws(EvaluationError) -> Value in
            try run(makeBody.body, &scope, at: member.location)
        }
        return try view(value, at: member.location)
    }

    /// Runs the `.onAppear` actions of a style's body once for the instance, as SwiftUI runs them when
    /// the control first shows (a style that springs its `@State` scale from 0.6 to 1 there is drawn
    /// at 1); whether any ran, so the body is made again with the state they set.
    private func runAppearActions(in view: ViewNode, of instance: Instance, at location: SourceLocation)
        throws(EvaluationError) -> Bool
    {
        var actions: [LifecycleEvent] = []
        view.visitLifecycleEvents { event, _ in
            if event.kind == .appear { actions.append(event) }
        }
        guard !actions.isEmpty else { return false }
        // The instance's state keys say which control's style it is; a style without state is one
        // per place it is written.
        let stateKeys = instance.properties.values.compactMap { value -> String? in
            if case .stateReference(let key) = value { return key }
            return nil
        }
        let identity = stateKeys.min() ?? "\(instance.typeName)@\(location.line):\(location.column)"
        let key = "appeared:" + identity
        guard objects.value(key) == nil else { return false }
        _ = objects.value(key, initial: .bool(true))
        for event in actions {
            var scope = Scope()
            do {
                _ = try callValue(event.action, [], arguments: [], at: event.location, &scope)
            } catch  where !error.isFatal && drawsPlaceholders {
                // As on a screen, an action that fails is said and the view is drawn as it is.
                noteIgnored("onAppear", at: error.location ?? event.location, message: "\(error.brief) (in .onAppear)")
            }
        }
        return true
    }

    /// `makeBody(configuration:)` for one state. A style's body is not a screen: its `Button` is its
    /// label, whatever screen is being evaluated around it.
    private func body(of instance: Instance, isPressed: Bool, isOn: Bool?, at location: SourceLocation)
        throws(EvaluationError) -> StyleBody
    {
        let screen = self.screen
        self.screen = nil
        defer { self.screen = screen }
        return StyleBody(
            view: try makeBody(
                of: instance,
                ConfigurationValue(isPressed: isPressed, isOn: isOn, role: isOn == nil ? buttonRole : nil),
                at: location))
    }
}

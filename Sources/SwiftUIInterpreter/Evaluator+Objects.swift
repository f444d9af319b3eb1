import SwiftSource

/// `ObservableObject` classes on a screen. An object's stored properties live in the screen's state
/// under the object's key (`ActivitiesListView.vm#1.showError`), so every view holding the object
/// reads one value, a write (`vm.showError = true`, `$vm.showError` in a Toggle) redraws the screen,
/// and a hot reload keeps what the user set, as it does for `@State`.
///
/// An object is identified by where it is made: a `@StateObject`'s by the property, any other by its
/// type and the order of creation in one evaluation. So an object made in a body (`@ObservedObject
/// var vm = ViewModel()`) keeps its values from frame to frame, where SwiftUI would make a new one
/// each time the view is re-created.
extension Evaluator {
    /// `ViewModel()` on a screen: the object's handle; made (initial values, then its `init`) the
    /// first time, found again after that.
    func instantiateObject(
        _ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation, in screen: ScreenContext
    )
        throws(EvaluationError) -> Value
    {
        let prefix = objectOwner.map { "\($0)/" } ?? ""
        let objectKey = "\(prefix)\(type)@\(self.screen!.nextInstance(of: prefix + type))"
        let state = screen.state
        var handle = Instance(typeName: type, properties: [:], objectKey: objectKey)
        let stored = program.storedProperties(of: type)
        for (member, v) in stored {
            if let wrapper = member.attributes.first?.name, wrapper != "Published" {
                throw EvaluationError(
                    location: member.location,
                    message: "@\(wrapper) is not supported in a class; its properties may be @Published")
            }
            handle.properties[v.name] = .stateReference("\(objectKey).\(v.name)")
        }
        let isNew = state.value(objectKey) == nil
        for (_, v) in stored where state.value("\(objectKey).\(v.name)") == nil {
            // A new object's initial values; a property added by a reload starts at its own.
            var scope = Scope(selfType: type)
            let initial = try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) }
            _ = state.value("\(objectKey).\(v.name)", initial: typed(initial ?? .void, as: v.type))
        }
        if isNew {
            var initialized = arguments.isEmpty
            for member in program.structs[type]!.members {
                guard case .initializer(let parameters, let body) = member.kind, Self.accepts(parameters, arguments)
                else { continue }
                var scope = Scope(instance: handle)
                try bind(parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                _ = try enteringView(at: at) { () throws(EvaluationError) -> Value? in
                    try execute(body, &scope, into: &built)
                }
                initialized = true
                break
            }
            guard initialized else {
                throw EvaluationError(location: at, message: "class \(type) has no init taking these arguments")
            }
        }
        _ = state.value(objectKey, initial: .instance(handle))
        return .instance(handle)
    }

    /// `@StateObject var vm = ViewModel()`: the object made the first time, kept under `key` after.
    func stateObject(_ key: String, _ v: VariableDeclaration, of type: String, at location: SourceLocation)
        throws(EvaluationError) -> Value
    {
        guard let screen else {
            throw EvaluationError(location: location, message: "@StateObject belongs in a screen's view, not a style")
        }
        if screen.state.value(key) == nil {
            guard let initial = v.initialValue else {
                throw EvaluationError(location: location, message: "@StateObject var \(v.name) needs a value")
            }
            let owner = objectOwner
            objectOwner = key
            defer { objectOwner = owner }
            var scope = Scope(selfType: type)
            let object = try evaluate(initial, &scope)
            guard case .instance(let handle) = object, handle.objectKey != nil else {
                throw EvaluationError(
                    location: initial.location,
                    message: "@StateObject needs an ObservableObject class of the file, not \(object.kindName)")
            }
            _ = screen.state.value(key, initial: object)
        }
        return .stateReference(key)
    }

    /// `$vm.showError`: the binding to a property of the object a binding holds.
    func binding(_ key: String, member name: String, at: SourceLocation) throws(EvaluationError) -> Value {
        guard case .instance(let object)? = screen?.state.value(key), object.objectKey != nil else {
            throw EvaluationError(location: at, message: "only an ObservableObject's bindings have members")
        }
        guard case .stateReference(let property)? = object.properties[name] else {
            throw EvaluationError(location: at, message: "\(object.typeName) has no stored property '\(name)'")
        }
        return .binding(property)
    }

    /// Where an assignable expression's value is kept in the screen's state: a `@State` property
    /// (`isOn`, `self.isOn`) or an object's property (`vm.showError`). Nil for anything else.
    func stateKey(of target: Expression, _ scope: inout Scope) throws(EvaluationError) -> String? {
        switch target.kind {
        case .identifier(let name):
            return stateKey(name, scope)
        case .member(let base, let name) where base.kind == .selfValue:
            if case .stateReference(let key)? = scope.instance?.properties[name] { return key }
            return nil
        case .member(let base, let name):
            guard case .instance(let object) = try evaluate(base, &scope), object.objectKey != nil,
                case .stateReference(let key)? = object.properties[name]
            else { return nil }
            return key
        default:
            return nil
        }
    }
}

import SwiftSource

/// Objects of classes, with reference semantics: an object's stored properties live in the object
/// store under the object's key (`ActivitiesListView.vm#1.showError`), so every handle on it reads one
/// value. On a screen the store is the screen's state: a write (`vm.showError = true`, `$vm.showError`
/// in a Toggle) redraws the screen, and a hot reload keeps what the user set, as it does for `@State`.
///
/// An object is identified by where it is made: a `@StateObject`'s by the property, any other by its
/// type and the order of creation in one evaluation. So an object made in a body (`@ObservedObject
/// var vm = ViewModel()`) keeps its values from frame to frame, where SwiftUI would make a new one
/// each time the view is re-created.
extension Evaluator {
    /// Attributes a class's stored property may carry and still be a plain stored property here:
    /// Combine's `@Published`, Observation's `@ObservationIgnored`, SwiftData's `@Attribute`,
    /// `@Relationship` and `@Transient` (a `@Model` class's properties are what they hold).
    static let plainClassAttributes: Set<String> = [
        "Published", "ObservationIgnored", "Attribute", "Relationship", "Transient", "AppStorage",
    ]

    /// `ViewModel()`: the object's handle; made (initial values, then its `init`) the first time,
    /// found again after that.
    func instantiateObject(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        let objectKey = newObjectKey(type)
        var handle = Instance(typeName: type, properties: [:], objectKey: objectKey)
        // A class's own stored properties, then those of the classes it inherits from.
        var stored: [(Declaration, VariableDeclaration)] = []
        var chain: String? = type
        var visited: Set<String> = []
        while let current = chain, visited.insert(current).inserted {
            stored += try program.storedProperties(of: current)
            chain = nil
            for parent in try program.type(current)?.inheritance.compactMap(Program.name(of:)) ?? [] {
                // A superclass another file declares is known once it is read.
                if try program.type(parent) != nil, program.isClass(parent) {
                    chain = parent
                    break
                }
            }
        }
        for (member, v) in stored {
            if let wrapper = member.attributes.first?.name, !Self.plainClassAttributes.contains(wrapper) {
                throw EvaluationError(
                    location: member.location,
                    message: "@\(wrapper) is not supported in a class; its properties may be @Published")
            }
            handle.properties[v.name] = .stateReference("\(objectKey).\(v.name)")
        }
        let isNew = objects.value(objectKey) == nil
        for (_, v) in stored where objects.value("\(objectKey).\(v.name)") == nil {
            // A new object's initial values; a property added by a reload starts at its own.
            var scope = Scope(selfType: type)
            let initial = try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) }
            _ = objects.value("\(objectKey).\(v.name)", initial: typed(initial ?? .void, as: v.type))
        }
        if isNew {
            guard try runInitializer(of: type, on: handle, arguments, at: at) || arguments.isEmpty else {
                throw EvaluationError(location: at, message: "class \(type) has no init taking these arguments")
            }
        }
        _ = objects.value(objectKey, initial: .instance(handle))
        return .instance(handle)
    }

    /// Runs the first of the class's initialisers that takes `arguments` on the object `handle` (a new
    /// object's, or the one a convenience initialiser's `self.init(…)` is making); false when none takes them.
    func runInitializer(of type: String, on handle: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Bool
    {
        for member in try program.type(type)?.members ?? [] {
            guard case .initializer(let parameters, let body) = member.kind, Self.accepts(parameters, arguments)
            else { continue }
            var scope = Scope(instance: handle)
            try bind(parameters, arguments, callee: "\(type).init", at: at, into: &scope)
            var built: [(Value, SourceLocation)] = []
            _ = try enteringView(at: at) { () throws(EvaluationError) -> Flow? in
                try execute(body, &scope, into: &built)
            }
            return true
        }
        return false
    }

    /// Where the next object of `type` made here keeps its properties: by its owner and the order of
    /// creation, so the same code makes the same key each frame.
    func newObjectKey(_ type: String) -> String {
        let prefix = objectOwner.map { "\($0)/" } ?? ""
        let ordinal = screen.map { _ in self.screen!.nextInstance(of: prefix + type) } ?? nextObject(prefix + type)
        return "\(prefix)\(type)@\(ordinal)"
    }

    /// The n-th object of a type made by this evaluation, outside a screen.
    private func nextObject(_ type: String) -> Int {
        let n = objectCounts[type, default: 0] + 1
        objectCounts[type] = n
        return n
    }

    /// `@StateObject var vm = ViewModel()`: the object made the first time, kept under `key` after.
    func stateObject(_ key: String, _ v: VariableDeclaration, of type: String, at location: SourceLocation)
        throws(EvaluationError) -> Value
    {
        if objects.value(key) == nil {
            guard let initial = v.initialValue else {
                throw EvaluationError(location: location, message: "@StateObject var \(v.name) needs a value")
            }
            let owner = objectOwner
            objectOwner = key
            defer { objectOwner = owner }
            var scope = Scope(selfType: type)
            let object = try evaluate(initial, &scope)
            // Another framework's object (a stand-in) stands in for the whole object.
            if case .standIn = object {
                _ = objects.value(key, initial: object)
                return .stateReference(key)
            }
            guard case .instance(let handle) = object, handle.objectKey != nil else {
                throw EvaluationError(
                    location: initial.location,
                    message: "@StateObject needs an ObservableObject class of the module, not \(object.kindName)")
            }
            _ = objects.value(key, initial: object)
        }
        return .stateReference(key)
    }

    /// `$vm.showError`: the binding to a property of the object a binding holds.
    func binding(_ key: String, member name: String, at: SourceLocation) throws(EvaluationError) -> Value {
        let held = objects.value(key)
        switch held {
        case .instance(let value) where value.objectKey == nil:
            // `$book.title` of a struct: a binding into the state that holds it.
            guard value.properties[name] != nil else {
                throw EvaluationError(location: at, message: "\(value.typeName) has no stored property '\(name)'")
            }
            return .binding(ScreenState.key(key, member: name))
        case .tuple(let elements) where elements.contains(where: { $0.label == name }) || Int(name) != nil:
            return .binding(ScreenState.key(key, member: name))
        default:
            break
        }
        guard case .instance(let object)? = held, object.objectKey != nil else {
            throw EvaluationError(
                location: at, message: "only a struct's, a tuple's or an object's bindings have members")
        }
        guard case .stateReference(let property)? = object.properties[name] else {
            throw EvaluationError(location: at, message: "\(object.typeName) has no stored property '\(name)'")
        }
        return .binding(property)
    }

    /// The key of the `@State` / `@Binding` property `name` of the instance in scope.
    func stateKey(_ name: String, _ scope: Scope) -> String? {
        guard scope.lookup(name) == nil, case .stateReference(let key)? = scope.instance?.properties[name] else {
            return nil
        }
        return key
    }
}

extension Evaluator {
    /// `@EnvironmentObject var model: Model`: the object an enclosing `.environmentObject(…)` passed, or
    /// where none did (a preview that forgot it, which would crash in Xcode) one made with `Model()`, kept
    /// for the screen and named in the notes as a stand-in.
    func environmentObject(_ v: VariableDeclaration, of type: String, at location: SourceLocation)
        throws(EvaluationError) -> Value
    {
        guard case .named(let typeName, _)? = v.type else {
            throw EvaluationError(
                location: location, message: "@EnvironmentObject var \(v.name) needs its type: `: Model`")
        }
        return try environmentObject(v, of: type, named: typeName, wrapper: "EnvironmentObject", at: location)
    }

    /// The object of class `typeName` the environment holds for `@EnvironmentObject` or
    /// `@Environment(Model.self)` (`wrapper`): the one `.environmentObject(…)` or `.environment(…)` passed,
    /// else one made with `Model()`, as above.
    func environmentObject(
        _ v: VariableDeclaration, of type: String, named typeName: String, wrapper: String, at location: SourceLocation
    ) throws(EvaluationError) -> Value {
        if let passed = environmentOverrides["object:" + typeName] { return passed }
        // Loaded first: a class another file of the module declares is known once it is read.
        guard try program.type(typeName) != nil, program.isClass(typeName) else {
            // A class of a package or framework the module imports (a type nothing here declares): a
            // stand-in on a screen.
            if try program.type(typeName) == nil, !StandardLibrary.typeNames.contains(typeName),
                !Builtins.typeNames.contains(typeName),
                let standIn = try standIn(wrapper: wrapper, v, at: location)
            {
                return standIn
            }
            throw EvaluationError(
                location: location, message: "@\(wrapper)'s type \(typeName) is not a class of the module")
        }
        let key = "environmentObject:\(typeName)"
        if objects.value(key) == nil {
            let owner = objectOwner
            objectOwner = key
            defer { objectOwner = owner }
            let modifier = wrapper == "Environment" ? ".environment" : ".environmentObject"
            noteIgnored(
                wrapper, at: location,
                message: "no \(modifier)(…) passes a \(typeName); a stand-in \(typeName)() is shown")
            let made = try instantiateObject(typeName, [], at: location)
            _ = objects.value(key, initial: made)
        }
        return .stateReference(key)
    }
}

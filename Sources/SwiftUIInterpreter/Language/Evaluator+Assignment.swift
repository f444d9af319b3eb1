import SwiftSource

/// Assignment, with Swift's value semantics: writing `a.b.c = x` copies the struct `a.b`, changes
/// `c`, and writes the copy back to `a.b` and `a` in turn; a class's object is written where it is
/// kept, so every handle sees the change. `willSet` and `didSet` run around a stored property's write,
/// a computed property's `set` runs for it.
extension Evaluator {
    func assign(
        _ target: Expression, _ op: String, _ valueExpression: Expression, at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) {
        var value = try evaluate(valueExpression, &scope)
        if op != "=" {
            let current = try evaluate(target, &scope)
            switch op {
            case "??=": value = current.isNil ? value : current
            case "&&=", "||=":
                // Both sides are read: `&&` and `||` cannot carry the evaluator's typed errors.
                let a = try Convert.bool(current, at: at)
                let b = try Convert.bool(value, at: at)
                value = .bool(op == "&&=" ? a && b : a || b)
            default: value = try operate(String(op.dropLast()), current, value, at: at)
            }
        }
        try store(value, into: target, at: at, &scope)
    }

    /// Writes `value` where `target` names: a local, a property of `self`, a static, a state, an
    /// element, a member of a value held somewhere assignable.
    func store(_ value: Value, into target: Expression, at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError)
    {
        switch target.kind {
        case .identifier("_"):
            return
        case .identifier(let name):
            if case .stateReference(let key)? = scope.lookup(name) {
                objects.set(key, value)
                return
            }
            if scope.assign(name, value) { return }
            try storeInSelf(name, value, at: target.location, &scope)
        case .member(let base, let name) where base.kind == .selfValue:
            try storeInSelf(name, value, at: target.location, &scope)
        case .member(let base, let name):
            let held = try evaluate(base, &scope)
            switch held {
            case .type(let type):
                try storeStatic(name, of: type, value, at: target.location)
            case .instance(var instance):
                try setProperty(name, of: &instance, to: value, at: target.location)
                if instance.objectKey == nil { try store(.instance(instance), into: base, at: at, &scope) }
            case .tuple(var elements):
                if let index = Int(name), elements.indices.contains(index) {
                    elements[index].value = value
                } else if let index = elements.firstIndex(where: { $0.label == name }) {
                    elements[index].value = value
                } else {
                    throw EvaluationError(location: target.location, message: "the tuple has no element '\(name)'")
                }
                try store(.tuple(elements), into: base, at: at, &scope)
            case .binding(let key) where name == "wrappedValue":
                objects.set(key, value)
            case .standIn:
                // `formatter.dateStyle = .medium`: nothing keeps a stand-in's properties.
                return
            default:
                throw EvaluationError(
                    location: target.location, message: "cannot assign to '\(name)' of \(held.kindName)")
            }
        case .subscript(let base, let arguments):
            let collection = try evaluate(base, &scope)
            var keys: [EvaluatedArgument] = []
            for argument in arguments {
                keys.append(
                    EvaluatedArgument(
                        label: argument.label, value: try evaluate(argument.value, &scope),
                        location: argument.value.location))
            }
            let updated = try subscriptSet(collection, keys, to: value, at: target.location)
            try store(updated, into: base, at: at, &scope)
        case .tuple(let targets):
            // `(a, r, g, b) = (255, int >> 16, …)`: the whole right side is read before any element
            // is written, so `(a, b) = (b, a)` swaps.
            guard case .tuple(let elements) = value, elements.count == targets.count else {
                throw EvaluationError(
                    location: target.location,
                    message: "a tuple of \(targets.count) cannot be assigned \(value.kindName)")
            }
            for (element, part) in zip(targets, elements) {
                try store(part.value, into: element.value, at: at, &scope)
            }
        case .forceUnwrap(let inner), .optionalBind(let inner):
            try store(value, into: inner, at: at, &scope)
        case .optionalChain(let inner):
            do {
                try store(value, into: inner, at: at, &scope)
            } catch  where error.isNilChain {
                return
            }
        case .selfValue:
            // `self = Other(…)` in an initialiser: a struct's instance replaced; in an extension's
            // initialiser of a SwiftUI type (`extension Color { init(hex:) { self = Color(…) } }`),
            // what the initialiser makes.
            if case .instance(let instance) = value, scope.instance != nil {
                scope.instance = instance
            } else {
                scope.defineOutermost(Self.assignedSelf, value)
            }
        default:
            throw EvaluationError(
                location: target.location, message: "only variables, properties and elements can be assigned")
        }
    }

    /// The local an extension's initialiser keeps `self = …` in: not a name Swift code can write.
    static let assignedSelf = "self="

    /// A name assigned inside a member: `self`'s property, else a static of the type, else a global.
    private func storeInSelf(_ name: String, _ value: Value, at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError)
    {
        // `_value = State(initialValue: v)`, `_isOn = isOn` in an init: the wrapper's storage; and `self.value = v`
        // in an init where `@State var value: T` has no value yet, which Swift initialises the wrapper with.
        if var instance = scope.instance {
            let isStorage = name.hasPrefix("_")
            let property = isStorage ? String(name.dropFirst()) : name
            if isStorage || (initializing == instance.typeName && instance.properties[name] == nil),
                let (member, v) = try program.storedProperties(of: instance.typeName).first(where: {
                    $0.variable.name == property
                }),
                let wrapper = member.attributes.first?.name, isStorage || ["State", "StateObject"].contains(wrapper)
            {
                try storeWrapped(wrapper, v, value, in: &instance, at: at)
                scope.instance = instance
                return
            }
        }
        if var instance = scope.instance, try hasProperty(name, instance) {
            try setProperty(name, of: &instance, to: value, at: at)
            scope.instance = instance
            return
        }
        if let type = scope.selfType, try program.staticMember(name, of: type) != nil {
            try storeStatic(name, of: type, value, at: at)
            return
        }
        if try program.staticMember(name, of: "") != nil {
            try storeStatic(name, of: "", value, at: at)
            return
        }
        throw EvaluationError(location: at, message: "cannot assign to '\(name)': it is not a variable here")
    }

    private func storeWrapped(
        _ wrapper: String, _ v: VariableDeclaration, _ value: Value, in instance: inout Instance, at: SourceLocation
    ) throws(EvaluationError) {
        switch wrapper {
        case "Binding":
            switch value {
            case .binding(let key): instance.properties[v.name] = .stateReference(key)
            case .implicitCall("constant", let values, _) where values.count == 1:
                instance.properties[v.name] = .constantBinding(values[0].value)
            default: instance.properties[v.name] = value
            }
        case "Query":
            // `_items = Query(filter: …, sort: …)`: the fetch, for this property's model.
            if case .instance(let made) = value, made.typeName == "Query" {
                instance.properties[v.name] = query(
                    made.properties.map { EvaluatedArgument(label: $0.key, value: $0.value, location: at) }, for: v,
                    at: at)
            } else {
                instance.properties[v.name] = value
            }
        case "State", "StateObject", "AppStorage", "SceneStorage":
            // SwiftUI keeps a state once made: the init's value counts the first time only.
            let key = "\(instance.typeName).\(v.name)#\(initializingOrdinal)"
            _ = objects.value(key, initial: typed(value, as: v.type))
            instance.properties[v.name] = .stateReference(key)
        default:
            instance.properties[v.name] = value
        }
    }

    /// Whether `self` has a property called `name` (stored, computed or wrapped).
    private func hasProperty(_ name: String, _ instance: Instance) throws(EvaluationError) -> Bool {
        if instance.properties[name] != nil { return true }
        if try program.instanceMember(name, of: instance.typeName) != nil { return true }
        return try program.storedProperties(of: instance.typeName).contains { $0.variable.name == name }
    }

    private func storeStatic(_ name: String, of type: String, _ value: Value, at: SourceLocation)
        throws(EvaluationError)
    {
        guard let declaration = try program.staticMember(name, of: type), case .variable(let v) = declaration.kind,
            !v.isConstant
        else {
            throw EvaluationError(location: at, message: "cannot assign to \(type.isEmpty ? "" : type + ".")\(name)")
        }
        statics["\(type).\(name)"] = typed(value, as: v.type)
    }

    /// Sets a property of an instance (its observers and setter run with it as `self`).
    func setProperty(_ name: String, of instance: inout Instance, to value: Value, at: SourceLocation)
        throws(EvaluationError)
    {
        let stored = try program.storedProperties(of: instance.typeName).first { $0.variable.name == name }?.variable
        if case .stateReference(let key)? = instance.properties[name] {
            let old = objects.value(key) ?? .void
            try observe(stored?.willSet, of: &instance, value: value, at: at)
            objects.set(key, typed(value, as: stored?.type, in: instance.typeName))
            try observe(stored?.didSet, of: &instance, value: old, at: at)
            return
        }
        if let stored {
            if stored.isConstant, instance.properties[name] != nil, initializing != instance.typeName {
                throw EvaluationError(location: at, message: "cannot assign to '\(name)': it is a 'let' constant")
            }
            let old = instance.properties[name] ?? .void
            try observe(stored.willSet, of: &instance, value: value, at: at)
            var value = typed(value, as: stored.type, in: instance.typeName)
            // `var scale = 1.0` is a Double, so `scale = 2` stores 2.0, as Swift types the literal.
            if stored.type == nil, case .number = old, case .int(let i) = value { value = .number(Double(i)) }
            instance.properties[name] = value
            try observe(stored.didSet, of: &instance, value: old, at: at)
            return
        }
        if let member = try program.instanceMember(name, of: instance.typeName), case .variable(let v) = member.kind,
            let setter = v.setter
        {
            var inner = Scope(instance: instance)
            inner.define(setter.parameter, typed(value, as: v.type, in: instance.typeName))
            var built: [(Value, SourceLocation)] = []
            _ = try enteringView(at: at) { () throws(EvaluationError) -> Flow? in
                try execute(setter.body, &inner, into: &built)
            }
            if let changed = inner.instance, instance.objectKey == nil { instance = changed }
            return
        }
        if instance.properties[name] != nil {
            instance.properties[name] = value
            return
        }
        throw EvaluationError(location: at, message: "\(instance.typeName) has no property '\(name)' to assign")
    }

    /// Runs a `willSet` (given the new value) or `didSet` (given the old one).
    private func observe(_ accessor: Accessor?, of instance: inout Instance, value: Value, at: SourceLocation)
        throws(EvaluationError)
    {
        guard let accessor else { return }
        var inner = Scope(instance: instance)
        inner.define(accessor.parameter, value)
        var built: [(Value, SourceLocation)] = []
        _ = try enteringView(at: at) { () throws(EvaluationError) -> Flow? in
            try execute(accessor.body, &inner, into: &built)
        }
        if let changed = inner.instance, instance.objectKey == nil { instance = changed }
    }
}

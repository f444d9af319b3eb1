import SwiftSource

/// SwiftData as previews use it: an in-memory `ModelContainer` that the preview fills
/// (`container.mainContext.insert(sample)`) and hands down with `.modelContainer(container)`, where
/// `@Query` and `@Environment(\.modelContext)` read it. Nothing is saved anywhere: the models are the
/// objects the code made, kept with the container for the screen's life, as a preview's
/// `isStoredInMemoryOnly` store keeps them for the canvas's.
extension Evaluator {
    /// The environment key `.modelContainer(…)` sets.
    static let modelContainerKey = "modelContainer"

    /// `ModelContainer(for: …)`, `ModelContext(container)`, `FetchDescriptor<Item>(…)`,
    /// `SortDescriptor(\Item.name, order: .reverse)`; nil for other types.
    func constructSwiftData(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        let base = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        switch base {
        case "ModelContainer":
            return newModelContainer()
        case "ModelConfiguration", "Schema":
            return .instance(Instance(typeName: base, properties: [:]))
        case "Query":
            // `Query(filter: #Predicate { … }, sort: \.name)` assigned to `_items` in an init.
            var properties: [String: Value] = [:]
            for argument in arguments { properties[argument.label ?? "filter"] = argument.value }
            return .instance(Instance(typeName: "Query", properties: properties))
        case "ModelContext":
            guard let container = arguments.first?.value, Self.isModelContainer(container) else {
                throw EvaluationError(location: at, message: "ModelContext takes the ModelContainer it reads")
            }
            return modelContext(of: container)
        case "FetchDescriptor":
            // `FetchDescriptor<Item>(predicate: …, sortBy: […])`: what `context.fetch` selects.
            // Every property a fetch has, so that `descriptor.fetchLimit = 1` has one to set.
            var properties: [String: Value] = [
                "model": .string(Self.genericArgument(of: type) ?? ""), "predicate": .void, "sortBy": .array([]),
                "fetchLimit": .void, "fetchOffset": .void, "includePendingChanges": .bool(true),
                "propertiesToFetch": .array([]), "relationshipKeyPathsForPrefetching": .array([]),
            ]
            for argument in arguments {
                properties[argument.label ?? "_"] = argument.value
            }
            return .instance(Instance(typeName: "FetchDescriptor", properties: properties))
        case "SortDescriptor":
            guard let path = arguments.first, case .keyPath = path.value else {
                throw EvaluationError(location: at, message: "SortDescriptor takes a key path: SortDescriptor(\\.name)")
            }
            var properties: [String: Value] = ["keyPath": path.value]
            if let order = arguments.first(where: { $0.label == "order" }) { properties["order"] = order.value }
            return .instance(Instance(typeName: "SortDescriptor", properties: properties))
        default:
            return nil
        }
    }

    /// `FetchDescriptor<Item>` written as a type: its model's name kept in the type's name.
    static func genericArgument(of type: String) -> String? {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        return String(type[type.index(after: open)..<type.index(before: type.endIndex)])
    }

    static func isModelContainer(_ value: Value) -> Bool {
        if case .instance(let instance) = value, instance.typeName == "ModelContainer" { return true }
        return false
    }

    /// A new, empty container: its models are kept in the object store under its key.
    func newModelContainer() -> Value {
        modelContainer(key: newObjectKey("ModelContainer"))
    }

    /// The container whose models are kept under `key`, empty the first time.
    func modelContainer(key: String) -> Value {
        _ = objects.value(key + ".models", initial: .array([]))
        var container = Instance(typeName: "ModelContainer", properties: [:], objectKey: key)
        container.properties["mainContext"] = modelContext(key)
        return .instance(container)
    }

    func modelContext(of container: Value) -> Value {
        guard case .instance(let instance) = container, let key = instance.objectKey else { return .void }
        return modelContext(key)
    }

    private func modelContext(_ containerKey: String) -> Value {
        .instance(
            Instance(
                typeName: "ModelContext",
                properties: ["container": .string(containerKey), "autosaveEnabled": .bool(true)]))
    }

    /// `@Environment(\.modelContext)`: a context of the container in force where it is used.
    func environmentModelContext() -> Value {
        modelContext(Self.environmentContainer)
    }

    /// The container a `ModelContext` value writes to.
    private func containerKey(of context: Instance) -> String? {
        guard context.typeName == "ModelContext", case .string(let key)? = context.properties["container"] else {
            return nil
        }
        guard key == Self.environmentContainer else { return key }
        guard case .instance(let container) = environmentModelContainer() else { return nil }
        return container.objectKey
    }

    /// The object key under which the container the preview last passed down is kept.
    static let previewContainerKey = "ModelContainer.preview"
    /// What a `ModelContext` of `@Environment(\.modelContext)` holds instead of a container's key: the
    /// environment's, found where it is used. The view is made before `.modelContainer(…)` wraps it,
    /// and its actions run outside the modifier.
    private static let environmentContainer = "@environment"

    /// The container the environment passes down (`.modelContainer(…)`); outside one (an action), the
    /// one the preview passed; made empty where none is passed, as a preview without one would have
    /// no store at all.
    func environmentModelContainer() -> Value {
        if let passed = environmentOverrides[Self.modelContainerKey] { return passed }
        if let previewed = objects.value(Self.previewContainerKey) { return previewed }
        let key = "ModelContainer.empty"
        if let kept = objects.value(key) { return kept }
        let made = newModelContainer()
        _ = objects.value(key, initial: made)
        return made
    }

    /// `context.insert(model)`, `context.fetch(descriptor)`, `context.delete(model)`, `context.save()`;
    /// nil when `receiver` is not a context or a container.
    func swiftDataMethod(_ name: String, on receiver: Value, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard case .instance(let instance) = receiver else { return nil }
        if instance.typeName == "ModelContainer", let key = instance.objectKey, name == "deleteAllData" {
            objects.set(key + ".models", .array([]))
            return .void
        }
        guard let key = containerKey(of: instance) else { return nil }
        let store = key + ".models"
        var models: [Value] = []
        if case .array(let kept)? = objects.value(store) { models = kept }
        switch name {
        case "insert":
            // A model of a type Neumorph does not know (a stand-in) is kept nowhere.
            guard let model = arguments.first?.value, case .instance(let object) = model, object.objectKey != nil else {
                return .void
            }
            if !models.contains(where: { Self.sameObject($0, model) }) { objects.set(store, .array(models + [model])) }
            return .void
        case "delete":
            // `delete(model)`; `delete(model: Item.self)` empties the store of that model.
            if let type = arguments.first(where: { $0.label == "model" }), case .type(let typeName) = type.value {
                objects.set(store, .array(models.filter { Self.typeName(of: $0) != typeName }))
                return .void
            }
            guard let model = arguments.first?.value else { return .void }
            objects.set(store, .array(models.filter { !Self.sameObject($0, model) }))
            return .void
        case "save", "rollback", "processPendingChanges":
            return .void
        case "fetch", "fetchCount":
            guard let descriptor = arguments.first?.value, case .instance(let fetch) = descriptor,
                fetch.typeName == "FetchDescriptor", case .string(let model)? = fetch.properties["model"]
            else {
                throw EvaluationError(location: at, message: "\(name) takes a FetchDescriptor<Model>")
            }
            let found = try query(
                model, in: key, filter: fetch.properties["predicate"], sort: fetch.properties["sortBy"], order: nil,
                at: at)
            var limited = found
            if let limit = fetch.properties["fetchLimit"]?.numeric, limit >= 0 {
                limited = Array(found.prefix(Int(limit)))
            }
            return name == "fetch" ? .array(limited) : .int(limited.count)
        default:
            return nil
        }
    }

    private static func sameObject(_ a: Value, _ b: Value) -> Bool {
        guard case .instance(let x) = a, case .instance(let y) = b, let k = x.objectKey else { return false }
        return k == y.objectKey
    }

    private static func typeName(of value: Value) -> String? {
        if case .instance(let instance) = value { return instance.typeName }
        return nil
    }

    /// The models of class `model` the container holds: those inserted, and those they reach through
    /// their properties (SwiftData inserts a relationship's models with the model), in the order they
    /// were inserted; kept where `filter` holds, ordered by `sort`.
    func query(
        _ model: String, in containerKey: String, filter: Value?, sort: Value?, order: Value?, at: SourceLocation
    ) throws(EvaluationError) -> [Value] {
        // `@Query var records: [Record]` where `typealias Record = SchemaV2.Record`.
        let resolved = try program.resolveType(model, from: nil) ?? model
        var found: [Value] = []
        var seen: Set<String> = []
        func visit(_ value: Value, depth: Int) {
            guard depth < 8 else { return }
            switch value {
            case .array(let elements):
                for element in elements { visit(element, depth: depth + 1) }
            case .stateReference(let key):
                if let held = objects.value(key) { visit(held, depth: depth) }
            case .instance(let object):
                guard let key = object.objectKey else { return }
                guard seen.insert(key).inserted else { return }
                if object.typeName == model || object.typeName == resolved { found.append(value) }
                for property in object.properties.keys.sorted() {
                    if case .stateReference(let stored)? = object.properties[property],
                        let held = objects.value(stored)
                    {
                        visit(held, depth: depth + 1)
                    }
                }
            default:
                return
            }
        }
        if case .array(let models)? = objects.value(containerKey + ".models") {
            for value in models { visit(value, depth: 0) }
        }
        if let filter, !filter.isNil {
            var kept: [Value] = []
            do {
                for value in found {
                    var scope = Scope()
                    let holds = try callValue(
                        filter, [EvaluatedArgument(label: nil, value: value, location: at)], arguments: [], at: at,
                        &scope)
                    if try Convert.bool(holds, at: at) { kept.append(value) }
                }
            } catch  where !error.isFatal {
                // A predicate that cannot be worked out here selects nothing, rather than everything.
                noteIgnored(
                    "Predicate", at: error.location ?? at,
                    message: "the #Predicate could not be applied (\(error.brief)); the fetch finds nothing")
                kept = []
            }
            found = kept
        }
        return try sorted(found, by: sort, order: order, at: at)
    }

    /// `sort: \Item.name`, `sort: [SortDescriptor(\.name, order: .reverse)]`, `order: .reverse`.
    private func sorted(_ models: [Value], by sort: Value?, order: Value?, at: SourceLocation)
        throws(EvaluationError) -> [Value]
    {
        var keys: [(path: [String], reverse: Bool)] = []
        let reverse = order?.memberName == "reverse"
        switch sort {
        case .keyPath(let path)?:
            keys = [(path, reverse)]
        case .array(let descriptors)?:
            for descriptor in descriptors {
                switch descriptor {
                case .keyPath(let path): keys.append((path, reverse))
                case .instance(let d) where d.typeName == "SortDescriptor":
                    guard case .keyPath(let path)? = d.properties["keyPath"] else { continue }
                    keys.append((path, d.properties["order"]?.memberName == "reverse"))
                default: continue
                }
            }
        case .instance(let d)? where d.typeName == "SortDescriptor":
            if case .keyPath(let path)? = d.properties["keyPath"] {
                keys = [(path, d.properties["order"]?.memberName == "reverse")]
            }
        default:
            break
        }
        guard !keys.isEmpty else { return models }
        var rows: [(model: Value, values: [Value])] = []
        for model in models {
            var values: [Value] = []
            for key in keys { values.append(try value(at: key.path, of: model, at: at)) }
            rows.append((model, values))
        }
        // Values that do not compare (a model's relationship) keep the order they were inserted in.
        let ordered = rows.enumerated().sorted { a, b in
            for (index, key) in keys.enumerated() {
                let c = Self.sortOrder(a.element.values[index], b.element.values[index], at: at)
                if c != 0 { return key.reverse ? c > 0 : c < 0 }
            }
            return a.offset < b.offset
        }
        return ordered.map { $0.element.model }
    }

    /// How a `SortDescriptor` orders two values, as Foundation's does: a Bool's false before its true,
    /// nil before any value; values that do not compare are equal.
    private static func sortOrder(_ a: Value, _ b: Value, at: SourceLocation) -> Int {
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return x == y ? 0 : x ? 1 : -1
        case (.void, .void): return 0
        case (.void, _): return -1
        case (_, .void): return 1
        default: return (try? compare(a, b, at: at)) ?? 0
        }
    }

    /// What `@Query` keeps: the fetch, run each time the property is read, so that it reads the
    /// container the environment has while the body is built (`.modelContainer(…)` wraps the view
    /// after the view is made). Not a name Swift code can write.
    static let queryTypeName = "@Query"

    /// `@Query(filter: …, sort: …, order: …) var items: [Item]`, or `_items = Query(…)` in an init.
    func queryProperty(_ member: Declaration, _ v: VariableDeclaration, of type: String) throws(EvaluationError)
        -> Value
    {
        var scope = Scope(selfType: type)
        var arguments: [EvaluatedArgument] = []
        for argument in member.attributes.first?.arguments ?? [] {
            arguments.append(
                EvaluatedArgument(
                    label: argument.label, value: try evaluate(argument.value, &scope),
                    location: argument.value.location))
        }
        return query(arguments, for: v, at: member.location)
    }

    /// The fetch `Query(…)`'s arguments describe, for the property `v`.
    func query(_ arguments: [EvaluatedArgument], for v: VariableDeclaration, at: SourceLocation) -> Value {
        var properties: [String: Value] = [
            "model": .string(v.type.flatMap(Self.elementTypeName) ?? ""), "name": .string(v.name),
        ]
        for argument in arguments { properties[argument.label ?? "filter"] = argument.value }
        // The container in force where the view is made, for a read where none is (an action's).
        if let container = environmentOverrides[Self.modelContainerKey] { properties["container"] = container }
        return .instance(Instance(typeName: Self.queryTypeName, properties: properties))
    }

    /// A `@Query` property read: the models of its type the environment's container holds, with a
    /// note when there are none.
    func resolveQuery(_ fetch: Instance, at location: SourceLocation) throws(EvaluationError) -> Value {
        let passed = environmentOverrides[Self.modelContainerKey] ?? fetch.properties["container"]
        guard case .string(let model)? = fetch.properties["model"], !model.isEmpty,
            case .instance(let container) = passed ?? environmentModelContainer(), let key = container.objectKey
        else { return .array([]) }
        let found = try query(
            model, in: key, filter: fetch.properties["filter"], sort: fetch.properties["sort"],
            order: fetch.properties["order"], at: location)
        if found.isEmpty, !runsAction, case .string(let name)? = fetch.properties["name"] {
            noteIgnored(
                "Query", at: location,
                message: passed == nil
                    ? "@Query var \(name) fetches from no store here (it is empty)"
                    : "@Query var \(name) finds no \(model) in the preview's container")
        }
        return .array(found)
    }

    /// `[Item]`'s `Item`.
    static func elementTypeName(_ type: TypeSyntax) -> String? {
        switch type {
        case .array(let element): return Program.name(of: element)
        case .optional(let inner): return elementTypeName(inner)
        default: return nil
        }
    }
}

import Raster
import Style
import SwiftSource

/// The environment a view passes down: the colour scheme, objects, the module's own keys. These are
/// applied before the view they modify is built, so the views inside read them.
extension ModifierCatalog {
    static let environment: [ModifierDeclaration] = [
        ModifierDeclaration(
            "environment",
            ["environment(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)", "environment(_ object: T)"],
            "the value @Environment(\\.key) reads inside: colorScheme, isEnabled, colorSchemeContrast, dynamicTypeSize "
                + "or a key the module declares"
        ) { e, call throws(EvaluationError) in
            let first = try call.list.required(nil)
            let value = call.list.take(nil)
            if case .keyPath(let path) = first.value, path.last == "colorScheme", let value {
                return try call.wrap(.colorScheme(try e.colorScheme(value.value, at: value.location)))
            }
            if case .keyPath(let path) = first.value, path.last == "dynamicTypeSize" || path.last == "sizeCategory",
                let value
            {
                let size = try e.dynamicTypeSize(value.value, at: value.location)
                return try call.wrap(.dynamicTypeSize(size...size))
            }
            if case .keyPath(let path) = first.value, path.last == "isEnabled", let value,
                try Convert.bool(value.value, at: value.location) == false
            {
                return try call.wrap(.disabled)
            }
            return try call.unchanged()
        },
        ModifierDeclaration(
            "environmentObject", ["environmentObject(_ object: T) where T: ObservableObject"],
            "the object @EnvironmentObject properties of its type read inside"
        ) { _, call throws(EvaluationError) in
            call.skip(nil)
            return try call.unchanged()
        },
        ModifierDeclaration(
            "modelContainer",
            [
                "modelContainer(_ container: ModelContainer)",
                "modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false)",
            ],
            "the SwiftData container @Query and @Environment(\\.modelContext) read inside: the models a preview "
                + "inserted into it, or an empty one made for the types named"
        ) { _, call throws(EvaluationError) in
            call.skip(nil, "for", "inMemory", "isAutosaveEnabled", "isUndoEnabled", "onSetup")
            return try call.unchanged()
        },
        ModifierDeclaration(
            "preferredColorScheme", ["preferredColorScheme(_ colorScheme: ColorScheme?)"],
            "the whole preview shown in that scheme, wherever it is written: colours resolve in it, "
                + "@Environment(\\.colorScheme) reads it, the bars and the background take it"
        ) { e, call throws(EvaluationError) in
            let s = try call.list.required(nil)
            if case .void = s.value { return try call.unchanged() }
            let scheme = try e.colorScheme(s.value, at: s.location)
            // A preference the window takes, as SwiftUI hands it up to the presentation.
            e.screen?.state.preferColorScheme(scheme)
            return try call.wrap(.colorScheme(scheme))
        },
        ModifierDeclaration(
            "colorScheme", ["colorScheme(_ colorScheme: ColorScheme)"], "preferredColorScheme (deprecated in SwiftUI)"
        ) { e, call throws(EvaluationError) in
            let s = try call.list.required(nil)
            return try call.wrap(.colorScheme(try e.colorScheme(s.value, at: s.location)))
        },
        ModifierDeclaration(
            "dynamicTypeSize", ["dynamicTypeSize(_ size: DynamicTypeSize)"],
            "the Dynamic Type size of the views inside, or the range it is kept in (...DynamicTypeSize.xxxLarge): "
                + "text in text styles, fonts relative to them and @ScaledMetric values are drawn at it"
        ) { e, call throws(EvaluationError) in
            let size = try call.list.required(nil)
            return try call.wrap(.dynamicTypeSize(try e.dynamicTypeRange(size.value, at: size.location)))
        },
    ]
}

extension Evaluator {
    func colorScheme(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Appearance.ColorScheme {
        guard case .implicitMember(let name, _) = value, name == "dark" || name == "light" else {
            throw EvaluationError(
                location: location, message: "the colour scheme is .light or .dark, got \(value.kindName)")
        }
        return name == "dark" ? .dark : .light
    }

    /// What an environment modifier sets for the views it wraps, read while they are built
    /// (`@Environment(\.key)`, `@EnvironmentObject`); nil for other modifiers.
    func environmentOverrides(_ name: String, _ arguments: [EvaluatedArgument]) throws(EvaluationError)
        -> [String: Value]?
    {
        switch name {
        case "environment":
            guard arguments.count == 2, case .keyPath(let path) = arguments[0].value, let key = path.last else {
                if arguments.count == 1, case .instance(let object) = arguments[0].value {
                    return ["object:" + object.typeName: arguments[0].value]
                }
                return nil
            }
            if key == "dynamicTypeSize" || key == "sizeCategory" {
                let size = try dynamicTypeSize(arguments[1].value, at: arguments[1].location)
                return dynamicTypeOverrides(size...size, at: arguments[1].location)
            }
            return [key: arguments[1].value]
        case "modelContainer":
            // `.modelContainer(container)`; `.modelContainer(for: Item.self, inMemory: true)` is an empty one.
            // The one made for the types is the same each time the modifier is evaluated (the view
            // inside is made, then built, under it), kept by where it is written.
            let container: Value
            if let passed = arguments.first(where: { $0.label == nil }), Self.isModelContainer(passed.value) {
                container = passed.value
            } else {
                let place = arguments.first?.location.placed(in: "") ?? ""
                container = modelContainer(key: "ModelContainer(for:)@\(place)")
            }
            // The container the actions of the views inside reach too: they run after the body is
            // built, outside the modifier.
            if case .instance(let new) = container {
                var recorded: String?
                if case .instance(let old)? = objects.value(Self.previewContainerKey) { recorded = old.objectKey }
                if recorded != new.objectKey { objects.set(Self.previewContainerKey, container) }
            }
            return [Self.modelContainerKey: container]
        case "environmentObject":
            guard let object = arguments.first, case .instance(let instance) = object.value else { return nil }
            return ["object:" + instance.typeName: object.value]
        case "preferredColorScheme", "colorScheme":
            guard let scheme = arguments.first, case .implicitMember = scheme.value else { return nil }
            return ["colorScheme": scheme.value]
        case "disabled":
            guard let d = arguments.first, case .bool(true) = d.value else { return nil }
            return ["isEnabled": .bool(false)]
        case "dynamicTypeSize":
            guard let size = arguments.first else { return nil }
            return dynamicTypeOverrides(try dynamicTypeRange(size.value, at: size.location), at: size.location)
        default:
            return nil
        }
    }

    /// Runs `body` with `overrides` in the environment, as the views inside a modifier see it.
    func withEnvironment<T>(_ overrides: [String: Value], _ body: () throws(EvaluationError) -> T)
        throws(EvaluationError) -> T
    {
        let saved = environmentOverrides
        environmentOverrides.merge(overrides) { $1 }
        defer { environmentOverrides = saved }
        return try body()
    }
}

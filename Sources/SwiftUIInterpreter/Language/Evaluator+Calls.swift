import Raster
import Style
import SwiftSource

/// Calls: initialisers (SwiftUI's, the standard library's and the module's types'), functions and
/// closures, methods on values (a mutating one writes its result back where the value is held),
/// and SwiftUI's modifiers.
extension Evaluator {
    func evaluateArguments(_ arguments: [Argument], _ scope: inout Scope) throws(EvaluationError)
        -> [EvaluatedArgument]
    {
        var evaluated: [EvaluatedArgument] = []
        for argument in arguments {
            var isLiteral = false
            switch argument.value.kind {
            case .stringLiteral, .interpolatedString: isLiteral = true
            default: break
            }
            evaluated.append(
                EvaluatedArgument(
                    label: argument.label, value: try evaluate(argument.value, &scope),
                    location: argument.value.location, isLiteral: isLiteral))
        }
        return evaluated
    }

    func call(_ callee: Expression, arguments: [Argument], at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value
    {
        switch callee.kind {
        case .identifier(let name):
            return try callName(name, callee: callee, arguments: arguments, at: at, &scope)
        case .member(let baseExpression, let name):
            return try callMember(name, of: baseExpression, arguments: arguments, at: at, &scope)
        case .implicitMember(let name):
            return .implicitCall(name, try evaluateArguments(arguments, &scope), at: at)
        case .selfType:
            // `Self(light:dark:)` in `extension Color { static var title: Self { … } }`.
            guard let type = scope.selfType else {
                throw EvaluationError(location: at, message: "'Self' is only available inside a type")
            }
            return try construct(type, try evaluateArguments(arguments, &scope), at: at, allowExtensions: true)
        default:
            let value = try evaluate(callee, &scope)
            return try callValue(value, try evaluateArguments(arguments, &scope), arguments: arguments, at: at, &scope)
        }
    }

    /// `name(…)`: a closure or function held by that name, a method of `self` or of the view an
    /// extension runs on, a module or standard-library function, a type's initialiser.
    private func callName(
        _ name: String, callee: Expression, arguments: [Argument], at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) -> Value {
        let held =
            scope.lookup(name) ?? scope.instance?.properties[name].map { v in (try? read(v, name: name, at: at)) ?? v }
        if let held {
            switch held {
            case .closure, .function:
                return try callValue(
                    held, try evaluateArguments(arguments, &scope), arguments: arguments, at: at, &scope)
            case .instance(let instance) where isLayout(instance):
                // `layout { … }`: a layout held in a variable, around its subviews.
                return try laidOut(by: instance, try evaluateArguments(arguments, &scope), at: at)
            case .type(let type):
                // A type declared in the body (`struct Wrapper: View { … }`), made by its local name.
                return try construct(type, try evaluateArguments(arguments, &scope), at: at, allowExtensions: true)
            default:
                // An `@autoclosure` parameter, called: its value (arguments are evaluated eagerly).
                if arguments.isEmpty, scope.lookup(name) != nil { return held }
            }
        }
        // A method named like a type (`@ViewBuilder func MusicListView() -> some View`) is the method.
        let isMethod = scope.instance.map { program.declaresMethod(name, of: $0.typeName) } ?? false
        if held == nil, !isMethod, let image = try remoteImage(name, arguments, at: at, &scope) { return image }
        if held == nil, !isMethod, let standIn = try standIn(for: name, at: at, scope) {
            // A view or type neither the file, its module nor SwiftUI here declares (`Chart(…)`,
            // `DateFormatter()`): its arguments mean nothing here, so they are not evaluated.
            return standIn
        }
        let evaluated = try evaluateArguments(arguments, &scope)
        if let receiver = scope.receiver, scope.lookup(name) == nil,
            try program.resolveType(name, from: scope.selfType) == nil, !Builtins.typeNames.contains(name),
            !StandardLibrary.typeNames.contains(name), StandardLibrary.functions.contains(name) == false
        {
            // `modifier(…)` inside `extension View { func … }`: on the view the method runs on.
            return try method(name, evaluated, on: receiver, at: at)
        }
        if name == "print", scope.lookup(name) == nil {
            let text = evaluated.map { Self.printed($0.value) }.joined(separator: " ")
            screen?.output(text)
            return .void
        }
        if let instance = scope.instance,
            let member = try program.method(name, of: instance.typeName, accepting: evaluated),
            case .function(let f) = member.kind
        {
            var receiver: Instance? = instance
            let value = try callFunction(
                f, at: member.location, arguments: evaluated, argumentExpressions: arguments, instance: &receiver,
                selfType: nil, callAt: at, &scope)
            if member.modifiers.contains("mutating") || instance.objectKey == nil { scope.instance = receiver }
            return value
        }
        var context = scope.selfType
        while let type = context {
            if let first = try program.staticMember(name, of: type), case .function = first.kind {
                // Of overloads (`hex(rgb:)`, `hex(rgba:)`), the one whose labels the arguments have.
                let member =
                    try program.method(name, of: type, isStatic: first.isStatic, accepting: evaluated) ?? first
                guard case .function(let f) = member.kind else { return .void }
                // An extension's instance method, called from inside the type, keeps `self`.
                var receiver = member.isStatic ? nil : scope.instance
                return try callFunction(
                    f, at: member.location, arguments: evaluated, argumentExpressions: arguments,
                    instance: &receiver, selfType: type, callAt: at, &scope)
            }
            context = type.lastIndex(of: ".").map { String(type[..<$0]) }
        }
        if try program.resolveType(name, from: scope.selfType) == nil, !Builtins.typeNames.contains(name),
            let global = try program.staticMember(name, of: ""), case .function(let f) = global.kind
        {
            var none: Instance?
            return try callFunction(
                f, at: global.location, arguments: evaluated, argumentExpressions: arguments, instance: &none,
                selfType: nil, callAt: at, &scope)
        }
        if let value = try standardFunction(name, evaluated, at: at) { return value }
        let base = try evaluate(callee, &scope)
        // `CLLocationCoordinate2DMake(…)`: another framework's function, a stand-in.
        if case .standIn = base { return base }
        // `dismiss()` through a property holding the presentation's DismissAction.
        if case .instance = base { return try callValue(base, evaluated, arguments: arguments, at: at, &scope) }
        guard case .type(let type) = base else {
            throw EvaluationError(location: at, message: "\(base.kindName) cannot be called")
        }
        return try construct(type, evaluated, at: at, allowExtensions: true)
    }

    /// The modifiers whose environment the views inside read as they are made.
    static let environmentModifiers: Set<String> = ["environment", "environmentObject", "modelContainer"]

    /// `base.name(…)`.
    private func callMember(
        _ name: String, of baseExpression: Expression, arguments: [Argument], at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) -> Value {
        if baseExpression.kind == .selfValue, name == "init", let instance = scope.instance,
            instance.objectKey == nil, try program.type(instance.typeName) != nil
        {
            // `self.init(title: title)` in a struct's own initialiser: the other initialiser makes the
            // properties, and this one goes on from them.
            let made = try instantiate(instance.typeName, try evaluateArguments(arguments, &scope), at: at)
            if case .instance(let delegated) = made {
                scope.instance?.properties.merge(delegated.properties) { _, made in made }
            }
            return .void
        }
        if baseExpression.kind == .selfValue, name == "init", let object = scope.instance, object.objectKey != nil {
            // `self.init(…)` in a class's convenience initialiser: the designated one runs on this object.
            guard try runInitializer(of: object.typeName, on: object, try evaluateArguments(arguments, &scope), at: at)
            else {
                throw EvaluationError(
                    location: at, message: "class \(object.typeName) has no init taking these arguments")
            }
            return .void
        }
        if baseExpression.kind == .selfValue || baseExpression.kind == .superValue, name == "init",
            let type = scope.selfType
        {
            // `self.init(…)` in an extension's initialiser: SwiftUI's own initialiser; `super.init()`
            // in a class: nothing to do.
            if baseExpression.kind == .superValue { return .void }
            return try construct(type, try evaluateArguments(arguments, &scope), at: at, allowExtensions: false)
        }
        if name == "toggle", arguments.isEmpty {
            let current = try evaluate(baseExpression, &scope)
            if case .bool(let b) = current {
                try store(.bool(!b), into: baseExpression, at: at, &scope)
                return .void
            }
        }
        var madeInEnvironment: Value?
        if Self.environmentModifiers.contains(name), ModifierCatalog.byName[name] != nil {
            // `NavigationStack { Screen() }.modelContainer(container)`: what an environment modifier sets
            // is in force while the views inside are made, which reads it as they are initialised
            // (`@Query`, `@Environment(Model.self)`), inside the containers they sit in too.
            let evaluated = try evaluateArguments(arguments, &scope)
            if let overrides = try environmentOverrides(name, evaluated) {
                let base = try withEnvironment(overrides) { () throws(EvaluationError) -> Value in
                    try evaluate(baseExpression, &scope)
                }
                switch base {
                case .view: return .view(try modifiedView(name, evaluated, base, at: at))
                case .instance(let view) where try program.instanceMember("body", of: view.typeName) != nil:
                    // A view struct, built inside the environment too.
                    return .view(try modifiedView(name, evaluated, base, at: at))
                default:
                    // Anything else goes on below, made once.
                    madeInEnvironment = base
                }
            }
        }
        var base: Value
        if let madeInEnvironment { base = madeInEnvironment } else { base = try evaluate(baseExpression, &scope) }
        if case .standIn(let standIn) = base {
            // `Chart(…).frame(height: 200)`: a view's modifier makes the stand-in the placeholder it is
            // where a view goes; any other method (`formatter.string(from:)`) gives the stand-in again.
            let onView = try extensionMethod(name, on: .view(.empty), labels: arguments.map(\.label), closures: [])
            guard ModifierCatalog.byName[name] != nil || onView != nil else { return base }
            base = .view(standIn.view)
        }
        if case .view(let node) = base, RemoteImage.source(of: node) != nil,
            let modified = try remoteImageModifier(name, on: node, try evaluateArguments(arguments, &scope), at: at)
        {
            return modified
        }
        let closures = arguments.map {
            if case .closure = $0.value.kind { true } else { false }
        }
        let isExtension = try extensionMethod(name, on: base, labels: arguments.map(\.label), closures: closures) != nil
        if name == "modifier" || isExtension {
            guard case .view = base, drawsPlaceholders else {
                return try method(name, try evaluateArguments(arguments, &scope), on: base, at: at)
            }
            do {
                return try method(name, try evaluateArguments(arguments, &scope), on: base, at: at)
            } catch  where !error.isFatal {
                noteIgnored(name, at: error.location ?? at, message: "\(error.brief) (drawn without .\(name))")
                return base
            }
        }
        switch base {
        case .type(let type):
            let evaluated = try evaluateArguments(arguments, &scope)
            if name == "init" { return try construct(type, evaluated, at: at, allowExtensions: true) }
            if let member = try program.method(name, of: type, isStatic: true, accepting: evaluated),
                case .function(let f) = member.kind
            {
                var none: Instance?
                return try callFunction(
                    f, at: member.location, arguments: evaluated, argumentExpressions: arguments, instance: &none,
                    selfType: type, callAt: at, &scope)
            }
            if try program.type(type) != nil {
                let value = try typeMember(name, of: type, at: at)
                return try callValue(value, evaluated, arguments: arguments, at: at, &scope)
            }
            if let value = try StandardLibrary.staticCall(type, name, evaluated, at: at, self) { return value }
            return try staticCall(type, name, evaluated, at: at)
        case .instance(let instance):
            if let value = try decodingCall(name, on: instance, arguments, at: at, &scope) { return value }
            if instance.typeName == "Scanner", let (value, found, moved) = TextScanning.scan(name, instance) {
                // `scanner.scanHexInt64(&rgb)`: the number written where the argument points, the
                // scanner moved on where it is held (`Scanner(string: s).scan…` is held nowhere).
                if let first = arguments.first, case .inout(let target) = first.value.kind {
                    try store(.int(value), into: target, at: at, &scope)
                }
                try? store(.instance(moved), into: baseExpression, at: at, &scope)
                return .bool(found)
            }
            if instance.typeName == LayoutSubviews.proxyType || instance.typeName == LayoutSubviews.spacingType
                || instance.typeName == ProposedViewSize.typeName
            {
                let evaluated = try evaluateArguments(arguments, &scope)
                if let value = try layoutSubviews?.method(name, of: instance, evaluated, at: at, self) {
                    return value
                }
                if let value = try ProposedViewSize.method(name, of: instance, evaluated, at: at, self) {
                    return value
                }
            }
            if let found = try program.instanceMember(name, of: instance.typeName), case .function = found.kind {
                let evaluated = try evaluateArguments(arguments, &scope)
                // Of overloads, the one whose labels the arguments have.
                let member = try program.method(name, of: instance.typeName, accepting: evaluated) ?? found
                guard case .function(let f) = member.kind else { return .void }
                var receiver: Instance? = instance
                let value = try callFunction(
                    f, at: member.location, arguments: evaluated, argumentExpressions: arguments, instance: &receiver,
                    selfType: nil, callAt: at, &scope)
                if member.modifiers.contains("mutating"), instance.objectKey == nil, let changed = receiver {
                    try store(.instance(changed), into: baseExpression, at: at, &scope)
                }
                return value
            }
            if let declaration = try program.instanceMember(name, of: instance.typeName),
                case .variable = declaration.kind
            {
                // A stored closure called: `action()`, `onTap(value)`.
                let value = try member(name, of: base, at: at, &scope)
                return try callValue(
                    value, try evaluateArguments(arguments, &scope), arguments: arguments, at: at, &scope)
            }
            if let stored = instance.properties[name] {
                let value = try read(stored, name: name, at: at)
                if case .closure = value {
                    return try callValue(
                        value, try evaluateArguments(arguments, &scope), arguments: arguments, at: at, &scope)
                }
            }
        default:
            break
        }
        guard drawsPlaceholders, try isViewLike(base, name) else {
            if let (result, updated) = try standardMethod(
                name, on: base, try evaluateArguments(arguments, &scope), at: at, &scope)
            {
                if let updated { try store(updated, into: baseExpression, at: at, &scope) }
                return result
            }
            try isModifier(name, of: base, at: at)
            return try apply(name, try evaluateArguments(arguments, &scope), to: base, at: at)
        }
        if case .view(let node) = base, let placeholder = Placeholder.imageModifier(name, on: node) {
            return .view(placeholder)
        }
        // A modifier of a view that the interpreter lacks, or whose arguments it cannot make (evaluated
        // here, where a failure is caught), is left out with a note: the view is drawn without it.
        guard isDeclared(name) else {
            noteIgnored(
                name, at: at, message: ".\(name) is not a modifier Neumorph knows (drawn without it)",
                isUnknownModifier: true)
            return base
        }
        do {
            return try apply(name, try evaluateArguments(arguments, &scope), to: base, at: at)
        } catch  where !error.isFatal {
            noteIgnored(name, at: error.location ?? at, message: "\(error.brief) (drawn without .\(name))")
            return base
        }
    }

    /// Calls a closure or function value with evaluated arguments.
    func callValue(
        _ value: Value, _ evaluated: [EvaluatedArgument], arguments: [Argument], at: SourceLocation,
        _ scope: inout Scope
    ) throws(EvaluationError) -> Value {
        switch value {
        case .closure(let closure):
            return try invoke(closure, evaluated.map(\.value), at: at)
        case .function(let function):
            var receiver = function.instance
            return try callFunction(
                function.declaration, at: function.location, arguments: evaluated, argumentExpressions: arguments,
                instance: &receiver, selfType: function.selfType, callAt: at, &scope)
        case .type(let type):
            return try construct(type, evaluated, at: at, allowExtensions: true)
        case .instance(let instance) where isLayout(instance):
            return try laidOut(by: instance, evaluated, at: at)
        case .instance(let instance) where instance.typeName == Presentation.dismissType:
            // `dismiss()` inside what a sheet or alert presents: the binding that presents it is reset.
            if case .string(let key)? = instance.properties["stateKey"] {
                objects.set(key, instance.properties["dismissed"] ?? .bool(false))
            }
            return .void
        case .standIn:
            return value
        default:
            throw EvaluationError(location: at, message: "\(value.kindName) cannot be called")
        }
    }

    /// The types whose extensions may declare a method called on `base`: its own type, the protocols
    /// it conforms to, then the SwiftUI protocols (`extension Image { func circular() }`, `extension View`).
    private func extensionTypes(of base: Value) throws(EvaluationError) -> [String] {
        switch base {
        case .instance(let instance):
            return [instance.typeName] + (try program.conformances(of: instance.typeName)) + ["View"]
        case .shape: return ["Shape", "InsettableShape", "View"]
        // The shared instances the standard library stands for by a name: `Bundle.main.appVersion` of
        // the module's `extension Bundle`.
        case .type("Bundle.main"): return ["Bundle"]
        case .type("UserDefaults.standard"): return ["UserDefaults"]
        case .type("Calendar.current"): return ["Calendar"]
        case .type, .configuration: return []
        case .color: return ["Color", "ShapeStyle", "View"]
        case .shapeStyle: return ["LinearGradient", "ShapeStyle", "View"]
        // The standard library's values: the module's extensions of their types (`"key".localized`).
        case .string: return ["String", "StringProtocol"]
        case .int: return ["Int", "BinaryInteger", "Numeric"]
        case .number: return ["Double", "CGFloat", "Float", "BinaryFloatingPoint", "Numeric"]
        case .bool: return ["Bool"]
        case .array: return ["Array", "Collection", "Sequence"]
        case .dictionary, .tuple, .range, .void: return []
        case .view(var node):
            // `Text(…).font(.title)` is still a Text (SwiftUI's Text modifiers return Text).
            while case .modified(let child, _) = node { node = child }
            switch node {
            case .image, .asset: return ["Image", "View"]
            case .text: return ["Text", "View"]
            // `extension Button { func softButtonStyle(…) }` on a Button, and the like.
            case .control(let control):
                switch control.kind {
                case .button: return ["Button", "View"]
                case .toggle: return ["Toggle", "View"]
                case .textField: return ["TextField", "View"]
                case .slider: return ["Slider", "View"]
                case .stepper: return ["Stepper", "View"]
                case .picker: return ["Picker", "View"]
                case .progress: return ["ProgressView", "View"]
                case .choice: return ["View"]
                }
            default: return ["View"]
            }
        default: return ["View"]
        }
    }

    /// `view.framed` where the module's `extension View { var framed: some View { … } }` declares it: the
    /// getter run with `self` the view; nil when no extension of `base`'s types declares `name`.
    func extensionProperty(_ name: String, of base: Value, at: SourceLocation) throws(EvaluationError) -> Value? {
        for type in try extensionTypes(of: base) {
            guard let member = try program.staticMember(name, of: type), !member.isStatic,
                case .variable(let v) = member.kind, let getter = v.getter
            else { continue }
            var scope = Scope(selfType: type)
            scope.receiver = base
            let value = try enteringView(at: at) { () throws(EvaluationError) -> Value in
                try run(getter, &scope, at: member.location)
            }
            return typed(value, as: v.type, in: type)
        }
        return nil
    }

    /// A method a module's extension declares for `base` whose parameters take these arguments: the
    /// file's `.foregroundColor(light:dark:)`, while `.foregroundColor(.red)` stays SwiftUI's.
    private func extensionMethod(_ name: String, on base: Value, labels: [String?], closures: [Bool])
        throws(EvaluationError) -> (type: String, declaration: Declaration, function: FunctionDeclaration)?
    {
        for type in try extensionTypes(of: base) {
            guard try program.staticMember(name, of: type) != nil else { continue }
            // Of overloads (`softOuterShadow(offset:radius:)` beside `softOuterShadow(_ preset:)`), the
            // one these arguments fit.
            for member in program.overloads(name, of: type) where !member.isStatic {
                guard case .function(let f) = member.kind,
                    Self.accepts(f.parameters, labels: labels, closures: closures)
                else { continue }
                return (type, member, f)
            }
        }
        return nil
    }

    /// `view.name(…)` where the module's extension declares `name`, or `view.modifier(M())`; any other
    /// name is SwiftUI's modifier.
    func method(_ name: String, _ arguments: [EvaluatedArgument], on receiver: Value, at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        var scope = Scope()
        if name == "modifier" {
            guard arguments.count == 1, case .instance(let modifier) = arguments[0].value,
                let member = try program.instanceMember("body", of: modifier.typeName),
                case .function(let body) = member.kind
            else {
                throw EvaluationError(location: at, message: ".modifier takes a ViewModifier struct of the module")
            }
            let content = EvaluatedArgument(label: "content", value: .view(try view(receiver, at: at)), location: at)
            var instance: Instance? = modifier
            return try callFunction(
                body, at: member.location, arguments: [content], argumentExpressions: [], instance: &instance,
                selfType: nil, callAt: at, &scope)
        }
        if let found = try extensionMethod(
            name, on: receiver, labels: arguments.map(\.label), closures: arguments.map(\.isClosure))
        {
            if case .instance(let instance) = receiver {
                // `self` is the instance; a modifier called without a receiver (`extension View { func
                // f() { padding() } }`) applies to it unless its own type declares the method.
                var held: Instance? = instance
                let own = found.type == instance.typeName
                return try callFunction(
                    found.function, at: found.declaration.location, arguments: arguments, argumentExpressions: [],
                    instance: &held, selfType: own ? nil : found.type, callAt: at, &scope,
                    receiver: own ? nil : receiver)
            }
            var none: Instance?
            return try callFunction(
                found.function, at: found.declaration.location, arguments: arguments, argumentExpressions: [],
                instance: &none, selfType: found.type, callAt: at, &scope, receiver: receiver)
        }
        if let (result, _) = try standardMethod(name, on: receiver, arguments, at: at, &scope) { return result }
        // `component(.weekday, from: date)` inside `extension Calendar`, run on `Calendar.current`.
        if case .type(let shared) = receiver, shared.contains("."),
            let value = try StandardLibrary.staticCall(shared, name, arguments, at: at, self)
        {
            return value
        }
        try isModifier(name, of: receiver, at: at)
        return try apply(name, arguments, to: receiver, at: at)
    }

    /// Whether a method called on `base` is a view's modifier, which a screen leaves out when it cannot
    /// apply it: on a view, or on what becomes one where a view goes (a module's `View`, a shape, a
    /// colour) when `name` is no method of its own.
    private func isViewLike(_ base: Value, _ name: String) throws(EvaluationError) -> Bool {
        switch base {
        case .view: return true
        case .shape, .path, .color, .shapeStyle: return !MethodCatalog.declares(name)
        case .instance(let instance):
            guard try program.instanceMember(name, of: instance.typeName) == nil else { return false }
            return try program.conformances(of: instance.typeName).contains("View")
        default: return false
        }
    }

    /// For a call `base.name(…)`: the file's own methods come first; else it must be declared
    /// (`Surface/`), or the error lists what is.
    private func isModifier(_ name: String, of base: Value, at: SourceLocation) throws(EvaluationError) {
        switch base {
        case .type: return
        case .instance(let instance) where try program.instanceMember(name, of: instance.typeName) != nil: return
        default: break
        }
        guard isDeclared(name) else {
            throw EvaluationError(location: at, message: ModifierCatalog.unsupported(name))
        }
    }

    /// Calls a closure value (a view's `content()`, a `map`'s transform), its parameters bound in
    /// order; a closure that names none has them as `$0`, `$1`….
    func invoke(_ closure: Closure, _ arguments: [Value], at: SourceLocation) throws(EvaluationError) -> Value {
        var scope = closure.scope
        return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Value in
            if closure.parameters.isEmpty {
                for (index, value) in arguments.enumerated() { inner.define("$\(index)", value) }
            } else if closure.parameters.count > 1, arguments.count == 1, case .tuple(let elements) = arguments[0] {
                // `{ key, value in … }` over a dictionary's pairs, `{ (index, item) in … }` over enumerated().
                for (name, element) in zip(closure.parameters, elements) { inner.define(name, element.value) }
            } else {
                for (name, value) in zip(closure.parameters, arguments) where name != "_" {
                    inner.define(name, value)
                    // `{ $item in … }`: the binding is `$item`, its value `item`.
                    if name.hasPrefix("$"), name.count > 1 { inner.define(String(name.dropFirst()), bound(value)) }
                }
            }
            return try enteringView(at: at) { () throws(EvaluationError) -> Value in
                try run(closure.body, &inner, at: closure.location)
            }
        }
    }

    /// Runs a function the module declares, binding its parameters (labels, defaults, variadics,
    /// `inout`: written back to the caller's variable). `instance` is `self`, as the function leaves it.
    func callFunction(
        _ function: FunctionDeclaration, at location: SourceLocation, arguments: [EvaluatedArgument],
        argumentExpressions: [Argument], instance: inout Instance?, selfType: String?, callAt: SourceLocation,
        _ callerScope: inout Scope, receiver: Value? = nil
    ) throws(EvaluationError) -> Value {
        var scope = Scope(instance: instance, selfType: selfType)
        scope.receiver = receiver
        let bound = try bind(function.parameters, arguments, callee: function.name, at: callAt, into: &scope)
        let value = try enteringView(at: callAt) { () throws(EvaluationError) -> Value in
            try building(views: Self.isViewType(function.returnType)) { () throws(EvaluationError) -> Value in
                try run(function.body, &scope, at: location)
            }
        }
        if instance != nil { instance = scope.instance }
        for (parameter, index) in bound where parameter.isInout && index < argumentExpressions.count {
            guard case .inout(let target) = argumentExpressions[index].value.kind,
                let final = scope.lookup(parameter.name)
            else { continue }
            try store(final, into: target, at: callAt, &callerScope)
        }
        return typed(value, as: function.returnType, in: selfType ?? instance?.typeName)
    }

    /// Binds arguments to parameters as Swift matches them: in order, by label. Returns which
    /// argument each bound parameter took.
    @discardableResult
    func bind(
        _ parameters: [Parameter], _ arguments: [EvaluatedArgument], callee: String, at: SourceLocation,
        into scope: inout Scope
    ) throws(EvaluationError) -> [(Parameter, Int)] {
        var index = 0
        var bound: [(Parameter, Int)] = []
        for parameter in parameters {
            if parameter.isVariadic {
                var values: [Value] = []
                while index < arguments.count, arguments[index].label == parameter.label {
                    values.append(typed(arguments[index].value, as: parameter.type, in: scope.selfType))
                    index += 1
                }
                scope.define(parameter.name, .array(values))
            } else if index < arguments.count,
                arguments[index].label == parameter.label
                    || (arguments[index].label == nil && Self.takesClosure(parameter) && arguments[index].isClosure)
            {
                scope.define(parameter.name, typed(arguments[index].value, as: parameter.type, in: scope.selfType))
                bound.append((parameter, index))
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.define(
                    parameter.name, typed(try evaluate(defaultValue, &scope), as: parameter.type, in: scope.selfType))
            } else {
                let label = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                throw EvaluationError(location: at, message: "\(callee) needs \(label) (\(parameter.name))")
            }
        }
        guard index == arguments.count else {
            let extra = arguments[index]
            throw EvaluationError(
                location: extra.location,
                message: "\(callee): unexpected argument" + (extra.label.map { " '\($0):'" } ?? ""))
        }
        return bound
    }

    /// `Type(…)`: SwiftUI's and the standard library's initialisers, an extension's initialiser, or a
    /// struct's memberwise one.
    func construct(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation, allowExtensions: Bool)
        throws(EvaluationError) -> Value
    {
        if try program.type(type) != nil {
            // `FlowLayout(spacing: 4) { … }`: the layout made without its content, then around it.
            if let content = arguments.last, content.isClosure, content.label == nil,
                CustomLayout.isLayout(type, in: program)
            {
                guard case .instance(let layout) = try instantiate(type, Array(arguments.dropLast()), at: at) else {
                    throw EvaluationError(location: at, message: "\(type) is not a struct")
                }
                return try laidOut(by: layout, [content], at: at)
            }
            return try instantiate(type, arguments, at: at)
        }
        if type == ProposedViewSize.typeName { return try ProposedViewSize.construct(arguments, at: at) }
        if type == "HorizontalAlignment" || type == "VerticalAlignment", arguments.count == 1,
            case .type(let id) = arguments[0].value
        {
            // `VerticalAlignment(MyCenter.self)`: an alignment whose guides `MyCenter.defaultValue(in:)` gives.
            return .instance(Instance(typeName: type, properties: ["id": .type(id)]))
        }
        if allowExtensions {
            for initializer in try program.initializers(of: type) where Self.accepts(initializer.parameters, arguments)
            {
                var scope = Scope(selfType: type)
                try bind(initializer.parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                let flow = try enteringView(at: at) { () throws(EvaluationError) -> Flow? in
                    try execute(initializer.body, &scope, into: &built)
                }
                // The body's `self.init(…)` call, or its `self = …`, is what the initialiser makes.
                if let value = scope.lookup(Self.assignedSelf) ?? flow.map(\.value) ?? built.last?.0 { return value }
                throw EvaluationError(location: at, message: "\(type).init does not call self.init")
            }
        }
        if let value = try constructResource(type, arguments, at: at) { return value }
        if let value = try StandardLibrary.construct(type, arguments, at: at, self) { return value }
        if let value = try constructFoundation(type, arguments, at: at) { return value }
        if let value = try constructUIKitView(type, arguments, at: at) { return value }
        if let value = try constructBezierPath(type, arguments, at: at) { return value }
        if let value = try constructSwiftData(type, arguments, at: at) { return value }
        if type == "Task" { return try TaskWork.run(arguments, at: at, self) }
        return try construct(builtin: type, arguments, at: at)
    }

    /// Whether a parameter list can take arguments with these labels.
    static func accepts(_ parameters: [Parameter], labels: [String?], closures: [Bool]? = nil) -> Bool {
        var index = 0
        func fits(_ parameter: Parameter) -> Bool {
            index < labels.count
                && (labels[index] == parameter.label
                    || (labels[index] == nil && isClosure(index) && takesClosure(parameter)))
        }
        // A list of which arguments are closures may be shorter than the labels (none known: empty).
        func isClosure(_ index: Int) -> Bool {
            guard let closures, closures.indices.contains(index) else { return false }
            return closures[index]
        }
        for parameter in parameters {
            if parameter.isVariadic {
                while index < labels.count, labels[index] == parameter.label { index += 1 }
            } else if fits(parameter) {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }

    static func accepts(_ parameters: [Parameter], _ arguments: [EvaluatedArgument]) -> Bool {
        accepts(parameters, labels: arguments.map(\.label), closures: arguments.map(\.isClosure))
    }

    /// A parameter of function type (`@ViewBuilder content: () -> Content`): a trailing closure,
    /// written without its label, is its argument.
    static func takesClosure(_ parameter: Parameter) -> Bool { isFunction(parameter.type) }

    static func isFunction(_ type: TypeSyntax?) -> Bool {
        switch type {
        case .function?: true
        case .attributed(_, .function)?: true
        case .optional(.function)?: true
        default: false
        }
    }

    /// The trailing closure written for a stored property of function type, which the memberwise
    /// initialiser takes without its label (`PrimaryButton(title: "Go") { … }` for `let action: () -> Void`).
    static func trailingClosure(for property: VariableDeclaration, _ list: inout ArgumentList) -> EvaluatedArgument? {
        guard isFunction(property.type), list.peek(nil)?.isClosure == true else { return nil }
        return list.take(nil)
    }

    /// A struct of the module, made with its memberwise initialiser (or its own `init`); a class's
    /// object; an enum from its raw value (`Kind(rawValue: "a")`, nil when no case has it).
    func instantiate(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        guard let declaration = try program.type(type) else {
            throw EvaluationError(location: at, message: "cannot find type \(type)")
        }
        if program.isClass(type) { return try instantiateObject(type, arguments, at: at) }
        if let cases = try program.enumCases(of: type) {
            if arguments.count == 1, arguments[0].label == "rawValue" {
                for c in cases {
                    let candidate = Instance(typeName: type, properties: [:], caseName: c.name)
                    if try Self.equal(try rawValue(of: candidate, case: c.name, at: at), arguments[0].value, at: at) {
                        return .instance(candidate)
                    }
                }
                return .void
            }
            if let initializer = declaration.members.first(where: { member in
                if case .initializer(let parameters, _) = member.kind {
                    Self.accepts(parameters, arguments)
                } else {
                    false
                }
            }), case .initializer(let parameters, let body) = initializer.kind {
                var scope = Scope(selfType: type)
                try bind(parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                _ = try execute(body, &scope, into: &built)
                return scope.lookup("self") ?? scope.instance.map(Value.instance) ?? .void
            }
            throw EvaluationError(
                location: at, message: "\(type) is an enum: name one of its cases (.\(cases.first?.name ?? "case"))")
        }
        var instance = Instance(typeName: type, properties: [:])
        var ordinal = 0
        if screen != nil { ordinal = screen!.nextInstance(of: type) }
        // Of the initialisers that take these arguments, Swift calls the one that leaves the fewest
        // defaulted parameters unused: `self.init(height:shape:)` inside a wider init is the narrower one,
        // not the wider one calling itself.
        let accepting = declaration.members.filter { member in
            if case .initializer(let parameters, _) = member.kind { Self.accepts(parameters, arguments) } else { false }
        }
        let narrowest = accepting.min { a, b in
            guard case .initializer(let p, _) = a.kind, case .initializer(let q, _) = b.kind else { return false }
            return p.count < q.count
        }
        for member in narrowest.map({ [$0] }) ?? [] {
            if case .initializer(let parameters, let body) = member.kind {
                try fillDefaults(of: &instance, ordinal: ordinal)
                var scope = Scope(instance: instance)
                try bind(parameters, arguments, callee: "\(type).init", at: at, into: &scope)
                var built: [(Value, SourceLocation)] = []
                let outer = (initializing, initializingOrdinal)
                initializing = type
                initializingOrdinal = ordinal
                defer { (initializing, initializingOrdinal) = outer }
                let flow = try enteringView(at: at) { () throws(EvaluationError) -> Flow? in
                    try execute(body, &scope, into: &built)
                }
                // `init?` that returns nil.
                if case .returned(.void)? = flow,
                    body.contains(where: { if case .return(let e?) = $0.kind { e.kind == .nilLiteral } else { false } })
                {
                    return .void
                }
                var made = scope.instance ?? instance
                try bindGenericParameters(of: &made, declaration)
                return .instance(made)
            }
        }
        var list = ArgumentList(arguments, callee: type, at: at)
        for (member, v) in try program.storedProperties(of: type) {
            if let wrapped = try wrappedProperty(member, v, of: type, ordinal: ordinal, &list, at: at) {
                instance.properties[v.name] = wrapped
                continue
            }
            // A `lazy var` is worked out where it is first read, with `self` (its value may use
            // other properties): `instanceMemberValue` does that while the instance lacks it.
            if member.modifiers.contains("lazy"), list.take(v.name) == nil { continue }
            // A `let` with a value is not in the memberwise initialiser, as in Swift.
            if v.isConstant, let initial = v.initialValue {
                var scope = Scope(selfType: type)
                instance.properties[v.name] = typed(try evaluate(initial, &scope), as: v.type, in: type)
                continue
            }
            if let argument = list.take(v.name) ?? Self.trailingClosure(for: v, &list) {
                instance.properties[v.name] = typed(argument.value, as: v.type, in: type)
            } else if let initial = v.initialValue {
                var scope = Scope(selfType: type)
                instance.properties[v.name] = typed(try evaluate(initial, &scope), as: v.type, in: type)
            } else if case .optional? = v.type {
                instance.properties[v.name] = .void
            } else {
                throw EvaluationError(
                    location: at,
                    message: "\(type) needs '\(v.name):' (declared at \(member.location.placed(in: type)))")
            }
        }
        try list.finish()
        try bindGenericParameters(of: &instance, declaration)
        return .instance(instance)
    }

    /// A property wrapper's value: `@State` kept in the screen's state (its default the first time),
    /// `@Binding` the state a `$name` argument names, `@Environment` the environment's value. Nil for a
    /// plain property.
    private func wrappedProperty(
        _ member: Declaration, _ v: VariableDeclaration, of type: String, ordinal: Int, _ list: inout ArgumentList,
        at: SourceLocation
    ) throws(EvaluationError) -> Value? {
        guard let wrapper = member.attributes.first?.name else { return nil }
        switch wrapper {
        case "State", "GestureState":
            let key = "\(type).\(v.name)#\(ordinal)"
            if objects.value(key) == nil {
                // The memberwise initialiser takes a `@State var x = default` too: an argument wins.
                var initial = list.take(v.name)?.value
                if initial == nil, let expression = v.initialValue {
                    var scope = Scope(selfType: type)
                    initial = try evaluate(expression, &scope)
                }
                // An optional without a value starts as nil, as Swift's `@State var x: T?` does.
                if initial == nil, case .optional? = v.type { initial = .void }
                guard let initial else {
                    throw EvaluationError(location: member.location, message: "@State var \(v.name) needs a value")
                }
                let value = typed(initial, as: v.type, in: type)
                _ = objects.value(key, initial: value)
                // A gesture's state goes back to its first value when the gesture ends.
                if wrapper == "GestureState" { objects.activity.rememberGestureState(key, initial: value) }
            } else {
                _ = list.take(v.name)
            }
            return .stateReference(key)
        case "StateObject":
            // `@StateObject var model: Model` without a value takes the one its initialiser is given.
            if v.initialValue == nil, let given = list.take(v.name) {
                let key = "\(type).\(v.name)#\(ordinal)"
                _ = objects.value(key, initial: given.value)
                return .stateReference(key)
            }
            return try stateObject("\(type).\(v.name)#\(ordinal)", v, of: type, at: member.location)
        case "Namespace":
            // Only `matchedGeometryEffect` reads a namespace, to pair views across an animation: at rest
            // any value stands for it, and no initialiser takes one.
            return .string("\(type).\(v.name)")
        case "ScaledMetric":
            // Scaled as its text style (`relativeTo:`, else `.body`) is at the Dynamic Type size shown; an
            // argument of the initialiser is the value at the standard size, as the written one is.
            var scope = Scope(selfType: type)
            let initial: Value
            if let given = list.take(v.name) {
                initial = given.value
            } else if let expression = v.initialValue {
                initial = try evaluate(expression, &scope)
            } else {
                throw EvaluationError(location: member.location, message: "@ScaledMetric var \(v.name) needs a value")
            }
            var style = Font.TextStyle.body
            if let relative = member.attributes.first?.arguments?.first(where: { $0.label == "relativeTo" }) {
                guard case .implicitMember(let name, let at) = try evaluate(relative.value, &scope) else {
                    throw EvaluationError(
                        location: relative.value.location, message: "@ScaledMetric(relativeTo:) takes a text style")
                }
                style = try Builtins.member(name, in: Builtins.textStyles, isNot: "a text style", at: at)
            }
            return scaledMetric(typed(initial, as: v.type, in: type), relativeTo: style)
        case "ObservedObject", "Published", "ViewBuilder", "Bindable", "FocusState", "AccessibilityFocusState",
            "AppStorage", "SceneStorage":
            if wrapper == "AppStorage" || wrapper == "SceneStorage" || wrapper.hasSuffix("FocusState") {
                let key = "\(type).\(v.name)#\(ordinal)"
                var scope = Scope(selfType: type)
                let initial =
                    try v.initialValue.map { e throws(EvaluationError) in try evaluate(e, &scope) } ?? .bool(false)
                _ = objects.value(key, initial: initial)
                return .stateReference(key)
            }
            return nil
        case "EnvironmentObject":
            return try environmentObject(v, of: type, at: member.location)
        case "Query":
            // SwiftData's fetch, from the container the preview passes down.
            _ = list.take(v.name)
            return try queryProperty(member, v, of: type)
        case "FetchRequest", "SectionedFetchRequest":
            // Core Data's fetches: no store here, so the result is empty, as a preview's empty
            // in-memory store gives it.
            _ = list.take(v.name)
            noteIgnored(
                wrapper, at: member.location,
                message: "@\(wrapper) var \(v.name) fetches from no store here (it is empty)")
            return .array([])
        case "Binding":
            guard let argument = list.take(v.name) else {
                if let initial = v.initialValue {
                    var scope = Scope(selfType: type)
                    return try evaluate(initial, &scope)
                }
                throw EvaluationError(location: at, message: "\(type) needs '\(v.name): $state' for its @Binding")
            }
            switch argument.value {
            case .binding(let key): return .stateReference(key)
            // `.constant(.water)`: the value held takes the property's type (`Dataset.water`).
            case .constantBinding(let held): return .constantBinding(typed(held, as: v.type, in: type))
            case .implicitCall("constant", let values, _) where values.count == 1:
                return .constantBinding(typed(values[0].value, as: v.type, in: type))
            default:
                throw EvaluationError(
                    location: argument.location,
                    message: "\(v.name) is a @Binding: pass $state or .constant(value), not \(argument.value.kindName)")
            }
        case "Environment":
            let argument = member.attributes.first?.arguments?.first?.value
            guard case .keyPath(_, let path)? = argument?.kind, let name = path.last else {
                // `@Environment(Model.self)`: an `@Observable` object of the environment.
                if case .member(let object, "self")? = argument?.kind, case .identifier(let typeName) = object.kind {
                    return try environmentObject(
                        v, of: type, named: typeName, wrapper: "Environment", at: member.location)
                }
                if drawsPlaceholders, let standIn = try standIn(wrapper: "Environment", v, at: member.location) {
                    return standIn
                }
                throw EvaluationError(
                    location: member.location, message: "@Environment takes a key path: \\.colorScheme")
            }
            // `@Environment(\.self) var environment`: every value, read by name as it is used.
            if name == "self" { return .instance(Instance(typeName: "EnvironmentValues", properties: [:])) }
            return try environmentValue(name, at: member.location)
        default:
            return nil
        }
    }

    /// What a binding holds now (any other value is itself).
    func bound(_ value: Value) -> Value {
        switch value {
        case .binding(let key): screen?.state.value(key) ?? objects.value(key) ?? .void
        case .constantBinding(let held): held
        default: value
        }
    }

    /// Where a binding keeps its value: `$name`'s state, or for `.constant(v)` a state of its own
    /// keyed by where it is written (a preview's toggle can then still be pressed).
    func bindingKey(_ value: Value, at location: SourceLocation) -> String? {
        switch value {
        case .binding(let key): return key
        case .constantBinding(let initial):
            let key = "constant@\(location.placed(in: ""))"
            _ = objects.value(key, initial: initial)
            return key
        case .implicitCall("constant", let values, _) where values.count == 1:
            return bindingKey(.constantBinding(values[0].value), at: location)
        default: return nil
        }
    }

    /// `@Environment(\.name)`'s value in a preview: the scheme shown, and SwiftUI's defaults.
    func environmentValue(_ name: String, at location: SourceLocation) throws(EvaluationError) -> Value {
        if let set = environmentOverrides[name] { return set }
        switch name {
        case "colorScheme": return .implicitMember(screen?.colorScheme == .dark ? "dark" : "light", at: location)
        case "isEnabled": return .bool(true)
        case "colorSchemeContrast": return .implicitMember("standard", at: location)
        case "dynamicTypeSize": return .implicitMember(dynamicTypeSize.rawValue, at: location)
        case "sizeCategory": return .implicitMember(dynamicTypeSize.contentSizeCategory, at: location)
        case "layoutDirection": return .implicitMember("leftToRight", at: location)
        case "horizontalSizeClass", "verticalSizeClass": return .implicitMember("compact", at: location)
        case "displayScale", "pixelLength": return .number(name == "displayScale" ? 2 : 0.5)
        case "isPresented", "isFocused", "isSearching": return .bool(false)
        case "modelContext": return environmentModelContext()
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
            "accessibilityInvertColors", "accessibilityVoiceOverEnabled", "accessibilityShowButtonShapes",
            "accessibilityEnabled", "isLuminanceReduced":
            // The accessibility settings as a device has them unless the user turns them on.
            return .bool(false)
        default:
            // A key the module adds: `extension EnvironmentValues { var palette: Palette { self[PaletteKey.self] } }`
            // (or `@Entry var palette = …`), read at its key's `defaultValue`.
            guard let declaration = try program.staticMember(name, of: "EnvironmentValues"),
                case .variable(let v) = declaration.kind
            else { return .void }
            var scope = Scope(selfType: "EnvironmentValues")
            if let getter = v.getter {
                return typed(try run(getter, &scope, at: declaration.location), as: v.type)
            }
            return try v.initialValue.map { e throws(EvaluationError) in typed(try evaluate(e, &scope), as: v.type) }
                ?? .void
        }
    }

    /// Stored properties' default values, before an explicit `init` runs; a wrapped one (`@State`
    /// with a value) is made as the memberwise path makes it.
    private func fillDefaults(of instance: inout Instance, ordinal: Int) throws(EvaluationError) {
        var none = ArgumentList([], callee: instance.typeName, at: SourceLocation(line: 0, column: 0))
        for (member, v) in try program.storedProperties(of: instance.typeName) {
            if let wrapper = member.attributes.first?.name, wrapper != "Binding",
                v.initialValue != nil || ["Environment", "EnvironmentObject", "Query"].contains(wrapper)
                    || (wrapper == "State" && { if case .optional? = v.type { true } else { false } }()),
                let wrapped = try wrappedProperty(
                    member, v, of: instance.typeName, ordinal: ordinal, &none, at: member.location)
            {
                instance.properties[v.name] = wrapped
                continue
            }
            guard let initial = v.initialValue, !member.modifiers.contains("lazy") else {
                if case .optional? = v.type { instance.properties[v.name] = .void }
                continue
            }
            var scope = Scope(selfType: instance.typeName)
            instance.properties[v.name] = typed(try evaluate(initial, &scope), as: v.type, in: instance.typeName)
        }
    }
}

import Raster
import Style
import SwiftSource

/// Runs the expressions and statements of a file. Everything is a value (`Value`); views are built
/// as `ViewNode` trees. Bounded: a budget of steps, of nesting and of the elements collections hold
/// ends runaway code (a `while true`, views that contain themselves, a range of a billion) with an
/// error at its place, never a hang, a crash or memory without end.
final class Evaluator {
    let program: Program
    /// Modifiers met that draw nothing, for the file's notes.
    private(set) var ignoredModifiers: [IgnoredModifier] = []
    var steps = 0
    var depth = 0
    /// Elements made so far by arrays, dictionaries, strings and ranges turned into arrays.
    var allocated = 0

    /// Far more than any style's body takes (a seed style's states take a few thousand).
    static let maxSteps = 1_000_000
    /// Nested evaluations: views within views within expressions. Deeper means recursion.
    static let maxDepth = 300
    /// The elements one evaluation may make in all (a billion-element array ends here, unallocated).
    static let maxElements = 2_000_000

    /// Set while a screen (a preview) is evaluated: its state and environment. Nil for a style's body.
    var screen: ScreenContext?
    /// Where objects of classes live: the screen's state on a screen (so they survive frames and
    /// saves), else this evaluation's own.
    let objects: ScreenState
    /// The `@StateObject` whose initial value is being made: objects made then are keyed under it.
    var objectOwner: String?
    /// The struct whose `init` is running: its `let` properties may be given their values.
    var initializing: String?
    /// Which instance of its type the struct being initialised is (for its `@State` keys).
    var initializingOrdinal = 0
    /// Objects made by this evaluation, by type: the n-th `Model()` keeps its key from frame to frame.
    var objectCounts: [String: Int] = [:]
    /// Static stored properties once evaluated, by `Type.name`: `static var` keeps what is assigned.
    var statics: [String: Value] = [:]
    /// Whether SwiftUI's views are marked with where they were written (`ViewSource`), for the layout
    /// report and the inspector; drawing does without.
    var marksLocations = false
    /// Whether this evaluator runs an action (a press, an `.onAppear`) rather than building views: what
    /// it reads is not drawn, so an empty `@Query` is no news.
    var runsAction = false
    /// Whether what this evaluation made presents a sheet or an alert: only then does the screen look
    /// for the presentations to lay over everything (`Presentation.hoisting`).
    var presents = false
    /// While a `Layout` of the file measures or places: its subviews (`CustomLayout`).
    var layoutSubviews: LayoutSubviews?
    /// `Int.random(in:)` and friends: the same sequence in every evaluation, so previews, screenshots
    /// and recordings are repeatable.
    var random = SplitMixRandom(seed: 0x4E45_554D_4F52_5048)
    /// What each `Canvas`'s graphics contexts have drawn so far, by the number a context carries
    /// (`CanvasDrawing`), and the last number given.
    var canvasDrawings: [Int: [ViewNode]] = [:]
    var nextCanvas = 0
    /// The stack left on the thread that evaluates: deep nesting ends in an error, not an overflow.
    let stack = StackBudget()
    /// What `.environment(\.key, v)`, `.environmentObject(o)`, `.disabled` and the like set for the views
    /// being built inside them (an object under "object:Type").
    var environmentOverrides: [String: Value] = [:]
    /// The accent of the app whose control SwiftUI's own styles (another program) are drawing.
    var appAccent: Color?
    /// The role of the button whose style is being built: its `configuration.role`.
    var buttonRole: String?
    /// Inside a Picker's options: each view a `ForEach` makes is tagged with its element's id, as
    /// SwiftUI tags them.
    var tagsForEachElement = false

    /// `notes`: where a file of styles opened leniently (its gallery) keeps its notes; a screen's go
    /// to its state. `objects`: off a screen, the state an earlier evaluation's objects live in.
    init(program: Program, screen: ScreenContext? = nil, notes: ScreenState? = nil, objects: ScreenState? = nil) {
        self.program = program
        self.screen = screen
        self.objects = screen?.state ?? objects ?? ScreenState()
        self.noted = screen?.state ?? notes
    }

    /// Where the notes go: the state of the screen being evaluated, kept while a style's body on it is
    /// evaluated (which is not a screen itself), or the notes of a file of styles opened leniently. Nil
    /// for a file of styles evaluated strictly.
    let noted: ScreenState?

    /// Whether what cannot be made is a placeholder and a note rather than an error: on a screen, its
    /// styles' bodies included (`buildsViews`).
    var drawsPlaceholders: Bool { noted != nil }

    /// Counts a step against the budget.
    func step(at location: SourceLocation) throws(EvaluationError) {
        steps += 1
        guard steps <= Self.maxSteps else {
            throw EvaluationError(
                location: location,
                message:
                    "evaluating the file took more than \(Self.maxSteps) steps; does a loop not end, or do views or properties refer to each other?"
            ).fatal
        }
    }

    /// Counts `count` new elements against the budget, before they are made.
    func allocate(_ count: Int, at location: SourceLocation) throws(EvaluationError) {
        allocated += max(0, count)
        guard count <= Self.maxElements, allocated <= Self.maxElements else {
            throw EvaluationError(
                location: location,
                message: "this makes \(count) elements; an evaluation may make at most \(Self.maxElements) in all"
            ).fatal
        }
    }

    // MARK: - Expressions

    func evaluate(_ expression: Expression, _ scope: inout Scope) throws(EvaluationError) -> Value {
        try step(at: expression.location)
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth, stack.hasRoom() else {
            let limit =
                depth <= Self.maxDepth ? "deeper than this thread's stack holds" : "more than \(Self.maxDepth) deep"
            throw EvaluationError(
                location: expression.location,
                message: "expressions nest \(limit) here; does a view or a function call itself?"
            ).fatal
        }
        let at = expression.location
        switch expression.kind {
        case .identifier(let name):
            return try identifier(name, at: at, &scope)
        case .integerLiteral(let text):
            let value = try Self.number(literal: text, at: at)
            guard value == value.rounded(), abs(value) < 9.0e18 else { return .number(value) }
            return .int(Int(value))
        case .floatLiteral(let text):
            return .number(try Self.number(literal: text, at: at))
        case .stringLiteral(let text):
            return .string(text)
        case .interpolatedString(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .expression(let e, let arguments):
                    text += try interpolated(try evaluate(e, &scope), arguments, &scope)
                }
            }
            try allocate(text.count / 64, at: at)
            return .string(text)
        case .booleanLiteral(let value):
            return .bool(value)
        case .nilLiteral:
            return .void
        case .selfValue:
            if let receiver = scope.receiver { return receiver }
            guard let instance = scope.instance else {
                if let type = scope.selfType { return .type(type) }
                throw EvaluationError(location: at, message: "'self' is only available inside a type's members")
            }
            return .instance(instance)
        case .selfType:
            guard let type = scope.selfType else {
                throw EvaluationError(location: at, message: "'Self' is only available inside a type")
            }
            return .type(type)
        case .superValue:
            guard let instance = scope.instance else {
                throw EvaluationError(location: at, message: "'super' is only available inside a class")
            }
            return .instance(instance)
        case .implicitMember(let name):
            return .implicitMember(name, at: at)
        case .member(let base, let name):
            return try member(name, of: try evaluate(base, &scope), at: at, &scope)
        case .call(let callee, let arguments, let trailing):
            return try call(callee, arguments: arguments + trailing, at: at, &scope)
        case .subscript(let base, let arguments):
            let collection = try evaluate(base, &scope)
            return try subscriptValue(collection, try evaluateArguments(arguments, &scope), at: at)
        case .closure(let parameters, let body):
            return .closure(Closure(parameters: parameters, body: body, scope: scope, location: at))
        case .prefix("try?", let operand):
            do {
                return try evaluate(operand, &scope)
            } catch  where error.isThrown && !error.isFatal {
                return .void
            }
        case .prefix(let op, let operand):
            return try prefix(op, try evaluate(operand, &scope), at: operand.location)
        case .postfix(let op, let operand):
            let value = try evaluate(operand, &scope)
            guard op == "..." else {
                throw EvaluationError(location: at, message: "the operator \(op) is not supported")
            }
            // `x...`: a range with no end, as a subscript or a pattern takes it.
            return .range(value, .number(.infinity), closed: true)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, at: at, &scope)
        case .ternary(let condition, let then, let otherwise):
            let test = try truth(try evaluate(condition, &scope), at: condition.location)
            return try evaluate(test ? then : otherwise, &scope)
        case .keyPath(_, let path):
            return .keyPath(path)
        case .binding(let name):
            return try binding(named: name, at: at, scope)
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            var values: [TupleElement] = []
            for element in elements {
                values.append(TupleElement(label: element.label, value: try evaluate(element.value, &scope)))
            }
            return .tuple(values)
        case .arrayLiteral(let elements):
            try allocate(elements.count, at: at)
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, &scope)) }
            return .array(Self.unifyingNumbers(values))
        case .dictionaryLiteral(let elements):
            try allocate(elements.count, at: at)
            var entries: [DictionaryEntry] = []
            for element in elements {
                let key = try evaluate(element.key, &scope)
                let value = try evaluate(element.value, &scope)
                if let index = try entries.firstIndexMatching({ e throws(EvaluationError) in
                    try Self.equal(e.key, key, at: at)
                }) {
                    entries[index].value = value
                } else {
                    entries.append(DictionaryEntry(key: key, value: value))
                }
            }
            return .dictionary(entries)
        case .optionalChain(let inner):
            do {
                return try evaluate(inner, &scope)
            } catch  where error.isNilChain {
                return .void
            }
        case .optionalBind(let inner):
            let value = try evaluate(inner, &scope)
            if value.isNil { throw EvaluationError.nilChain(at: at) }
            return value
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, &scope)
            if value.isNil {
                throw EvaluationError(
                    location: at, message: "unexpectedly found nil while unwrapping an optional value")
            }
            return value
        case .cast(let inner, let kind, let type):
            return try cast(try evaluate(inner, &scope), kind, to: type, at: at)
        case .inout(let inner):
            return try evaluate(inner, &scope)
        case .type(let type):
            return try typeValue(type, at: at)
        case .macro(let name, let arguments):
            return try macro(name, arguments, at: at, &scope)
        case .statement(let statement):
            return try statementValue(statement, &scope)
        case .unsupported(let what):
            throw EvaluationError(location: at, message: "\(what) are not supported here")
        }
    }

    static func number(literal text: String, at location: SourceLocation) throws(EvaluationError) -> Double {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let value: Double?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            value = UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
        } else if digits.hasPrefix("0b") {
            value = UInt64(digits.dropFirst(2), radix: 2).map { Double($0) }
        } else if digits.hasPrefix("0o") {
            value = UInt64(digits.dropFirst(2), radix: 8).map { Double($0) }
        } else {
            value = Double(digits)
        }
        guard let value, value.isFinite else {
            throw EvaluationError(location: location, message: "the number \(text.prefix(40)) is out of range")
        }
        return value
    }

    /// `$name`: the binding to a `@State`/`@Binding` property, or to an object held in a property.
    func binding(named name: String, at: SourceLocation, _ scope: Scope) throws(EvaluationError) -> Value {
        if let key = stateKey(name, scope) { return .binding(key) }
        if case .stateReference(let key)? = scope.lookup(name) { return .binding(key) }
        switch scope.lookup("$" + name) {
        // `{ $record in … }`: the binding the closure was given.
        case .binding(let key)?: return .binding(key)
        case .constantBinding(let held)?: return .constantBinding(held)
        default: break
        }
        if case .instance(let object)? = scope.lookup(name) ?? scope.instance?.properties[name],
            let key = object.objectKey
        {
            return .binding(key)
        }
        if case .stateReference(let key)? = scope.instance?.properties[name] { return .binding(key) }
        // A `@Binding` given `.constant(…)`: the same constant binding.
        if case .constantBinding(let held)? = scope.lookup(name) ?? scope.instance?.properties[name] {
            return .constantBinding(held)
        }
        throw EvaluationError(
            location: at,
            message: "$\(name) needs a @State, @Binding, @StateObject or @ObservedObject property called \(name)")
    }

    /// `if` and `switch` used as values: the value the taken branch ends with.
    private func statementValue(_ statement: Statement, _ scope: inout Scope) throws(EvaluationError) -> Value {
        if case .assignment = statement.kind {
            var built: [(Value, SourceLocation)] = []
            _ = try execute([statement], &scope, into: &built)
            return .void
        }
        var built: [(Value, SourceLocation)] = []
        if let returned = try execute([statement], &scope, into: &built) { return returned.value }
        return built.last?.0 ?? .void
    }

    // MARK: - Ignored modifiers

    /// Notes that `name` at `location` was accepted without drawing what it asks for; `message` says
    /// what happened instead when the usual wording ("changes no pixels") does not fit.
    func noteIgnored(
        _ name: String, at location: SourceLocation, message: String? = nil, isUnknownModifier: Bool = false
    ) {
        let note = IgnoredModifier(
            name: name, location: location, message: message, isUnknownModifier: isUnknownModifier)
        if !ignoredModifiers.contains(note) { ignoredModifiers.append(note) }
        noted?.record(note)
    }

    /// Whether the statements being run build views: a ViewBuilder's closure, a `body`, a function or
    /// property whose type is a view. On a screen (`drawsPlaceholders`), a statement that fails there
    /// with an error that is not fatal (`EvaluationError.isFatal`) is a placeholder (`Placeholder`) and
    /// a note, and the views around it are drawn: a name the interpreter lacks ends one view, not the
    /// file. (A file of styles is evaluated strictly unless opened leniently, as its gallery opens it.)
    var buildsViews = false

    /// `body` run with `buildsViews` set to `views`, restored after.
    func building<T>(views: Bool, _ body: () throws(EvaluationError) -> T) throws(EvaluationError) -> T {
        let outer = buildsViews
        buildsViews = views
        defer { buildsViews = outer }
        return try body()
    }

    /// Whether a declared type is a view's (`some View`, `AnyView`, a `Content` parameter).
    static func isViewType(_ type: TypeSyntax?) -> Bool {
        switch type {
        case .named(let name, _)?: name.hasSuffix("View") || name == "Content" || name == "Scene"
        case .member(_, let name)?: name.hasSuffix("View") || name == "Content"
        case .opaque(let inner)?, .attributed(_, let inner)?: isViewType(inner)
        default: false
        }
    }

    /// The placeholder for a view whose code failed with `error`, and the note saying why.
    func placeholder(for expression: Expression, _ error: EvaluationError) -> ViewNode {
        let name = Placeholder.name(of: expression)
        let at = error.location ?? expression.location
        noteIgnored(name, at: at, message: "\(error.brief) (\(name) is drawn as a placeholder)")
        return Placeholder.view(named: name, at: expression.location)
    }

    /// Counts a view struct's body or a function call against the depth budget.
    func enteringView<T>(at location: SourceLocation, _ body: () throws(EvaluationError) -> T) throws(EvaluationError)
        -> T
    {
        depth += 3
        defer { depth -= 3 }
        guard depth <= Self.maxDepth, stack.hasRoom() else {
            throw EvaluationError(
                location: location, message: "views or functions nest too deeply here; does one call itself?"
            ).fatal
        }
        return try body()
    }
}

/// A small, fast generator with a fixed seed (SplitMix64): repeatable "random" values.
struct SplitMixRandom: RandomNumberGenerator, Sendable {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

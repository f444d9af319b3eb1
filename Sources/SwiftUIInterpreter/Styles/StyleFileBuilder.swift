import Raster
import Style
import SwiftSource

/// Turns a parsed style file into styles: each `ButtonStyle` evaluated released and pressed, each
/// `ToggleStyle` off and on.
struct StyleFileBuilder {
    let program: Program
    let path: String
    let arguments: StyleArguments
    /// Whether what a style's body cannot make is a placeholder and a note (its gallery, as a screen's
    /// views are) rather than an error: a style that fails outright is then its name in a placeholder.
    var lenient = false

    func build() throws(EvaluationError) -> StyleFile {
        let evaluator = Evaluator(program: program, notes: lenient ? ScreenState() : nil)
        var buttons: [InterpretedButtonStyle] = []
        var toggles: [InterpretedToggleStyle] = []
        var order: [String] = []
        var standIns: [String: [String]] = [:]
        var notes: [String: [IgnoredModifier]] = [:]
        for name in program.structOrder {
            let conformances = try program.conformances(of: name)
            let isButton = conformances.contains("ButtonStyle") || conformances.contains("PrimitiveButtonStyle")
            let isToggle = conformances.contains("ToggleStyle")
            guard isButton || isToggle else { continue }
            let location = program.structLocations[name]!
            let noted = evaluator.ignoredModifiers.count
            let variants: [(name: String, instance: Instance, notes: [String])]
            do {
                variants = try self.instances(of: name, program, evaluator, at: location)
            } catch  where lenient && !error.isFatal {
                // Its body is still drawn: what reads a property that has no value is left out in turn.
                evaluator.noteIgnored(
                    name, at: error.location ?? location,
                    message: "\(error.brief) (\(name) is drawn without its properties)")
                variants = [(name, Instance(typeName: name, properties: [:]), [])]
            }
            let frame = moduleFrame(around: name, evaluator)
            for variant in variants {
                if isButton {
                    let made = try style(variant, at: location, evaluator) { () throws(EvaluationError) in
                        try evaluator.buttonStyle(variant.instance, named: variant.name, at: location)
                    }
                    buttons.append(Self.shown(made, in: frame))
                } else {
                    let made = try style(variant, at: location, evaluator) { () throws(EvaluationError) in
                        try evaluator.toggleStyle(variant.instance, named: variant.name, at: location)
                    }
                    toggles.append(Self.shown(made, in: frame))
                }
                order.append(variant.name)
                if !variant.notes.isEmpty { standIns[variant.name] = variant.notes }
            }
            let added = Array(evaluator.ignoredModifiers[noted...])
            for variant in variants where !added.isEmpty { notes[variant.name] = added }
        }
        guard !order.isEmpty else {
            throw EvaluationError(
                location: nil, message: "the file declares no ButtonStyle or ToggleStyle (struct X: ButtonStyle { … })",
                reason: .noStyles)
        }
        // A misspelt --style-arg would otherwise be silently ignored.
        var known: Set<String> = []
        for name in order {
            let base = String(name.prefix { $0 != "<" })
            known.formUnion(try program.storedProperties(of: base).map(\.variable.name))
        }
        if let unknown = arguments.assignments.keys.sorted().first(where: { !known.contains($0) }) {
            let names = known.isEmpty ? "none" : known.sorted().joined(separator: ", ")
            throw EvaluationError(
                location: nil,
                message:
                    "--style-arg \(unknown): no style in the file has a stored property '\(unknown)' (they have: \(names))"
            )
        }
        // The file's names for its colours: `Color` statics first, then any other type's (a SwiftUI
        // export keeps its palette in `private enum DarkPalette`), so exporting an export keeps them.
        var colorNames: [String: RGBA] = [:]
        let statics = program.loadedStatics
        for type in ["Color"] + statics.keys.sorted().filter({ $0 != "Color" }) {
            for (name, declaration) in statics[type] ?? [:] where colorNames[name] == nil && !name.contains("#") {
                if case .color(let c)? = try? evaluator.staticValue(declaration, of: type) {
                    colorNames[name] = c.resolve(in: Appearance(colorScheme: .light))
                }
            }
        }
        return StyleFile(
            path: path, buttonStyles: buttons, toggleStyles: toggles, ignoredModifiers: evaluator.ignoredModifiers,
            declarationOrder: order, colorNames: colorNames, standIns: standIns, notes: notes)
    }

    /// The width a style that takes all the width it is offered (`.frame(maxWidth: .infinity)`) is
    /// shown at when the module says nothing: a card's width, so it reads as the full-width button it
    /// is and two tiles of two still fit the window.
    static let fullWidth = 240.0

    /// The style as a gallery offers it room: in the frame the module writes around a control wearing
    /// it, else at `fullWidth` when its body fills the width, else at its ideal size.
    private static func shown<S: InterpretedControlStyle>(_ style: S, in frame: ProposedSize?) -> S {
        var style = style
        if let frame {
            style.shownProposal = frame
            return style
        }
        let metrics = EstimatedTextMetrics()
        let ideal = style.size(forLabel: Label("Label"), metrics: metrics, proposed: .unspecified)
        let wide = style.size(
            forLabel: Label("Label"), metrics: metrics, proposed: ProposedSize(width: 1000, height: nil))
        if wide.width >= 1000, ideal.width < fullWidth {
            style.shownProposal = ProposedSize(width: fullWidth, height: nil)
        }
        return style
    }

    /// The first `.frame(width:height:)` of fixed numbers the module writes in the same modifier chain as
    /// a `.buttonStyle(Name(…))` or `.toggleStyle(Name(…))`: the room the app gives a control wearing it.
    private func moduleFrame(around name: String, _ evaluator: Evaluator) -> ProposedSize? {
        for file in program.sources(containing: name) {
            for arguments in file.frames(aroundControlsStyledWith: name) {
                func number(_ label: String) -> Double? {
                    guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
                    var scope = Scope()
                    guard let value = try? evaluator.evaluate(argument.value, &scope),
                        let number = try? Convert.number(value, at: argument.value.location), number.isFinite,
                        number > 0
                    else { return nil }
                    return number
                }
                let width = number("width")
                let height = number("height")
                if width != nil || height != nil { return ProposedSize(width: width, height: height) }
            }
        }
        return nil
    }

    /// One style made by `make`; opened leniently, a style whose body fails outright is its name in a
    /// placeholder, pressed and released alike, with a note.
    private func style<S: PlaceholderStyle>(
        _ variant: (name: String, instance: Instance, notes: [String]), at location: SourceLocation,
        _ evaluator: Evaluator, _ make: () throws(EvaluationError) -> S
    ) throws(EvaluationError) -> S {
        do {
            return try make()
        } catch  where lenient && !error.isFatal {
            evaluator.noteIgnored(
                variant.name, at: error.location ?? location,
                message: "\(error.brief) (\(variant.name) is drawn as a placeholder)")
            return S(placeholderNamed: variant.name, at: location)
        }
    }

    /// The style's instances: one, or for a style generic over a `Shape` one on a circle, a rounded
    /// rectangle and a capsule, named `Style<Circle>`…
    private func instances(of name: String, _ program: Program, _ evaluator: Evaluator, at: SourceLocation)
        throws(EvaluationError) -> [(name: String, instance: Instance, notes: [String])]
    {
        let shapeParameters = Set(
            try program.type(name)?.genericParameters.filter { $0.constraint.flatMap(Program.name(of:)) == "Shape" }
                .map(\.name) ?? [])
        guard !shapeParameters.isEmpty else {
            let (instance, notes) = try self.instance(of: name, program, evaluator, shapes: [:], at: at)
            return [(name, instance, notes)]
        }
        let shapes: [(String, ShapeValue)] = [
            ("Circle", .circle), ("RoundedRectangle", .roundedRectangle(cornerRadius: 12, style: .circular)),
            ("Capsule", .capsule(.circular)),
        ]
        var variants: [(String, Instance, [String])] = []
        for (shapeName, shape) in shapes {
            let given = Dictionary(uniqueKeysWithValues: shapeParameters.map { ($0, Value.shape(shape)) })
            let (instance, notes) = try self.instance(of: name, program, evaluator, shapes: given, at: at)
            variants.append(("\(name)<\(shapeName)>", instance, notes))
        }
        return variants
    }

    /// The style's instance: stored properties from their defaults, `--style-arg`, the built-in
    /// style of the same name the scene uses, what the module's own code passes, else a stand-in
    /// (named in the notes).
    private func instance(
        of name: String, _ program: Program, _ evaluator: Evaluator, shapes: [String: Value], at: SourceLocation
    ) throws(EvaluationError) -> (Instance, [String]) {
        var instance = Instance(typeName: name, properties: [:])
        var notes: [String] = []
        let synthesis = PreviewSynthesis(program: program)
        // `init(minWidth: CGFloat = 44, …) { self.minWidth = minWidth }`: a parameter's default is
        // what the style is made with when nothing passes it.
        var defaults: [String: Expression] = [:]
        for member in try program.type(name)?.members ?? [] {
            guard case .initializer(let parameters, _) = member.kind else { continue }
            for parameter in parameters {
                if let value = parameter.defaultValue, defaults[parameter.name] == nil {
                    defaults[parameter.name] = value
                }
            }
        }
        // A style its own `init()` makes (`init() { backgroundColor = .green; shadowColor = … }`): as the
        // app makes it when nothing is passed, unless `--style-arg` asks for other values.
        let made = shapes.isEmpty && arguments.assignments.isEmpty ? madeByItsOwnInit(name, program, evaluator) : nil
        for (declaration, v) in try program.storedProperties(of: name) {
            let cases = try enumCases(of: v.type, in: name, program)
            if let typeName = v.type.flatMap(Program.name(of:)), let shape = shapes[typeName], v.initialValue == nil {
                instance.properties[v.name] = shape
                continue
            }
            if declaration.attributes.first?.name == "Namespace" {
                // Only `matchedGeometryEffect` reads it, to pair views across an animation: any value
                // stands for it, as on a screen, and nothing passes one.
                instance.properties[v.name] = .string("\(name).\(v.name)")
                continue
            }
            if declaration.attributes.first?.name == "Environment",
                case .keyPath(_, let path)? = declaration.attributes.first?.arguments?.first?.value.kind,
                let key = path.last
            {
                // `@Environment(\.isEnabled) var isEnabled`: the environment's value, as on a screen.
                instance.properties[v.name] = try evaluator.environmentValue(key, at: declaration.location)
                continue
            }
            if let made, let value = made.properties[v.name] {
                instance.properties[v.name] = value
            } else if let given = arguments.assignments[v.name], !(v.isConstant && v.initialValue != nil) {
                instance.properties[v.name] = try Self.parse(
                    given, name: v.name, type: v.type, cases: cases, at: declaration.location)
            } else if let initial = v.initialValue {
                var scope = Scope(selfType: name)
                instance.properties[v.name] = evaluator.typed(
                    try evaluator.evaluate(initial, &scope), as: v.type, in: name)
            } else if let initial = defaults[v.name] {
                var scope = Scope(selfType: name)
                instance.properties[v.name] = evaluator.typed(
                    try evaluator.evaluate(initial, &scope), as: v.type, in: name)
            } else if let builtIn = arguments.builtIns[name]?[v.name] {
                instance.properties[v.name] = Self.value(builtIn)
            } else if case .optional? = v.type {
                instance.properties[v.name] = .void
            } else {
                let (expression, note) = synthesis.argument(v.name, of: name, type: v.type, at: declaration.location)
                var scope = Scope(selfType: name)
                instance.properties[v.name] = evaluator.typed(
                    try evaluator.evaluate(expression, &scope), as: v.type, in: name)
                if let note {
                    notes.append(note + " (--style-arg \(v.name)=\(Self.example(for: v.type, cases: cases)) sets it)")
                }
            }
        }
        // `@State` lives in the evaluator's state, as on a screen, so what the style's own `.onAppear`
        // sets is what its body reads; each instance (a generic style's shape variants) apart.
        let stateKey = evaluator.newObjectKey(name)
        for (declaration, v) in try program.storedProperties(of: name)
        where declaration.attributes.first?.name == "State" {
            // One its initialiser made is kept in the state already.
            guard let value = instance.properties[v.name] else { continue }
            if case .stateReference = value { continue }
            let key = "\(stateKey).\(v.name)"
            _ = evaluator.objects.value(key, initial: value)
            instance.properties[v.name] = .stateReference(key)
        }
        return (instance, notes)
    }

    /// The style as an initialiser of its own that needs no arguments makes it; nil when it declares
    /// none (the memberwise one needs its properties) or it fails.
    private func madeByItsOwnInit(_ name: String, _ program: Program, _ evaluator: Evaluator) -> Instance? {
        let members = ((try? program.type(name)) ?? nil)?.members ?? []
        let takesNothing = members.contains { member in
            guard case .initializer(let parameters, _) = member.kind, !member.isStatic else { return false }
            return parameters.allSatisfy { $0.defaultValue != nil }
        }
        guard takesNothing else { return nil }
        let at = SourceLocation(file: "", line: 0, column: 0)
        var scope = Scope()
        let call = Expression(
            .call(Expression(.identifier(name), at: at), arguments: [], trailingClosures: []), at: at)
        guard case .instance(let made)? = try? evaluator.evaluate(call, &scope) else { return nil }
        return made
    }

    private static func value(_ argument: StyleArgumentValue) -> Value {
        switch argument {
        case .color(let c): .color(c)
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        }
    }

    private static func typeName(_ type: TypeSyntax?) -> String? {
        guard let type else { return nil }
        return Program.name(of: type)
    }

    /// The enum a property's type names (nested in `owner`, or the module's), with its cases that
    /// carry no values: what `--style-arg` may name. Nil for any other type.
    private func enumCases(of type: TypeSyntax?, in owner: String, _ program: Program) throws(EvaluationError)
        -> (type: String, names: [String])?
    {
        guard let written = type.flatMap(Program.name(of:)),
            let resolved = try program.resolveType(written, from: owner),
            let cases = try program.enumCases(of: resolved)
        else { return nil }
        let names = cases.filter { $0.associatedValues == nil }.map(\.name)
        return names.isEmpty ? nil : (resolved, names)
    }

    private static func example(for type: TypeSyntax?, cases: (type: String, names: [String])?) -> String {
        if let cases { return cases.names[0] }
        return switch typeName(type) {
        case "Color": "#RRGGBB"
        case "Bool": "true"
        default: "12"
        }
    }

    /// A `--style-arg` value for a property of `type`: `#RRGGBB` (or `#RRGGBBAA`) for a colour, a
    /// number, `true`/`false`.
    static func parse(
        _ text: String, name: String, type: TypeSyntax?, cases: (type: String, names: [String])? = nil,
        at location: SourceLocation
    ) throws(EvaluationError) -> Value {
        if let cases {
            // An enum's case by name: `--style-arg color=dark` (or `.dark`).
            let caseName = text.hasPrefix(".") ? String(text.dropFirst()) : text
            guard cases.names.contains(caseName) else {
                throw EvaluationError(
                    location: location,
                    message: "--style-arg \(name)=\(text.prefix(40)): \(cases.type) has "
                        + cases.names.map { "." + $0 }.joined(separator: ", "))
            }
            return Evaluator.enumValue(cases.type, caseName)
        }
        let kind = typeName(type)
        if kind == "Color" || (kind == nil && text.hasPrefix("#")) {
            guard let rgba = RGBA(hex: text) else {
                throw EvaluationError(
                    location: location, message: "--style-arg \(name)=\(text.prefix(40)): a colour is written #RRGGBB")
            }
            return .color(Color(rgba))
        }
        if kind == "Bool" || (kind == nil && (text == "true" || text == "false")) {
            guard text == "true" || text == "false" else {
                throw EvaluationError(
                    location: location, message: "--style-arg \(name)=\(text.prefix(40)): expected true or false")
            }
            return .bool(text == "true")
        }
        guard let n = Double(text), n.isFinite, abs(n) <= Convert.maxLength else {
            throw EvaluationError(
                location: location,
                message: "--style-arg \(name)=\(text.prefix(40)): expected a number (at most \(Int(Convert.maxLength)))"
            )
        }
        return .number(n)
    }
}

extension StyleTraits {
    /// The hit shape and animation a body declares, and the padding its size implies.
    init(_ view: ViewNode) {
        // The padding is what the body adds around an empty label.
        let empty = view.size(
            proposed: .unspecified,
            in: DrawEnvironment(label: Label(""), labelColor: nil, metrics: EstimatedTextMetrics()))
        self.init(
            contentShape: (view.contentShape ?? .rectangle).insettable, animation: view.declaredAnimation ?? .none,
            padding: empty.width / 2)
    }
}

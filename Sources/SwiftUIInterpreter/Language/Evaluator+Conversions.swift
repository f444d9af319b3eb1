import Raster
import Style
import SwiftSource

/// Conversions that may need the file's declarations: `.offWhite` is a colour the file adds to
/// `Color`, a struct is a view through its `body`, a trailing closure is a view builder.
extension Evaluator {
    func color(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Color {
        switch value {
        case .color(let c): return c
        case .implicitMember(let name, let at):
            if name == "accentColor" || name == "tint" { return accentColor }
            if let c = Builtins.color(named: name) ?? Builtins.shapeStyles[name] { return c }
            if let declaration = try program.staticMember(name, of: "Color") {
                return try color(try staticValue(declaration, of: "Color"), at: at)
            }
            // Xcode 15's generated `Color.cardBackground` for a catalog colour.
            if let c = catalogColor(symbol: name) { return c }
            throw EvaluationError(
                location: at,
                message:
                    "Color has no member '\(name)'; known: \(Builtins.colors.keys.sorted().joined(separator: ", "))")
        case .implicitCall("init", let arguments, let at):
            // `.init(red: 0.9, green: 0.9, blue: 0.95)` where a Color goes.
            var list = ArgumentList(arguments, callee: "Color.init", at: at)
            let made = try colorInitializer(&list, at: at)
            try list.finish()
            return made
        default:
            throw EvaluationError(location: location, message: "expected a Color, got \(value.kindName)")
        }
    }

    /// A `ShapeStyle`: a colour, a gradient, or either with inner and drop shadows.
    func shapeStyle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> (
        fill: Fill, innerShadows: [Shadow<Color>], dropShadows: [Shadow<Color>]
    ) {
        switch value {
        case .shapeStyle(let fill, let inner, let drop): return (fill, inner, drop)
        case .implicitMember(let name, let at):
            if let declaration = try program.staticMember(name, of: "LinearGradient") {
                return try shapeStyle(try staticValue(declaration, of: "LinearGradient"), at: at)
            }
            return (.color(try color(value, at: location)), [], [])
        case .implicitCall(let name, let arguments, let at) where Builtins.gradientStyles.contains(name):
            // iOS 15's ShapeStyle statics: `.linearGradient(colors:startPoint:endPoint:)` is
            // `LinearGradient(…)`, and so on for the other three.
            let type = name.prefix(1).uppercased() + name.dropFirst()
            guard let declaration = ViewCatalog.byName[type] else {
                throw EvaluationError(location: at, message: "\(type) is not a gradient Neumorph knows")
            }
            var list = ArgumentList(arguments, callee: ".\(name)", at: at)
            let made = try declaration.apply(self, &list, at)
            try list.finish()
            return try shapeStyle(made, at: at)
        default:
            return (.color(try color(value, at: location)), [], [])
        }
    }

    /// A view drawn with a shape style's drop shadows, each as the `.shadow` modifier draws it and in
    /// the order written, so `.shadow(.drop(a)).shadow(.drop(b))` casts `b` from the fill and `a` alike.
    static func casting(_ shadows: [Shadow<Color>], from node: ViewNode) -> ViewNode {
        shadows.reduce(node) { .modified($0, .shadow($1)) }
    }

    func unitPoint(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> UnitPoint {
        switch value {
        case .unitPoint(let p): return p
        case .implicitMember(let name, let at):
            return try Builtins.member(name, in: Builtins.unitPoints, isNot: "a UnitPoint or alignment", at: at)
        default:
            throw EvaluationError(location: location, message: "expected a UnitPoint, got \(value.kindName)")
        }
    }

    func shape(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> ShapeValue {
        switch value {
        case .shape(let s): return s
        case .path(let path): return .path(path)
        case .instance(let instance) where Self.isShape(try program.conformances(of: instance.typeName)):
            let shape = CustomShape(instance, program: program)
            // Its path(in:) runs once here, so an error in it is reported where the shape is used;
            // at drawing time an error draws nothing.
            _ = try shapePath(instance, in: Rect(x: 0, y: 0, width: 100, height: 100))
            return .custom(shape)
        case .implicitMember("rect", _): return .rectangle
        case .implicitMember("circle", _): return .circle
        case .implicitMember("ellipse", _): return .ellipse
        case .implicitMember("capsule", _): return .capsule(.continuous)
        // `ButtonBorderShape.buttonBorder`, the ambient border of iOS 18's bordered buttons: a rounded rect.
        case .implicitMember("buttonBorder", _): return .roundedRectangle(cornerRadius: 8, style: .continuous)
        case .implicitCall("rect", let arguments, let at), .implicitCall("capsule", let arguments, let at):
            // iOS 17's `Shape` statics: `.rect(cornerRadius: 12)`, `.rect(cornerRadius: 8, style: .circular)`,
            // `.capsule(style: .circular)`, as `clipShape` and `background(_:in:)` take them.
            var list = ArgumentList(arguments, callee: ".\(value.kindName)", at: at)
            let style = try list.take("style").map { s throws(EvaluationError) in
                try cornerStyle(s.value, at: s.location)
            }
            let shape: ShapeValue
            if case .implicitCall("capsule", _, _) = value {
                shape = .capsule(style ?? .continuous)
            } else {
                let radius = try list.required("cornerRadius")
                shape = .roundedRectangle(
                    cornerRadius: try Convert.cornerRadius(radius.value, at: radius.location),
                    style: style ?? .continuous)
            }
            try list.finish()
            return shape
        default:
            throw EvaluationError(location: location, message: "expected a Shape, got \(value.kindName)")
        }
    }

    /// A struct of the module that is a Shape and not also a View with a body.
    func isCustomShape(_ instance: Instance) throws(EvaluationError) -> Bool {
        guard instance.caseName == nil, Self.isShape(try program.conformances(of: instance.typeName)) else {
            return false
        }
        return try program.instanceMember("body", of: instance.typeName) == nil
    }

    static func isShape(_ conformances: some Sequence<String>) -> Bool {
        conformances.contains { $0 == "Shape" || $0 == "InsettableShape" }
    }

    func cornerStyle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> RoundedCornerStyle {
        guard case .implicitMember(let name, _) = value, let style = RoundedCornerStyle(rawValue: name) else {
            throw EvaluationError(
                location: location, message: "expected .circular or .continuous, got \(value.kindName)")
        }
        return style
    }

    /// `nil` (no animation) or a curve.
    func animation(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Animation {
        switch value {
        // `.none` is Optional's: `Animation?.none`, no animation.
        case .void, .implicitMember("none", _): return .none
        case .animation(let a): return a
        case .implicitMember(let name, let at), .implicitCall(let name, _, let at):
            guard Builtins.animations.contains(name) else {
                throw .unknownMember(name, isNot: "an animation", known: Builtins.animations, at: at)
            }
            return .spring
        default:
            throw EvaluationError(location: location, message: "expected an Animation or nil, got \(value.kindName)")
        }
    }

    func blendMode(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> BlendMode {
        guard case .implicitMember(let name, let at) = value else {
            throw EvaluationError(location: location, message: "expected a BlendMode, got \(value.kindName)")
        }
        guard let mode = BlendMode(rawValue: name) else {
            throw EvaluationError(
                location: at,
                message: "the blend mode .\(name) is not supported; supported: "
                    + BlendMode.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
        }
        return mode
    }

    /// A string, or on a screen a number or a Bool converted to its description with a note
    /// (`Text(count)`, which Swift would want written `Text("\\(count)")`): what it means is plain.
    func string(_ value: Value, at location: SourceLocation, for callee: String) throws(EvaluationError) -> String {
        switch value {
        case .int, .number, .bool:
            guard drawsPlaceholders else { return try Convert.string(value, at: location) }
            let written = Self.printed(value)
            noteIgnored(
                callee, at: location,
                message: "\(callee) takes a String, not \(value.kindName) (converted to \"\(written)\")")
            return written
        default:
            return try Convert.string(value, at: location)
        }
    }

    /// Anything that can stand where a view goes: a view, a shape (filled with the foreground
    /// colour), a colour or gradient (filling its space), a struct (its `body`), a view builder.
    func view(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> ViewNode {
        switch value {
        case .view(let node): return node
        case .standIn(let standIn): return standIn.view
        case .shape(let s): return marked(.shape(s, .fill(nil, innerShadows: [])), s.typeName, at: location)
        case .path(let p): return marked(.shape(.path(p), .fill(nil, innerShadows: [])), "Path", at: location)
        case .instance(let instance) where try isCustomShape(instance):
            return .shape(try shape(value, at: location), .fill(nil, innerShadows: []))
        case .color(let c): return .paint(.color(c))
        case .shapeStyle(let fill, _, let drop): return Self.casting(drop, from: .paint(fill))
        case .implicitMember:
            return .paint(.color(try color(value, at: location)))
        case .instance(let instance):
            return try body(of: instance, at: location)
        case .closure(let closure):
            return try content(closure)
        case .array(let elements):
            return .grouping(try views(elements.map { ($0, location) }))
        default:
            throw EvaluationError(location: location, message: "expected a View, got \(value.kindName)")
        }
    }

    /// A shape used as a view, marked with where it was written for the layout report
    /// (`marksLocations`); as it is otherwise.
    func marked(_ node: ViewNode, _ typeName: String, at location: SourceLocation) -> ViewNode {
        guard marksLocations, screen != nil else { return node }
        return .modified(node, .source(ViewSource(typeName: typeName, location: location, isSwiftUIs: true)))
    }

    /// A view struct's `body`.
    func body(of instance: Instance, at location: SourceLocation) throws(EvaluationError) -> ViewNode {
        guard let member = try program.instanceMember("body", of: instance.typeName),
            case .variable(let v) = member.kind, let getter = v.getter
        else {
            if let made = try representedView(instance, at: location) { return made }
            throw EvaluationError(location: location, message: "\(instance.typeName) is not a View: it has no body")
        }
        let instance = try readingEnvironment(instance)
        let node = try enteringView(at: location) { () throws(EvaluationError) -> ViewNode in
            var scope = Scope(instance: instance)
            return try view(try run(getter, &scope, at: member.location), at: member.location)
        }
        return .modified(node, .source(ViewSource(typeName: instance.typeName, location: location)))
    }

    /// `instance` with its `@Environment(\.key)` properties read again where its body is built:
    /// `V().environment(\.colorScheme, .dark)` makes `V` before the modifier sets the scheme, and
    /// SwiftUI gives the body (and closures it makes, a GeometryReader's) what the modifier set.
    private func readingEnvironment(_ instance: Instance) throws(EvaluationError) -> Instance {
        guard !environmentOverrides.isEmpty, instance.objectKey == nil else { return instance }
        var instance = instance
        for (member, v) in try program.storedProperties(of: instance.typeName) {
            guard member.attributes.first?.name == "Environment",
                case .keyPath(_, let path)? = member.attributes.first?.arguments?.first?.value.kind,
                let key = path.last, environmentOverrides[key] != nil
            else { continue }
            instance.properties[v.name] = try environmentValue(key, at: member.location)
        }
        return instance
    }

    /// A view builder closure (`ZStack { … }`), run in the scope it was written in.
    func content(_ closure: Closure) throws(EvaluationError) -> ViewNode {
        // A view builder with nothing in it is an EmptyView (`DatePicker(selection: $d) {}`).
        if closure.body.isEmpty { return .empty }
        var scope = closure.scope
        let value = try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Value in
            try run(closure.body, &inner, at: closure.location)
        }
        return try view(value, at: closure.location)
    }

    /// The children of a stack: each view the builder wrote, side by side.
    func children(_ closure: Closure) throws(EvaluationError) -> [ViewNode] {
        var scope = closure.scope
        var built: [(Value, SourceLocation)] = []
        let flow = try building(views: true) { () throws(EvaluationError) -> Flow? in
            try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Flow? in
                try execute(closure.body, &inner, into: &built)
            }
        }
        if let flow { return [try view(flow.value, at: closure.location)] }
        return try views(built)
    }
}

extension Builtins {
    /// `table[name]` for `.name` written where a `kind` goes.
    static func member<Member>(
        _ name: String, in table: [String: Member], isNot kind: String, at location: SourceLocation
    ) throws(EvaluationError) -> Member {
        guard let member = table[name] else { throw .unknownMember(name, isNot: kind, known: table.keys, at: location) }
        return member
    }
}

extension EvaluationError {
    /// `.name` where the file wants `kind` and `Builtins` has no such member: the message lists every
    /// name the file could have written, so a typo is fixed without opening the docs.
    static func unknownMember(
        _ name: String, isNot kind: String, known: some Sequence<String>, at location: SourceLocation
    ) -> EvaluationError {
        EvaluationError(
            location: location, message: "'.\(name)' is not \(kind); known: \(known.sorted().joined(separator: ", "))")
    }
}

extension Evaluator {
    /// An array literal's numbers as Swift types them: `[1, 2.5, 3]` is `[Double]`, so its `1` divides as
    /// a Double does (`values[0] / 2` is 0.5); all whole, they stay `Int`s.
    static func unifyingNumbers(_ values: [Value]) -> [Value] {
        var hasDouble = false
        for value in values {
            switch value {
            case .int: continue
            case .number: hasDouble = true
            default: return values
            }
        }
        guard hasDouble else { return values }
        return values.map { if case .int(let i) = $0 { .number(Double(i)) } else { $0 } }
    }
}

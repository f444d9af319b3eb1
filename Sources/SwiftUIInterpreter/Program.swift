import SwiftSource

/// The declarations of a style file, by name: what the evaluator looks names up in.
struct Program: Sendable {
    /// The file's structs, classes and enums by qualified name (`Outer.Inner` for nested types).
    var structs: [String: StructDeclaration] = [:]
    var structLocations: [String: SourceLocation] = [:]
    /// Struct and class names in declaration order.
    var structOrder: [String] = []
    /// The structs that are classes (`ObservableObject`s): their instances are shared, not copied.
    var classes: Set<String> = []
    /// The file's enums' cases, by enum name (the enums themselves are kept with the structs, for
    /// their members).
    var enumCases: [String: [String]] = [:]
    /// `static let` / `static var` / `static func` of extensions and structs, by type name then
    /// member name (`Color.offWhite`, `ButtonStyle.neumorphic`).
    var staticMembers: [String: [String: Declaration]] = [:]
    /// Initialisers that extensions add to types (`LinearGradient(_ colors: Color...)`), by type name.
    var initializers: [String: [(parameters: [Parameter], body: [Statement])]] = [:]
    /// `#Preview("Name") { … }` and `PreviewProvider`s' `previews`, in file order.
    var previews: [Preview] = []

    struct Preview: Sendable {
        var name: String
        var body: [Statement]
        var location: SourceLocation
    }

    init(_ file: SourceFile) throws(EvaluationError) {
        try registerTypes(file)
        for declaration in file.declarations {
            switch declaration.kind {
            case .import(let path):
                guard let module = path.first, Self.modules.contains(module) else {
                    throw EvaluationError(
                        location: declaration.location,
                        message: "import \(path.joined(separator: ".")) is not supported; a style file imports "
                            + Self.modules.sorted().joined(separator: ", "))
                }
            case .struct, .class, .enum:
                continue
            case .enumCases:
                throw EvaluationError(location: declaration.location, message: "'case' outside an enum")
            case .extension(let e):
                guard let typeName = qualifiedName(of: e.extendedType) else {
                    throw EvaluationError(
                        location: declaration.location, message: "this extension's type is not supported")
                }
                // `extension ButtonStyle where Self == X` adds to the protocol what `.x` finds.
                for member in e.members {
                    switch member.kind {
                    case .initializer(let parameters, let body):
                        initializers[typeName, default: []].append((parameters, body))
                    case .variable, .function:
                        try addStatic(member, to: typeName)
                    case .struct, .class, .enum:
                        continue
                    default:
                        throw EvaluationError(
                            location: member.location,
                            message: "an extension here may hold properties, functions, initialisers and types")
                    }
                }
            case .variable, .function:
                try addStatic(declaration, to: "")
            case .initializer:
                throw EvaluationError(location: declaration.location, message: "init outside a type")
            case .preview(let arguments, let body):
                var name = "Preview \(previews.count + 1)"
                if case .stringLiteral(let title)? = arguments.first(where: { $0.label == nil })?.value.kind {
                    name = title
                }
                previews.append(Preview(name: name, body: body, location: declaration.location))
            case .topLevelCode:
                // The articles' snippets (`.buttonStyle(DarkButtonStyle())`) show code in prose.
                continue
            }
        }
    }

    /// Every type the file declares, first, so that members may name types declared after them:
    /// top-level types, then types nested in extensions (`extension ActivitiesListView { struct
    /// ContentView … }`), whose extended type may itself be nested in one further down the file.
    private mutating func registerTypes(_ file: SourceFile) throws(EvaluationError) {
        for declaration in file.declarations {
            switch declaration.kind {
            case .struct, .class, .enum: try registerType(declaration, in: nil)
            default: continue
            }
        }
        var pending = file.declarations.compactMap { declaration -> ExtensionDeclaration? in
            guard case .extension(let e) = declaration.kind,
                e.members.contains(where: { Self.declaresType($0) })
            else { return nil }
            return e
        }
        while !pending.isEmpty {
            let before = pending.count
            var waiting: [ExtensionDeclaration] = []
            for e in pending {
                guard let outer = qualifiedName(of: e.extendedType), structs[outer] != nil else {
                    waiting.append(e)
                    continue
                }
                for member in e.members where Self.declaresType(member) { try registerType(member, in: outer) }
            }
            pending = waiting
            if pending.count == before, let e = pending.first {
                throw EvaluationError(
                    location: e.members.first(where: { Self.declaresType($0) })!.location,
                    message: "types can be nested only in an extension of a type the file declares")
            }
        }
    }

    private static func declaresType(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case .struct, .class, .enum: true
        default: false
        }
    }

    /// A struct, class or enum, and the types nested in it, by their qualified names
    /// (`ActivitiesListView.ViewModel`).
    private mutating func registerType(_ declaration: Declaration, in outer: String?) throws(EvaluationError) {
        let type: StructDeclaration
        switch declaration.kind {
        case .struct(let s), .enum(let s): type = s
        case .class(let c):
            type = c
            if let name = c.inheritance.compactMap(Self.name(of:)).first(where: { $0 != "ObservableObject" }) {
                throw EvaluationError(
                    location: declaration.location,
                    message: "class \(c.name) inherits from \(name); a class here may only be an ObservableObject")
            }
        default: return
        }
        let name = outer.map { "\($0).\(type.name)" } ?? type.name
        guard structs[name] == nil else {
            throw EvaluationError(location: declaration.location, message: "\(name) is declared twice")
        }
        structs[name] = type
        structLocations[name] = declaration.location
        if case .class = declaration.kind { classes.insert(name) }
        if case .enum = declaration.kind {
            var cases: [String] = []
            for member in type.members {
                if case .enumCases(let names) = member.kind { cases += names }
                if case .variable(let v) = member.kind, v.getter == nil, !member.modifiers.contains("static") {
                    throw EvaluationError(location: member.location, message: "an enum cannot have stored properties")
                }
            }
            enumCases[name] = cases
        } else {
            structOrder.append(name)
        }
        for member in type.members {
            switch member.kind {
            case .struct, .class, .enum: try registerType(member, in: name)
            default: if member.modifiers.contains("static") { try addStatic(member, to: name) }
            }
        }
        if type.inheritance.compactMap(Self.name(of:)).contains("PreviewProvider"),
            let member = type.members.first(where: { member in
                if case .variable(let v) = member.kind { v.name == "previews" && v.getter != nil } else { false }
            }), case .variable(let v) = member.kind, let getter = v.getter
        {
            let preview = name.hasSuffix("_Previews") ? String(name.dropLast(9)) : name
            previews.append(Preview(name: preview, body: getter, location: member.location))
        }
    }

    /// The file's type a name written inside `context` means, as Swift looks it up: nested in the
    /// context, then in each type enclosing it, then at the top level (`ViewModel` inside
    /// `ActivitiesListView` is `ActivitiesListView.ViewModel`).
    func resolveType(_ name: String, from context: String?) -> String? {
        var outer = context
        while let scope = outer {
            if structs["\(scope).\(name)"] != nil { return "\(scope).\(name)" }
            outer = scope.lastIndex(of: ".").map { String(scope[..<$0]) }
        }
        return structs[name] != nil ? name : nil
    }

    /// `ActivitiesListView.ContentView` as the file's qualified name when it declares that type;
    /// otherwise the last component, as for SwiftUI's types (`Color`, `SwiftUI.Color`).
    func qualifiedName(of type: TypeSyntax) -> String? {
        if case .member(let base, let name) = type, let outer = qualifiedName(of: base),
            structs["\(outer).\(name)"] != nil
        {
            return "\(outer).\(name)"
        }
        return Self.name(of: type)
    }

    static let modules: Set<String> = ["SwiftUI", "Foundation", "UIKit", "AppKit", "CoreGraphics"]

    private mutating func addStatic(_ declaration: Declaration, to typeName: String) throws(EvaluationError) {
        let name: String
        switch declaration.kind {
        case .variable(let v): name = v.name
        case .function(let f): name = f.name
        default: return
        }
        staticMembers[typeName, default: [:]][name] = declaration
    }

    /// `Color`, `LinearGradient`, `ButtonStyle`: the name of a type as extensions write it.
    static func name(of type: TypeSyntax) -> String? {
        switch type {
        case .named(let name, _): name
        case .member(_, let name): name
        default: nil
        }
    }

    /// The protocols a struct conforms to, by name.
    func conformances(of name: String) -> [String] {
        structs[name]?.inheritance.compactMap(Self.name(of:)) ?? []
    }

    /// The struct's stored instance properties, in order.
    func storedProperties(of name: String) -> [(declaration: Declaration, variable: VariableDeclaration)] {
        guard let s = structs[name] else { return [] }
        return s.members.compactMap { member in
            guard case .variable(let v) = member.kind, v.getter == nil, !member.modifiers.contains("static") else {
                return nil
            }
            return (member, v)
        }
    }

    /// The struct's instance member called `name`: a computed property or a function.
    func instanceMember(_ name: String, of typeName: String) -> Declaration? {
        structs[typeName]?.members.first { member in
            guard !member.modifiers.contains("static") else { return false }
            switch member.kind {
            case .variable(let v): return v.name == name
            case .function(let f): return f.name == name
            default: return false
            }
        }
    }
}

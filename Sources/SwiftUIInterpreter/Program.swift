import SwiftSource

/// The declarations of a style file, by name: what the evaluator looks names up in.
struct Program: Sendable {
    /// The file's structs by name.
    var structs: [String: StructDeclaration] = [:]
    var structLocations: [String: SourceLocation] = [:]
    /// Struct names in declaration order.
    var structOrder: [String] = []
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
        for declaration in file.declarations {
            switch declaration.kind {
            case .import(let path):
                guard let module = path.first, Self.modules.contains(module) else {
                    throw EvaluationError(
                        location: declaration.location,
                        message: "import \(path.joined(separator: ".")) is not supported; a style file imports "
                            + Self.modules.sorted().joined(separator: ", "))
                }
            case .struct(let s):
                guard structs[s.name] == nil else {
                    throw EvaluationError(
                        location: declaration.location, message: "\(s.name) is declared twice")
                }
                structs[s.name] = s
                structLocations[s.name] = declaration.location
                structOrder.append(s.name)
                for member in s.members where member.modifiers.contains("static") {
                    try addStatic(member, to: s.name)
                    if s.inheritance.compactMap(Self.name(of:)).contains("PreviewProvider"),
                        case .variable(let v) = member.kind, v.name == "previews", let getter = v.getter
                    {
                        let name = s.name.hasSuffix("_Previews") ? String(s.name.dropLast(9)) : s.name
                        previews.append(Preview(name: name, body: getter, location: member.location))
                    }
                }
            case .enum(let e):
                guard structs[e.name] == nil else {
                    throw EvaluationError(location: declaration.location, message: "\(e.name) is declared twice")
                }
                structs[e.name] = e
                structLocations[e.name] = declaration.location
                var cases: [String] = []
                for member in e.members {
                    if case .enumCases(let names) = member.kind { cases += names }
                    if member.modifiers.contains("static") { try addStatic(member, to: e.name) }
                    if case .variable(let v) = member.kind, v.getter == nil, !member.modifiers.contains("static") {
                        throw EvaluationError(
                            location: member.location, message: "an enum cannot have stored properties")
                    }
                }
                enumCases[e.name] = cases
            case .enumCases:
                throw EvaluationError(location: declaration.location, message: "'case' outside an enum")
            case .extension(let e):
                guard let typeName = Self.name(of: e.extendedType) else {
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
                    default:
                        throw EvaluationError(
                            location: member.location,
                            message: "an extension here may hold properties, functions and initialisers")
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

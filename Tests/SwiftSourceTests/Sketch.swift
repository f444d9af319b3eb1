@testable import SwiftSource

/// A compact S-expression of a lowered expression or statement, to check how the source grouped:
/// `(+ a (* b c))`, `(call (. shape fill) .red)`. Locations are left out; each node has its own.
enum Sketch {
    static func of(_ e: Expression) -> String {
        switch e.kind {
        case .identifier(let name): return name
        case .integerLiteral(let t), .floatLiteral(let t): return t
        case .stringLiteral(let s): return "\"\(s)\""
        case .interpolatedString(let parts):
            return "\""
                + parts.map { part -> String in
                    switch part {
                    case .text(let t): return t
                    case .expression(let e, let arguments):
                        return "\\(" + ([of(e)] + arguments.map(of)).joined(separator: ", ") + ")"
                    }
                }.joined() + "\""
        case .booleanLiteral(let b): return "\(b)"
        case .nilLiteral: return "nil"
        case .selfValue: return "self"
        case .selfType: return "Self"
        case .superValue: return "super"
        case .implicitMember(let name): return ".\(name)"
        case .member(let base, let name): return "(. \(of(base)) \(name))"
        case .call(let callee, let arguments, let trailing):
            return "(call \(([of(callee)] + arguments.map(of)).joined(separator: " "))"
                + (trailing.isEmpty ? "" : " (trailing \(trailing.map(of).joined(separator: " ")))") + ")"
        case .subscript(let base, let arguments):
            return "([] \(([of(base)] + arguments.map(of)).joined(separator: " ")))"
        case .closure(let parameters, let body):
            return "(closure" + (parameters.isEmpty ? "" : " (\(parameters.joined(separator: " ")))")
                + body.map { " " + of($0) }.joined() + ")"
        case .prefix(let op, let x): return "(\(op) \(of(x)))"
        case .postfix(let op, let x): return "(\(of(x)) \(op))"
        case .binary(let op, let l, let r): return "(\(op) \(of(l)) \(of(r)))"
        case .ternary(let c, let t, let f): return "(? \(of(c)) \(of(t)) \(of(f)))"
        case .keyPath(let root, let names): return "\\\(root ?? "").\(names.joined(separator: "."))"
        case .binding(let name): return "$\(name)"
        case .tuple(let elements): return "(tuple\(elements.map { " " + of($0) }.joined()))"
        case .arrayLiteral(let elements): return "[\(elements.map(of).joined(separator: " "))]"
        case .dictionaryLiteral(let elements):
            return "["
                + (elements.isEmpty ? ":" : elements.map { "\(of($0.key)): \(of($0.value))" }.joined(separator: " "))
                + "]"
        case .optionalChain(let x): return "(?. \(of(x)))"
        case .optionalBind(let x): return "\(of(x))?"
        case .forceUnwrap(let x): return "\(of(x))!"
        case .cast(let x, let kind, let type): return "(\(kind) \(of(x)) \(of(type)))"
        case .inout(let x): return "&\(of(x))"
        case .type(let type): return "(type \(of(type)))"
        case .macro(let name, let arguments): return "(#\(name)\(arguments.map { " " + of($0) }.joined()))"
        case .statement(let s): return of(s)
        case .unsupported(let what): return "(unsupported \(what))"
        }
    }

    static func of(_ a: Argument) -> String { a.label.map { "\($0): \(of(a.value))" } ?? of(a.value) }

    static func of(_ s: Statement) -> String {
        switch s.kind {
        case .declaration(let d):
            if case .variable(let v) = d.kind {
                return "(\(v.isConstant ? "let" : "var") \(v.name)\(v.initialValue.map { " " + of($0) } ?? ""))"
            }
            return "(declaration)"
        case .expression(let e): return of(e)
        case .return(let e): return e.map { "(return \(of($0)))" } ?? "(return)"
        case .assignment(let t, let op, let v): return "(\(op) \(of(t)) \(of(v)))"
        case .if(let i): return of(i)
        case .guard(let conditions, let otherwise):
            return
                "(guard \(conditions.map(of).joined(separator: " ")) (else\(otherwise.map { " " + of($0) }.joined())))"
        case .switch(let subject, let cases):
            return "(switch \(of(subject))"
                + cases.map { c in
                    " (" + (c.items.isEmpty ? "default" : "case " + c.items.map(of).joined(separator: ", "))
                        + c.body.map { " " + of($0) }.joined() + ")"
                }.joined() + ")"
        case .for(let p, let sequence, let condition, let body, let label):
            return "(for \(label.map { $0 + ": " } ?? "")\(of(p)) \(of(sequence))"
                + (condition.map { " where \(of($0))" } ?? "") + body.map { " " + of($0) }.joined() + ")"
        case .while(let conditions, let body, _):
            return "(while \(conditions.map(of).joined(separator: " "))\(body.map { " " + of($0) }.joined()))"
        case .repeat(let body, let condition, _):
            return "(repeat\(body.map { " " + of($0) }.joined()) \(of(condition)))"
        case .break(let label): return "(break\(label.map { " " + $0 } ?? ""))"
        case .continue(let label): return "(continue\(label.map { " " + $0 } ?? ""))"
        case .do(let body, _): return "(do\(body.map { " " + of($0) }.joined()))"
        case .throw(let e): return "(throw \(of(e)))"
        case .defer(let body): return "(defer\(body.map { " " + of($0) }.joined()))"
        case .unsupported(let what): return "(unsupported \(what))"
        }
    }

    static func of(_ i: IfStatement) -> String {
        "(if \(i.conditions.map(of).joined(separator: " ")) (then\(i.then.map { " " + of($0) }.joined())))"
            + (i.otherwise.map { " (else\($0.map { " " + of($0) }.joined()))" } ?? "")
    }

    static func of(_ c: Condition) -> String {
        switch c {
        case .expression(let e): return of(e)
        case .optionalBinding(let p, let e): return "(let \(of(p)) \(of(e)))"
        case .matching(let p, let e): return "(case \(of(p)) \(of(e)))"
        case .available: return "(available)"
        }
    }

    static func of(_ item: CaseItem) -> String {
        of(item.pattern) + (item.guardCondition.map { " where \(of($0))" } ?? "")
    }

    static func of(_ p: Pattern) -> String {
        switch p {
        case .wildcard: return "_"
        case .binding(let name): return "let \(name)"
        case .value(let e): return of(e)
        case .enumCase(let name, let elements):
            return ".\(name)" + (elements.map { "(" + $0.map(of).joined(separator: ", ") + ")" } ?? "")
        case .tuple(let elements): return "(" + elements.map(of).joined(separator: ", ") + ")"
        case .optional(let inner): return of(inner) + "?"
        case .isType(let type): return "is \(of(type))"
        case .cast(let inner, let type): return "\(of(inner)) as \(of(type))"
        }
    }

    static func of(_ e: PatternElement) -> String { (e.label.map { "\($0): " } ?? "") + of(e.pattern) }
}

extension Sketch {
    static func of(_ type: TypeSyntax) -> String {
        switch type {
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(of).joined(separator: ", "))>"
        case .member(let base, let name): return "\(of(base)).\(name)"
        case .opaque(let t): return "some \(of(t))"
        case .optional(let t): return "\(of(t))?"
        case .array(let t): return "[\(of(t))]"
        case .dictionary(let k, let v): return "[\(of(k)): \(of(v))]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + of($0.type) }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(\(parameters.map(of).joined(separator: ", "))) -> \(of(result))"
        case .attributed(let names, let t): return names.map { "@\($0) " }.joined() + of(t)
        }
    }
}

/// The expression of `let x = …` and the statements of `func f() { … }`, lowered.
enum Lowered {
    static func expression(_ source: String) -> String {
        let result = SourceFile.parse("let x = \(source)")
        guard result.diagnostics.isEmpty, case .variable(let v)? = result.file.declarations.first?.kind,
            let value = v.initialValue
        else { return "error: \(result.diagnostics)" }
        return Sketch.of(value)
    }

    static func statements(_ body: String) -> [String] {
        let result = SourceFile.parse("func f() {\n\(body)\n}")
        guard result.diagnostics.isEmpty, case .function(let f)? = result.file.declarations.first?.kind else {
            return ["error: \(result.diagnostics)"]
        }
        return f.body.map(Sketch.of)
    }
}

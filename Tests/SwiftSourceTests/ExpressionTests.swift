import Testing

@testable import SwiftSource

/// Expressions, read through a one-line variable so that the printer shows how they grouped.
@Suite struct ExpressionTests {
    func parsed(_ expression: String) -> String {
        let result = Parser.parse("let x = \(expression)")
        guard result.diagnostics.isEmpty, case .variable(let variable)? = result.file.declarations.first?.kind,
            let value = variable.initialValue
        else { return "error: \(result.diagnostics)" }
        return value.description
    }

    @Test(arguments: [
        ("a + b * c", "(+ a (* b c))"),
        ("a * b + c", "(+ (* a b) c)"),
        ("a - b - c", "(- (- a b) c)"),
        ("a / b / c", "(/ (/ a b) c)"),
        ("a || b && c", "(|| a (&& b c))"),
        ("a && b || c && d", "(|| (&& a b) (&& c d))"),
        ("a + b < c * d", "(< (+ a b) (* c d))"),
        ("a == b && c != d", "(&& (== a b) (!= c d))"),
        ("!a && -b < c", "(&& (! a) (< (- b) c))"),
        ("a ? b : c ? d : e", "(? a b (? c d e))"),
        ("a || b ? 1 : 2", "(? (|| a b) 1 2)"),
        ("(a + b) * c", "(* (+ a b) c)"),
        ("a ?? b ?? c", "(?? a (?? b c))"),
        ("a + b ... c", "(... (+ a b) c)"),
        ("50 / 255", "(/ 50 255)"),
        ("x.y.z", "(. (. x y) z)"),
        ("-x.y", "(- (. x y))"),
        ("isPressed ? 5: 15", "(? isPressed 5 15)"),
    ])
    func precedenceAndAssociativity(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func comparisonsDoNotChain() {
        let result = Parser.parse("let x = a < b < c")
        #expect(result.diagnostics.map(\.message) == ["'<' and '<' cannot be chained: add parentheses"])
    }

    @Test func literalsKeysPathsBindingsAndImplicitMembers() {
        #expect(parsed("[1, 2.5, \"a\\n\", true, nil]") == "[1 2.5 \"a\n\" true nil]")
        #expect(parsed("\\.colorScheme") == "\\.colorScheme")
        #expect(parsed("\\Foo.bar.baz") == "\\Foo.bar.baz")
        #expect(parsed("$isOn") == "$isOn")
        #expect(parsed(".white") == ".white")
        #expect(parsed(".neumorphic(color: c)") == "(call .neumorphic color: c)")
        #expect(parsed("()") == "(tuple)")
        #expect(parsed("(x: 1, 2)") == "(tuple x: 1 2)")
        #expect(parsed("Self(white: 0.2)") == "(call Self white: 0.2)")
        #expect(parsed("self.init(a)") == "(call (. self init) a)")
        #expect(parsed("`default`") == "default")
        #expect(parsed("0x1F + 1_000 + 1.5e-3") == "(+ (+ 0x1F 1000) 1.5e-3)")
    }

    @Test func trailingClosures() {
        #expect(parsed("Button { a() }") == "(call Button (trailing (closure (call a))))")
        #expect(
            parsed("Button(action: { on.toggle() }) { label }")
                == "(call Button action: (closure (call (. on toggle))) (trailing (closure label)))")
        #expect(
            parsed("Button {} label: { Text(\"a\") }")
                == "(call Button (trailing (closure) label: (closure (call Text \"a\"))))")
        #expect(
            parsed("f { 1 } a: { 2 } b: { 3 }") == "(call f (trailing (closure 1) a: (closure 2) b: (closure 3)))")
        #expect(parsed("list.map { x in x + 1 }") == "(call (. list map) (trailing (closure (x) (+ x 1))))")
        #expect(parsed("f { (a, b) in a }") == "(call f (trailing (closure (a b) a)))")
        #expect(parsed("f { _ in 1 }") == "(call f (trailing (closure (_) 1)))")
    }

    /// A `(` on the next line starts a new statement, a `.` continues the chain, as in Swift.
    @Test func lineBreaksDecideWhatContinues() {
        let source = """
            var body: some View {
                let a = 1
                shape
                    .fill(a)
                (b)
                -c
            }
            """
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.description == "(var body: some View (get (let a = 1) (call (. shape fill) a) b (- c)))")
    }
}

/// `"…\(expression)…"`: the literal's text and its expressions, each parsed where it is written.
@Suite struct InterpolationTests {
    func expression(_ source: String) throws -> Expression {
        let result = Parser.parse("let a = " + source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .variable(let v)? = result.file.declarations.first?.kind, let value = v.initialValue else {
            throw ParseFailure()
        }
        return value
    }
    struct ParseFailure: Error {}

    @Test func textAndExpressionsAlternate() throws {
        let e = try expression(#""Count: \(count + 1) of \(items.count)""#)
        guard case .interpolatedString(let parts) = e.kind else { throw ParseFailure() }
        #expect(parts.count == 4)
        #expect(parts[0] == .text("Count: "))
        guard case .expression(let sum) = parts[1], case .binary("+", _, _) = sum.kind else { throw ParseFailure() }
        // Located in the file: `count` starts at column 19 of "let a = "Count: \(count…".
        #expect(sum.location == SourceLocation(line: 1, column: 19))
        #expect(parts[2] == .text(" of "))
        #expect(e.description == #""Count: \((+ count 1)) of \((. items count))""#)
    }

    @Test func stringsAndParenthesesNestInside() throws {
        let e = try expression(#""\(flag ? "a)" : f(x, (y)))!""#)
        guard case .interpolatedString(let parts) = e.kind, parts.count == 2 else { throw ParseFailure() }
        guard case .expression(let choice) = parts[0], case .ternary = choice.kind else { throw ParseFailure() }
        #expect(parts[1] == .text("!"))
    }

    @Test func nestingIsBounded() {
        var source = "x"
        for _ in 0..<40 { source = #""\("# + source + #")""# }
        let result = Parser.parse("let a = " + source)
        #expect(result.diagnostics.contains { $0.message == "interpolations nest more than 16 deep" })
    }
}

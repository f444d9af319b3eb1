import Testing

@testable import SwiftSource

/// Expressions as swift-syntax parses them and SwiftOperators folds them, lowered into our tree.
@Suite struct ExpressionTests {
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
        ("x.y.z", "(. (. x y) z)"),
        ("-x.y", "(- (. x y))"),
        ("isPressed ? 5: 15", "(? isPressed 5 15)"),
        ("a << 2 + 1", "(+ (<< a 2) 1)"),
        ("x as? Int ?? 0", "(?? (as? x Int) 0)"),
        ("value is String", "(is value String)"),
    ])
    func precedenceIsTheStandardLibrarys(source: String, expected: String) {
        #expect(Lowered.expression(source) == expected)
    }

    @Test func comparisonsDoNotChainAsTheCompilerSays() {
        let result = SourceFile.parse("let x = a < b < c")
        #expect(
            result.diagnostics.map(\.message) == [
                "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"
            ])
    }

    @Test func literalsKeyPathsBindingsAndImplicitMembers() {
        #expect(Lowered.expression("[1, 2.5, \"a\\n\", true, nil]") == "[1 2.5 \"a\n\" true nil]")
        #expect(Lowered.expression("[\"a\": 1, \"b\": 2]") == "[\"a\": 1 \"b\": 2]")
        #expect(Lowered.expression("[:]") == "[:]")
        #expect(Lowered.expression("\\.colorScheme") == "\\.colorScheme")
        #expect(Lowered.expression("\\Foo.bar.baz") == "\\Foo.bar.baz")
        #expect(Lowered.expression("$isOn") == "$isOn")
        #expect(Lowered.expression(".white") == ".white")
        #expect(Lowered.expression(".neumorphic(color: c)") == "(call .neumorphic color: c)")
        #expect(Lowered.expression("()") == "(tuple)")
        #expect(Lowered.expression("(x: 1, 2)") == "(tuple x: 1 2)")
        #expect(Lowered.expression("Self(white: 0.2)") == "(call Self white: 0.2)")
        #expect(Lowered.expression("self.init(a)") == "(call (. self init) a)")
        #expect(Lowered.expression("`default`") == "default")
        #expect(Lowered.expression("0x1F + 1_000 + 1.5e-3") == "(+ (+ 0x1F 1_000) 1.5e-3)")
        #expect(Lowered.expression("pair.0 + pair.label") == "(+ (. pair 0) (. pair label))")
        #expect(Lowered.expression("[String]()") == "(call (type [String]))")
        #expect(Lowered.expression("Array<Int>()") == "(call (type Array<Int>))")
    }

    @Test func closuresTheirParametersAndTrailingClosures() {
        #expect(Lowered.expression("Button { a() }") == "(call Button (trailing (closure (call a))))")
        // Anonymous parameters count up to the highest one named, not those of a closure inside.
        #expect(Lowered.expression("items.map { $0 * 2 }") == "(call (. items map) (trailing (closure ($0) (* $0 2))))")
        #expect(
            Lowered.expression("{ $1 + f { $2 } }")
                == "(closure ($0 $1) (+ $1 (call f (trailing (closure ($0 $1 $2) $2)))))")
        #expect(Lowered.expression("{ a, b in a + b }") == "(closure (a b) (+ a b))")
        #expect(Lowered.expression("{ (a: Int, b) -> Int in a }") == "(closure (a b) a)")
        #expect(Lowered.expression("{ [weak self] _ in self }") == "(closure (_) self)")
        #expect(
            Lowered.expression("Button(action: {}) { Text(\"a\") } label: { Text(\"b\") }")
                == "(call Button action: (closure) (trailing (closure (call Text \"a\")) label: (closure (call Text \"b\"))))"
        )
    }

    @Test func optionalChainsEndWhereTheirPostfixChainEnds() {
        #expect(Lowered.expression("a?.b.c") == "(?. (. (. a? b) c))")
        #expect(Lowered.expression("a?.b(1) ?? d") == "(?? (?. (call (. a? b) 1)) d)")
        #expect(Lowered.expression("f(a?.b)") == "(call f (?. (. a? b)))")
        #expect(Lowered.expression("a!.b") == "(. a! b)")
        #expect(Lowered.expression("items[0]?.name") == "(?. (. ([] items 0)? name))")
        #expect(Lowered.expression("values[keyPath: \\.x]") == "([] values keyPath: \\.x)")
    }

    @Test func stringsResolveEscapesAndKeepInterpolations() {
        #expect(Lowered.expression("\"a\\tb \\u{1F600} \\\"q\\\"\"") == "\"a\tb 😀 \"q\"\"")
        #expect(Lowered.expression("\"\\(count) taps\"") == "\"\\(count) taps\"")
        #expect(Lowered.expression("\"\\(value, specifier: \"%.1f\")\"") == "\"\\(value, specifier: \"%.1f\")\"")
        #expect(Lowered.expression("#\"raw \\n\"#") == "\"raw \\n\"")
        let multiline = "\"\"\"\n    one\n      two\n    \"\"\""
        #expect(Lowered.expression(multiline) == "\"one\n  two\"")
    }

    @Test func macrosCastsInoutAndStatementExpressions() {
        #expect(
            Lowered.expression("#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)")
                == "(#colorLiteral red: 1 green: 0.5 blue: 0 alpha: 1)")
        // `try?` stays, for the evaluator to make an error nil; `try` and `try!` are their expression.
        #expect(Lowered.expression("try? load() as! Int") == "(try? (as! (call load) Int))")
        #expect(Lowered.expression("try load() as! Int") == "(as! (call load) Int)")
        #expect(Lowered.expression("f(&x)") == "(call f &x)")
        #expect(Lowered.expression("if a { 1 } else { 2 }") == "(if a (then 1)) (else 2)")
        #expect(Lowered.expression("await value") == "value")
        #expect(Lowered.expression("/a+b/").hasPrefix("(unsupported regular expression literals"))
    }
}

import Testing

@testable import SwiftSource

@Suite struct DiagnosticTests {
    func diagnostics(_ source: String) -> [String] {
        Parser.parse(source).diagnostics.map(\.description)
    }

    /// Like jlox, a mistake is reported and parsing resumes at the next declaration or statement.
    @Test func severalErrorsInOneFileEachWhereItIs() {
        let source = """
            import SwiftUI

            protocol Mode { }

            struct A: View {
                var body: some View {
                    let x = (1 + 2
                    Text("a"
                    Circle()
                }
                var ok = 1
                func f( -> Int { 1 }
            }

            struct B { let y = }
            """
        #expect(
            diagnostics(source) == [
                "3:1: `protocol` declarations are not supported",
                "8:9: expected ')' to close the parenthesis started at 7:17, found 'Text'",
                "12:13: expected a parameter name, found '->'",
                "15:20: expected an expression, found '}'",
            ])
        // What recovery skipped did not swallow the declarations after it.
        let names = Parser.parse(source).file.declarations.compactMap { declaration -> String? in
            if case .struct(let structure) = declaration.kind { return structure.name }
            return nil
        }
        #expect(names == ["A", "B"])
    }

    @Test func unsupportedConstructsAreNamed() {
        #expect(diagnostics("let a = b[0]") == ["1:10: subscripts are not supported yet"])
        #expect(
            diagnostics("let a = \"x\\(y\"") == [
                "1:11: unterminated interpolation '\\(…'", "1:9: unterminated string literal",
            ])
        #expect(diagnostics("let a = \"x\\(1 +)\"") == ["1:16: expected an expression, found the end of the file"])
        #expect(diagnostics("let a = \"\\()\"") == ["1:12: expected an expression in '\\(…)'"])
        #expect(diagnostics("protocol P {}") == ["1:1: `protocol` declarations are not supported"])
        #expect(diagnostics("var a: (Int, Int)") == ["1:8: tuple types are not supported"])
        #expect(diagnostics("let a = \"abc") == ["1:9: unterminated string literal"])
        #expect(diagnostics("/* open") == ["1:1: unterminated '/*' comment"])
        #expect(
            diagnostics("let a = 1 let b = 2") == ["1:11: consecutive declarations on a line must be separated by ';'"])
        #expect(diagnostics("let a = 12ab") == ["1:11: 'a' is not a digit of the number started at 1:9"])
        #expect(diagnostics("}") == ["1:1: unexpected '}' with no body to close"])
        #expect(diagnostics("#if DEBUG") == ["1:1: `#if` is not supported; only `#Preview` is"])
        #expect(
            diagnostics("let a = f(1, 2")
                == ["1:15: expected ')' to close the call started at 1:10, found the end of the file"])
        #expect(diagnostics("let s = \"\\q\"") == ["1:10: unknown escape sequence '\\q'"])
        #expect(diagnostics("let a = 1 ; let b = \"\\u{1F600}\" + `c`") == [])
    }
}

@Suite struct StatementRecoveryTests {
    /// A bad statement is skipped to the next line of the same body: each one is reported.
    @Test func everyBadStatementOfABodyIsReported() {
        let source = """
            func f() {
                let a = 1 +
                let b = )
                for x in y { }
                Text("ok")
            }
            """
        let result = Parser.parse(source)
        #expect(
            result.diagnostics.map(\.description) == [
                "3:5: expected an expression, found 'let'",
                "3:13: expected an expression, found ')'",
                "4:5: `for` statements are not supported yet",
            ])
        guard case .function(let function)? = result.file.declarations.first?.kind else {
            Issue.record("no function")
            return
        }
        #expect(function.body.map(\.description) == ["(call Text \"ok\")"])
    }
}

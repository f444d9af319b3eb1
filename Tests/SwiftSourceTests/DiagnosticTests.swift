import Testing

@testable import SwiftSource

/// Syntax errors are the compiler's own (SwiftParserDiagnostics), at LINE:COLUMN, several per file.
@Suite struct DiagnosticTests {
    func diagnostics(_ source: String) -> [String] { SourceFile.parse(source).diagnostics.map(\.description) }

    @Test func theCompilersWordsAtTheirPlaces() {
        #expect(diagnostics("func f( { }") == ["1:8: expected ')' to end parameter clause"])
        #expect(diagnostics("let a = f(1, 2") == ["1:15: expected ')' to end function call"])
        #expect(diagnostics("let a = \"abc") == ["1:13: expected '\"' to end string literal"])
        #expect(diagnostics("struct B { let y = }") == ["1:20: expected expression in variable"])
        #expect(diagnostics("let a = 1 ; let b = \"\\u{1F600}\" + `c`") == [])
    }

    /// U+FFFD glued to an operator made swift-syntax's diagnostics generator trap on a Fix-It with no
    /// change (found by `make fuzz TARGET=swiftui`): the line is named instead.
    @Test func aReplacementCharacterBesideAnOperatorIsAnErrorNotATrap() {
        #expect(diagnostics("let a \u{FFFD}= 1") == ["1:5: invalid character in source file"])
        #expect(diagnostics("struct S {\n    static let x \u{FFFD}= 1\n}").first?.hasPrefix("2:") == true)
        // In a string it is a character like any other.
        #expect(diagnostics("let s = \"a\u{FFFD}b\"").isEmpty)
        // A control character where a name or an operator goes trapped it the same way.
        #expect(diagnostics("let isPressed \u{11}\u{11}= true") == ["1:5: invalid character in source file"])
        #expect(diagnostics("let s = 1 // \u{11}").isEmpty)
    }

    @Test func severalErrorsInOneFileEachWhereItIs() {
        let source = """
            struct A: View {
                var body: some View {
                    let x = (1 + 2
                    Text("a")
                }
                func f( -> Int { 1 }
            }
            """
        let found = SourceFile.parse(source).diagnostics
        #expect(found.count >= 2)
        #expect(found.map(\.line).contains(3) || found.map(\.line).contains(4))
        #expect(found.map(\.line).contains(6))
        // The file still lowers: the struct is there for an editor's next save.
        #expect(SourceFile.parse(source).file.declarations.count == 1)
    }

    @Test func tooManyErrorsAreCut() {
        let source = String(repeating: "let = \n", count: 300)
        #expect(SourceFile.parse(source).diagnostics.count <= SourceFile.maximumDiagnostics)
    }
}

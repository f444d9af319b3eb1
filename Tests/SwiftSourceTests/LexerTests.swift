import Testing

@testable import SwiftSource

@Suite struct LexerTests {
    func kinds(_ source: String) -> [TokenKind] {
        Lexer.tokenize(source).tokens.map(\.kind).dropLast()
    }

    @Test func numbersKeepTheirDigitsWithoutUnderscores() {
        #expect(
            kinds("1_000 0x1F 2.5 1e3 1.5E-2 7.") == [
                .integer("1000"), .integer("0x1F"), .float("2.5"), .float("1e3"), .float("1.5E-2"),
                .integer("7"), .punctuation("."),
            ])
    }
}

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

    @Test func attributesMacrosAndKeyPathsAreTokens() {
        #expect(
            kinds("@Environment(\\.colorScheme) var `default`") == [
                .punctuation("@"), .identifier("Environment"), .punctuation("("), .punctuation("\\"),
                .punctuation("."), .identifier("colorScheme"), .punctuation(")"), .keyword(.var),
                .identifier("default"),
            ])
        #expect(
            kinds("#Preview(\"A\")") == [
                .punctuation("#"), .identifier("Preview"), .punctuation("("), .string("A"), .punctuation(")"),
            ])
        #expect(
            kinds("$isOn a...b a..<b -> ?? &&!") == [
                .punctuation("$"), .identifier("isOn"), .identifier("a"), .punctuation("..."), .identifier("b"),
                .identifier("a"), .punctuation("..<"), .identifier("b"), .punctuation("->"), .punctuation("??"),
                .punctuation("&&"), .punctuation("!"),
            ])
    }

    /// Generic argument lists close one `>` at a time.
    @Test func closingAngleBracketsStaySeparate() {
        #expect(
            kinds("A<B<C>>") == [
                .identifier("A"), .punctuation("<"), .identifier("B"), .punctuation("<"), .identifier("C"),
                .punctuation(">"), .punctuation(">"),
            ])
    }

    @Test func linesColumnsAndSpacing() {
        let tokens = Lexer.tokenize("a\r\n  b-c\n\u{00A0}\"é\" d").tokens
        #expect(tokens.map(\.location.description) == ["1:1", "2:3", "2:4", "2:5", "3:2", "3:6", "3:7"])
        #expect(tokens.map(\.startsLine) == [true, true, false, false, true, false, false])
        #expect(tokens[2].spaceBefore == false && tokens[2].spaceAfter == false)
        #expect(tokens[4].kind == .string("é") && tokens[4].spaceBefore)
    }

    @Test func stringEscapes() {
        #expect(kinds(#""a\n\t\"\\\u{1F600}""#) == [.string("a\n\t\"\\😀")])
    }
}

import Foundation
import TestSupport
import Testing

@testable import SwiftSource

/// Nothing traps and nothing takes long, whatever the input: the limits are errors with a location.
@Suite struct LimitTests {
    func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// swift-syntax stops nesting at the limit and says so; the lowering never goes deeper.
    @Test(arguments: [
        String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000),
        String(repeating: "- ", count: 5000) + "1",
        "a" + String(repeating: ".b", count: 5000),
        String(repeating: "f { ", count: 5000) + String(repeating: "}", count: 5000),
        String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
    ])
    func deepNestingIsAnErrorNotACrash(expression: String) {
        let result = SourceFile.parse("let x = " + expression + "\nlet y = 1")
        #expect(!result.diagnostics.isEmpty)
    }

    /// A chain of operators or modifiers is as deep a tree as nesting: fine at lengths code has,
    /// an error (not a stack overflow when the tree is freed) at thousands.
    @Test func longChainsCountAsNesting() {
        let sum = "let x = " + Array(repeating: "a", count: 150).joined(separator: " + ")
        #expect(SourceFile.parse(sum).diagnostics.isEmpty)
        let modifiers = "let v = Text(\"a\")" + String(repeating: "\n    .padding()", count: 60)
        #expect(SourceFile.parse(modifiers).diagnostics.isEmpty)
        let long = "let x = " + Array(repeating: "a", count: 3000).joined(separator: " + ")
        #expect(SourceFile.parse(long).diagnostics.map(\.message) == ["nesting deeper than 200"])
    }

    @Test func squareBracketsAreRefusedBeforeTheParserTakesHours() {
        let deep = "var a: " + String(repeating: "[", count: 30) + "Int" + String(repeating: "]", count: 30)
        let result = SourceFile.parse("// [[[[[[[[[[[[ in a comment\nlet s = \"[[[[[[[[[[[[\"\n" + deep)
        #expect(
            result.diagnostics.map(\.description) == [
                "3:18: '[' nests more than 10 deep here; the Swift parser's time doubles with each level"
            ])
        #expect(SourceFile.parse("let a = [[[[1]]]]").diagnostics.isEmpty)
    }

    @Test func nestingJustUnderTheLimitIsFine() {
        let result = SourceFile.parse(
            "let x = " + String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func deeplyNestedTypesAndBodies() {
        let type = String(repeating: "[", count: 1000) + "Int" + String(repeating: "]", count: 1000)
        #expect(!SourceFile.parse("var a: \(type)").diagnostics.isEmpty)
        let bodies = String(repeating: "struct A { ", count: 1000) + String(repeating: "}", count: 1000)
        #expect(!SourceFile.parse(bodies).diagnostics.isEmpty)
    }

    @Test func oversizedSourcesAreRefusedUnread() {
        let source = String(repeating: "// padding\n", count: SourceFile.maximumSourceBytes / 11 + 1)
        let result = SourceFile.parse(source)
        #expect(result.diagnostics.count == 1)
        #expect(
            result.diagnostics.first?.message.hasSuffix("at most \(SourceFile.maximumSourceBytes) are read") == true)
    }

    @Test func strayCharactersAreReportedAFewTimes() {
        let result = SourceFile.parse(String(repeating: "§ ", count: 200_000))
        #expect(!result.diagnostics.isEmpty && result.diagnostics.count <= SourceFile.maximumDiagnostics)
    }

    /// Close to the size limit, valid or not, the parser finishes: a guard against quadratic work,
    /// not a speed measurement (swift-syntax reads about 1 MB a second here); scaled for the build.
    @Test func megabyteInputsFinishWithoutBlowingUp() throws {
        let style = try #require(Fixtures.exports.first { $0.name == "dark.swift" }).source
        let valid = String(repeating: style, count: 1_000_000 / style.utf8.count)
        let broken = String(repeating: "struct A { var b: some View { f(((( } }\n", count: 20_000)
        let chains = "let x = " + Array(repeating: "a.b(c: 1) { d }", count: 20_000).joined(separator: "\nlet y = ")
        for source in [valid, broken, chains] {
            #expect(source.utf8.count < SourceFile.maximumSourceBytes)
            var result: SourceFile.Parsed?
            let elapsed = seconds { result = SourceFile.parse(source) }
            #expect(elapsed < HangLimit.seconds(10), "parsed \(source.utf8.count) bytes in \(elapsed) s")
            #expect(result != nil)
        }
    }
}

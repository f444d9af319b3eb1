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

    @Test(arguments: [
        String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000),
        String(repeating: "-", count: 5000) + "1",
        Array(repeating: "a", count: 5000).joined(separator: " + "),
        "a" + String(repeating: ".b", count: 5000),
        String(repeating: "f { ", count: 5000) + String(repeating: "}", count: 5000),
        String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
    ])
    func deepNestingIsAnError(expression: String) {
        let result = Parser.parse("let x = " + expression + "\nlet y = 1")
        #expect(result.diagnostics.first?.message == "nesting deeper than 200")
        // The declaration after it is still read.
        #expect(result.file.declarations.last?.description == "(let y = 1)")
    }

    @Test func nestingJustUnderTheLimitIsFine() {
        let result = Parser.parse(
            "let x = " + String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func deeplyNestedTypesAndBodies() {
        let type = String(repeating: "[", count: 1000) + "Int" + String(repeating: "]", count: 1000)
        #expect(Parser.parse("var a: \(type)").diagnostics.first?.message == "nesting deeper than 200")
        let bodies = String(repeating: "struct A { ", count: 1000) + String(repeating: "}", count: 1000)
        #expect(Parser.parse(bodies).diagnostics.first?.message == "nesting deeper than 200")
    }

    @Test func oversizedSourcesAreRefusedUnread() {
        let source = String(repeating: "// padding\n", count: Parser.maximumSourceBytes / 11 + 1)
        let result = Parser.parse(source)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasSuffix("at most \(Parser.maximumSourceBytes) are read") == true)
    }

    @Test func manyErrorsStopAtTheLimit() {
        let result = Parser.parse(String(repeating: "protocol A {}\n", count: 1000))
        #expect(result.diagnostics.count == Parser.maximumDiagnostics + 1)
        #expect(result.diagnostics.last?.message == "too many errors; the rest of the file is not read")
    }

    @Test func strayCharactersAreReportedAFewTimes() {
        let result = Parser.parse(String(repeating: "§ ", count: 500_000))
        #expect(result.diagnostics.count == Parser.maximumDiagnostics)
        #expect(result.diagnostics.first?.description == "1:1: unexpected character '§'")
    }

    /// Close to the size limit, valid or not, the parser finishes: a guard against quadratic work
    /// (which would take minutes on 1.8 MB), not a speed measurement. Release builds parse these in
    /// about 0.25 s; the bound is scaled for the build (HangLimit).
    @Test func megabyteInputsFinishWithoutBlowingUp() throws {
        let style = try #require(Fixtures.exports.first { $0.name == "dark.swift" }).source
        let valid = String(repeating: style, count: 1_800_000 / style.utf8.count)
        let broken = String(repeating: "struct A { var b: some View { f(((( } }\n", count: 40_000)
        let chains = "let x = " + Array(repeating: "a.b(c: 1) { d }", count: 40_000).joined(separator: "\nlet y = ")
        for source in [valid, broken, chains] {
            #expect(source.utf8.count < Parser.maximumSourceBytes)
            var result: Parser.Result?
            let elapsed = seconds { result = Parser.parse(source) }
            #expect(elapsed < HangLimit.seconds(2), "parsed \(source.utf8.count) bytes in \(elapsed) s")
            #expect(result != nil)
        }
        #expect(Parser.parse(valid).diagnostics.isEmpty)
    }
}

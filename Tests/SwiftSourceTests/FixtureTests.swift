import Testing

@testable import SwiftSource

@Suite struct FixtureTests {
    @Test func everySeedCodeBlockParsesWithoutDiagnostics() {
        let seeds = Fixtures.seeds
        #expect(seeds.count == 40)
        for (name, source) in seeds {
            let result = SourceFile.parse(source)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
            #expect(!result.file.declarations.isEmpty, "\(name) parsed to nothing")
        }
    }

    @Test func everyExportedStyleParsesWithoutDiagnostics() {
        let exports = Fixtures.exports
        #expect(exports.count >= 8)
        for (name, source) in exports {
            let result = SourceFile.parse(source)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
        }
    }

    /// The structure, not only the absence of errors: seed 002's style.
    @Test func seed002sStyleHasTheExpectedShape() throws {
        let source = try #require(Fixtures.seeds.first { $0.name.hasPrefix("002-067") }).source
        let file = SourceFile.parse(source).file
        #expect(file.declarations.count == 3)
        guard case .struct(let style) = file.declarations[1].kind, case .function(let makeBody) = style.members[1].kind,
            case .extension(let e) = file.declarations[2].kind
        else {
            Issue.record("expected the struct second, then makeBody, then the extension")
            return
        }
        #expect(style.name == "NeumorphicButtonStyle")
        #expect(file.declarations[1].modifiers == ["public"])
        #expect(makeBody.returnType == .opaque(.named("View", arguments: [])))
        #expect(makeBody.body.count == 5)
        #expect(Sketch.of(makeBody.body[1]) == "(let s (? isPressed 5 15))")
        #expect(Sketch.of(e.extendedType) == "ButtonStyle" && e.requirements.count == 1)
    }
}

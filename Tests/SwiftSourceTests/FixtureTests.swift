import Testing

@testable import SwiftSource

@Suite struct FixtureTests {
    @Test func everySeedCodeBlockParsesWithoutDiagnostics() {
        let seeds = Fixtures.seeds
        #expect(seeds.count == 40)
        for (name, source) in seeds {
            let result = Parser.parse(source)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
            #expect(!result.file.declarations.isEmpty, "\(name) parsed to nothing")
        }
    }

    @Test func everyExportedStyleParsesWithoutDiagnostics() {
        let exports = Fixtures.exports
        #expect(exports.count >= 8)
        for (name, source) in exports {
            let result = Parser.parse(source)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
        }
    }

    /// The structure, not only the absence of errors: seed 002's style as the printer shows it.
    @Test func seed002sStyleHasTheExpectedShape() throws {
        let source = try #require(Fixtures.seeds.first { $0.name.hasPrefix("002-067") }).source
        let file = Parser.parse(source).file
        #expect(file.declarations.count == 3)
        guard case .struct(let style) = file.declarations[1].kind else {
            Issue.record("expected the struct second")
            return
        }
        #expect(style.name == "NeumorphicButtonStyle")
        #expect(file.declarations[1].modifiers == ["public"])
        guard case .function(let makeBody) = style.members[1].kind else {
            Issue.record("expected makeBody")
            return
        }
        #expect(makeBody.returnType == .opaque(.named("View", arguments: [])))
        #expect(makeBody.body.count == 5)
        #expect(makeBody.body[1].description == "(let s: CGFloat = (? isPressed 5 15))")
        #expect(
            file.declarations[2].description.hasPrefix("(extension ButtonStyle where Self == NeumorphicButtonStyle"))
    }
}

import Testing

@testable import SwiftSource

@Suite struct DeclarationTests {
    func printed(_ source: String) -> String {
        let result = Parser.parse(source)
        return result.diagnostics.isEmpty ? result.file.description : "error: \(result.diagnostics)"
    }

    @Test func structsWithGenericsInheritanceAndMembers() {
        let source = """
            struct Background<S: Shape>: View, Equatable {
                @State private var isOn: Bool = false
                @Environment(\\.colorScheme) var colorScheme
                static let size = 10
                var shape: S
                var body: some View { shape }
            }
            """
        #expect(
            printed(source) == "(struct Background<S: Shape>: View, Equatable (@State private var isOn: Bool = false)"
                + " (@Environment(\\.colorScheme) var colorScheme) (static let size = 10) (var shape: S)"
                + " (var body: some View (get shape)))")
    }

    /// `@available` takes platforms and versions, not expressions; the SwiftUI export guards its
    /// newer-API declarations with it.
    @Test func availabilityAttributesParse() {
        let source = """
            @available(iOS 16, macOS 13.0, *)
            private struct Background<S: Shape>: View {}
            @available(iOS 15, macOS 12, *)
            extension ButtonStyle where Self == Soft {}
            """
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.declarations.map { $0.attributes.map(\.name) } == [["available"], ["available"]])
        #expect(Parser.parse("@available(iOS 16 struct S {}").diagnostics.count == 1)
    }

    @Test func functionsInitialisersAndVariadics() {
        let source = """
            extension LinearGradient {
                init(_ colors: Color...) {
                    self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
                }
                func f(label name: [Int]? = nil, _ g: Int) -> Self.Configuration { return x }
            }
            """
        #expect(
            printed(source) == "(extension LinearGradient (init(_ colors: Color...) (call (. self init) gradient:"
                + " (call Gradient colors: colors) startPoint: .topLeading endPoint: .bottomTrailing))"
                + " (func f(label name: [Int]? = nil, _ g: Int) -> Self.Configuration (return x)))")
    }

    @Test func constrainedExtensionsAndPreviews() {
        let source = """
            import SwiftUI
            extension ButtonStyle where Self == DarkButtonStyle {
                static var dark: DarkButtonStyle { DarkButtonStyle() }
            }
            #Preview("Dark") { Text("a") }
            """
        #expect(
            printed(source) == "(import SwiftUI)\n(extension ButtonStyle where Self == DarkButtonStyle"
                + " (static var dark: DarkButtonStyle (get (call DarkButtonStyle))))\n(#Preview(\"Dark\") (call Text \"a\"))"
        )
    }

    /// `makeBody` is a view builder: `let` statements then a view without `return`, and `if`/`else` as items.
    @Test func viewBuilderBodiesWithoutReturn() {
        let source = """
            func makeBody(configuration: Configuration) -> some View {
                let s: CGFloat = configuration.isPressed ? 5 : 15
                var t = s
                t += 1
                if a { Circle() } else if b { Capsule() } else { Rectangle() }
                configuration.label.padding(s)
            }
            """
        #expect(
            printed(source) == "(func makeBody(configuration: Configuration) -> some View"
                + " (let s: CGFloat = (? (. configuration isPressed) 5 15)) (var t = s) (+= t 1)"
                + " (if (a) (then (call Circle)) (else (if (b) (then (call Capsule)) (else (call Rectangle)))))"
                + " (call (. (. configuration label) padding) s))")
    }

    @Test func ifConditionsDoNotTakeTrailingClosures() {
        #expect(printed("if isOn { a }") == "(if (isOn) (then a))")
        #expect(printed("if f(x), !y { a }") == "(if ((call f x) (! y)) (then a))")
    }

    @Test func commentsNestAndLocationsCountCharacters() {
        let source = "/* a /* b */ c */ // d\nlet é = \"ü\" /* x */ + y"
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty)
        guard case .variable(let variable)? = result.file.declarations.first?.kind else {
            Issue.record("no variable")
            return
        }
        #expect(result.file.declarations[0].location == SourceLocation(line: 2, column: 1))
        guard case .binary(_, let left, let right)? = variable.initialValue?.kind else {
            Issue.record("no sum")
            return
        }
        #expect(left.location == SourceLocation(line: 2, column: 9))
        #expect(right.location == SourceLocation(line: 2, column: 23))
    }
}

import Testing

@testable import SwiftSource

/// Declarations lowered from swift-syntax: types and extensions, properties with accessors, enums
/// with associated and raw values, functions with every kind of parameter, `#Preview`, and what the
/// interpreter does not run, kept as `unsupported` instead of failing the file.
@Suite struct DeclarationTests {
    func declarations(_ source: String) -> [Declaration] {
        let result = SourceFile.parse(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.file.declarations
    }

    @Test func typesExtensionsAndTheirMembers() throws {
        let file = declarations(
            """
            import SwiftUI
            struct Card<S: Shape>: View, Identifiable {
                @State private var isOn = false
                static let corner: CGFloat = 12
                var body: some View { Text("a") }
                struct Inner {}
            }
            extension ButtonStyle where Self == Soft { static var soft: Soft { Soft() } }
            protocol Themed { var tint: Color { get } }
            typealias Palette = (dark: Color, light: Color)
            """)
        #expect(file.count == 5)
        guard case .import(["SwiftUI"]) = file[0].kind, case .struct(let card) = file[1].kind,
            case .extension(let e) = file[2].kind, case .protocol(let themed) = file[3].kind,
            case .typealias("Palette", .tuple(let palette)) = file[4].kind
        else {
            Issue.record("unexpected kinds: \(file.map(\.kind))")
            return
        }
        #expect(card.genericParameters == [GenericParameter(name: "S", constraint: .named("Shape", arguments: []))])
        #expect(card.inheritance.count == 2 && card.members.count == 4)
        #expect(card.members[0].attributes.map(\.name) == ["State"] && card.members[0].modifiers == ["private"])
        #expect(card.members[1].isStatic)
        #expect(
            e.requirements == [
                Requirement(left: .named("Self", arguments: []), relation: "==", right: .named("Soft", arguments: []))
            ])
        // A protocol's `{ get }` is a requirement, not a getter.
        guard case .variable(let tint) = themed.members[0].kind else { return }
        #expect(tint.getter == nil)
        #expect(palette.map(\.label) == ["dark", "light"])
    }

    @Test func propertiesWithAccessorsObserversAndPatterns() throws {
        let file = declarations(
            """
            struct A {
                var a = 1, b = 2
                var c: Int { get { a } set { a = newValue } }
                var d: Int = 0 { willSet { } didSet(before) { print(before) } }
                let (x, y) = (1, 2)
            }
            """)
        guard case .struct(let a) = file[0].kind else { return }
        let variables = a.members.compactMap { member -> VariableDeclaration? in
            if case .variable(let v) = member.kind { return v }
            return nil
        }
        #expect(variables.map(\.name) == ["a", "b", "c", "d", ""])
        #expect(variables[2].getter != nil && variables[2].setter?.parameter == "newValue")
        #expect(variables[3].willSet?.parameter == "newValue" && variables[3].didSet?.parameter == "before")
        #expect(
            variables[4].pattern
                == .tuple([
                    PatternElement(label: nil, pattern: .binding("x")),
                    PatternElement(label: nil, pattern: .binding("y")),
                ]))
    }

    @Test func enumsWithAssociatedAndRawValues() throws {
        let file = declarations(
            """
            enum Kind: String, CaseIterable { case plain = "p", soft }
            enum Shape { case circle, rounded(radius: CGFloat), capsule(CGFloat = 1) }
            """)
        guard case .enum(let kind) = file[0].kind, case .enumCases(let kindCases) = kind.members[0].kind,
            case .enum(let shape) = file[1].kind, case .enumCases(let shapeCases) = shape.members[0].kind
        else { return }
        #expect(kindCases.map(\.name) == ["plain", "soft"])
        #expect(kindCases[0].rawValue.map(Sketch.of) == "\"p\"")
        #expect(shapeCases[0].associatedValues == nil)
        #expect(shapeCases[1].associatedValues?.map(\.label) == ["radius"])
        #expect(shapeCases[2].associatedValues?.first?.label == nil)
        #expect(shapeCases[2].associatedValues?.first?.defaultValue != nil)
    }

    @Test func functionsAndTheirParameters() throws {
        let file = declarations(
            """
            func f<T>(_ a: Int, label b: String = "x", rest: Double..., c: inout Int, @ViewBuilder content: () -> T) -> some View { a }
            init?(raw: String) { return nil }
            """)
        guard case .function(let f) = file[0].kind, case .initializer(let parameters, let body) = file[1].kind else {
            return
        }
        #expect(f.genericParameters.map(\.name) == ["T"])
        #expect(f.parameters.map(\.label) == [nil, "label", "rest", "c", "content"])
        #expect(f.parameters.map(\.name) == ["a", "b", "rest", "c", "content"])
        #expect(f.parameters[2].isVariadic && f.parameters[3].isInout && f.parameters[4].attributes == ["ViewBuilder"])
        #expect(f.parameters[1].defaultValue.map(Sketch.of) == "\"x\"")
        #expect(Sketch.of(f.parameters[4].type) == "() -> T")
        #expect(parameters.map(\.label) == ["raw"] && body.count == 1)
    }

    @Test func previewsAndTopLevelCode() {
        let file = declarations(
            """
            .buttonStyle(DarkButtonStyle())
            #Preview("Dark") { ContentView() }
            """)
        // An article's snippet is top-level code (after an expression, Swift would read it as continuing it).
        guard case .topLevelCode = file[0].kind, case .preview(let arguments, let body) = file[1].kind else {
            Issue.record("\(file.map(\.kind))")
            return
        }
        #expect(arguments.map(Sketch.of) == ["\"Dark\""])
        #expect(body.map(Sketch.of) == ["(call ContentView)"])
    }

    @Test func whatTheInterpreterDoesNotRunIsKeptUnsupported() {
        let file = declarations("struct A { subscript(i: Int) -> Int { i } }\nactor Counter { var n = 0 }")
        guard case .struct(let a) = file[0].kind, case .unsupported(let what) = a.members[0].kind else {
            Issue.record("\(file.map(\.kind))")
            return
        }
        #expect(what == "subscript declarations")
        guard case .class(let counter) = file[1].kind else { return }
        #expect(counter.name == "Counter")
    }

    /// Every location names the file and counts characters, not bytes.
    @Test func locationsNameTheFileAndCountCharacters() {
        let result = SourceFile.parse("let é = \"ü\"; let b = 2", file: "Demo/A.swift")
        #expect(
            result.file.declarations.map(\.location) == [
                SourceLocation(file: "Demo/A.swift", line: 1, column: 1),
                SourceLocation(file: "Demo/A.swift", line: 1, column: 14),
            ])
        #expect(result.file.declarations[1].location.placed(in: "x") == "Demo/A.swift:1:14")
    }
}

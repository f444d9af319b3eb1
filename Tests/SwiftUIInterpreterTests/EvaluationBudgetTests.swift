import Testing

@testable import SwiftUIInterpreter

/// Code that would never end, or would fill the memory or the stack, ends in an error at its place:
/// the steps, the depth and the elements an evaluation may make are counted, not timed.
@Suite struct EvaluationBudgetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// Where the error must point, and words it must hold.
        var line: Int
        var words: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "while true",
            source: "func spin() -> Int {\n    var i = 0\n    while true { i += 1 }\n    return i\n}",
            line: 4, words: "steps"),
        Case(
            name: "repeat without an end",
            source: "func spin() -> Int {\n    var i = 0\n    repeat { i -= 1 } while i < 1\n    return i\n}",
            line: 4, words: "steps"),
        Case(
            name: "a function that calls itself",
            source: "func down(_ n: Int) -> Int { 1 + down(n + 1) }\nfunc spin() -> Int { down(0) }",
            line: 3, words: "deep"),
        Case(
            name: "properties that refer to each other",
            source:
                "struct Loop {\n    var a: Int { b + 1 }\n    var b: Int { a + 1 }\n}\nfunc spin() -> Int { Loop().a }",
            line: 4, words: "deep"),
        Case(
            name: "a 10⁹-element array",
            source: "func spin() -> Int { Array(repeating: 0, count: 1_000_000_000).count }",
            line: 3, words: "elements"),
        Case(
            name: "appending 10⁸ elements",
            source:
                "func spin() -> Int {\n    var a: [Int] = []\n    for i in 0..<100_000_000 { a.append(i) }\n    return a.count\n}",
            line: 5, words: "elements"),
        Case(
            name: "a string doubled 64 times",
            source: "func spin() -> Int {\n    var s = \"x\"\n    for _ in 0..<64 { s = s + s }\n    return s.count\n}",
            line: 5, words: "elements"),
        Case(
            name: "a map over 10⁹ numbers", source: "func spin() -> Int { (0..<1_000_000_000).map { $0 * 2 }.count }",
            line: 3, words: "elements"),
    ]

    @Test(arguments: cases) func endsInALocatedError(_ c: Case) throws {
        let source = "import SwiftUI\n\(c.source)\n#Preview { Text(\"\\(spin())\") }\n"
        let error = #expect(throws: StyleFileError.self) {
            let file = try ScreenFile.interpret(source: source, path: "Budget.swift")
            _ = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        }
        let location = try #require(error?.location, "\(error?.description ?? "")")
        // The place is inside the file's code: the line that runs away or the call that started it.
        #expect((2...c.line + 1).contains(location.line), "\(error?.description ?? "")")
        #expect(error?.message.contains(c.words) == true, "\(error?.description ?? "")")
    }

    /// A view whose body holds itself is SwiftUI's infinite recursion; here it is a located error.
    @Test func aViewThatHoldsItself() throws {
        let source =
            "import SwiftUI\nstruct Nest: View {\n    var body: some View { VStack { Nest() } }\n}\n#Preview { Nest() }\n"
        let error = #expect(throws: StyleFileError.self) {
            let file = try ScreenFile.interpret(source: source, path: "Nest.swift")
            _ = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        }
        #expect(error?.location?.line == 3, "\(error?.description ?? "")")
        #expect(error?.message.contains("does a view or a function call itself?") == true)
    }
}

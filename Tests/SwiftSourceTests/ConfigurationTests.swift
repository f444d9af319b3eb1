import Testing

@testable import SwiftSource

/// `#if` is decided as Xcode's canvas builds previews: iOS, in the simulator, a debug build.
@Suite struct ConfigurationTests {
    func names(_ source: String) -> [String] {
        SourceFile.parse(source).file.declarations.compactMap { declaration in
            if case .variable(let v) = declaration.kind { return v.name }
            if case .struct(let s) = declaration.kind { return s.name }
            return nil
        }
    }

    @Test func theActiveClauseIsTheIOSSimulatorsDebugBuild() {
        #expect(names("#if os(iOS)\nlet a = 1\n#else\nlet b = 2\n#endif") == ["a"])
        #expect(names("#if os(macOS)\nlet a = 1\n#elseif canImport(UIKit)\nlet b = 2\n#endif") == ["b"])
        #expect(names("#if canImport(AppKit)\nlet a = 1\n#endif\nlet c = 3") == ["c"])
        #expect(names("#if DEBUG && targetEnvironment(simulator)\nlet a = 1\n#endif") == ["a"])
        #expect(names("#if swift(>=5.9)\nlet a = 1\n#endif") == ["a"])
        #expect(names("#if arch(x86_64)\nlet a = 1\n#else\nlet b = 2\n#endif") == ["b"])
    }

    @Test func clausesInsideTypesBodiesSwitchesAndModifierChains() {
        let file = SourceFile.parse(
            """
            struct A {
            #if os(iOS)
                var phone = 1
            #endif
                var body: some View {
                    Text("a")
                    #if os(iOS)
                        .padding()
                    #else
                        .frame(width: 1)
                    #endif
                }
            }
            """
        ).file
        guard case .struct(let a) = file.declarations.first?.kind else { return }
        #expect(a.members.count == 2)
        guard case .variable(let body) = a.members[1].kind, let statement = body.getter?.first else { return }
        #expect(Sketch.of(statement) == "(call (. (call Text \"a\") padding))")
    }

    @Test func locationsStayThoseOfTheFile() {
        let file = SourceFile.parse("#if os(macOS)\nlet a = 1\n#else\n\n\nlet b = 2\n#endif").file
        #expect(file.declarations.first?.location.line == 6)
    }
}

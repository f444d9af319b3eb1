import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// `.preference(key:value:)` and `.onPreferenceChange`: what the views set once laid out reaches the
/// handler above them before the frame is shown, as in SwiftUI.
@Suite struct PreferenceTests {
    /// The strings the preview draws once its preferences have been read.
    static func texts(_ source: String) throws -> (texts: [String], notes: [String]) {
        let (commands, notes) = try phoneFrame(source, path: "Preferences.swift")
        return (drawnTexts(commands), notes)
    }

    static let sizeKey = """
        struct SizeKey: PreferenceKey {
            static var defaultValue: CGSize = .zero
            static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
        }
        extension View {
            func readSize(_ onChange: @escaping (CGSize) -> Void) -> some View {
                background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                    .onPreferenceChange(SizeKey.self, perform: onChange)
            }
        }
        """

    /// The common `readSize` helper: a GeometryReader behind a view measures it, and the size drawn is
    /// the view's as laid out.
    @Test func aSizeMeasuredByAGeometryReaderReachesTheHandler() throws {
        let source = """
            import SwiftUI
            \(Self.sizeKey)
            struct Measured: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    VStack {
                        Color.blue.frame(width: 120, height: 44).readSize { size = $0 }
                        Text("\\(Int(size.width)) × \\(Int(size.height))")
                    }
                }
            }
            #Preview { Measured() }
            """
        let (texts, notes) = try Self.texts(source)
        #expect(texts == ["120 × 44"], "\(notes)")
        #expect(notes.isEmpty)
    }

    /// Several views setting one key: combined by the key's own `reduce`, in the tree's order; a view's
    /// own preference replaces its content's.
    @Test func severalValuesAreCombinedByTheKeysReduce() throws {
        let source = """
            import SwiftUI
            struct TotalKey: PreferenceKey {
                static var defaultValue: Int = 0
                static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
            }
            struct Totals: View {
                @State private var total = -1
                var body: some View {
                    VStack {
                        Text("a").preference(key: TotalKey.self, value: 2)
                        Text("b").preference(key: TotalKey.self, value: 5)
                        Text("c").preference(key: TotalKey.self, value: 100).preference(key: TotalKey.self, value: 7)
                        Text("total \\(total)")
                    }
                    .onPreferenceChange(TotalKey.self) { total = $0 }
                }
            }
            #Preview { Totals() }
            """
        #expect(try Self.texts(source).texts == ["a", "b", "c", "total 14"])
    }

    /// A handler whose views set nothing for its key never runs: the state keeps its value.
    @Test func aKeyNothingSetsRunsNothing() throws {
        let source = """
            import SwiftUI
            \(Self.sizeKey)
            struct Quiet: View {
                @State private var label = "unchanged"
                var body: some View {
                    Text(label).onPreferenceChange(SizeKey.self) { _ in label = "ran" }
                }
            }
            #Preview { Quiet() }
            """
        #expect(try Self.texts(source).texts == ["unchanged"])
    }
}

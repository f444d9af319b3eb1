import Raster
import Style
import Testing

@testable import SwiftUIInterpreter

/// `Image(systemName:)`: library names draw their icon; an unknown name draws the placeholder and
/// leaves a note naming the place and the name, and the style still loads.
@Suite struct SystemSymbolTests {
    /// The icons a style's body draws.
    func icons(_ file: StyleFile) throws -> [SystemImage] {
        let style = try #require(file.buttonStyles.first)
        return StyleFileTests.draw(style).1.compactMap {
            if case .icon(let image, _, _) = $0 { return image }
            return nil
        }
    }

    @Test func aLibrarySymbolDrawsWithoutNotes() throws {
        let source = StyleFileTests.style("HStack { Image(systemName: \"star.fill\"); configuration.label }")
        let file = try StyleFile.interpret(source: source, path: "Probe.swift")
        #expect(file.ignoredModifiers.isEmpty)
        #expect(try icons(file).map(\.rawValue) == ["star.fill"])
        #expect(try icons(file).first?.isPlaceholder == false)
    }

    @Test func anUnknownSymbolDrawsThePlaceholderWithANote() throws {
        let source = StyleFileTests.style("HStack { Image(systemName: \"star.sparkly\"); configuration.label }")
        let file = try StyleFile.interpret(source: source, path: "Probe.swift")
        let drawn = try icons(file)
        #expect(drawn.map(\.rawValue) == ["star.sparkly"])
        #expect(drawn.first?.isPlaceholder == true)
        // Line 6 of the probe file is the body; the note names the symbol and what stands in for it.
        #expect(file.ignoredModifiers.count == 1)
        let note = try #require(file.ignoredModifiers.first).description
        #expect(note.hasPrefix("6:"), "\(note)")
        #expect(note.contains("'star.sparkly' is not one Neumorph draws"), "\(note)")
        #expect(note.contains("a placeholder stands in for it"), "\(note)")
    }
}

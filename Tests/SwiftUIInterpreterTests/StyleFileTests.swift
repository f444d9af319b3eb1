import Testing

@testable import SwiftUIInterpreter

@Suite struct StyleFileTests {
    @Test func unreadableFileNamesThePath() {
        #expect(throws: StyleFileError.self) { try StyleFile.load(path: "/nonexistent/Style.swift") }
    }
}

import Foundation
import Testing

@testable import PlainText

@Suite struct TextFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neumorph-text-\(UUID().uuidString)")
        .path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func everyLineEndingBecomesANewline() throws {
        #expect(try TextFile.decode(Array("a\r\nb\rc\nd\r\n\r\n".utf8), file: "f") == "a\nb\nc\nd\n\n")
        #expect(TextFile.normalizedLineEndings("no returns") == "no returns")
    }

    @Test func byteOrderMarksAreDroppedAndUTF16Decoded() throws {
        #expect(try TextFile.decode([0xEF, 0xBB, 0xBF] + Array("# é\r\n".utf8), file: "f") == "# é\n")
        let text = "0.1 key a\r\n0.2 key ü 😀\n"
        let little: [UInt8] =
            [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] =
            [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try TextFile.decode(little, file: "f") == "0.1 key a\n0.2 key ü 😀\n")
        #expect(try TextFile.decode(big, file: "f") == "0.1 key a\n0.2 key ü 😀\n")
    }

    @Test func otherEncodingsAreNamedWithTheirLine() throws {
        let latin1: [UInt8] = Array("0.1 key a\n0.2 key ".utf8) + [0xE9] + Array("\n".utf8)
        #expect(throws: TextFile.Failure.self) { try TextFile.decode(latin1, file: "s.txt") }
        do {
            _ = try TextFile.decode(latin1, file: "s.txt")
        } catch {
            #expect(error.description.hasPrefix("s.txt:2:9: byte 0xE9 is not UTF-8"))
        }
        let utf16WithoutMark = "ab\ncd".utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        do {
            _ = try TextFile.decode(utf16WithoutMark, file: "u.txt")
            Issue.record("UTF-16 without a mark was read as UTF-8")
        } catch {
            #expect(error.message.contains("UTF-16"))
        }
    }

    @Test func pipesDevicesAndLimits() throws {
        #expect(try TextFile.read("/dev/null") == "")
        let path = try file("big.txt", [UInt8](repeating: UInt8(ascii: "a"), count: 3000))
        #expect(try TextFile.read(path, byteLimit: 3000).count == 3000)
        #expect(throws: TextFile.Failure.self) { try TextFile.read(path, byteLimit: 2999) }
        #expect(throws: TextFile.Failure(file: folder, message: "this is a folder, not a file")) {
            try TextFile.read(folder)
        }
        #expect(throws: TextFile.Failure(file: folder + "/none", message: "no such file")) {
            try TextFile.read(folder + "/none")
        }
    }
}

import Foundation
import Style
import TestSupport
import Testing

@testable import Presets

/// Issue 11, items 8 and 16: preset files are read like every hand-edited file, their messages stay
/// short and name the place, and their size is bounded so the window never parses for seconds.
@Suite struct PresetFileTests {
    func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-preset-\(UUID().uuidString).json"
        )
        .path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func failure(_ path: String) -> Preset.Failure? {
        do {
            _ = try Preset.load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func crlfAndUTF16PresetsLoad() throws {
        let text = "{\r\n  \"scheme\": \"colourful\",\r\n  \"distance\": 12\r\n}\r\n"
        let utf16: [UInt8] =
            [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for bytes in [Array(text.utf8), utf16] {
            let preset = try Preset.load(write(bytes))
            #expect(preset.scheme == .colorful && preset.parameters.distance == 12)
        }
    }

    @Test func otherEncodingsNameTheLine() throws {
        let path = try write(Array("{\n  \"scheme\": \"caf".utf8) + [0xE9] + Array("\"\n}\n".utf8))
        let error = try #require(failure(path))
        #expect(error.description.hasPrefix("\(path): line 2, column 17: byte 0xE9 is not UTF-8"), "\(error)")
        #expect(!error.description.contains("NSCocoa") && !error.description.contains("couldn"))
    }

    @Test func aHugeKeyIsQuotedShort() throws {
        let key = String(repeating: "k", count: 2_000_000)
        let error = try #require(throws: Preset.Failure.self) { try Preset.parse("{ \"\(key)\": 1 }", file: "p.json") }
        #expect(error.description.count < 400, "a \(error.description.count)-character message")
        #expect(error.description.hasPrefix("p.json: key \"kkkk"))
    }

    /// A followed preset is re-read on the window's main thread at every save.
    @Test func filesLargerThanAnyPresetAreRefusedBeforeParsing() throws {
        let keys = (0..<200_000).map { "\"k\($0)\":0" }.joined(separator: ",")
        let path = try write(Array("{\(keys)}".utf8))
        let started = Date()
        let error = try #require(failure(path))
        // Refused from its size, unread: instant in release; the limit only catches a parse of it all.
        #expect(Date().timeIntervalSince(started) < HangLimit.seconds(0.2))
        #expect(error.description == "\(path): the file is larger than 1 MB; is it the right file?")
    }
}

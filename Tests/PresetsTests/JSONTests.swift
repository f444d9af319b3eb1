import TestSupport
import Testing

@testable import Presets

@Suite struct JSONTests {
    @Test func parsesAndFormats() throws {
        let value = try JSONValue.parse("{\"a\": [1, 2.5, true, null, \"x\\n\\u0041\"], \"b\": {}}")
        #expect(
            value
                == .object([
                    ("a", .array([.number(1), .number(2.5), .bool(true), .null, .string("x\nA")])), ("b", .object([])),
                ]))
        #expect(try JSONValue.parse(value.formatted()) == value)
    }

    @Test func rejectsWhatIsNotJSON() {
        for bad in [
            "{", "[1,]", "{\"a\" 1}", "tru", "01x", "\"unterminated", "{\"a\":1}}", "{\"a\":1,\"a\":2}",
            String(repeating: "[", count: 100),
        ] {
            #expect(throws: JSONValue.ParseError.self, "\(bad)") { try JSONValue.parse(bad) }
        }
    }

    /// Duplicate keys were found by searching the members so far: 100,000 keys took 16 s.
    @Test func aHugeObjectParsesInLinearTime() throws {
        let count = 200_000
        let text = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        let clock = ContinuousClock()
        let start = clock.now
        let value = try JSONValue.parse(text)
        // A linear reader takes a fraction of a second in release; a quadratic one takes minutes.
        #expect(clock.now - start < HangLimit.duration(1))
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value.kind)")
            return
        }
        #expect(members.count == count)
        #expect(members[123_456].key == "k123456")
        #expect(members[123_456].value == .number(123_456))
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(String(text.dropLast()) + ",\"k7\": 0}") }
    }

    @Test func theWriterEscapesStringsAndWritesNumbersAsPeopleDo() {
        #expect(
            JSONValue.string("say \"hi\"\\ \n\t\r\u{01}\u{1F} é 😀 /").formatted()
                == #""say \"hi\"\\ \n\t\r\u0001\u001f é 😀 /""#)
        let numbers: [(Double, String)] = [
            (1, "1"), (-3, "-3"), (0, "0"), (12.25, "12.25"), (-0.5, "-0.5"), (0.1, "0.1"), (1e16, "1e+16"),
            (123_456_789, "123456789"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ]
        for (number, text) in numbers { #expect(JSONValue.number(number).formatted() == text, "\(number)") }
        #expect(
            JSONValue.object([("a", .array([.number(1), .bool(false)])), ("b", .object([])), ("c", .null)]).formatted()
                == "{\n  \"a\": [1, false],\n  \"b\": {},\n  \"c\": null\n}")
    }
}

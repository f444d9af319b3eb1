/// JSON read into the values Swift code works with: an object is a dictionary of string keys in the order
/// the text writes them, an array an array, a number an `Int` when written without a fraction or exponent
/// (as `JSONDecoder` decodes `3` into an `Int` and `3.5` not), `null` is nil. What it reads is then decoded
/// into the types the code asks for (`Evaluator+Decoding`). A comma before a closing bracket or brace is
/// allowed, as Apple's JSON parser allows it (an app whose bundled JSON has one runs on iOS). Bounded: nesting
/// deeper than `maxDepth` is an error, not a crash.
struct JSONText {
    /// Where the text is malformed, by line and column, and why.
    struct Failure: Error, Sendable {
        var line: Int
        var column: Int
        var message: String
    }

    static let maxDepth = 200

    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The value `text` holds, or where and why it is not JSON.
    static func parse(_ text: String) throws(Failure) -> Value {
        var reader = JSONText(text)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw reader.failure("unexpected text after the value") }
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> Value {
        guard depth < Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) deep") }
        guard index < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .void
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> Value {
        index += 1
        var entries: [DictionaryEntry] = []
        skipSpace()
        if peek(UInt8(ascii: "}")) { return .dictionary(entries) }
        while true {
            skipSpace()
            if !entries.isEmpty, peek(UInt8(ascii: "}")) { return .dictionary(entries) }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a key in quotes")
            }
            let key = try string()
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after the key \"\(key)\"") }
            index += 1
            skipSpace()
            let member = try value(depth: depth + 1)
            // A key written twice keeps its last value, as JSONSerialization does.
            entries.removeAll { if case .string(key) = $0.key { true } else { false } }
            entries.append(DictionaryEntry(key: .string(key), value: member))
            skipSpace()
            if peek(UInt8(ascii: ",")) { continue }
            if peek(UInt8(ascii: "}")) { return .dictionary(entries) }
            throw failure("expected ',' or '}' in an object")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> Value {
        index += 1
        var elements: [Value] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipSpace()
            if !elements.isEmpty, peek(UInt8(ascii: "]")) { return .array(elements) }
            elements.append(try value(depth: depth + 1))
            skipSpace()
            if peek(UInt8(ascii: ",")) { continue }
            if peek(UInt8(ascii: "]")) { return .array(elements) }
            throw failure("expected ',' or ']' in an array")
        }
    }

    /// Consumes `byte` when it is next.
    private mutating func peek(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func word(_ text: String) throws(Failure) {
        let expected = Array(text.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected a value")
        }
        index += expected.count
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{c}")
                case UInt8(ascii: "u"):
                    var unit = try hexUnit()
                    // A surrogate pair written as two escapes is one scalar.
                    if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hexUnit()
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escape))
                }
            default:
                run.append(byte)
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("expected four hex digits after \\u") }
        index += 4
        return unit
    }

    private mutating func number() throws(Failure) -> Value {
        let start = index
        var integral = true
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) {
            if "eE.".utf8.contains(bytes[index]) { integral = false }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let int = Int(text) { return .int(int) }
        guard !text.isEmpty, let number = Double(text) else {
            index = start
            throw failure("expected a value")
        }
        return .number(number)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func failure(_ message: String) -> Failure {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return Failure(line: line, column: column, message: message)
    }
}

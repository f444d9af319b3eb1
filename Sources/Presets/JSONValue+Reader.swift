import PlainText

extension JSONValue {
    /// Parses a whole document; anything after the value other than whitespace is an error.
    public static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var reader = Reader(Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else {
            throw reader.error("unexpected text after the end of the document")
        }
        return value
    }

    /// A recursive-descent reader over the document's bytes; errors carry the line and column.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func error(_ message: String) -> ParseError {
            var line = 1
            var column = 1
            for b in bytes[..<min(index, bytes.count)] {
                if b == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return ParseError(line: line, column: column, message: message)
        }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
            let utf8 = Array(literal.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw error("unexpected character; expected a value")
            }
            index += utf8.count
            return value
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < 64 else { throw error("nested too deeply") }
            guard let b = peek else { throw error("unexpected end of the document") }
            switch b {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw error("unexpected character '\(Character(Unicode.Scalar(b)))'; expected a value")
            }
        }

        mutating func object(depth: Int) throws(ParseError) -> JSONValue {
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            // A set, not a search of `members`: a search per key made big objects quadratic.
            var keys: Set<String> = []
            if skipEmpty(closing: UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let key = try string()
                guard keys.insert(key).inserted else { throw error("the key \"\(key.excerpt())\" appears twice") }
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key.excerpt())\"") }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
            } while try !closes(UInt8(ascii: "}"))
            return .object(members)
        }

        mutating func array(depth: Int) throws(ParseError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            if skipEmpty(closing: UInt8(ascii: "]")) { return .array(items) }
            repeat {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
            } while try !closes(UInt8(ascii: "]"))
            return .array(items)
        }

        /// An object or array with nothing inside: steps over its closing bracket.
        mutating func skipEmpty(closing bracket: UInt8) -> Bool {
            skipWhitespace()
            guard peek == bracket else { return false }
            index += 1
            return true
        }

        /// After an item: a comma (another item follows; false) or the closing bracket (true).
        mutating func closes(_ bracket: UInt8) throws(ParseError) -> Bool {
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                index += 1
                return false
            case bracket:
                index += 1
                return true
            default:
                throw error("expected ',' or '\(Character(Unicode.Scalar(bracket)))'")
            }
        }

        mutating func string() throws(ParseError) -> String {
            index += 1
            var out: [UInt8] = []
            while true {
                guard let b = peek else { throw error("unterminated string") }
                index += 1
                switch b {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let e = peek else { throw error("unterminated string") }
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                        else {
                            throw error("bad \\u escape")
                        }
                        index += 4
                        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: throw error("bad escape '\\\(Character(Unicode.Scalar(e)))'")
                    }
                default:
                    guard b >= 0x20 else { throw error("control character in a string") }
                    out.append(b)
                }
            }
        }

        mutating func number() throws(ParseError) -> JSONValue {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            while let b = peek,
                (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e")
                    || b == UInt8(ascii: "E") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
            {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                index = start
                throw error("'\(text.excerpt())' is not a number")
            }
            return .number(value)
        }
    }
}

/// How deep `[` nests in a source, found before it is parsed: swift-syntax's parser looks ahead at
/// each `[` (array or dictionary? type or literal?) and its time doubles with each level — 18 levels
/// take seconds, 25 would take hours — so deeper nesting is refused at its place instead. Real code
/// nests a few levels (`[[Color]]`). Comments and string literals are skipped.
enum SquareBracketDepth {
    /// The most `[` that may be open at once.
    static let limit = 10

    /// The byte offset of the first `[` past the limit, or nil.
    static func firstTooDeep(in bytes: [UInt8]) -> Int? {
        var depth = 0
        var open: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                var nesting = 1
                index += 2
                while index < bytes.count, nesting > 0 {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*")
                    {
                        nesting += 1
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "/")
                    {
                        nesting -= 1
                        index += 1
                    }
                    index += 1
                }
                continue
            case UInt8(ascii: "\""):
                index = endOfString(bytes, from: index)
                continue
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                open.append(byte)
                if byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > limit { return index }
                }
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                if let last = open.popLast(), last == UInt8(ascii: "[") { depth -= 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index just past the string literal starting at `start` (`"` or `"""`; interpolations are
    /// scanned as part of the string, which keeps their brackets out of the count).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (isMultiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if !isMultiline { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            if byte == UInt8(ascii: "\n") && !isMultiline { return index + 1 }
            index += 1
        }
        return index
    }
}

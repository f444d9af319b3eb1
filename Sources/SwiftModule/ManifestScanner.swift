/// A piece of a `Package.swift` as far as reading its declarations needs: names, string literals and punctuation.
/// Comments and whitespace are gone; everything else (numbers, operators) is a symbol or a word that no rule uses.
enum ManifestToken: Equatable {
    /// An identifier or keyword (`target`, `name`), backticks removed.
    case word(String)
    /// A string literal's value, escapes decoded.
    case string(String)
    /// A string literal whose value is not known by reading it: it interpolates (`"\(prefix)Core"`).
    case computedString
    case symbol(UInt8)
}

/// Splits manifest text into tokens. Tolerant: it never fails, an unterminated comment or string ends at the end
/// of the text, and what it does not know becomes a symbol.
struct ManifestScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [ManifestToken] = []

    static func tokens(_ text: String) -> [ManifestToken] {
        var scanner = ManifestScanner(bytes: Array(text.utf8))
        scanner.scan()
        return scanner.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func scan() {
        while let b = byte() {
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while let c = byte(), c != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                tokens.append(string(hashes: 0))
            case UInt8(ascii: "#") where rawStringHashes() != nil:
                let hashes = rawStringHashes() ?? 0
                index += hashes
                tokens.append(string(hashes: hashes))
            case UInt8(ascii: "`"):
                index += 1
                tokens.append(.word(word()))
                if byte() == UInt8(ascii: "`") { index += 1 }
            case _ where Self.isWordByte(b):
                tokens.append(.word(word()))
            default:
                tokens.append(.symbol(b))
                index += 1
            }
        }
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }

    private mutating func word() -> String {
        let start = index
        while let b = byte(), Self.isWordByte(b) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Swift's block comments nest: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment() {
        var depth = 0
        while let b = byte() {
            if b == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if b == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// At `#`: how many `#` open a raw string (`#"…"#`), or nil when this is not one (`#if`).
    private func rawStringHashes() -> Int? {
        var count = 0
        while byte(count) == UInt8(ascii: "#") { count += 1 }
        return byte(count) == UInt8(ascii: "\"") ? count : nil
    }

    /// At the opening quote (after any `#`): a `"…"` or `"""…"""` literal. In a raw string (`hashes` > 0) a
    /// backslash is an escape only when followed by as many `#`.
    private mutating func string(hashes: Int) -> ManifestToken {
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        var value: [UInt8] = []
        var computed = false
        func token() -> ManifestToken {
            let text = String(decoding: value, as: UTF8.self)
            return computed ? .computedString : .string(multiline ? Self.indentationRemoved(text) : text)
        }
        while let b = byte() {
            if b == UInt8(ascii: "\"") && closes(quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                return token()
            }
            if !multiline && b == UInt8(ascii: "\n") { break }
            if b == UInt8(ascii: "\\") && escapeFollows(hashes: hashes) {
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    computed = true
                    skipInterpolation()
                } else {
                    value += escape()
                }
                continue
            }
            value.append(b)
            index += 1
        }
        return token()
    }

    /// A multi-line literal's value: without the line breaks after the opening and before the closing
    /// delimiter, and without the closing delimiter's indentation on every line.
    private static func indentationRemoved(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1, lines[0].allSatisfy(\.isWhitespace) { lines.removeFirst() }
        var indentation = 0
        if lines.count > 1, let last = lines.last, last.allSatisfy(\.isWhitespace) {
            indentation = last.count
            lines.removeLast()
        }
        return lines.map { line in
            let blanks = min(indentation, line.prefix { $0 == " " || $0 == "\t" }.count)
            return String(line.dropFirst(blanks))
        }.joined(separator: "\n")
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        (0..<quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") }
            && (0..<hashes).allSatisfy { byte(quotes + $0) == UInt8(ascii: "#") }
    }

    private func escapeFollows(hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(1 + $0) == UInt8(ascii: "#") }
    }

    /// After the backslash (and its `#`s): the escaped character's bytes.
    private mutating func escape() -> [UInt8] {
        guard let e = byte() else { return [] }
        index += 1
        switch e {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "0"): return [0x00]
        case UInt8(ascii: "u") where byte() == UInt8(ascii: "{"):
            let start = index + 1
            while let c = byte(), c != UInt8(ascii: "}"), c != UInt8(ascii: "\"") { index += 1 }
            let hex = String(decoding: bytes[min(start, index)..<index], as: UTF8.self)
            if byte() == UInt8(ascii: "}") { index += 1 }
            let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
            return Array(String(Character(scalar)).utf8)
        case UInt8(ascii: "\n"):
            // A multi-line string's line continuation.
            return []
        default: return [e]
        }
    }

    /// At the `(` of `\(…)`: past its closing parenthesis, strings inside included.
    private mutating func skipInterpolation() {
        var depth = 0
        while let b = byte() {
            if b == UInt8(ascii: "\"") {
                _ = string(hashes: 0)
                continue
            }
            index += 1
            if b == UInt8(ascii: "(") { depth += 1 }
            if b == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}

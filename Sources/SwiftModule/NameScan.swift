/// The names a Swift file declares, found without parsing it: the word after `struct`, `class`,
/// `enum`, `protocol`, `actor`, `typealias`, `func`, `var`, `let`, `case` and `extension` (for an
/// extension, every name of the extended type's path). Comments and string literals are skipped.
/// It may list a name the file does not declare (a local `let`); it never misses one a lookup needs,
/// so a module opens by parsing only the files a preview reaches.
enum NameScan {
    static let keywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case", "extension",
    ]

    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(text.utf8)
        var index = 0
        var previousWord = ""
        var inExtension = false
        func isIdentifierByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                // A line comment.
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                // A block comment, nested as Swift nests them.
                var depth = 1
                index += 2
                while index < bytes.count, depth > 0 {
                    if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                        depth += 1
                        index += 1
                    } else if bytes[index] == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                        depth -= 1
                        index += 1
                    }
                    index += 1
                }
            } else if byte == 0x22 {
                index = skipString(bytes, from: index)
            } else if isIdentifierByte(byte) || byte == 0x60 {
                // A word (backticks make a keyword a name).
                let quoted = byte == 0x60
                if quoted { index += 1 }
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                if quoted, index < bytes.count, bytes[index] == 0x60 { index += 1 }
                let word = String(decoding: bytes[start..<(quoted ? max(start, index - 1) : index)], as: UTF8.self)
                if keywords.contains(previousWord) && !keywords.contains(word) || inExtension {
                    names.insert(word)
                }
                if word == "extension" {
                    inExtension = true
                } else if inExtension && !keywords.contains(word) {
                    // `extension A.B`: each name of the path; the path ends at anything but a dot.
                    let next = index < bytes.count ? bytes[index] : 0
                    inExtension = next == 0x2E
                }
                previousWord = word
                continue
            } else if byte == 0x2E && inExtension {
                index += 1
                continue
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                previousWord = ""
                inExtension = false
            }
            index += 1
        }
        return names
    }

    /// The index just past the string literal starting at `start` (a `"` or `"""`).
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == 0x22 && bytes[start + 2] == 0x22
        var index = start + (isMultiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x5C {
                index += 2
                continue
            }
            if byte == 0x22 {
                if !isMultiline { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == 0x22, bytes[index + 2] == 0x22 { return index + 3 }
            }
            if byte == 0x0A && !isMultiline { return index + 1 }
            index += 1
        }
        return index
    }
}

import Style

/// The Markdown a `Text` literal is read with (SwiftUI's `LocalizedStringKey` goes through
/// `AttributedString(markdown:)` with inline syntax only): `**bold**` and `__bold__`, `*italic*` and
/// `_italic_`, `***both***`, `` `code` `` in the monospaced design, `~~struck~~` (its text), `[a link](url)`
/// in the accent colour, and `\*` for a character as written. A delimiter with no partner is text,
/// and so is an underscore inside a word (`snake_case`).
enum InlineMarkdown {
    /// `source` as runs, or nil when it has no Markdown (a plain Text stays one).
    static func runs(_ source: String, accent: Color) -> [StyledText.Run]? {
        let characters = Array(source)
        guard characters.contains(where: { "*_`[~\\".contains($0) }) else { return nil }
        var runs: [StyledText.Run] = []
        var current = ""
        var bold = false
        var italic = false
        var styled = false
        func modifiers(code: Bool = false, link: Bool = false) -> [ViewModifier] {
            var list: [ViewModifier] = []
            if bold { list.append(.fontWeight(.bold)) }
            if italic { list.append(.fontChange(.italic(true))) }
            if code { list.append(.fontChange(.design(.monospaced))) }
            if link { list.append(.foregroundColor(.color(accent))) }
            return list
        }
        func flush() {
            if !current.isEmpty { runs.append(StyledText.Run(string: current, modifiers: modifiers())) }
            current = ""
        }
        /// Where `delimiter` next starts at or after `from`, not escaped.
        func closing(_ delimiter: [Character], from: Int) -> Int? {
            var i = from
            while i + delimiter.count <= characters.count {
                if characters[i] == "\\" {
                    i += 2
                    continue
                }
                if delimiter.indices.allSatisfy({ characters[i + $0] == delimiter[$0] }) { return i }
                i += 1
            }
            return nil
        }
        func isWordCharacter(_ index: Int) -> Bool {
            characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber)
        }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\\", i + 1 < characters.count, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                current.append(characters[i + 1])
                styled = true
                i += 2
                continue
            }
            if c == "`", let end = closing(["`"], from: i + 1), end > i + 1 {
                flush()
                runs.append(StyledText.Run(string: String(characters[i + 1..<end]), modifiers: modifiers(code: true)))
                styled = true
                i = end + 1
                continue
            }
            if c == "[", let middle = closing(["]", "("], from: i + 1), let end = closing([")"], from: middle + 2) {
                flush()
                runs.append(
                    StyledText.Run(string: String(characters[i + 1..<middle]), modifiers: modifiers(link: true)))
                styled = true
                i = end + 1
                continue
            }
            if c == "~", i + 1 < characters.count, characters[i + 1] == "~",
                let end = closing(["~", "~"], from: i + 2)
            {
                current += String(characters[i + 2..<end])
                styled = true
                i = end + 2
                continue
            }
            if c == "*" || c == "_" {
                // An underscore inside a word is a letter of it.
                if c == "_", isWordCharacter(i - 1) {
                    current.append(c)
                    i += 1
                    continue
                }
                let double = i + 1 < characters.count && characters[i + 1] == c
                let delimiter: [Character] = double ? [c, c] : [c]
                let opening = !(double ? bold : italic)
                // An opening delimiter needs a partner ahead and text right after it.
                if opening {
                    let after = i + delimiter.count
                    guard after < characters.count, characters[after] != " ",
                        closing(delimiter, from: after + 1) != nil
                    else {
                        current += String(delimiter)
                        i += delimiter.count
                        continue
                    }
                }
                flush()
                if double { bold.toggle() } else { italic.toggle() }
                styled = true
                i += delimiter.count
                continue
            }
            current.append(c)
            i += 1
        }
        flush()
        return styled ? runs : nil
    }
}

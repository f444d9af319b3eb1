import Foundation

/// Foundation's `CharacterSet` and `Scanner`, as far as colour code uses them: the hex initialisers
/// people paste (`hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`, then
/// `Scanner(string: hex).scanHexInt64(&int)`). A set is an instance of `CharacterSet` holding its
/// name (or its characters) and whether it is inverted; a scanner one of `Scanner` holding its text
/// and where it has got to.
enum TextScanning {
    /// The named sets, by their `CharacterSet` static.
    static let namedSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "controlCharacters": .controlCharacters,
    ]

    /// `CharacterSet.name`.
    static func set(named name: String) -> Value? {
        guard namedSets[name] != nil else { return nil }
        return .instance(
            Instance(typeName: "CharacterSet", properties: ["name": .string(name), "inverted": .bool(false)]))
    }

    /// `CharacterSet(charactersIn: "#")`.
    static func set(charactersIn text: String) -> Value {
        .instance(
            Instance(typeName: "CharacterSet", properties: ["characters": .string(text), "inverted": .bool(false)]))
    }

    /// The set a value stands for: a `CharacterSet` instance, or `.whitespaces` written as an
    /// implicit member where a set is expected.
    static func characterSet(_ value: Value) -> CharacterSet? {
        switch value {
        case .implicitMember(let name, _): return namedSets[name]
        case .instance(let instance) where instance.typeName == "CharacterSet":
            var set: CharacterSet
            if case .array(let parts)? = instance.properties["unionOf"] {
                // `a.union(b)`: each part's characters.
                set = CharacterSet()
                for part in parts { if let s = characterSet(part) { set.formUnion(s) } }
            } else if case .string(let name)? = instance.properties["name"], let named = namedSets[name] {
                set = named
            } else if case .string(let characters)? = instance.properties["characters"] {
                set = CharacterSet(charactersIn: characters)
            } else {
                return nil
            }
            if case .bool(true)? = instance.properties["inverted"] { set.invert() }
            return set
        default: return nil
        }
    }

    /// `set.inverted`.
    static func inverted(_ instance: Instance) -> Value {
        var flipped = instance
        let inverted = if case .bool(true)? = instance.properties["inverted"] { true } else { false }
        flipped.properties["inverted"] = .bool(!inverted)
        return .instance(flipped)
    }

    /// `set.union(other)`: a set of both, inverted or united again as a whole.
    static func union(_ instance: Instance, _ other: Value) -> Value {
        .instance(
            Instance(
                typeName: "CharacterSet",
                properties: ["unionOf": .array([.instance(instance), other]), "inverted": .bool(false)]))
    }

    /// `Scanner(string:)`: at the start, skipping white space as Foundation's does.
    static func scanner(_ text: String) -> Value {
        .instance(
            Instance(
                typeName: "Scanner",
                properties: ["string": .string(text), "scanLocation": .int(0), "charactersToBeSkipped": .void]))
    }

    /// `scanHexInt64(&x)` / `scanHexInt32(&x)` / `scanInt(&x)`: the number read from where the scanner
    /// is (after the characters it skips, and an optional `0x` for hex), the scanner moved past it, and
    /// whether one was there; nil for any other method.
    static func scan(_ method: String, _ scanner: Instance) -> (value: Int, found: Bool, scanner: Instance)? {
        let hex: Bool
        switch method {
        case "scanHexInt64", "scanHexInt32", "scanHexInt": hex = true
        case "scanInt", "scanInt64", "scanInt32": hex = false
        default: return nil
        }
        guard case .string(let text)? = scanner.properties["string"] else { return nil }
        let scalars = Array(text.unicodeScalars)
        var index = if case .int(let i)? = scanner.properties["scanLocation"] { max(0, i) } else { 0 }
        let skipped =
            scanner.properties["charactersToBeSkipped"].flatMap { characterSet($0) } ?? .whitespacesAndNewlines
        while index < scalars.count, skipped.contains(scalars[index]) { index += 1 }
        if hex, index + 1 < scalars.count, scalars[index] == "0", scalars[index + 1] == "x" || scalars[index + 1] == "X"
        {
            index += 2
        }
        var negative = false
        if !hex, index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
            negative = scalars[index] == "-"
            index += 1
        }
        var value = 0
        var digits = 0
        while index < scalars.count, let digit = Int(String(scalars[index]), radix: hex ? 16 : 10) {
            // Foundation saturates an overflow; a colour never gets near it.
            let (shifted, overflow) = value.multipliedReportingOverflow(by: hex ? 16 : 10)
            value = overflow ? .max : min(shifted &+ digit, .max)
            digits += 1
            index += 1
        }
        var moved = scanner
        if digits > 0 { moved.properties["scanLocation"] = .int(index) }
        return (negative ? -value : value, digits > 0, moved)
    }
}

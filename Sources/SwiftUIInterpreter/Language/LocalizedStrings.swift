import Foundation

/// The app's strings in the language a preview shows, read from the module's `Localizable` table: a string
/// catalog (`Localizable.xcstrings`) or the older `en.lproj/Localizable.strings` (else `Base.lproj`'s). A
/// preview here is in English, as Xcode's is on an English Mac: a key the English table gives a value is shown
/// as that value; a key it lacks, as itself (which is what SwiftUI shows too, and a catalog whose source
/// language is English holds its keys as their own English text).
struct LocalizedStrings: Sendable {
    private(set) var values: [String: String] = [:]

    /// The value for `key`, nil where the table has none.
    func value(_ key: String) -> String? { values[key] }

    var isEmpty: Bool { values.isEmpty }

    /// The table of the module whose resource files are `resources`.
    init(resources: [String]) {
        func named(_ name: String) -> [String] { resources.filter { $0.hasSuffix("/" + name) || $0 == name } }
        for catalog in named("Localizable.xcstrings") {
            guard let text = try? String(contentsOfFile: catalog, encoding: .utf8) else { continue }
            for (key, value) in Self.catalogValues(text, language: "en") where values[key] == nil {
                values[key] = value
            }
        }
        let tables = named("Localizable.strings")
        for folder in ["en.lproj", "en-US.lproj", "English.lproj", "Base.lproj"] {
            for table in tables where table.hasSuffix("/\(folder)/Localizable.strings") {
                guard let text = Self.read(table) else { continue }
                for (key, value) in Self.stringsValues(text) where values[key] == nil { values[key] = value }
            }
        }
    }

    /// A `.strings` file's text: UTF-8, or UTF-16 with its byte-order mark, as Xcode writes either.
    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        return String(data: data, encoding: .utf8)
    }

    /// The English values of a string catalog: each key's `en` string unit (or the first plural variant's),
    /// nothing for a key without one.
    static func catalogValues(_ text: String, language: String) -> [(String, String)] {
        guard case .dictionary(let root)? = try? JSONText.parse(text),
            case .dictionary(let strings)? = root.first(where: { Evaluator.printed($0.key) == "strings" })?.value
        else { return [] }
        func member(_ value: Value?, _ name: String) -> Value? {
            guard case .dictionary(let entries)? = value else { return nil }
            return entries.first { if case .string(name) = $0.key { true } else { false } }?.value
        }
        var found: [(String, String)] = []
        for entry in strings {
            guard case .string(let key) = entry.key,
                let localization = member(member(entry.value, "localizations"), language)
            else { continue }
            if case .string(let value)? = member(member(localization, "stringUnit"), "value") {
                found.append((key, value))
            } else if case .dictionary(let plural)? = member(member(localization, "variations"), "plural"),
                let other = member(plural.first { Evaluator.printed($0.key) == "other" }?.value, "stringUnit"),
                case .string(let value)? = member(other, "value")
            {
                found.append((key, value))
            }
        }
        return found
    }

    /// The pairs of a `.strings` file: `"key" = "value";`, with `/* … */` and `//` comments between them and
    /// the escapes `\"`, `\\`, `\n`, `\t` and `\U`+4 hex digits inside them. Reading stops at the first line
    /// that does not fit, keeping what came before.
    static func stringsValues(_ text: String) -> [(String, String)] {
        var scalars = Array(text.unicodeScalars)[...]
        var found: [(String, String)] = []
        func skipSpaceAndComments() {
            while let c = scalars.first {
                if c.properties.isWhitespace {
                    scalars = scalars.dropFirst()
                } else if c == "/", scalars.dropFirst().first == "*" {
                    scalars = scalars.dropFirst(2)
                    while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") {
                        scalars = scalars.dropFirst()
                    }
                    scalars = scalars.dropFirst(2)
                } else if c == "/", scalars.dropFirst().first == "/" {
                    while let d = scalars.first, d != "\n" { scalars = scalars.dropFirst() }
                } else {
                    return
                }
            }
        }
        func quoted() -> String? {
            guard scalars.first == "\"" else { return nil }
            scalars = scalars.dropFirst()
            var result = String.UnicodeScalarView()
            while let c = scalars.first {
                scalars = scalars.dropFirst()
                if c == "\"" { return String(result) }
                guard c == "\\", let escaped = scalars.first else {
                    result.append(c)
                    continue
                }
                scalars = scalars.dropFirst()
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "U", "u":
                    let digits = String(String.UnicodeScalarView(scalars.prefix(4)))
                    if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        result.append(scalar)
                        scalars = scalars.dropFirst(4)
                    }
                default: result.append(escaped)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            guard let key = quoted() else { return found }
            skipSpaceAndComments()
            guard scalars.first == "=" else { return found }
            scalars = scalars.dropFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { return found }
            skipSpaceAndComments()
            if scalars.first == ";" { scalars = scalars.dropFirst() }
            found.append((key, value))
        }
    }
}

extension Evaluator {
    /// SwiftUI's views and modifiers whose first unlabelled string is a `LocalizedStringKey`: a literal
    /// written there is looked up in the app's strings (`Text("welcome_title")`), as SwiftUI does. A string
    /// held in a variable is not (SwiftUI shows a `String` verbatim), nor are strings passed elsewhere.
    static let localizedTitleCallees: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "NavigationLink", "Link", "Menu", "TextField",
        "SecureField", "Stepper", "DatePicker", "LabeledContent", "ContentUnavailableView", "Tab", "GroupBox",
        "DisclosureGroup", "ProgressView", "ColorPicker", "Slider", "navigationTitle", "alert", "confirmationDialog",
        "help", "badge", "accessibilityLabel", "accessibilityHint",
    ]

    /// `arguments` with a literal title replaced by its English text, for a callee in
    /// `localizedTitleCallees`; unchanged otherwise.
    func localizedTitles(_ arguments: [EvaluatedArgument], of callee: String) -> [EvaluatedArgument] {
        guard Self.localizedTitleCallees.contains(callee),
            let index = arguments.firstIndex(where: { $0.label == nil }),
            arguments[index].isLiteral, case .string(let key) = arguments[index].value
        else { return arguments }
        let table = program.localizedStrings
        guard !table.isEmpty, let value = table.value(key) else { return arguments }
        var localized = arguments
        localized[index].value = .string(value)
        return localized
    }

    /// `NSLocalizedString(_:comment:)`, `String(localized:)`: the key's English text, else the key.
    func localizedString(_ key: String) -> String { program.localizedStrings.value(key) ?? key }
}

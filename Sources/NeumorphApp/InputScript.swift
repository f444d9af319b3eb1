import Foundation
import PlainText
import Platform
import Raster

/// A replayable input script for `neumorph record`: one timed event per line.
///
/// ```
/// # seconds  event
/// 0.10 mouse move 640 400
/// 0.10 mouse down 640 400
/// 0.30 mouse up 640 400
/// 0.50 key c
/// 0.60 key down space
/// 0.90 key up space
/// 1.20 key shift+tab
/// 1.50 text "Ada Lovelace"
/// ```
/// Keys are a single character or one of the names in `InputScript.keyNames`, optionally prefixed
/// by `shift+`, `ctrl+`, `alt+` or `cmd+`. `key X` presses and releases; `key down X` / `key up X`
/// hold. `text "…"` types characters into the text field being edited (in the quotes `\"`, `\\`
/// and `\u{23}` for `#`, which would start a comment). Blank lines and `#` comments are ignored. Times are seconds from the start, in order, at
/// most `longestTime`. A script with no events (an empty file, `/dev/null`) is an empty replay.
///
/// A script captured in the window starts with settings, `#@ NAME VALUE` (`#@ scene dark`,
/// `#@ size 1280x800`): what the window showed when the recording began, so the replay starts from
/// the same screen. They are comments to a reader that does not know them.
public struct InputScript: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        case mouseMove(Point)
        case mouseDown(Point)
        case mouseUp(Point)
        case keyDown(Key, KeyModifiers)
        case keyUp(Key, KeyModifiers)
        /// Characters typed into the text field being edited.
        case text(String)
    }

    public struct Event: Equatable, Sendable {
        public let time: Double
        let action: Action
        let line: Int
    }

    /// A script that could not be read, naming the file and, when it is at a line, the line (and
    /// column, for a byte that is not text): `press.txt:3: unknown event 'mose'; …`.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        let file: String
        let line: Int?
        let column: Int?
        let message: String

        init(file: String, line: Int?, column: Int? = nil, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }

        init(_ failure: TextFile.Failure) {
            self.init(file: failure.file, line: failure.line, column: failure.column, message: failure.message)
        }

        public var description: String {
            TextFile.Failure(file: file, line: line, column: column, message: message).description
        }
    }

    public let events: [Event]
    /// The `#@ NAME VALUE` settings, by name (each at most once; see `settingNames`).
    let settings: [String: String]

    /// The settings a script may carry: what a recording in the window starts from.
    static let settingNames: Set<String> = [
        "scene", "scheme", "contrast", "family", "preset", "composition", "style", "toggles", "size", "duration",
    ]

    /// The latest time an event may have, and so the longest recording: `record --duration` is held
    /// to the same limit, so a script and the option cannot disagree about what can be recorded.
    static let longestTime = 600.0

    var duration: Double { events.last?.time ?? 0 }

    /// Reads and parses the script at `path`: any readable file, a pipe or `/dev/stdin`, in UTF-8 or
    /// UTF-16 with any line endings.
    public static func load(_ path: String) throws(ParseError) -> InputScript {
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw ParseError(error)
        }
        return try InputScript(text: text, file: path)
    }

    static let keyNames: [String: Key] = [
        "space": .space, "return": .enter, "enter": .enter, "tab": .tab, "escape": .escape, "esc": .escape,
        "left": .left, "right": .right, "up": .up, "down": .down, "backspace": .backspace, "delete": .delete,
        "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "printscreen": .printScreen,
    ]

    /// Parses a whole script; the first bad line stops it, so nothing runs half-way.
    public init(text: String, file: String = "script") throws(ParseError) {
        var events: [Event] = []
        var settings: [String: String] = [:]
        var lastTime = 0.0
        let lines = TextFile.normalizedLineEndings(text).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            if rawLine.hasPrefix("#@") {
                let words = rawLine.dropFirst(2).split(separator: " ", maxSplits: 1).map(String.init)
                func fail(_ message: String) -> ParseError {
                    ParseError(file: file, line: lineNumber, message: message)
                }
                guard let name = words.first, Self.settingNames.contains(name) else {
                    throw fail(
                        "unknown setting '\((words.first ?? "").excerpt())'; use \(Self.settingNames.sorted().joined(separator: ", "))"
                    )
                }
                guard settings[name] == nil else { throw fail("the setting '\(name)' is given twice") }
                settings[name] = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
                continue
            }
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
                ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.isEmpty { continue }
            func fail(_ message: String) -> ParseError { ParseError(file: file, line: lineNumber, message: message) }
            guard let time = Double(words[0]), time.isFinite, time >= 0 else {
                throw fail("'\(words[0].excerpt())' is not a time in seconds")
            }
            guard time <= Self.longestTime else {
                throw fail("\(words[0]) s is past the longest recording, \(Int(Self.longestTime)) s")
            }
            guard time >= lastTime else {
                throw fail("time '\(words[0].excerpt())' comes before the previous event's \(lastTime)")
            }
            lastTime = time
            guard words.count >= 2 else { throw fail("missing event after the time (mouse … or key …)") }
            switch words[1].lowercased() {
            case "mouse":
                guard words.count == 5, let x = Double(words[3]), let y = Double(words[4]), x.isFinite, y.isFinite
                else {
                    throw fail("expected 'mouse move|down|up X Y'")
                }
                let p = Point(x: x, y: y)
                switch words[2].lowercased() {
                case "move": events.append(Event(time: time, action: .mouseMove(p), line: lineNumber))
                case "down": events.append(Event(time: time, action: .mouseDown(p), line: lineNumber))
                case "up": events.append(Event(time: time, action: .mouseUp(p), line: lineNumber))
                default: throw fail("unknown mouse event '\(words[2].excerpt())'; use move, down or up")
                }
            case "key":
                var rest = Array(words.dropFirst(2))
                var phase = "press"
                if let first = rest.first?.lowercased(), first == "down" || first == "up", rest.count == 2 {
                    phase = first
                    rest.removeFirst()
                }
                guard rest.count == 1 else { throw fail("expected 'key [down|up] NAME'") }
                let (key, modifiers) = try Self.parseKey(rest[0], fail: fail)
                if phase != "up" {
                    events.append(Event(time: time, action: .keyDown(key, modifiers), line: lineNumber))
                }
                if phase != "down" {
                    events.append(Event(time: time, action: .keyUp(key, modifiers), line: lineNumber))
                }
            case "text":
                guard let typed = Self.unquoted(line.drop { $0 != "\"" }.trimmingCharacters(in: .whitespaces)) else {
                    throw fail("expected 'text \"CHARACTERS\"' (\\\", \\\\ and \\u{HEX} inside the quotes)")
                }
                events.append(Event(time: time, action: .text(typed), line: lineNumber))
            default:
                throw fail("unknown event '\(words[1].excerpt())'; use mouse, key or text")
            }
        }
        self.events = events
        self.settings = settings
    }

    /// `text` in quotes, as a script writes it: `"`, `\` and the characters a line cannot hold
    /// (`#`, control characters) escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "#": out += "\\u{23}"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace && scalar != " " {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The text of a quoted string `quoted(_:)` wrote; nil when it is not one.
    static func unquoted(_ quoted: String) -> String? {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return nil }
        var scalars = Array(quoted.unicodeScalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        while !scalars.isEmpty {
            let s = scalars.removeFirst()
            if s == "\"" { return nil }
            guard s == "\\" else {
                out.append(s)
                continue
            }
            guard !scalars.isEmpty else { return nil }
            let next = scalars.removeFirst()
            switch next {
            case "\"", "\\": out.append(next)
            case "u":
                guard scalars.first == "{", let close = scalars.firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[1..<close])), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                out.append(scalar)
                scalars.removeFirst(close + 1)
            default: return nil
            }
        }
        return String(out)
    }

    static func parseKey(_ text: String, fail: (String) -> ParseError) throws(ParseError) -> (Key, KeyModifiers) {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "shift++" would be shift and plus.
        if text.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
        guard let name = parts.last, !name.isEmpty else { throw fail("missing key name in '\(text.excerpt())'") }
        var modifiers: KeyModifiers = []
        for m in parts.dropLast() {
            switch m.lowercased() {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt", "option": modifiers.insert(.option)
            case "cmd", "command": modifiers.insert(.command)
            default: throw fail("unknown modifier '\(m.excerpt())'; use shift, ctrl, alt or cmd")
            }
        }
        if let named = keyNames[name.lowercased()] { return (named, modifiers) }
        if name.count == 1 { return (.character(Character(name.lowercased())), modifiers) }
        if name.lowercased().hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) {
            return (.function(n), modifiers)
        }
        throw fail("unknown key '\(name.excerpt())'")
    }
}

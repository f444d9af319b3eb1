/// One option of a command, declared once: the parser accepts it, `--help` prints it and
/// docs/command-line.md lists it from this declaration (as swift-argument-parser derives all three
/// from an `@Option`), so the three cannot disagree.
struct CommandOption: Sendable {
    enum Kind: Sendable {
        /// Stands alone: `--force`.
        case flag
        /// Takes a value: `--scene dark` or `--scene=dark`; given twice, the last counts.
        case value
        /// Takes a value and may be given again to add one: `--style-arg a=1 --style-arg b=2`.
        case repeatable
    }

    let name: String
    let kind: Kind
    /// What the value looks like (`FILE.png`, `WxH`); empty for a flag.
    let placeholder: String
    /// What it does, one paragraph; wrapped to the terminal's width when printed.
    let help: String
    /// Written without brackets in the synopsis: the command cannot run without it.
    var isRequired = false
    /// Options written as alternatives in the synopsis (`[--preset FILE | --scene NAME]`) share a group.
    var group: String?
    /// The option this one only goes with, nested after it in the synopsis (`[--fix [--out FILE]]`).
    var under: String?

    static func flag(_ name: String, _ help: String, under: String? = nil) -> CommandOption {
        CommandOption(name: name, kind: .flag, placeholder: "", help: help, under: under)
    }

    static func value(
        _ name: String, _ placeholder: String, _ help: String, required: Bool = false, group: String? = nil,
        under: String? = nil
    ) -> CommandOption {
        CommandOption(
            name: name, kind: .value, placeholder: placeholder, help: help, isRequired: required, group: group,
            under: under)
    }

    static func repeatable(_ name: String, _ placeholder: String, _ help: String) -> CommandOption {
        CommandOption(name: name, kind: .repeatable, placeholder: placeholder, help: help)
    }

    /// The same option with other words (a command whose default differs).
    func with(help: String) -> CommandOption {
        CommandOption(
            name: name, kind: kind, placeholder: placeholder, help: help, isRequired: isRequired, group: group,
            under: under)
    }

    /// `--name VALUE` as the synopsis and the option list write it.
    var form: String {
        switch kind {
        case .flag: "--\(name)"
        case .value: "--\(name) \(placeholder)"
        case .repeatable: "--\(name) \(placeholder) …"
        }
    }
}

/// A command's usage: its name, the line `neumorph help` shows, its options and what it says after
/// them. The help text, the parser's sets of names and the command line reference all come from here.
struct CommandUsage: Sendable {
    let name: String
    let summary: String
    let options: [CommandOption]
    /// Paragraphs after the option list (what the command does, the names of what it writes).
    var about: String = ""
    /// How the synopsis starts, when not `neumorph NAME` (`neumorph [play]`).
    var invocation: String?

    /// The help text's width, and the column where options' help starts.
    static let width = 100
    static let helpColumn = 24

    var command: String { invocation ?? "neumorph \(name)" }

    /// `usage: neumorph screenshot [--scene NAME] --out FILE.png …`, wrapped under its first word.
    var synopsis: String {
        var words: [String] = []
        var placed: Set<String> = []
        for option in options where option.under == nil && !placed.contains(option.name) {
            if let group = option.group {
                let members = options.filter { $0.group == group }
                placed.formUnion(members.map(\.name))
                words.append("[" + members.map(\.form).joined(separator: " | ") + "]")
            } else {
                placed.insert(option.name)
                let nested = options.filter { $0.under == option.name }.map { " [\($0.form)]" }.joined()
                words.append(option.isRequired && nested.isEmpty ? option.form : "[\(option.form)\(nested)]")
            }
        }
        let start = "usage: \(command) "
        return Self.wrap(words, first: start, indent: String(repeating: " ", count: start.count), width: Self.width)
    }

    /// What `neumorph COMMAND --help` prints.
    var text: String {
        var lines = [synopsis, ""]
        for option in options {
            let head = "  " + option.form
            let indent = String(repeating: " ", count: Self.helpColumn)
            let words = option.help.split(separator: " ").map(String.init)
            if head.count + 1 < Self.helpColumn {
                let first = head.padding(toLength: Self.helpColumn, withPad: " ", startingAt: 0)
                lines.append(Self.wrap(words, first: first, indent: indent, width: Self.width, separator: " "))
            } else {
                lines.append(head)
                lines.append(Self.wrap(words, first: indent, indent: indent, width: Self.width, separator: " "))
            }
        }
        if !about.isEmpty {
            lines.append("")
            for paragraph in about.components(separatedBy: "\n\n") {
                let words = paragraph.split(whereSeparator: \.isWhitespace).map(String.init)
                lines.append(Self.wrap(words, first: "  ", indent: "  ", width: Self.width, separator: " "))
                lines.append("")
            }
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    /// The command's section of docs/command-line.md.
    var markdown: String {
        var lines = [
            "## \(name)", "", summary.prefix(1).uppercased() + summary.dropFirst() + ".", "", "```", synopsis, "```",
        ]
        if !options.isEmpty {
            lines += ["", "| option | what it does |", "|---|---|"]
            for option in options {
                let help = option.help.replacingOccurrences(of: "|", with: "\\|")
                // A `|` inside a cell's code span still ends the cell in GitHub's tables.
                let form = option.form.replacingOccurrences(of: "|", with: "\\|")
                lines.append("| `\(form)` | \(help) |")
            }
        }
        if !about.isEmpty {
            for paragraph in about.components(separatedBy: "\n\n") {
                lines += ["", paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The option sets the parser takes.
    var valued: Set<String> { Set(options.filter { $0.kind == .value }.map(\.name)) }
    var repeatable: Set<String> { Set(options.filter { $0.kind == .repeatable }.map(\.name)) }
    var flags: Set<String> { Set(options.filter { $0.kind == .flag }.map(\.name)) }

    /// `words` laid into lines of at most `width`, the first starting with `first`, the others with
    /// `indent`; a word longer than a line has one to itself.
    static func wrap(_ words: [String], first: String, indent: String, width: Int, separator: String = " ") -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + separator.count + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (lineHasWord ? separator : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}

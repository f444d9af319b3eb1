import PlainText

/// A command's options, parsed from `--name value` pairs and `--flag`s against a declared set, so
/// that an unknown or incomplete option is a usage error rather than silently ignored. Every
/// command parses with this one type, so they share one vocabulary.
struct Arguments {
    private(set) var values: [String: String] = [:]

    /// Gives `name` a value when the command line did not (a captured script's settings).
    mutating func setDefault(_ name: String, _ value: String) {
        if values[name] == nil { values[name] = value }
    }
    private(set) var flags: Set<String> = []
    /// Every value of a repeatable option, in the order given.
    private(set) var lists: [String: [String]] = [:]

    /// - Parameters:
    ///   - valued: options that take a value (`--scene dark`, or `--scene=dark`); given twice, the
    ///     last one counts.
    ///   - repeatable: options that take a value and may be given again to add one
    ///     (`--style-arg a=1 --style-arg b=2`); read with `list(_:)`.
    ///   - flags: options that stand alone (`--json`).
    init(
        _ arguments: [String], valued: Set<String>, repeatable: Set<String> = [], flags allowed: Set<String>,
        usage: CommandUsage
    ) throws(CommandFailure) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw .usage("unexpected argument '\(argument.excerpt())'", usage)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if valued.contains(name) || repeatable.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index + 1 < arguments.count else { throw .usage("option --\(name) needs a value", usage) }
                    let next = arguments[index + 1]
                    // `--out --force` is a forgotten value far more often than a file named "--force";
                    // such a name can still be given as `--out=--force`.
                    guard !next.hasPrefix("--") else {
                        throw .usage(
                            "option --\(name) needs a value, not the option '\(next.excerpt())' "
                                + "(write --\(name)=\(next.excerpt()) if that is the value)", usage)
                    }
                    value = next
                    index += 1
                }
                if repeatable.contains(name) {
                    lists[name, default: []].append(value)
                } else {
                    values[name] = value
                }
            } else if allowed.contains(name) {
                guard inlineValue == nil else { throw .usage("--\(name) takes no value", usage) }
                flags.insert(name)
            } else {
                throw .usage("unknown option '--\(name.excerpt())'", usage)
            }
            index += 1
        }
    }

    /// The options `usage` declares; one that goes with another (`--out` with `audit --fix`) given
    /// without it is a usage error.
    init(_ arguments: [String], usage: CommandUsage) throws(CommandFailure) {
        try self.init(
            arguments, valued: usage.valued, repeatable: usage.repeatable, flags: usage.flags, usage: usage)
        for option in usage.options {
            guard let parent = option.under, !has(parent) else { continue }
            let given =
                option.kind == .flag ? has(option.name) : values[option.name] != nil || !list(option.name).isEmpty
            if given { throw .usage("--\(option.name) goes with --\(parent)", usage) }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every value given to a repeatable option, in order; empty when it is absent.
    func list(_ name: String) -> [String] { lists[name] ?? [] }

    /// A whole number within `range`, or the default when absent.
    func integer(_ name: String, default value: Int, in range: ClosedRange<Int>, usage: CommandUsage)
        throws(CommandFailure) -> Int
    {
        guard let text = values[name] else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(
                "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text.excerpt())'",
                usage
            )
        }
        return number
    }

    /// A number within `range`, or the default when absent.
    func number(_ name: String, default value: Double, in range: ClosedRange<Double>, usage: CommandUsage)
        throws(CommandFailure) -> Double
    {
        guard let text = values[name] else { return value }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw .usage(
                "--\(name) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(text.excerpt())'",
                usage)
        }
        return number
    }

    /// `--scale N`, device pixels per point, in the one range every command accepts; `nil` when absent.
    func scale(usage: CommandUsage) throws(CommandFailure) -> Double? {
        values["scale"] == nil ? nil : try number("scale", default: 1, in: Frame.scales, usage: usage)
    }

    /// The option's value, or `defaultValue` when it is absent; an unknown name lists the valid ones.
    func choice<Value: CommandLineValue>(_ name: String, default defaultValue: Value, usage: CommandUsage)
        throws(CommandFailure) -> Value
    {
        try choice(name, as: Value.self, usage: usage) ?? defaultValue
    }

    /// The option's value, or `nil` when it is absent; an unknown name lists the valid ones.
    func choice<Value: CommandLineValue>(_ name: String, as type: Value.Type, usage: CommandUsage)
        throws(CommandFailure) -> Value?
    {
        guard let text = values[name] else { return nil }
        guard let value = Value(argument: text) else {
            throw .usage(
                "unknown \(name) '\(text.excerpt())'; choose one of: \(Value.allValueNames.joined(separator: ", "))",
                usage)
        }
        return value
    }
}

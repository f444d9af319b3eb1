import Foundation
import PlainText
import Style
import SwiftUIInterpreter

/// `--style FILE[:TypeName]` and the repeatable `--style-arg NAME=VALUE`: a style file to show, the
/// one style of it to pick, and values for its stored properties that have no default. Every command
/// that shows styles reads them here, so they mean the same everywhere.
struct StyleOption: Sendable {
    /// The file as the user named it: what messages show.
    let path: String
    /// `FILE:TypeName`: one style of the file.
    let typeName: String?
    /// `--style-arg` values by property name, parsed once the property's type is known.
    let assignments: [String: String]

    /// The options every command that shows styles takes: the file, its arguments and its preview.
    static let options = [
        CommandOption.value(
            "style", "FILE[:TYPE]",
            "a Swift file of ButtonStyle / ToggleStyle code: previewed (light and dark, released and pressed), or"
                + " worn by --scene's controls; :TYPE picks one style"),
        argumentOption,
        .value("preview", "NAME", "with a --style file that has #Previews: the one to show (default the first)"),
    ]
    static let argumentOption = CommandOption.repeatable(
        "style-arg", "NAME=VALUE",
        "a value for a style's stored property that has no default: #RRGGBB, a number, true or false")

    /// The options given, or nil without `--style`; a malformed or stray `--style-arg` is a usage error.
    static func parse(_ args: Arguments, usage: CommandUsage) throws(CommandFailure) -> StyleOption? {
        let given = args.list("style-arg")
        guard let text = args.values["style"] else {
            if let first = given.first {
                throw .usage("--style-arg '\(first.excerpt())' needs --style FILE to give it to", usage)
            }
            return nil
        }
        var assignments: [String: String] = [:]
        for argument in given {
            guard let (name, value) = StyleArguments.assignment(argument), isIdentifier(name) else {
                throw .usage(
                    "--style-arg must look like NAME=VALUE (e.g. color=#E6E6E6), not '\(argument.excerpt())'", usage)
            }
            guard !value.isEmpty else {
                throw .usage("--style-arg \(name)= needs a value: #RRGGBB, a number, true or false", usage)
            }
            guard assignments[name] == nil else { throw .usage("--style-arg gives '\(name.excerpt())' twice", usage) }
            assignments[name] = value
        }
        guard !text.isEmpty else { throw .usage("--style needs a file", usage) }
        let (path, typeName) = split(text)
        return StyleOption(path: path, typeName: typeName, assignments: assignments)
    }

    /// `FILE:TypeName` → the file and the type; a file whose own name has a colon is taken whole.
    static func split(_ text: String) -> (path: String, typeName: String?) {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex,
            !FileManager.default.fileExists(atPath: text)
        else { return (text, nil) }
        let name = String(text[text.index(after: colon)...])
        guard isIdentifier(name) else { return (text, nil) }
        return (String(text[..<colon]), name)
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// The values the file's styles take: the assignments, and the stored properties of the built-in
    /// styles the scene wears (a file's type of the same name takes them).
    func arguments(builtIns: [any ControlStyle]) -> StyleArguments {
        var arguments = StyleArguments(assignments: assignments)
        for style in builtIns {
            let name = BuiltInStyleLog.typeName(of: style)
            if arguments.builtIns[name] == nil { arguments.builtIns[name] = StyleArguments.properties(of: style) }
        }
        return arguments
    }

    /// Reads and interprets the file; its ignored modifiers and stand-ins are printed as notes.
    func load(_ arguments: StyleArguments) throws(StyleFileError) -> StyleFile {
        let file = try StyleFile.load(path: path, arguments: arguments)
        for ignored in file.ignoredModifiers { Console.error("neumorph: note: \(path):\(ignored)") }
        for (style, notes) in file.standIns.sorted(by: { $0.key < $1.key }) {
            for note in notes { Console.error("neumorph: note: \(path): \(style).\(note)") }
        }
        guard !file.styleTypeNames.isEmpty else {
            throw StyleFileError(
                path: path, location: nil, message: "declares no ButtonStyle or ToggleStyle to show", reason: .noStyles)
        }
        return file
    }

    /// The file's styles for a command, with the chosen one; a file that does not load ends the
    /// command with its `FILE:LINE:COLUMN: message` (exit 1), an unknown type name lists the file's
    /// styles (exit 2).
    func open(builtIns: [any ControlStyle]) throws(CommandFailure) -> FileStyles {
        let file: StyleFile
        do {
            file = try load(arguments(builtIns: builtIns))
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        if let typeName, !file.styleTypeNames.contains(where: { StyleFile.names($0, typeName) }) {
            throw CommandFailure(
                "neumorph: \(path) declares no style named '\(typeName.excerpt())'; "
                    + "its styles: \(file.styleTypeNames.joined(separator: ", "))", status: 2)
        }
        return FileStyles(file: file, selected: typeName)
    }
}

import Foundation
import PlainText
import Style
import SwiftModule
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
    /// The module the file belongs to (`SourceModule.containing`), which every load reads through:
    /// its other files are parsed once, and a save re-reads only the file saved.
    let module: SourceModule

    /// `--style FOLDER`: a project folder, every file of which that has something to show is a preview.
    let isFolder: Bool

    /// A folder that cannot be read as a module is a module of no files: its screen then says so.
    init(path: String, typeName: String?, assignments: [String: String], module: SourceModule? = nil) {
        self.path = path
        self.typeName = typeName
        self.assignments = assignments
        var isDirectory: ObjCBool = false
        isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        if let module {
            self.module = module
        } else if isFolder {
            self.module = (try? SourceModule.folder(path)) ?? SourceModule(name: "Main", paths: [])
        } else {
            self.module = SourceModule.containing(path)
        }
    }

    /// The options every command that shows styles takes: the file, its arguments and its preview.
    static let options =
        [
            CommandOption.value(
                "style", "FILE[:TYPE]",
                "a SwiftUI file, read in its module (package target, Xcode project or folder): its #Preview or"
                    + " ContentView, its styles (light and dark, released and pressed; worn by --scene's controls), else"
                    + " a preview of what it declares; :TYPE picks one style; a folder shows every file's previews"),
            argumentOption,
            .value(
                "preview", "NAME", "with --style: the preview to show (default the first); a folder's also by file name"
            ),
        ] + DeviceOption.options
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
        let option = StyleOption(path: path, typeName: typeName, assignments: assignments)
        if option.isFolder {
            // A folder is read now, so that one that is not a module is an error before a window opens.
            do {
                _ = try SourceModule.folder(path)
            } catch {
                throw CommandFailure("neumorph: \(error.description)")
            }
            if typeName != nil {
                throw .usage("--style FOLDER takes no :TYPE; --preview picks one of its previews", usage)
            }
        }
        return option
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

    /// Reads and interprets the file, leniently: what a style cannot make is a placeholder, and its
    /// notes, ignored modifiers and stand-ins are printed.
    func load(_ arguments: StyleArguments) throws(StyleFileError) -> StyleFile {
        let file = try StyleFile.interpret(module: module, path: path, arguments: arguments, lenient: true)
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

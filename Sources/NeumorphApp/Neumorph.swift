import PlainText
import Platform
import Raster

/// The `neumorph` command line: dispatches to a command and turns failures into exit statuses.
@MainActor
public enum Neumorph {
    /// The program's version: `neumorph --version` and `neumorph version` print it.
    public nonisolated static let version = "0.11.0"

    /// Every command, in the order `neumorph help` lists them; each one's name, summary and options
    /// are its `usage`.
    static let commands: [any Subcommand.Type] = [
        PlayCommand.self, ScreenshotCommand.self, RecordCommand.self, ExportCommand.self, BatchCommand.self,
        SnapshotCommand.self,
        AuditCommand.self, SoakCommand.self, FuzzUICommand.self, BenchCommand.self, DevicesCommand.self,
        CheckCommand.self, KeysCommand.self,
        VersionCommand.self,
    ]

    static var usage: String {
        let names = commands.map { $0.usage.name } + ["help"]
        let width = names.map(\.count).max() ?? 0
        let lines =
            commands.map { ($0.usage.name, $0.usage.summary) } + [
                ("help", "show this help, or with a command's name its options")
            ]
        let table = lines.map { "  \($0.0.padding(toLength: width + 4, withPad: " ", startingAt: 0))\($0.1)" }
        return """
            usage: neumorph [COMMAND] [OPTIONS]

            commands:
            \(table.joined(separator: "\n"))

            play, screenshot, record, export and audit take --style FILE.swift: your own SwiftUI
            ButtonStyle / ToggleStyle code, previewed or worn by a scene's controls.

            Run 'neumorph help COMMAND' or 'neumorph COMMAND --help' for a command's options;
            docs/command-line.md has them all.
            """
    }

    /// docs/command-line.md: every command's synopsis, options and notes, made from the same
    /// declarations as the help (`neumorph help --markdown` prints it; a test holds the file to it).
    static var markdownReference: String {
        let sections = commands.map { $0.usage.markdown }
        return """
            # The command line

            Every command and option of `neumorph`, generated from the declarations the program parses its
            options with (`neumorph help --markdown` prints this page; `make docs` rewrites it). The same
            text, wrapped for a terminal, is `neumorph COMMAND --help`.

            Options are written `--name value` or `--name=value`. A flag takes no value (`--force=yes` is a
            usage error); a value that starts with `--` is taken for a forgotten value (`--out --force` is a
            usage error; write `--out=--force` for a file of that name). `--size` is `WxH` in points, each
            side 1…8192, written `1280x800`, `1280X800` or `1280×800`; names take British or American
            spelling (`--scheme colourful`). A usage error prints one line and exits 2; any other failure
            prints one `neumorph:` line and exits 1.

            | command | what it does |
            |---|---|
            \(commands.map { "| [`\($0.usage.name)`](#\($0.usage.name)) | \($0.usage.summary) |" }.joined(separator: "\n"))
            | `help [COMMAND]` | this list, or a command's options (also `neumorph COMMAND --help`) |

            \(sections.joined(separator: "\n\n"))

            """
    }

    /// Runs the command line; returns the process exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        StandardStream.fillClosedStreams()
        Signals.installHandlers()
        // The symbol library is read from the same assets folder as the fonts and images.
        SymbolLibrary.assetsFolder = Assets.folder
        let launched = Stopwatch.now()
        var arguments = arguments
        var name = "play"
        if let first = arguments.first, !first.hasPrefix("-") {
            name = first
            arguments.removeFirst()
        } else if arguments == ["--help"] || arguments == ["-h"] {
            name = "help"
        } else if arguments == ["--version"] || arguments == ["-V"] {
            name = "version"
            arguments = []
        }
        if name == "help" {
            if arguments == ["--markdown"] {
                do throws(CommandFailure) {
                    try Console.result(markdownReference, terminator: "")
                    return 0
                } catch {
                    Console.error(error.description)
                    return error.status
                }
            }
            guard let topic = arguments.first, topic != "help" else {
                Console.out(usage)
                return 0
            }
            // `help COMMAND` is the same as `COMMAND --help`.
            name = topic
            arguments = ["--help"]
        }
        guard let command = commands.first(where: { $0.usage.name == name }) else {
            Console.error("neumorph: unknown command '\(name.excerpt())' (see 'neumorph help')")
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            Console.out(command.usage.text)
            return 0
        }
        do throws(CommandFailure) {
            try command.run(arguments, launched: launched)
            return 0
        } catch {
            if !error.description.isEmpty { Console.error(error.description) }
            return error.status
        }
    }
}

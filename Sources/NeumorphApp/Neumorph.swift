import PlainText
import Platform
import Raster

/// The `neumorph` command line: dispatches to a command and turns failures into exit statuses.
@MainActor
public enum Neumorph {
    /// The program's version: `neumorph --version` and `neumorph version` print it.
    public nonisolated static let version = "0.11.0"

    /// A command of the table below: its name, one line for the general help, its own usage, and
    /// the type that holds its usage and runs it.
    struct Command {
        let name: String
        let summary: String
        let type: any Subcommand.Type

        init(_ name: String, _ summary: String, _ type: any Subcommand.Type) {
            self.name = name
            self.summary = summary
            self.type = type
        }
    }

    static let commands: [Command] = [
        Command("play", "open the playground window (the default)", PlayCommand.self),
        Command("screenshot", "render a scene headless to a PNG file", ScreenshotCommand.self),
        Command("record", "replay an input script headless and write every frame", RecordCommand.self),
        Command("export", "write a style as SwiftUI source or CSS", ExportCommand.self),
        Command("batch", "render every scene × scheme × contrast × state × scale to PNGs", BatchCommand.self),
        Command("audit", "measure contrast, edges, target sizes and states on rendered pixels", AuditCommand.self),
        Command("soak", "render many frames with random tweaks and report memory", SoakCommand.self),
        Command("fuzz-ui", "drive the UI with random event sequences and check its rules", FuzzUICommand.self),
        Command("bench", "time frames and blurs (build with -c release)", BenchCommand.self),
        Command("keys", "print the playground's keys as a Markdown table", KeysCommand.self),
        Command("version", "print the version", VersionCommand.self),
    ]

    static var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  \($0.name.padding(toLength: width + 4, withPad: " ", startingAt: 0))\($0.summary)"
        }
        return """
            usage: neumorph [COMMAND] [OPTIONS]

            commands:
            \(lines.joined(separator: "\n"))
              help          show this help, or with a command's name its options

            play, screenshot, record, export and audit take --style FILE.swift: your own SwiftUI
            ButtonStyle / ToggleStyle code, previewed or worn by a scene's controls.

            Run 'neumorph help COMMAND' or 'neumorph COMMAND --help' for a command's options.
            """
    }

    /// Runs the command line; returns the process exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        StandardStream.fillClosedStreams()
        Signals.installHandlers()
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
            guard let topic = arguments.first, topic != "help" else {
                Console.out(usage)
                return 0
            }
            // `help COMMAND` is the same as `COMMAND --help`.
            name = topic
            arguments = ["--help"]
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Console.error(CommandFailure.usage("unknown command '\(name.excerpt())'", usage).description)
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            Console.out(command.type.usage)
            return 0
        }
        do throws(CommandFailure) {
            try command.type.run(arguments, launched: launched)
            return 0
        } catch {
            if !error.description.isEmpty { Console.error(error.description) }
            return error.status
        }
    }
}

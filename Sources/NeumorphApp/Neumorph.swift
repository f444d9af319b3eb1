import Platform
import Raster

/// The `neumorph` command line: dispatches to a command and turns failures into exit statuses.
@MainActor
public enum Neumorph {
    struct Command {
        let name: String
        let summary: String
        let usage: () -> String
        let run: ([String], Double) throws(CommandFailure) -> Void
    }

    static let commands: [Command] = [
        Command(name: "play", summary: "open the playground window (the default)", usage: { PlayCommand.usage }) {
            args, launched throws(CommandFailure) in
            try PlayCommand.run(args, launched: launched)
        },
        Command(
            name: "screenshot", summary: "render a scene headless to a PNG file", usage: { ScreenshotCommand.usage }
        ) { args, _ throws(CommandFailure) in
            try ScreenshotCommand.run(args)
        },
        Command(
            name: "record", summary: "replay an input script headless and write every frame",
            usage: { RecordCommand.usage }
        ) { args, _ throws(CommandFailure) in
            try RecordCommand.run(args)
        },
        Command(name: "export", summary: "write a style as SwiftUI source or CSS", usage: { ExportCommand.usage }) {
            args, _ throws(CommandFailure) in
            try ExportCommand.run(args)
        },
        Command(
            name: "audit", summary: "measure contrast, edges, target sizes and states on rendered pixels",
            usage: { AuditCommand.usage }
        ) { args, _ throws(CommandFailure) in
            try AuditCommand.run(args)
        },
        Command(
            name: "soak", summary: "render many frames with random tweaks and report memory",
            usage: { SoakCommand.usage }
        ) { args, _ throws(CommandFailure) in
            try SoakCommand.run(args)
        },
        Command(
            name: "fuzz-ui", summary: "drive the UI with random event sequences and check its rules",
            usage: { FuzzUICommand.usage }
        ) { args, _ throws(CommandFailure) in
            try FuzzUICommand.run(args)
        },
        Command(name: "bench", summary: "time frames and blurs (build with -c release)", usage: { BenchCommand.usage })
        { args, _ throws(CommandFailure) in
            try BenchCommand.run(args)
        },
        Command(
            name: "keys", summary: "print the playground's keys as a Markdown table", usage: { "usage: neumorph keys" }
        ) { args, _ throws(CommandFailure) in
            guard args.isEmpty else { throw .usage("keys takes no options", "usage: neumorph keys") }
            try Console.result(KeyBinding.markdown)
        },
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
              help          show this help

            Run 'neumorph COMMAND --help' for a command's options.
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
        }
        if name == "help" {
            Console.out(usage)
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Console.error(CommandFailure.usage("unknown command '\(name)'", usage).description)
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            Console.out(command.usage())
            return 0
        }
        do throws(CommandFailure) {
            try command.run(arguments, launched)
            return 0
        } catch {
            if !error.description.isEmpty { Console.error(error.description) }
            return error.status
        }
    }
}

import Platform
import Raster

/// The `neumorph` command line: dispatches to a command and turns failures into exit statuses.
@MainActor
public enum Neumorph {
    public static let usage = """
        usage: neumorph [COMMAND] [OPTIONS]

        commands:
          play          open the playground window (the default)
          screenshot    render a scene headless to a PNG file
          bench         time frames and blurs (build with -c release)
          help          show this help

        Run 'neumorph COMMAND --help' for a command's options.
        """

    /// Runs the command line; returns the process exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        let launched = Stopwatch.now()
        var arguments = arguments
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "play"
        if !arguments.isEmpty && !arguments[0].hasPrefix("-") { arguments.removeFirst() }
        if command == "play" && (arguments == ["--help"] || arguments == ["-h"]) && CommandLine.arguments.count == 2 {
            Console.out(usage)
            return 0
        }
        do throws(CommandFailure) {
            switch command {
            case "help":
                Console.out(usage)
            case "play":
                if arguments.contains("--help") || arguments.contains("-h") {
                    Console.out(PlayCommand.usage)
                    return 0
                }
                try PlayCommand.run(arguments, launched: launched)
            case "screenshot":
                if arguments.contains("--help") || arguments.contains("-h") {
                    Console.out(ScreenshotCommand.usage)
                    return 0
                }
                try ScreenshotCommand.run(arguments)
            case "bench":
                if arguments.contains("--help") || arguments.contains("-h") {
                    Console.out(BenchCommand.usage)
                    return 0
                }
                try BenchCommand.run(arguments)
            default:
                throw CommandFailure.usage("unknown command '\(command)'", usage)
            }
            return 0
        } catch {
            Console.error(error.description)
            return error.status
        }
    }
}

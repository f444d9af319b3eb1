import Foundation

/// `--threads N`: how many threads draw a frame (in bands) or, in `batch`, how many images are made at
/// once. Every command that renders takes it; the pixels are the same for any number.
enum ThreadsOption {
    /// More threads than this only add overhead on any machine Neumorph runs on.
    static let range = 1...64

    /// The cores the process may run on: the default.
    static var cores: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, range.upperBound)) }

    static var option: CommandOption {
        .value(
            "threads", "N",
            "threads that draw a frame, \(range.lowerBound)…\(range.upperBound) (default: as many as the machine has cores)"
        )
    }

    /// The option's value, or the number of cores when it is absent.
    static func parse(_ args: Arguments, usage: CommandUsage) throws(CommandFailure) -> Int {
        try args.integer("threads", default: cores, in: range, usage: usage)
    }
}

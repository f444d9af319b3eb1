import Foundation

/// `--threads N`: how many threads draw a frame (in bands) or, in `batch`, how many images are made at
/// once. Every command that renders takes it; the pixels are the same for any number.
enum ThreadsOption {
    /// More threads than this only add overhead on any machine Neumorph runs on.
    static let range = 1...64

    /// The cores the process may run on: the default.
    static var cores: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, range.upperBound)) }

    static func usageLine(column: Int) -> String {
        let name = "  --threads N"
        return name + String(repeating: " ", count: max(1, column - name.count))
            + "threads that draw a frame, \(range.lowerBound)…\(range.upperBound) (default: the cores, \(cores))"
    }

    /// The option's value, or the number of cores when it is absent.
    static func parse(_ args: Arguments, usage: String) throws(CommandFailure) -> Int {
        try args.integer("threads", default: cores, in: range, usage: usage)
    }
}

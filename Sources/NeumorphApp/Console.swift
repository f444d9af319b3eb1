import Foundation

/// Output without the C `stdout`/`stderr` globals, which Swift 6 does not consider concurrency-safe.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// A failure that ends a command with a message and an exit status (1 = failed, 2 = misuse).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let status: Int32
    init(_ message: String, status: Int32 = 1) {
        description = message
        self.status = status
    }
    /// A usage error: the message plus the command's usage, exit status 2.
    static func usage(_ message: String, _ usage: String) -> CommandFailure {
        CommandFailure("neumorph: \(message)\n\n\(usage)", status: 2)
    }
}

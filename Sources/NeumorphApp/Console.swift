import Platform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The console, written through `StandardStream` so that a full, closed or broken stream never
/// crashes a command. What is lost decides the exit status: a command's result (`keys`, `export`
/// to standard output) that cannot be written fails it (`result`); an information line ("wrote …")
/// or a message on standard error that cannot be written is dropped, since the work is done.
enum Console {
    /// An information line; `false` when standard output would not take it.
    @discardableResult
    static func out(_ text: String) -> Bool {
        StandardStream.output.write(text + "\n")
    }
    static func error(_ text: String) {
        StandardStream.error.write(text + "\n")
    }
    /// The command's own output: failing to write it fails the command (exit 1).
    static func result(_ text: String, terminator: String = "\n") throws(CommandFailure) {
        guard StandardStream.output.write(text + terminator) else {
            throw CommandFailure("neumorph: cannot write to standard output: \(OutputFile.systemReason(errno))")
        }
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
    /// A usage error, exit status 2: one line, the message and where the command's options are listed
    /// (its whole help would push the message off the screen).
    static func usage(_ message: String, _ usage: CommandUsage) -> CommandFailure {
        CommandFailure("neumorph: \(message) (see 'neumorph \(usage.name) --help')", status: 2)
    }
}

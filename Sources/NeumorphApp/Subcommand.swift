/// A command of `neumorph COMMAND …`, as swift-argument-parser's `ParsableCommand`: its usage
/// text and what it runs. `launched` is when the process started (only `play` reports it).
@MainActor
protocol Subcommand {
    static var usage: CommandUsage { get }
    static func run(_ argv: [String], launched: Double) throws(CommandFailure)
}

/// A command that does not care when the process started.
@MainActor
protocol HeadlessSubcommand: Subcommand {
    static func run(_ argv: [String]) throws(CommandFailure)
}

extension HeadlessSubcommand {
    static func run(_ argv: [String], launched: Double) throws(CommandFailure) { try run(argv) }
}

extension PlayCommand: Subcommand {}
extension ScreenshotCommand: HeadlessSubcommand {}
extension RecordCommand: HeadlessSubcommand {}
extension ExportCommand: HeadlessSubcommand {}
extension AuditCommand: HeadlessSubcommand {}
extension SoakCommand: HeadlessSubcommand {}
extension FuzzUICommand: HeadlessSubcommand {}
extension BenchCommand: HeadlessSubcommand {}
extension BatchCommand: HeadlessSubcommand {}
extension SnapshotCommand: HeadlessSubcommand {}

/// `neumorph keys`: the playground's keys as the README's Markdown table.
enum KeysCommand: HeadlessSubcommand {
    static let usage = CommandUsage(
        name: "keys", summary: "print the playground's keys as a Markdown table", options: [])
    static func run(_ argv: [String]) throws(CommandFailure) {
        guard argv.isEmpty else { throw .usage("keys takes no options", usage) }
        try Console.result(KeyBinding.markdown)
    }
}

/// `neumorph version` (also `--version`).
enum VersionCommand: HeadlessSubcommand {
    static let usage = CommandUsage(name: "version", summary: "print the version", options: [])
    static func run(_ argv: [String]) throws(CommandFailure) {
        guard argv.isEmpty else { throw .usage("version takes no options", usage) }
        Console.out("neumorph \(Neumorph.version)")
    }
}

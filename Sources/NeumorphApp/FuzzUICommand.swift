/// `neumorph fuzz-ui`: the UI property test at length (`make fuzz-ui`).
@MainActor
enum FuzzUICommand {
    static let usage = CommandUsage(
        name: "fuzz-ui", summary: "drive the UI with random event sequences and check its rules",
        options: [
            .value("sequences", "N", "random event sequences to run (default 1000000)"),
            .value("seed", "S", "the first sequence's seed (default: from the clock, printed)"),
            .value("seconds", "T", "stop after T seconds even if sequences remain"),
        ],
        about: """
            Drives the UI context with random event sequences, controls leaving the tree or being disabled among \
            the events, and checks after every event against the press/release table: one active control at \
            most, a button's action runs once per press and only on release inside, a toggle's binding flips only \
            then and is drawn so in that frame, focus names an enabled control, no NaN in layout. A failure prints \
            its seed and the shortest failing sequence found; exit 1.
            """)

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        let sequences = try args.integer("sequences", default: 1_000_000, in: 1...1_000_000_000, usage: usage)
        let seed = UInt64(
            try args.integer(
                "seed", default: Int(Stopwatch.now() * 1000) % 1_000_000_007, in: 0...Int.max, usage: usage))
        let seconds = try args.number("seconds", default: 1e9, in: 0.1...1e9, usage: usage)
        let start = Stopwatch.now()
        let result = UIFuzzer.run(sequences: sequences, seconds: seconds, firstSeed: seed)
        let elapsed = Stopwatch.now() - start
        if let failure = result.failure {
            throw CommandFailure(
                "neumorph: UI fuzzing failed after \(result.ran) sequences (first seed \(seed)):\n\(failure)", status: 1
            )
        }
        Console.out("fuzz-ui: \(result.ran) sequences from seed \(seed) passed in \(Int(elapsed)) s")
    }
}

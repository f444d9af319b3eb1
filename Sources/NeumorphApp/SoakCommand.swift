import CSupport
import Raster
import Style
import UI

/// `neumorph soak`: renders headless with a random tweak every frame and reports memory, so a leak
/// or an unbounded cache shows as growth.
@MainActor
enum SoakCommand {
    static let usage = CommandUsage(
        name: "soak", summary: "render many frames with random tweaks and report memory",
        options: [
            .value("frames", "N", "frames to measure (default 10000)"),
            .value("seed", "S", "the random sequence's seed (default 1)"),
            .value("scene", "NAME", "\(SceneCatalog.names.joined(separator: ", ")) (default dark)"),
            .size().with(help: "frame size in points (default 640x400)"),
            .value(
                "warm-up", "N", "at most this many frames to fill the mask cache first (default \(SoakRun.warmUpLimit))"
            ),
            .value(
                "inject-leak", "MB",
                "keep MB megabytes more after every measured frame: a leak on purpose, to see the soak catch one on"
                    + " this machine (it must then exit 1)"),
        ],
        about: """
            Warms up until the mask cache is full, then renders the frames, changing a random parameter, scheme, \
            scene, press or toggle every frame, and prints resident memory after the warm-up and at the end, the \
            mask cache's bytes and cap. Exits 1 if memory grew more than 5 % or the cache passed its cap.
            """)

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, usage: usage)
        let frames = try args.integer("frames", default: 10_000, in: 1...10_000_000, usage: usage)
        let seed = UInt64(try args.integer("seed", default: 1, in: 0...Int.max, usage: usage))
        let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
        var soak = SoakRun(frames: frames, seed: seed, scene: scene)
        if args.values["size"] != nil { soak.size = try SceneCatalog.parseSize(args.values["size"], usage: usage) }
        soak.warmUpLimit = try args.integer("warm-up", default: SoakRun.warmUpLimit, in: 0...10_000_000, usage: usage)
        let leak = try args.number("inject-leak", default: 0, in: 0...1024, usage: usage)
        var leaked: [[UInt8]] = []
        if leak > 0 {
            // Filled, not just reserved, so the pages are resident as a real leak's would be.
            soak.afterFrame = { _ in leaked.append([UInt8](repeating: 1, count: Int(leak * 1_048_576))) }
        }
        let result = soak.run { Console.out($0) }
        Console.out(result.summary)
        withExtendedLifetime(leaked) {}
        if let failure = result.failure { throw CommandFailure("neumorph: soak failed: \(failure)", status: 1) }
    }
}

/// A small, fast, seedable generator, so soak and fuzz runs can be repeated exactly.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

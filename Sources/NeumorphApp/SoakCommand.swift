import CSupport
import Raster
import Style
import UI

/// `neumorph soak`: renders headless with a random tweak every frame and reports memory, so a leak
/// or an unbounded cache shows as growth.
@MainActor
enum SoakCommand {
    static let usage = """
        usage: neumorph soak [--frames N] [--seed S] [--scene NAME]

          Warms up until the mask cache is full (at most \(SoakRun.warmUpLimit) frames), then renders N
          frames (default 10000) at 640×400, changing a random parameter, scheme, scene, press or toggle
          every frame, and prints resident memory after the warm-up and at the end, the mask cache's
          bytes and cap. Exits 1 if memory grew more than 5 % or the cache passed its cap.
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, valued: ["frames", "seed", "scene"], flags: [], usage: usage)
        let frames = try args.integer("frames", default: 10_000, in: 1...10_000_000, usage: usage)
        let seed = UInt64(try args.integer("seed", default: 1, in: 0...Int.max, usage: usage))
        let scene = try args.choice("scene", default: SceneArgument.dark, usage: usage).scene
        let soak = SoakRun(frames: frames, seed: seed, scene: scene)
        let result = soak.run { Console.out($0) }
        Console.out(result.summary)
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

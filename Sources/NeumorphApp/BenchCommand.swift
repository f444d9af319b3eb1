import Raster

/// `neumorph bench`: frame and blur timings, release build, one thread.
enum BenchCommand {
    static let usage = """
        usage: neumorph bench [--frames N] [--json]

          --frames N   frames to time for each figure (default 50)
          --json       print one JSON object with stable snake_case keys
        """

    static func run(_ argv: [String]) throws(CommandFailure) {
        let args = try Arguments(argv, valued: ["frames"], flags: ["json"], usage: usage)
        let frames = try args.integer("frames", default: 50, in: 1...100_000, usage: usage)
        var figures: [(key: String, label: String, value: Double)] = []
        let size = SceneCatalog.defaultSize
        var canvas = try Frame.canvas(size: size, scale: 1)
        let scene = ReferenceScene(size: size)
        let times = Stopwatch.measure(frames) { scene.draw(in: &canvas) }
        figures.append(("scene_ms", "reference scene 1280×800, median", times.median))
        figures.append(("scene_min_ms", "reference scene 1280×800, minimum", times.min() ?? .nan))
        print(figures, json: args.has("json"))
    }

    static func print(_ figures: [(key: String, label: String, value: Double)], json: Bool) {
        func format(_ v: Double) -> String {
            let rounded = (v * 1000).rounded() / 1000
            return rounded.isFinite ? "\(rounded)" : "null"
        }
        if json {
            Console.out("{" + figures.map { "\"\($0.key)\": \(format($0.value))" }.joined(separator: ", ") + "}")
        } else {
            for f in figures { Console.out("\(f.label): \(format(f.value))") }
        }
    }
}

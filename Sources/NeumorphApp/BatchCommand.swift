import Platform
import Raster
import Style
import UI

/// `neumorph batch`: every scene × scheme × contrast × state × scale as PNG files in one folder, on
/// all cores, with an `index.html` contact sheet.
@MainActor
enum BatchCommand {
    static let usage = CommandUsage(
        name: "batch", summary: "render every scene × scheme × contrast × state × scale to PNGs",
        options: [
            .value(
                "out", "DIR",
                "the folder to write into (made if missing; its parent must exist); a batch never replaces a file:"
                    + " if any of its names is taken, it writes nothing", required: true),
            .repeatable("scene", "NAME", "\(SceneCatalog.names.joined(separator: ", ")) (default all)"),
            .repeatable("scheme", "S", "light, dark, colorful (default all)"),
            .repeatable("contrast", "C", "standard, increased (default both)"),
            .repeatable("state", "S", "released, pressed, on, off (default released, pressed, on)"),
            .repeatable("scale", "N", "device pixels per point, 1…4 (default 1 and 2)"),
            .size(),
            .value(
                "threads", "N",
                "threads that render and write, \(ThreadsOption.range.lowerBound)…\(ThreadsOption.range.upperBound)"
                    + " (default: as many as the machine has cores)"),
        ],
        about: """
            Each filter may be repeated or given a comma list (--scene dark,simple --scale 2); the batch is every \
            combination, written as SCENE-SCHEME-CONTRAST-STATE@Nx.png (dark-light-increased-pressed@2x.png), then \
            index.html, which shows them all with their names. On a terminal a progress bar shows the count, the \
            rate and the time left; otherwise each file is one line.
            """)

    static func run(_ argv: [String]) throws(CommandFailure) {
        let start = Stopwatch.now()
        let args = try Arguments(argv, usage: usage)
        guard let out = args.values["out"] else { throw .usage("batch needs --out DIR", usage) }
        let scenes = try list(args, "scene", all: SceneCatalog.names) { SceneCatalog.scene(named: $0)?.name }
        let schemes = try list(args, "scheme", all: Scheme.allCases) { Scheme(argument: $0) }
        let contrasts = try list(args, "contrast", all: Appearance.Contrast.allCases) {
            Appearance.Contrast(argument: $0)
        }
        let states = try list(args, "state", all: [UIContext.ForcedState.released, .pressed, .on]) {
            UIContext.ForcedState(argument: $0)
        }
        let scales = try list(args, "scale", all: [1.0, 2.0]) { text in
            Double(text).flatMap { $0.isFinite && Frame.scales.contains($0) ? $0 : nil }
        }
        let size = try SceneCatalog.parseSize(args.values["size"], usage: usage)
        let threads = try ThreadsOption.parse(args, usage: usage)
        // Every scale's frame is checked against the pixel budget before anything is made.
        for scale in scales { try Frame.pixels(size: size, scale: scale, frames: 1 + threads) }

        let jobs = BatchJob.all(scenes: scenes, schemes: schemes, contrasts: contrasts, states: states, scales: scales)
        let folder = out.hasSuffix("/") && out.count > 1 ? String(out.dropLast()) : out
        do {
            try OutputFiles.ensureFolder(folder)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        let index = "\(folder)/index.html"
        let taken = (jobs.map { "\(folder)/\($0.fileName)" } + [index]).filter { OutputFile.exists($0) }
        if let first = taken.first {
            throw CommandFailure(
                "neumorph: '\(first)' already exists\(taken.count > 1 ? " (and \(taken.count - 1) more of the batch's files)" : "");"
                    + " a batch never overwrites: choose another --out folder or move them away")
        }

        let progress = BatchProgress(total: jobs.count, isTerminal: StandardStream.output.isTerminal, start: start)
        let writer = BatchWriter(threads: threads, progress: progress)
        var reported = false
        for job in jobs {
            if writer.firstFailure != nil { break }
            let session = SceneSession(scene: SceneCatalog.scene(named: job.scene)!, scheme: job.scheme)
            session.contrast = job.contrast
            session.ui.forcedState = job.state
            session.threads = threads
            var canvas = try Frame.canvas(size: size, scale: job.scale)
            session.render(session.frame(size: size, time: 0), into: &canvas)
            if !reported {
                // Font and image problems are the same for every image: said once.
                session.reportProblems()
                reported = true
            }
            writer.write(canvas.pixmap, to: "\(folder)/\(job.fileName)")
        }
        writer.drain()
        progress.finish()
        if let failure = writer.firstFailure { throw CommandFailure(failure) }
        do {
            try OutputFile.write(ContactSheet.html(jobs, size: size), to: index, existing: .keep)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
        let seconds = Stopwatch.now() - start
        Console.out(
            "wrote \(jobs.count) images and \(index) in \(String(format: "%.1f", seconds)) s"
                + " (\(String(format: "%.1f", Double(jobs.count) / seconds)) images/s, \(threads) thread\(threads == 1 ? "" : "s"))"
        )
    }

    /// The values of a repeatable filter, each occurrence a name or a comma list, in order and each
    /// once; every value when the option is absent. An unknown value is a usage error naming it.
    private static func list<Value: Equatable>(
        _ args: Arguments, _ name: String, all: [Value], parse: (String) -> Value?
    ) throws(CommandFailure) -> [Value] {
        let texts = args.list(name).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        guard !texts.isEmpty else { return all }
        var values: [Value] = []
        for text in texts.map({ String($0).trimmingSpaces }) {
            guard let value = parse(text) else {
                let message =
                    name == "scale"
                    ? "--scale must be a number from \(Int(Frame.scales.lowerBound)) to \(Int(Frame.scales.upperBound)), not '\(text.excerpt())'"
                    : "unknown \(name) '\(text.excerpt())' in --\(name); choose from: \(names(of: name))"
                throw .usage(message, usage)
            }
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// What `--NAME` accepts, for its usage error.
    private static func names(of option: String) -> String {
        switch option {
        case "scene": SceneCatalog.names.joined(separator: ", ")
        case "scheme": Scheme.allValueNames.joined(separator: ", ")
        case "contrast": Appearance.Contrast.allValueNames.joined(separator: ", ")
        default: UIContext.ForcedState.allValueNames.joined(separator: ", ")
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

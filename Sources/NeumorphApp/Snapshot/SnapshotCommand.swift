import Platform
import Raster
import Style
import SwiftUIInterpreter
import UI

/// `neumorph snapshot PATH… --out DIR`: every preview of an app as a picture, in light and dark, with
/// a manifest (`snapshots.json`) naming each picture's source, preview, notes and SHA-256, for review
/// and for CI (`SnapshotPlan` says what is drawn and where).
@MainActor
enum SnapshotCommand {
    static let usage = CommandUsage(
        name: "snapshot", summary: "write every preview of the files and folders given as PNGs with a manifest",
        options: [
            .value(
                "out", "DIR",
                "the folder to write into (made if missing; its parent must exist); pictures of an earlier run there"
                    + " are replaced, snapshots.json is written last", required: true),
            .repeatable(
                "device", "NAME",
                "a device to draw each preview on, again for each one given (default: the preview's own, else"
                    + " iPhone 16 Pro); 'neumorph devices' lists them"),
            .scale("2"),
            .repeatable(
                "dynamic-type", "SIZE",
                "a Dynamic Type text size to draw each preview at besides the default (large), again for each one"
                    + " given: xSmall … xxxLarge, accessibility1 … accessibility5 (also XS … XXXL, AX1 … AX5)"),
            .value(
                "verify", "RECORDED",
                "compare with the pictures recorded in RECORDED (only read): exit 1 when any differs, is new or"
                    + " is gone; writes report.html and junit.xml into --out"),
            .value(
                "tolerance", "PIXEL,AREA",
                "with --verify: a pixel differs when a channel moves by more than PIXEL (0-255), a picture when more"
                    + " than AREA % of its pixels do (default: only the same pixels match)"),
            .flag("record", "with --verify: then make the run's pictures the recorded ones"),
            .flag("audit", "also run the accessibility audit on every preview's controls; a failure fails the run"),
            .value("shard", "K/N", "only the K-th of N stable shares of the previews (by their paths), for CI jobs"),
            .flag("merge", "join the shards' folders given as PATH… into --out, and exit as one run would"),
            ThreadsOption.option,
        ],
        about: """
            PATH is a Swift file or a folder, read as --style reads it (a folder is a module of every Swift file \
            under it). Each preview of each file is drawn in light and dark as \
            DIR/<module>/<File>/<Preview>-<device>-<appearance>.png, and at each --dynamic-type size but large \
            as …-<appearance>-<size>.png; a file of styles gives its gallery as its preview Styles. A preview that cannot be drawn is an entry with its error in snapshots.json, and the \
            run goes on; the command then exits 1.

            The pictures are the same bytes on every run, for any --threads (the PNG holds only the pixels). \
            On a terminal a progress bar shows the count, the rate and the time left. Exit status: 0 when \
            everything was drawn (and, with --verify, matches), 1 otherwise, 2 for a mistake in the command.
            """,
        invocation: "neumorph snapshot PATH…")

    static func run(_ argv: [String]) throws(CommandFailure) {
        let start = Stopwatch.now()
        let (paths, options) = split(argv)
        let args = try Arguments(options, usage: usage)
        guard let out = args.values["out"], !out.isEmpty else { throw .usage("snapshot needs --out DIR", usage) }
        let folder = out.hasSuffix("/") && out.count > 1 ? String(out.dropLast()) : out
        guard !paths.isEmpty else {
            throw .usage(
                args.has("merge")
                    ? "snapshot --merge needs the shards' folders: snapshot --merge DIR… --out DIR"
                    : "snapshot needs a file or folder to draw: snapshot PATH… --out DIR", usage)
        }
        if args.has("merge") {
            for option in ["verify", "shard", "device", "scale", "tolerance", "dynamic-type"]
            where args.values[option] != nil || !args.list(option).isEmpty {
                throw .usage("--merge joins finished runs; --\(option) goes with the runs themselves", usage)
            }
            try SnapshotMerge.run(shards: paths, into: folder)
            return
        }
        var devices: [Device] = []
        for name in args.list("device") {
            guard let device = Device.named(name) else {
                throw .usage(
                    "--device '\(name.excerpt())' is not a device Neumorph knows; its devices: "
                        + Device.all.map(\.name).joined(separator: ", "), usage)
            }
            if !devices.contains(device) { devices.append(device) }
        }
        var sizes: [DynamicTypeSize] = []
        for name in args.list("dynamic-type") {
            guard let size = DynamicTypeSize(argument: name) else {
                throw .usage(
                    "--dynamic-type '\(name.excerpt())' is not a Dynamic Type size; the sizes: "
                        + DynamicTypeSize.allValueNames.joined(separator: ", ") + " (or XS … XXXL, AX1 … AX5)", usage)
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        let scale = try args.scale(usage: usage) ?? 2
        let threads = try ThreadsOption.parse(args, usage: usage)
        let shard = try args.values["shard"].map { text throws(CommandFailure) in try parseShard(text) }
        for option in ["tolerance", "record"]
        where args.values["verify"] == nil && (args.has(option) || args.values[option] != nil) {
            throw .usage("--\(option) goes with --verify RECORDED", usage)
        }
        var tolerance = SnapshotTolerance.exact
        if let text = args.values["tolerance"] {
            guard let parsed = SnapshotTolerance(argument: text) else {
                throw .usage(
                    "--tolerance must be PIXEL,AREA: a channel change of 0-255 and a percentage of 0-100 (e.g. 2,0.1),"
                        + " not '\(text.excerpt())'", usage)
            }
            tolerance = parsed
        }
        // The recorded folder is read before anything is drawn: a wrong one is said at once.
        var recorded: (folder: String, document: SnapshotManifest.Document)?
        if let verify = args.values["verify"] {
            let recordedFolder = verify.hasSuffix("/") && verify.count > 1 ? String(verify.dropLast()) : verify
            if OutputFile.sameTarget(recordedFolder, folder) {
                throw .usage(
                    "--verify and --out name the same folder; the run writes into --out, --verify is only read", usage)
            }
            do {
                recorded = (recordedFolder, try SnapshotManifest.read(folder: recordedFolder))
            } catch {
                throw CommandFailure("neumorph: --verify: \(error.description)", status: 2)
            }
        }

        let plan = SnapshotPlan.make(paths: paths, devices: devices, dynamicTypeSizes: sizes)
        for problem in plan.problems { Console.error("neumorph: \(problem)") }
        let pictures = shard.map { plan.shard($0.index, of: $0.count) } ?? plan.pictures
        if plan.pictures.isEmpty {
            throw CommandFailure(
                "neumorph: nothing to snapshot in \(paths.joined(separator: ", ")): no file there has a #Preview,"
                    + " a PreviewProvider, a ContentView or styles")
        }
        do {
            try OutputFiles.ensureFolder(folder)
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }

        let progress = BatchProgress(
            total: pictures.count, isTerminal: StandardStream.output.isTerminal, unit: "pictures", start: start)
        var entries = try record(
            pictures, of: plan, into: folder, scale: scale, threads: threads, audit: args.has("audit"),
            progress: progress)
        if let recorded {
            let before = Dictionary(recorded.document.entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            let inShard: (String) -> Bool = { path in
                guard let shard, let old = before[path] else { return true }
                let key = "\(old.module)/\(SnapshotPlan.fileName(old.source))/\(old.preview)"
                return Int(SnapshotPlan.fnv1a(key) % UInt64(shard.count)) == shard.index - 1
            }
            entries = SnapshotVerification.verify(
                entries, in: folder, against: recorded.document, recordedFolder: recorded.folder, tolerance: tolerance,
                isPartOfShard: inShard)
        }
        try SnapshotOutput.write(entries, to: folder, scale: scale, shard: shard, verified: recorded != nil)
        if let recorded, args.has("record") {
            try SnapshotOutput.accept(entries, from: folder, into: recorded.folder, scale: scale, shard: shard)
        }
        let seconds = Stopwatch.now() - start
        Console.out(SnapshotOutput.summary(entries, folder: folder, seconds: seconds))
        if !plan.problems.isEmpty || SnapshotOutput.fails(entries) {
            throw CommandFailure("", status: 1)
        }
    }

    /// The command line's paths (any argument that is not an option or an option's value) and its options.
    static func split(_ argv: [String]) -> (paths: [String], options: [String]) {
        let takesValue = usage.valued.union(usage.repeatable)
        var paths: [String] = []
        var options: [String] = []
        var index = 0
        while index < argv.count {
            let argument = argv[index]
            if argument.hasPrefix("--") {
                options.append(argument)
                let name = String(argument.dropFirst(2))
                if takesValue.contains(name), index + 1 < argv.count {
                    options.append(argv[index + 1])
                    index += 1
                }
            } else {
                paths.append(argument)
            }
            index += 1
        }
        return (paths, options)
    }

    /// Draws every picture (each on the main thread; encoded and written on `threads`), then each one's
    /// manifest entry.
    static func record(
        _ pictures: [SnapshotPlan.Picture], of plan: SnapshotPlan, into folder: String, scale: Double, threads: Int,
        audit: Bool, progress: BatchProgress
    ) throws(CommandFailure) -> [SnapshotManifest.Entry] {
        let writer = SnapshotWriter(threads: threads, progress: progress)
        let sources = Dictionary(plan.sources.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var notes: [String: [String]] = [:]
        var audits: [String: [String]] = [:]
        for picture in pictures {
            guard let source = sources[picture.sourcePath] else { continue }
            if let error = picture.error {
                writer.failed(picture.relativePath, error)
                continue
            }
            do throws(CommandFailure) {
                let (pixmap, session, size) = try draw(picture, source, scale: scale, threads: threads)
                notes[picture.relativePath] = session.notes
                writer.write(pixmap, to: picture.relativePath, in: folder)
                if audit { audits[picture.relativePath] = try session.auditFailures(size: size) }
            } catch {
                writer.failed(picture.relativePath, withoutPrefix(error.description))
            }
        }
        writer.drain()
        progress.finish()
        let results = writer.results
        return pictures.map { picture -> SnapshotManifest.Entry in
            var entry = SnapshotManifest.Entry(
                path: picture.relativePath, module: picture.module, source: SnapshotPlan.shown(picture.sourcePath),
                preview: picture.previewName, device: picture.deviceName, appearance: picture.appearance.rawValue,
                dynamicType: picture.dynamicTypeSize.rawValue, notes: notes[picture.relativePath] ?? [])
            switch results[picture.relativePath] {
            case .written(let sha, let width, let height)?:
                entry.sha256 = sha
                entry.width = width
                entry.height = height
                entry.auditFailures = audit ? audits[picture.relativePath] : nil
            case .failed(let message)?: entry.error = message
            case nil: entry.error = "not drawn"
            }
            return entry
        }
    }

    /// One picture drawn as the screenshot command draws it: the preview on its device (or the gallery on
    /// the default page), in its appearance, from fresh state; with the notes its evaluation made.
    private static func draw(
        _ picture: SnapshotPlan.Picture, _ source: SnapshotPlan.Source, scale: Double, threads: Int
    )
        throws(CommandFailure) -> (Pixmap, SceneSession, Size)
    {
        let scene: any Scene
        if let screen = source.screen, let preview = picture.preview {
            // Its plan said an unknown `.previewDevice` once already.
            scene = FileScreenScene(
                screen: screen, preview: preview,
                layout: DeviceOption(device: picture.device, dynamicTypeSize: picture.dynamicTypeSize),
                saysUnknownDevice: false)
        } else {
            scene = StylePreviewScene()
        }
        let session = SceneSession(scene: scene, scheme: picture.appearance)
        let size = scene.fixedSize(metrics: session.glyphs) ?? SceneCatalog.defaultSize
        if source.screen == nil {
            let style = StyleOption(path: source.path, typeName: nil, assignments: [:], module: source.module)
            var styles = try style.open(builtIns: session.builtInStyles(size: size))
            styles.dynamicTypeSize = picture.dynamicTypeSize
            session.fileStyles = styles
        }
        session.threads = threads
        var canvas = try Frame.canvas(size: size, scale: scale)
        session.render(session.frame(size: size, time: 0), into: &canvas)
        return (canvas.pixmap, session, size)
    }

    /// `--shard K/N`: K from 1 to N.
    static func parseShard(_ text: String) throws(CommandFailure) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000,
            index >= 1, index <= count
        else {
            throw .usage("--shard must be K/N with 1 ≤ K ≤ N ≤ 10000 (e.g. 2/4), not '\(text.excerpt())'", usage)
        }
        return (index, count)
    }

    /// A command's message without its `neumorph: ` lead, for the manifest.
    private static func withoutPrefix(_ message: String) -> String {
        message.hasPrefix("neumorph: ") ? String(message.dropFirst(10)) : message
    }
}

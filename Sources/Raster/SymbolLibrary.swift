import PlainText
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The imported icons (`LibrarySymbol`): SF Symbol names and the Bootstrap icon drawn for each, as
/// SVG path data, read at run time from `Assets/Symbols/symbols.tsv`. `scripts/import-symbols.sh`
/// writes that file; its header says the format: tab-separated, a `symbol` line for each icon (SF
/// name, Bootstrap name, view box) and after it a `layer` line for each filled shape (fill rule,
/// path data).
public enum SymbolLibrary {
    /// The library's file inside the assets folder.
    static let relativePath = "Symbols/symbols.tsv"

    /// The assets folder the library is read from. The app sets it at start-up to the folder it
    /// found for its fonts and images (Platform's `Assets.folder`, above this layer); until then it
    /// is found the same way: `$NEUMORPH_ASSETS`, else an `Assets` folder holding `Symbols` beside
    /// the executable or above this source file, else the working directory's. The library is read
    /// once, when the first symbol is drawn: a folder set after that is not used.
    public static var assetsFolder: String {
        get { configuredFolder.withLock { $0 } ?? foundAssetsFolder }
        set { configuredFolder.withLock { $0 = newValue } }
    }

    /// The file the library is read from.
    static var file: String { joined(assetsFolder, relativePath) }

    /// The library, read once, on first use (`SystemImage` asks for it when a symbol is first
    /// looked up). A missing or damaged file is one line on standard error, naming the file and the
    /// first bad line; the icons it could not read are left out, so their names draw the placeholder.
    static let entries: [LibrarySymbol] = {
        let loaded = load(file)
        if let problem = loaded.problem { report(problem) }
        return loaded.entries
    }()

    /// What was read from a library file: the icons whose lines are all sound, and, when any was
    /// not, one line saying what was wrong where (file, line and column) and what that leaves out.
    struct Loaded {
        var entries: [LibrarySymbol]
        var problem: String?
    }

    /// Reads a library file; never traps. See `Loaded`.
    static func load(_ path: String) -> Loaded {
        // The file is 75 KB; 4 MB is room for any set of icons and stops at a wrong file's bulk.
        let text: String
        do {
            text = try TextFile.read(path, byteLimit: 4 << 20)
        } catch {
            return Loaded(entries: [], problem: "\(error); every library symbol draws the placeholder")
        }
        return parse(text, file: path)
    }

    /// The icons in a library file's text (`file` names it in the problem).
    static func parse(_ text: String, file: String) -> Loaded {
        var reader = Reader(file: file)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            reader.read(line, number: index + 1)
        }
        reader.finishSymbol()
        var problem = reader.firstProblem?.description
        if let first = problem {
            let more = reader.badLines - 1
            let also = more == 0 ? "" : " (and \(more) more bad line\(more == 1 ? "" : "s"))"
            let left =
                switch reader.leftOut.count {
                case 0: "no icon is left out"
                case 1:
                    "\(reader.leftOut[0].map { "'\($0.excerpt())'" } ?? "1 icon") is left out and draws the placeholder"
                case let count: "\(count) icons are left out and draw the placeholder"
                }
            problem = first + also + "; " + left
        } else if reader.entries.isEmpty {
            problem = "\(file): no symbol lines in it; every library symbol draws the placeholder"
        }
        return Loaded(entries: reader.entries, problem: problem)
    }

    /// Reads a library file line by line: an icon is kept only when its `symbol` line and all its
    /// `layer` lines are sound.
    private struct Reader {
        let file: String
        var entries: [LibrarySymbol] = []
        /// The line each name was first given on, for duplicates.
        var lineOfName: [String: Int] = [:]
        /// The icon being read, from its `symbol` line to the next; nil before the first.
        var current: LibrarySymbol?
        var currentLine = 0
        /// Whether a line of the current icon was bad, so the icon is left out.
        var currentIsBad = false
        var firstProblem: TextFile.Failure?
        var badLines = 0
        /// The names of the icons left out (nil for a `symbol` line too damaged to name one).
        var leftOut: [String?] = []
        /// Whether the icon being read repeats a name read before: it is left out, but the name
        /// still draws the first one.
        var currentIsRepeat = false

        init(file: String) { self.file = file }

        mutating func read(_ line: Substring, number: Int) {
            if line.isEmpty || line.hasPrefix("#") { return }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            // The first word, so that a line whose tabs became spaces is still known for what it is.
            switch line.prefix(while: { $0 != "\t" && $0 != " " }) {
            case "symbol": readSymbol(fields, number: number)
            case "layer": readLayer(fields, number: number)
            default: bad(number, "a line begins with 'symbol', 'layer' or '#', not '\(fields[0].excerpt())'")
            }
        }

        private mutating func readSymbol(_ fields: [Substring], number: Int) {
            finishSymbol()
            let named = fields.count > 1 && !fields[1].isEmpty
            let name = named ? String(fields[1]) : ""
            current = LibrarySymbol(
                name: name, bootstrapName: fields.count > 2 ? String(fields[2]) : "", viewBox: [], layers: [])
            currentLine = number
            guard fields.count == 4, named, !fields[2].isEmpty else {
                return bad(
                    number,
                    "a symbol line is 'symbol', the SF Symbol name, the Bootstrap icon's name and the view box, "
                        + "separated by tabs")
            }
            if let earlier = lineOfName[name] {
                currentIsRepeat = true
                return bad(number, "'\(name.excerpt())' is already on line \(earlier)")
            }
            lineOfName[name] = number
            let words = fields[3].split(separator: " ")
            let box = words.compactMap { Double($0) }
            guard words.count == 4, box.count == 4, box.allSatisfy(\.isFinite), box[2] > 0, box[3] > 0 else {
                return bad(
                    number,
                    "the view box '\(fields[3].excerpt())' is not four numbers (min x, min y, width, height) "
                        + "with a width and height above 0")
            }
            current?.viewBox = box
        }

        private mutating func readLayer(_ fields: [Substring], number: Int) {
            guard current != nil else {
                return bad(number, "a layer line before any symbol line: which icon is it of?")
            }
            guard fields.count == 3 else {
                return bad(number, "a layer line is 'layer', the fill rule and the path data, separated by tabs")
            }
            let fillRule: FillRule
            switch fields[1] {
            case "nonZero": fillRule = .nonZero
            case "evenOdd": fillRule = .evenOdd
            default: return bad(number, "the fill rule '\(fields[1].excerpt())' is neither nonZero nor evenOdd")
            }
            let data = String(fields[2])
            do {
                if try Path.parsing(svgPathData: data).isEmpty { return bad(number, "the path data draws nothing") }
            } catch {
                // The column of the character the path data stopped being read at.
                let read = String(decoding: data.utf8.prefix(error.offset), as: UTF8.self).count
                let column = fields[0].count + 1 + fields[1].count + 1 + read + 1
                return bad(number, column: column, "bad path data: \(error.message)")
            }
            current?.layers.append(LibrarySymbol.Layer(fillRule: fillRule, data: data))
        }

        /// Keeps the icon being read if its lines were sound and it has a layer; else leaves it out.
        mutating func finishSymbol() {
            defer {
                current = nil
                currentIsBad = false
                currentIsRepeat = false
            }
            guard let symbol = current else { return }
            if !currentIsBad && symbol.layers.isEmpty {
                bad(currentLine, "'\(symbol.name.excerpt())' has no layer lines after it")
            }
            if !currentIsBad {
                entries.append(symbol)
            } else if !currentIsRepeat {
                leftOut.append(symbol.name.isEmpty ? nil : symbol.name)
            }
        }

        /// Notes a bad line (the first one is the message) and leaves out the icon it belongs to.
        private mutating func bad(_ line: Int, column: Int? = nil, _ message: String) {
            badLines += 1
            if firstProblem == nil {
                firstProblem = TextFile.Failure(file: file, line: line, column: column, message: message)
            }
            currentIsBad = true
        }
    }

    // MARK: - Finding the assets folder

    private static let configuredFolder = Mutex<String?>(nil)

    /// The assets folder found as Platform's `Assets.folder` finds it (see `assetsFolder`), without
    /// Foundation.
    private static let foundAssetsFolder: String = {
        if let value = getenv("NEUMORPH_ASSETS"), value.pointee != 0 { return String(cString: value) }
        let here = currentDirectory()
        var candidates: [String] = []
        // `.build/<config>/neumorph` → `Assets/` at the package root.
        if let executable = CommandLine.arguments.first, !executable.isEmpty {
            var folder = parent(of: resolved(executable, from: here))
            for _ in 0..<6 {
                candidates.append(joined(folder, "Assets"))
                folder = parent(of: folder)
            }
        }
        // Test bundles run from .build/…/xctest; the package root is above the source file too.
        var source = parent(of: #filePath)
        for _ in 0..<4 {
            candidates.append(joined(source, "Assets"))
            source = parent(of: source)
        }
        candidates.append(joined(here, "Assets"))
        return candidates.first { isFolder(joined($0, "Symbols")) } ?? joined(here, "Assets")
    }()

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder `path` is in ("/" for "/" itself).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with its links resolved, or made absolute from `folder` when it cannot be.
    private static func resolved(_ path: String, from folder: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        return path.hasPrefix("/") ? path : joined(folder, path)
    }

    private static func currentDirectory() -> String {
        guard let folder = getcwd(nil, 0) else { return "." }
        defer { free(folder) }
        return String(cString: folder)
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// One line on standard error, as the app's other warnings (`write(2)`: a closed stream is no
    /// matter, and no Foundation).
    private static func report(_ problem: String) {
        let line = Array("neumorph: \(problem)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

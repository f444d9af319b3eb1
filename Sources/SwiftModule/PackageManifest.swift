import PlainText

/// What a `Package.swift` declares, read as text: nothing is compiled or run, and what the text computes (a
/// target named by a variable, a path built by interpolation) is not known. Read are `.target`,
/// `.executableTarget`, `.testTarget`, `.macro` and `.plugin` calls with a literal `name:` and an optional `path:`,
/// `.library(name:targets:)` products and `Package(name:)`; their arguments may come in any order, and the others
/// (`dependencies:`, `exclude:`, `resources:`, `swiftSettings:` …) are stepped over, calls inside them included,
/// so a dependency written `.target(name: "Core")` is not taken for a declaration.
struct PackageManifest: Equatable {
    /// A target: a module of the package, in its own folder.
    struct Target: Equatable {
        /// Which call declared it; it decides the default folder.
        enum Kind: String, Equatable {
            case target, executableTarget, testTarget, macro, plugin
        }

        let name: String
        let kind: Kind
        /// `path:` as written, relative to the package's folder.
        let path: String?
    }

    /// A library product: the name an `import` of another package uses, and the targets it is made of.
    struct Library: Equatable {
        let name: String
        let targets: [String]
    }

    /// `Package(name:)`.
    var name: String?
    var targets: [Target] = []
    var libraries: [Library] = []

    /// The manifest at `path`, read as every hand-edited text file is (size limit, encodings).
    static func read(_ path: String) throws(ModuleLocator.Failure) -> PackageManifest {
        do {
            return PackageManifest(text: try TextFile.read(path, byteLimit: 1 << 20))
        } catch {
            let line = error.line.map { "line \($0): " } ?? ""
            throw ModuleLocator.Failure(
                path: path, message: "cannot read the package manifest: \(line)\(error.message)")
        }
    }

    init(text: String) {
        let tokens = ManifestScanner.tokens(text)
        var index = 0
        while index < tokens.count {
            if name == nil, tokens[index] == .word("Package"), index + 1 < tokens.count,
                tokens[index + 1] == .symbol(UInt8(ascii: "("))
            {
                // The package's own arguments hold every declaration: read its name, then keep scanning inside.
                name = Self.arguments(tokens, open: index + 1).arguments["name"].flatMap(Self.literal)
            }
            guard tokens[index] == .symbol(UInt8(ascii: ".")), index + 2 < tokens.count,
                case .word(let call) = tokens[index + 1], tokens[index + 2] == .symbol(UInt8(ascii: "("))
            else {
                index += 1
                continue
            }
            let kind = Target.Kind(rawValue: call)
            guard kind != nil || call == "library" else {
                index += 1
                continue
            }
            let (arguments, end) = Self.arguments(tokens, open: index + 2)
            if let name = arguments["name"].flatMap(Self.literal) {
                if let kind {
                    add(Target(name: name, kind: kind, path: arguments["path"].flatMap(Self.literal)))
                } else if let targets = arguments["targets"].flatMap(Self.literals) {
                    libraries.append(Library(name: name, targets: targets))
                }
            }
            index = end
        }
    }

    /// A target declared twice (a variable's `.target(name:)` read before the real declaration) is kept once,
    /// with its path when one of the two has it.
    private mutating func add(_ target: Target) {
        guard let existing = targets.firstIndex(where: { $0.name == target.name }) else {
            targets.append(target)
            return
        }
        if targets[existing].path == nil && target.path != nil { targets[existing] = target }
    }

    /// The folder of `target` in the package at `root`: its `path:`, else `Tests/Name` for a test target,
    /// `Plugins/Name` for a plugin, and for the others `Sources/Name` (or SwiftPM's other names for the sources
    /// folder, `Source`, `src`, `srcs`, when that is the one that holds it).
    func folder(of target: Target, packageRoot root: String) -> String {
        if let path = target.path {
            return Paths.absolute(path.hasPrefix("/") ? path : Paths.join(root, path))
        }
        switch target.kind {
        case .testTarget: return Paths.join(root, "Tests/" + target.name)
        case .plugin: return Paths.join(root, "Plugins/" + target.name)
        case .target, .executableTarget, .macro:
            let folders = ["Sources", "Source", "src", "srcs"].map { Paths.join(root, $0 + "/" + target.name) }
            return folders.first(where: Paths.isFolder) ?? folders[0]
        }
    }

    // MARK: - Arguments

    /// The labelled arguments of the call whose `(` is at `open` (each argument's tokens, brackets and all), and
    /// the index just past its `)`.
    private static func arguments(_ tokens: [ManifestToken], open: Int)
        -> (arguments: [String: ArraySlice<ManifestToken>], end: Int)
    {
        var arguments: [String: ArraySlice<ManifestToken>] = [:]
        var depth = 0
        var start = open + 1
        var index = open + 1
        func finish() {
            let argument = tokens[start..<index]
            guard argument.count >= 2, case .word(let label) = argument[argument.startIndex],
                argument[argument.startIndex + 1] == .symbol(UInt8(ascii: ":")), arguments[label] == nil
            else { return }
            arguments[label] = argument.dropFirst(2)
        }
        while index < tokens.count {
            guard case .symbol(let b) = tokens[index] else {
                index += 1
                continue
            }
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    finish()
                    return (arguments, index + 1)
                }
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                finish()
                start = index + 1
            default:
                break
            }
            index += 1
        }
        finish()
        return (arguments, index)
    }

    /// An argument that is one string literal.
    private static func literal(_ value: ArraySlice<ManifestToken>) -> String? {
        guard value.count == 1, case .string(let text) = value[value.startIndex] else { return nil }
        return text
    }

    /// An argument that is an array of string literals (`["A", "B"]`, a trailing comma allowed).
    private static func literals(_ value: ArraySlice<ManifestToken>) -> [String]? {
        guard value.first == .symbol(UInt8(ascii: "[")), value.last == .symbol(UInt8(ascii: "]")) else { return nil }
        var strings: [String] = []
        for (offset, token) in value.dropFirst().dropLast().enumerated() {
            switch (offset % 2, token) {
            case (0, .string(let text)): strings.append(text)
            case (1, let comma) where comma == .symbol(UInt8(ascii: ",")): continue
            default: return nil
            }
        }
        return strings
    }
}

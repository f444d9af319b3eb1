/// The colours and images of one Xcode asset catalog (an `.xcassets` folder), read as data: every `Name.colorset`
/// and `Name.imageset` in it, through its groups. A group whose `Contents.json` says `"provides-namespace": true` prefixes the names inside it
/// (`Brand/Primary`); other groups only organise. Reading never fails as a whole: a colour set that cannot be read
/// is left out and named in `problems`.
public struct AssetCatalog: Equatable, Sendable {
    /// The `.xcassets` folder.
    public let path: String
    /// The colours, by name.
    public let colors: [AssetColor]
    /// The images, by name.
    public var images: [AssetImage] = []
    /// What was skipped, and why.
    public let problems: [CatalogProblem]

    /// Group levels and names read before a catalog is taken to be something other than a person's colours.
    static let limits = ModuleLocator.Limits(files: 5_000, depth: 20)

    /// Reads the catalog at `path`.
    public static func read(_ path: String) -> AssetCatalog {
        var reader = CatalogReader(root: Paths.absolute(path))
        reader.read()
        var catalog = AssetCatalog(
            path: reader.root, colors: reader.colors.sorted { $0.name < $1.name }, problems: reader.problems)
        catalog.images = reader.images.sorted { $0.name < $1.name }
        return catalog
    }

    /// The image `Image("name")` names; a name that differs only in case finds it too, as the Mac's file system
    /// lets Xcode find it.
    public func image(named name: String) -> AssetImage? {
        images.first { $0.name == name } ?? images.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The image a generated symbol names, as written after `Image(.` or `ImageResource.`: `logo`.
    public func image(symbol: String) -> AssetImage? {
        images.first { $0.symbolName == symbol }
    }

    /// The colour `Color("name")` names.
    public func color(named name: String) -> AssetColor? {
        colors.first { $0.name == name }
    }

    /// The colour a generated symbol names, as written after `Color(.` or `ColorResource.`: `cardBackground`, or
    /// with its namespaces `Brand.primary`.
    public func color(symbol: String) -> AssetColor? {
        colors.first { $0.symbolPath == symbol }
    }
}

/// One walk of a catalog's folders.
private struct CatalogReader {
    let root: String
    var colors: [AssetColor] = []
    var images: [AssetImage] = []
    var problems: [CatalogProblem] = []
    private var namesSeen = 0

    init(root: String) { self.root = root }

    mutating func read() {
        guard Paths.isFolder(root) else {
            problems.append(CatalogProblem(path: root, message: "no such asset catalog folder"))
            return
        }
        readGroup(root, namespaces: [], depth: 0)
    }

    /// A folder of the catalog (the catalog itself or a group): its colour and image sets, then its groups. Other
    /// assets (`.appiconset`, `.symbolset`, `.dataset` …) have an extension and are stepped over.
    private mutating func readGroup(_ folder: String, namespaces: [String], depth: Int) {
        guard let names = Paths.entries(folder) else {
            problems.append(CatalogProblem(path: folder, message: "cannot list this folder"))
            return
        }
        for name in names where !name.hasPrefix(".") {
            namesSeen += 1
            guard namesSeen <= AssetCatalog.limits.files else {
                if namesSeen == AssetCatalog.limits.files + 1 {
                    problems.append(CatalogProblem(path: root, message: "too many assets: the rest were not read"))
                }
                return
            }
            let path = Paths.join(folder, name)
            guard Paths.isFolder(path) else { continue }
            if name.hasSuffix(".colorset") {
                readColorSet(path, name: String(name.dropLast(".colorset".count)), namespaces: namespaces)
            } else if name.hasSuffix(".imageset") {
                readImageSet(path, name: String(name.dropLast(".imageset".count)), namespaces: namespaces)
            } else if !name.contains(".") {
                guard depth < AssetCatalog.limits.depth else {
                    problems.append(CatalogProblem(path: path, message: "groups nested too deeply: not read"))
                    continue
                }
                let inner =
                    ColorSetReader.providesNamespace(path, problems: &problems) ? namespaces + [name] : namespaces
                readGroup(path, namespaces: inner, depth: depth + 1)
            }
        }
    }

    private mutating func readColorSet(_ folder: String, name: String, namespaces: [String]) {
        let fullName = (namespaces + [name]).joined(separator: "/")
        guard !colors.contains(where: { $0.name == fullName }) else {
            problems.append(
                CatalogProblem(path: folder, message: "a second colour named \(fullName): the first one is kept"))
            return
        }
        var reader = ColorSetReader(folder: folder)
        if let appearances = reader.read() {
            colors.append(
                AssetColor(
                    name: fullName, namespaces: namespaces, symbolName: AssetCatalog.symbolName(forColor: name),
                    path: folder, any: appearances.any, dark: appearances.dark,
                    highContrast: appearances.highContrast, highContrastDark: appearances.highContrastDark,
                    notes: reader.notes))
        }
        problems += reader.problems
    }

    private mutating func readImageSet(_ folder: String, name: String, namespaces: [String]) {
        let fullName = (namespaces + [name]).joined(separator: "/")
        guard !images.contains(where: { $0.name == fullName }) else {
            problems.append(
                CatalogProblem(path: folder, message: "a second image named \(fullName): the first one is kept"))
            return
        }
        var reader = ImageSetReader(folder: folder)
        if let files = reader.read(), !files.isEmpty {
            images.append(
                AssetImage(
                    name: fullName, symbolName: AssetCatalog.symbolName(forImage: name), path: folder, files: files))
        }
        problems += reader.problems
    }
}

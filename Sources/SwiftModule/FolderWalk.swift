#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a walk of a module's folder found: its Swift files, asset catalogs and resource files, and whether a
/// bound of the walk cut it short.
struct FolderListing: Equatable {
    var swiftFiles: [String] = []
    var assetCatalogs: [String] = []
    /// Files an app copies into its bundle that code reads by name (`Bundle.main.url(forResource:)`, the
    /// strings `Text` looks up): JSON, property lists, strings tables, plain text.
    var resources: [String] = []
    var reachedFileLimit = false
    var reachedDepthLimit = false

    /// Both listings in one, as one module (`--style` on a package of several targets).
    mutating func merge(_ other: FolderListing) {
        swiftFiles = Array(Set(swiftFiles + other.swiftFiles)).sorted()
        assetCatalogs = Array(Set(assetCatalogs + other.assetCatalogs)).sorted()
        resources = Array(Set(resources + other.resources)).sorted()
        reachedFileLimit = reachedFileLimit || other.reachedFileLimit
        reachedDepthLimit = reachedDepthLimit || other.reachedDepthLimit
    }
}

/// A bounded walk of one folder for `.swift` files and `*.xcassets` catalogs, skipping what is never a module's
/// source: hidden folders (`.git`, `.build`, `.swiftpm`), build products and dependency caches, the insides of
/// Xcode projects and workspaces, folders that are another package (they hold a `Package.swift`) and the folders
/// of other targets nested in this one. A folder reached twice (a symbolic link back up the tree) is walked once.
struct FolderWalk {
    /// Names of folders that hold build products or other people's code.
    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

    let limits: ModuleLocator.Limits
    /// Walk below the top folder (false: only its own files, the plain-folder module).
    var recursive = true
    /// Folders not to enter.
    var excluded: Set<String> = []

    /// Whether a walk steps over `name` (a file or folder in a module's tree).
    static func skips(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace")
    }

    /// The extensions of the resource files listed (`FolderListing.resources`): data a preview reads, not
    /// media, which is large and read by nothing here.
    static let resourceExtensions: Set<String> = [
        "json", "geojson", "plist", "strings", "stringsdict", "xcstrings", "txt", "csv",
    ]

    /// A package's manifest is Swift but never part of a module.
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    func list(_ root: String) -> FolderListing {
        var listing = FolderListing()
        var seenFolders: Set<FolderIdentity> = []
        var entriesSeen = 0
        // Depth first, each folder's names in order: the same files fall under a limit on every run.
        var pending: [(folder: String, depth: Int)] = [(root, 0)]
        while let (folder, depth) = pending.popLast() {
            guard let identity = FolderIdentity(folder), seenFolders.insert(identity).inserted,
                let names = Paths.entries(folder)
            else { continue }
            if depth > 0 && names.contains("Package.swift") { continue }
            var subfolders: [String] = []
            for name in names where !Self.skips(name) {
                entriesSeen += 1
                guard entriesSeen <= limits.files else {
                    listing.reachedFileLimit = true
                    return listing.sorted()
                }
                let path = Paths.join(folder, name)
                if name.hasSuffix(".xcassets") {
                    if Paths.isFolder(path) { listing.assetCatalogs.append(path) }
                } else if name.hasSuffix(".swift") && !Self.isManifest(name) && !Paths.isFolder(path) {
                    listing.swiftFiles.append(path)
                } else if let dot = name.lastIndex(of: "."),
                    Self.resourceExtensions.contains(name[name.index(after: dot)...].lowercased()),
                    !Paths.isFolder(path)
                {
                    listing.resources.append(path)
                } else if recursive && !excluded.contains(path) && Paths.isFolder(path) {
                    subfolders.append(path)
                }
            }
            guard !subfolders.isEmpty else { continue }
            guard depth < limits.depth else {
                listing.reachedDepthLimit = true
                continue
            }
            pending += subfolders.reversed().map { ($0, depth + 1) }
        }
        return listing.sorted()
    }
}

extension FolderListing {
    /// The lists in path order, whatever order the walk met them in.
    fileprivate func sorted() -> FolderListing {
        var copy = self
        copy.swiftFiles.sort()
        copy.assetCatalogs.sort()
        copy.resources.sort()
        return copy
    }
}

/// A folder as the filesystem knows it (device and inode, through links), to see a folder reached twice.
private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

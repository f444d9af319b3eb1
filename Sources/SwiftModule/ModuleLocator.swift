import PlainText

/// Finds the module a Swift file belongs to, the way SourceKit-LSP does: the nearest `Package.swift` above the
/// file decides (the target whose folder holds the file); without one, the nearest folder above it that holds an
/// `.xcodeproj` is the module; else the nearest of the three above it that holds an app's `Info.plist` or asset
/// catalog, all of it; else the file's own folder is. Walking up stops at the repository's root (a folder
/// holding `.git`). Nothing is built or run, and every walk is bounded (`Limits`).
///
/// | the file is …                                   | its module                          | files listed       |
/// |-------------------------------------------------|-------------------------------------|--------------------|
/// | below a target's folder of the nearest manifest | that target (the deepest if nested) | the target's, deep |
/// | below a folder holding `X.xcodeproj`            | X, that folder                      | those X compiles   |
/// | up to 3 below an `Info.plist` or `.xcassets`    | that folder                         | every one below it |
/// | anywhere else (in a package's folder, no target)| the file's folder                   | the folder's own   |
public struct ModuleLocator: Sendable {
    /// Bounds of every walk: a module is what a person wrote, not a disk.
    public struct Limits: Equatable, Sendable {
        /// Names (files and folders) a listing looks at before it stops.
        public var files: Int
        /// Folder levels a listing goes down below the module's folder.
        public var depth: Int

        /// Defaults far above any app a person writes by hand: 5,000 names, 20 levels.
        public init(files: Int = 5_000, depth: Int = 20) {
            self.files = files
            self.depth = depth
        }
    }

    /// Why a module could not be found or read; the description starts with the path (`/a/Package.swift: …`).
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file or folder the problem is about.
        public let path: String
        /// What went wrong, in words for the person who wrote the files.
        public let message: String

        /// A failure about `path`.
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }

        /// `path: message`, as compilers write a problem.
        public var description: String { path + ": " + message }
    }

    /// How far a listing goes.
    public var limits: Limits

    /// A locator with the given bounds.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The module of `path`, a Swift file or a folder (a folder is found as a file in it would be).
    public func module(containing path: String) throws(Failure) -> ModuleLayout {
        let path = Paths.absolute(path)
        guard Paths.exists(path) else { throw Failure(path: path, message: "no such file or folder") }
        let start = Paths.isFolder(path) ? path : Paths.parent(path) ?? "/"
        let ancestors = Self.ancestorsWithinRepository(start)
        if let packageRoot = ancestors.first(where: { Paths.exists(Paths.join($0, "Package.swift")) }) {
            let manifest = try PackageManifest.read(Paths.join(packageRoot, "Package.swift"))
            let folders = manifest.targets.map { manifest.folder(of: $0, packageRoot: packageRoot) }
            let holding = folders.indices.filter { Paths.isInside(path, folders[$0]) }
            if let deepest = holding.max(by: { folders[$0].count < folders[$1].count }) {
                return try targetModule(manifest.targets[deepest], of: manifest, packageRoot: packageRoot)
            }
            // A file in no target of the package (a demo app beside the library, with a project of its
            // own): the rules below, as if there were no package.
        }
        if let folder = ancestors.first(where: { Paths.xcodeProject(in: $0) != nil }) {
            return xcodeModule(folder)
        }
        // An app whose `.xcodeproj` was not checked in (or not copied): its folder still holds its
        // `Info.plist` or asset catalog, and Xcode builds every file below it as one module.
        if let folder = ancestors.prefix(Self.appFolderLevels).first(where: Self.isAppFolder) {
            return folderModule(folder, recursive: true)
        }
        return folderModule(start, recursive: false)
    }

    /// How far above a file an app's folder is looked for (`App/Views/Cards/Card.swift`).
    static let appFolderLevels = 3

    /// A folder holding an `Info.plist` or an `.xcassets` catalog: the root of an app's sources.
    static func isAppFolder(_ folder: String) -> Bool {
        if Paths.exists(Paths.join(folder, "Info.plist")) { return true }
        return Paths.entries(folder)?.contains { $0.hasSuffix(".xcassets") } ?? false
    }

    /// The module `--style FOLDER` reads: the same rules with the folder itself as the start, except that a
    /// package's folder stands for all its targets (one list; the target itself when there is one) and a plain
    /// folder for every Swift file below it.
    public func module(forStyleFolder folder: String) throws(Failure) -> ModuleLayout {
        let folder = Paths.absolute(folder)
        guard Paths.isFolder(folder) else {
            throw Failure(
                path: folder, message: Paths.exists(folder) ? "this is a file, not a folder" : "no such folder")
        }
        if Paths.exists(Paths.join(folder, "Package.swift")) {
            let manifest = try PackageManifest.read(Paths.join(folder, "Package.swift"))
            if manifest.targets.count == 1 {
                return try targetModule(manifest.targets[0], of: manifest, packageRoot: folder)
            }
            if !manifest.targets.isEmpty { return packageModule(manifest, packageRoot: folder) }
            return folderModule(folder, recursive: true)
        }
        let module = try module(containing: folder)
        return module.kind == .folder ? folderModule(folder, recursive: true) : module
    }

    // MARK: - Modules of each kind

    /// The target's folder, recursive, without the folders of other targets nested in it.
    func targetModule(_ target: PackageManifest.Target, of manifest: PackageManifest, packageRoot: String)
        throws(Failure) -> ModuleLayout
    {
        let root = manifest.folder(of: target, packageRoot: packageRoot)
        guard Paths.isFolder(root) else {
            throw Failure(path: root, message: "the folder of target \(target.name) is missing")
        }
        let nested = manifest.targets.map { manifest.folder(of: $0, packageRoot: packageRoot) }.filter {
            $0 != root && Paths.isInside($0, root)
        }
        let listing = FolderWalk(limits: limits, excluded: Set(nested)).list(root)
        return ModuleLayout(
            name: target.name, kind: .packageTarget, root: root, packageRoot: packageRoot, listing: listing)
    }

    /// Every target's files as one list; a target whose folder is missing adds nothing.
    func packageModule(_ manifest: PackageManifest, packageRoot: String) -> ModuleLayout {
        var listing = FolderListing()
        for target in manifest.targets {
            if let module = try? targetModule(target, of: manifest, packageRoot: packageRoot) {
                listing.merge(
                    FolderListing(
                        swiftFiles: module.files, assetCatalogs: module.assetCatalogs, resources: module.resources,
                        reachedFileLimit: module.reachedFileLimit, reachedDepthLimit: module.reachedDepthLimit))
            }
        }
        return ModuleLayout(
            name: manifest.name ?? Paths.name(packageRoot), kind: .package, root: packageRoot,
            packageRoot: packageRoot, listing: listing)
    }

    func xcodeModule(_ folder: String) -> ModuleLayout {
        let project = Paths.xcodeProject(in: folder) ?? Paths.name(folder)
        let name = project.hasSuffix(".xcodeproj") ? String(project.dropLast(".xcodeproj".count)) : project
        var listing = FolderWalk(limits: limits).list(folder)
        if let compiled = Self.compiledFileNames(Paths.join(Paths.join(folder, project), "project.pbxproj")) {
            listing.swiftFiles = listing.swiftFiles.filter { compiled.contains(Paths.name($0)) }
        }
        return ModuleLayout(name: name, kind: .xcodeProject, root: folder, listing: listing)
    }

    /// The names of the Swift files a project compiles (`/* Card.swift in Sources */`), or nil when it
    /// does not list them one by one (Xcode 16's folders kept in sync with the disk compile every file
    /// in them) or cannot be read. A file left beside the others but not in the project (an old copy
    /// declaring the same type) is then not part of the app, as in Xcode.
    static func compiledFileNames(_ pbxproj: String) -> Set<String>? {
        guard let text = try? TextFile.read(pbxproj, byteLimit: 8 << 20),
            !text.contains("PBXFileSystemSynchronizedRootGroup")
        else { return nil }
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.contains(" in Sources */") {
            guard let open = line.range(of: "/* "),
                let close = line.range(of: " in Sources */", range: open.upperBound..<line.endIndex)
            else { continue }
            names.insert(String(line[open.upperBound..<close.lowerBound]))
        }
        return names.isEmpty ? nil : names
    }

    func folderModule(_ folder: String, recursive: Bool) -> ModuleLayout {
        let walk = FolderWalk(limits: limits, recursive: recursive)
        return ModuleLayout(name: Paths.name(folder), kind: .folder, root: folder, listing: walk.list(folder))
    }

    // MARK: - Walking up

    /// `folder` and the folders above it, nearest first, up to the repository's root (a folder holding `.git`,
    /// a folder or a worktree's file) or the filesystem's.
    static func ancestorsWithinRepository(_ folder: String) -> [String] {
        var result: [String] = []
        for ancestor in Paths.ancestors(folder) {
            result.append(ancestor)
            if isRepositoryRoot(ancestor) { break }
        }
        return result
    }

    static func isRepositoryRoot(_ folder: String) -> Bool {
        Paths.exists(Paths.join(folder, ".git"))
    }
}

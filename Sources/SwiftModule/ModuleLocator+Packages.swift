extension ModuleLocator {
    /// Folder levels above a module, and below the repository's root, searched for a sibling package.
    static let siblingSearchDepth = 4

    /// The modules `import importName` means in `module`'s code when `importName` is a local package in the
    /// same repository (`import NeumorphismUI` of `Packages/NeumorphismUI`): the first `Package.swift` found,
    /// nearest the repository's root first and by name, that declares a library product named so (its targets)
    /// or else a target named so (that target). The repository's root is the nearest folder above the module
    /// holding `.git`; without one, the highest folder at most four levels above the module that holds a
    /// `Package.swift` or an `.xcodeproj`. Manifests are searched at most four levels below it, skipping what
    /// listings skip. Fails, naming the root searched, when no manifest declares the name.
    public func package(named importName: String, near module: ModuleLayout) throws(Failure) -> [ModuleLayout] {
        let root = Self.repositoryRoot(near: module.root)
        var unreadable: [String] = []
        for manifestPath in manifests(below: root) {
            guard let manifest = try? PackageManifest.read(manifestPath) else {
                unreadable.append(manifestPath)
                continue
            }
            let packageRoot = Paths.parent(manifestPath) ?? "/"
            let targets: [PackageManifest.Target]
            if let library = manifest.libraries.first(where: { $0.name == importName }) {
                targets = library.targets.compactMap { name in manifest.targets.first { $0.name == name } }
            } else if let target = manifest.targets.first(where: { $0.name == importName && $0.kind != .testTarget }) {
                targets = [target]
            } else {
                continue
            }
            var modules: [ModuleLayout] = []
            for target in targets {
                modules.append(try targetModule(target, of: manifest, packageRoot: packageRoot))
            }
            return modules
        }
        let also = unreadable.isEmpty ? "" : " (could not read \(unreadable.joined(separator: ", ")))"
        throw Failure(
            path: root,
            message: "no Package.swift in this folder or \(Self.siblingSearchDepth) levels below declares a library "
                + "or target named \(importName)\(also)")
    }

    /// Where sibling packages are looked for, from a module's folder.
    static func repositoryRoot(near folder: String) -> String {
        let ancestors = Paths.ancestors(folder)
        if let repository = ancestors.first(where: isRepositoryRoot) { return repository }
        let near = ancestors.prefix(siblingSearchDepth + 1)
        let marked = near.last {
            Paths.exists(Paths.join($0, "Package.swift")) || Paths.xcodeProject(in: $0) != nil
        }
        return marked ?? folder
    }

    /// The `Package.swift` files at most `siblingSearchDepth` levels below `root`, breadth first, each level by
    /// name; at most `limits.files` names are looked at.
    func manifests(below root: String) -> [String] {
        var found: [String] = []
        var level = [root]
        var namesSeen = 0
        for depth in 0...Self.siblingSearchDepth {
            var next: [String] = []
            for folder in level {
                guard let names = Paths.entries(folder) else { continue }
                if names.contains("Package.swift") { found.append(Paths.join(folder, "Package.swift")) }
                guard depth < Self.siblingSearchDepth else { continue }
                for name in names where !FolderWalk.skips(name) && !name.hasSuffix(".xcassets") {
                    namesSeen += 1
                    guard namesSeen <= limits.files else { return found }
                    let path = Paths.join(folder, name)
                    if Paths.isFolder(path) { next.append(path) }
                }
            }
            level = next
        }
        return found
    }
}

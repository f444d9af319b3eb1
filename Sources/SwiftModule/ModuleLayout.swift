/// The Swift files compiled together with a file, as Xcode and SourceKit-LSP see them, and the asset catalogs
/// beside them: the module a user's style file belongs to. A value, listed once by `ModuleLocator`.
public struct ModuleLayout: Equatable, Sendable {
    /// Where the module's files come from.
    public enum Kind: Equatable, Sendable {
        /// One target of a `Package.swift`: the Swift files below the target's folder.
        case packageTarget
        /// Every target of a `Package.swift` as one list (`--style` on a package of several targets).
        case package
        /// The folder that holds an `.xcodeproj`: every Swift file below it.
        case xcodeProject
        /// A plain folder: its own Swift files (and those below it, for `--style`).
        case folder
    }

    /// The target's name, the Xcode project's name without `.xcodeproj`, or the folder's name.
    public let name: String
    /// Where the files come from: a package's target or whole package, an Xcode project's folder, a folder.
    public let kind: Kind
    /// The folder the files were listed from: the target's folder, the Xcode project's folder, or the folder.
    public let root: String
    /// The folder of the `Package.swift` the module was read from, for the package kinds.
    public let packageRoot: String?
    /// The module's `.swift` files, absolute paths, sorted.
    public let files: [String]
    /// The `*.xcassets` folders in the module, sorted.
    public let assetCatalogs: [String]
    /// The resource files in the module (`FolderListing.resources`), sorted.
    public let resources: [String]
    /// The listing stopped at `ModuleLocator.Limits.files` entries: `files` is incomplete.
    public let reachedFileLimit: Bool
    /// Folders deeper than `ModuleLocator.Limits.depth` were not listed: `files` may be incomplete.
    public let reachedDepthLimit: Bool

    init(name: String, kind: Kind, root: String, packageRoot: String? = nil, listing: FolderListing) {
        self.name = name
        self.kind = kind
        self.root = root
        self.packageRoot = packageRoot
        files = listing.swiftFiles
        assetCatalogs = listing.assetCatalogs
        resources = listing.resources
        reachedFileLimit = listing.reachedFileLimit
        reachedDepthLimit = listing.reachedDepthLimit
    }

    /// Why the list may be incomplete, in words for the playground to show, or nil when it is complete.
    public var limitNote: String? {
        switch (reachedFileLimit, reachedDepthLimit) {
        case (false, false): nil
        case (true, _): "\(root) holds too many files: the module was read only in part"
        case (false, true): "\(root) has folders nested too deeply: the deepest were not read"
        }
    }
}

/// One named image of an asset catalog (a `Name.imageset` folder): its files, each for a scale and an appearance.
/// `Image("name")` draws the file `file(scale:dark:)` picks.
public struct AssetImage: Equatable, Sendable {
    /// One file of the image set, as its `Contents.json` lists it.
    public struct File: Equatable, Sendable {
        /// The file's path.
        public let path: String
        /// Pixels to a point (`"2x"` is 2); nil for a single-scale entry, drawn at its pixel size on any screen
        /// (Xcode's "Single Scale", usually a PDF or SVG).
        public let scale: Double?
        /// Whether the entry is for the dark appearance.
        public let isDark: Bool

        public init(path: String, scale: Double?, isDark: Bool) {
            self.path = path
            self.scale = scale
            self.isDark = isDark
        }

        /// Whether the renderer can decode it: PNG or JPEG (a PDF or SVG is a vector drawing it does not read).
        public var isRaster: Bool {
            let name = path.lowercased()
            return [".png", ".jpg", ".jpeg"].contains { name.hasSuffix($0) }
        }
    }

    /// The name code passes to `Image("…")`, after its namespaced groups (`Icons/Star`).
    public let name: String
    /// The Swift name Xcode 15 generates for it (`AssetCatalog.symbolName(forImage:)`): `Image(.logo)`.
    public let symbolName: String
    /// The `.imageset` folder.
    public let path: String
    /// Its files that exist, in the order listed.
    public let files: [File]

    public init(name: String, symbolName: String, path: String, files: [File]) {
        self.name = name
        self.symbolName = symbolName
        self.path = path
        self.files = files
    }

    /// The file a screen of `scale` pixels to a point draws in the dark or light appearance: of the raster
    /// files for that appearance (else for any), the one of the screen's scale, else the nearest larger one,
    /// else the largest; nil when the set has no raster file.
    public func file(scale: Double, dark: Bool) -> File? {
        let raster = files.filter(\.isRaster)
        let candidates =
            dark && raster.contains(where: \.isDark) ? raster.filter(\.isDark) : raster.filter { !$0.isDark }
        let pool = candidates.isEmpty ? raster : candidates
        let scaled = pool.map { (file: $0, scale: $0.scale ?? 1) }
        if let larger = scaled.filter({ $0.scale >= scale }).min(by: { $0.scale < $1.scale }) { return larger.file }
        return scaled.max { $0.scale < $1.scale }?.file
    }

    /// Whether the set has files, but none the renderer can decode (only PDF or SVG).
    public var isVectorOnly: Bool { !files.isEmpty && !files.contains(where: \.isRaster) }
}

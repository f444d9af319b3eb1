/// An image file given where an image's name goes. `Image("logo")` of the project's own images is a name the
/// renderer's image source looks up in `Assets/Images`; `Image("logo")` of a module's asset catalog is the
/// catalog's file, which the image source and the layout's sizes then read by path, at its scale (a `@3x` file
/// of 300 pixels is 100 points wide).
public struct ImageFileReference: Equatable, Sendable {
    /// The PNG or JPEG file.
    public let path: String
    /// Pixels to a point.
    public let scale: Double

    public init(path: String, scale: Double) {
        self.path = path
        self.scale = scale
    }

    /// Begins every name that is a reference: a control character no asset name a person writes holds.
    private static let marker = "\u{1}file:"

    /// The reference written as an image name.
    public var name: String { "\(Self.marker)\(scale):\(path)" }

    /// The reference an image name holds, or nil for a plain name.
    public init?(name: String) {
        guard name.hasPrefix(Self.marker) else { return nil }
        let rest = name.dropFirst(Self.marker.count)
        guard let colon = rest.firstIndex(of: ":"), let scale = Double(rest[..<colon]), scale > 0, scale.isFinite
        else { return nil }
        self.init(path: String(rest[rest.index(after: colon)...]), scale: scale)
    }
}

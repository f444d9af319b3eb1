import Raster

/// The images one frame draws, loaded beforehand on its own thread: an image source may load files and
/// cache them as it goes, which bands drawn on several threads must not do at once.
final class PrefetchedImages: ImageSource, Sendable {
    let images: [String: Pixmap]

    init(_ images: [String: Pixmap]) { self.images = images }

    func image(named name: String) -> Pixmap? { images[name] }
}

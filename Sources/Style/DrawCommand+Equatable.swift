import Raster

/// Layers (and so commands) compare by what they draw, so a renderer can tell a group that did not change from one
/// that did. Written out because a clip is a tuple.
extension Layer: Equatable {
    public static func == (a: Layer, b: Layer) -> Bool {
        a.opacity == b.opacity && a.blendMode == b.blendMode && a.blur == b.blur && a.scale == b.scale
            && a.anchor == b.anchor && a.offset == b.offset && a.clip?.shape == b.clip?.shape
            && a.clip?.rect == b.clip?.rect && a.mask == b.mask && a.colorScheme == b.colorScheme
            && a.content == b.content
    }
}

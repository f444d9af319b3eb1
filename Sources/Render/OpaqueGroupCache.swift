import Raster
import Style

/// Groups kept as pixels. A group whose first command paints an opaque rectangle with whole-pixel edges (its
/// backdrop) sets every pixel there from its commands alone, whatever lay underneath; if it also paints nothing
/// outside the backdrop, its whole effect is those pixels. While its commands, appearance and placement stay the
/// same they are copied instead of drawn: the gallery's preview sheets, thirty-six shadowed controls that never
/// change, cost a copy each.
///
/// "Paints nothing outside" is checked when a group is drawn, on a transparent scratch canvas: every blend leaves
/// a pixel alone exactly when its source is zero, and any other source changes a transparent pixel, so a group
/// that leaves the scratch transparent outside its backdrop leaves any backdrop's pixels alone there.
final class OpaqueGroupCache {
    struct Key: Equatable {
        let content: [DrawCommand]
        let appearance: Appearance
        let transform: AffineTransform
        let canvasBounds: IntRect
        let dithering: Bool
    }

    private var entries: [(key: Key, region: IntRect, pixels: [UInt32])] = []
    /// Groups copied instead of drawn, for tests.
    private(set) var hits = 0
    private var bytes = 0
    /// Regions whose group painted outside its backdrop: drawn in place from then on, without the check.
    private var spilling: Set<IntRect> = []
    /// Pixels kept at most (the gallery's two sheets at scale 2 take 16 MB); the least recently used go first.
    static let byteCap = 24 << 20

    /// The device pixels of `content`'s opaque backdrop on `canvas`; nil when its first command is no such fill.
    static func backdrop(of content: [DrawCommand], _ appearance: Appearance, _ canvas: Canvas) -> IntRect? {
        guard content.count > 1, case .filled(let shape, let rect, let fill?, let shadows, _) = content[0],
            shadows.isEmpty, fill.isOpaque(in: appearance), canvas.transform.isAxisAligned,
            let device = shape.path(in: rect).applying(canvas.transform).axisAlignedRect
        else { return nil }
        // Whole-pixel edges, so every pixel inside is fully covered and none outside is touched.
        let backdrop = device.roundedOut
        guard Double(backdrop.x) == device.minX, Double(backdrop.y) == device.minY,
            Double(backdrop.maxX) == device.maxX, Double(backdrop.maxY) == device.maxY
        else { return nil }
        let region = backdrop.intersection(canvas.deviceBounds)
        return region.isEmpty ? nil : region
    }

    func spills(_ region: IntRect) -> Bool { spilling.contains(region) }

    func markSpilling(_ region: IntRect) { spilling.insert(region) }

    /// The kept pixels of a group, when its key and region are those it was kept under.
    func pixels(for key: Key, region: IntRect) -> [UInt32]? {
        guard let index = entries.firstIndex(where: { $0.region == region && $0.key == key }) else { return nil }
        hits += 1
        // Most recently used last.
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.pixels
    }

    func store(_ pixels: [UInt32], for key: Key, region: IntRect) {
        // A group redrawn with other commands replaces what was kept for its region.
        if let index = entries.firstIndex(where: { $0.region == region }) {
            bytes -= 4 * entries.remove(at: index).pixels.count
        }
        entries.append((key, region, pixels))
        bytes += 4 * pixels.count
        while bytes > Self.byteCap, let oldest = entries.first {
            bytes -= 4 * oldest.pixels.count
            entries.removeFirst()
        }
    }

    func removeAll() {
        entries = []
        bytes = 0
        spilling = []
    }

    /// Whether every pixel of `canvas` outside `region` is transparent.
    static func isTransparent(_ canvas: Canvas, outside region: IntRect) -> Bool {
        let bounds = canvas.deviceBounds
        let width = canvas.pixmap.width
        return canvas.pixmap.pixels.withUnsafeBufferPointer { px in
            for y in bounds.y..<bounds.maxY {
                let row = px.baseAddress! + (y - bounds.y) * width
                let inside = y >= region.y && y < region.maxY
                for x in 0..<width where row[x] != 0 {
                    let dx = x + bounds.x
                    if !(inside && dx >= region.x && dx < region.maxX) { return false }
                }
            }
            return true
        }
    }
}

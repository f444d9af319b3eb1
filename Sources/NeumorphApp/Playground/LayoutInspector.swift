import Raster
import Style
import SwiftUIInterpreter

/// The layout inspector (O), Xcode's selectable preview on Linux: every view of a file's screen outlined
/// where layout placed it, and the one under the pointer named, with its size and the place in the code
/// that made it (its own, or that of the nearest view of the file's own type around it).
@MainActor enum LayoutInspector {
    /// A view of the screen, and where it is shown in the window.
    struct Shown {
        var view: LaidOutView
        var frame: Rect
    }

    /// The screen's views and where the window shows them: on a device scaled to fit, as the scene is drawn.
    static func views(of session: SceneSession, in region: Rect) -> [Shown] {
        guard let scene = session.scene as? FileScreenScene else { return [] }
        let fixed = scene.fixedSize(metrics: session.glyphs)
        let size = fixed ?? region.size
        let (scale, origin) = fixed.map { SceneSession.placement(of: $0, in: region) } ?? (1, region.origin)
        return scene.laidOutViews(session.scheme, size: size, metrics: session.glyphs).map { view in
            Shown(
                view: view,
                frame: Rect(
                    x: origin.x + view.frame.minX * scale, y: origin.y + view.frame.minY * scale,
                    width: view.frame.width * scale, height: view.frame.height * scale))
        }
    }

    static let outline = Color(r8: 64, g8: 156, b8: 255)

    /// The outlines, and the named view under the pointer, over the window of `window` points.
    static func commands(_ views: [Shown], pointer: Point?, window: Size, metrics: TextMetrics) -> [DrawCommand] {
        guard !views.isEmpty else { return [] }
        var commands: [DrawCommand] = views.map {
            .stroked(
                AnyInsettableShape(Rectangle()), in: $0.frame, .color(outline.opacity(0.45)), lineWidth: 1, inside: true
            )
        }
        guard let pointer, let index = hovered(views, at: pointer) else { return commands }
        let shown = views[index].frame
        // Named in the screen's own points, whatever the window's scale.
        let view = views[index].view
        commands.append(.fill(Rectangle(), in: shown, .color(outline.opacity(0.15))))
        commands.append(
            .stroked(AnyInsettableShape(Rectangle()), in: shown, .color(outline), lineWidth: 2, inside: true))
        var lines: [(String, Color)] = [
            (
                "\(view.type)  \(format(view.frame.width)) × \(format(view.frame.height)) pt",
                .white
            )
        ]
        if let text = view.text { lines.append(("\"\(text.count > 40 ? text.prefix(39) + "…" : text)\"", HUD.dim)) }
        if let place = source(of: index, in: views.map(\.view)) { lines.append((place, HUD.dim)) }
        let box = HUD.panelSize(lines, metrics: metrics)
        // Below the view, or above it where there is no room; inside the window.
        var y = shown.maxY + 6
        if y + box.height > window.height { y = shown.minY - 6 - box.height }
        let x = min(max(shown.minX, 4), max(4, window.width - box.width - 4))
        commands += HUD.panel(lines, at: Point(x: x, y: max(4, y)), metrics: metrics)
        return commands
    }

    /// The innermost view under the pointer: the smallest that holds it, the later in the tree among equals.
    static func hovered(_ views: [Shown], at p: Point) -> Int? {
        var best: Int?
        for (index, view) in views.enumerated() where view.frame.contains(p) {
            let area = view.frame.width * view.frame.height
            if let b = best, views[b].frame.width * views[b].frame.height < area { continue }
            best = index
        }
        return best
    }

    /// `FILE:LINE` of the view, or of the nearest view of the file's own type before it that holds it.
    static func source(of index: Int, in views: [LaidOutView]) -> String? {
        let frame = views[index].frame
        for candidate in views[...index].reversed() {
            let around = candidate.frame.insetBy(dx: -0.5, dy: -0.5)
            guard let at = candidate.location, around.minX <= frame.minX, around.minY <= frame.minY,
                around.maxX >= frame.maxX, around.maxY >= frame.maxY
            else { continue }
            let file = at.file.split(separator: "/").last.map(String.init) ?? at.file
            return "\(file):\(at.line)"
        }
        return nil
    }

    private static func format(_ length: Double) -> String {
        let tenths = (length * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}

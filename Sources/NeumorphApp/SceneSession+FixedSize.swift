import Raster
import Style
import UI

/// A scene of a size of its own (a file's screen on its device) shown in the window: laid out and
/// pressed in its own points, drawn scaled to fit the room beside the panel and centred there, as
/// Xcode's canvas shows a device.
extension SceneSession {
    /// The room kept around a screen that is scaled to fit.
    static let screenMargin = 24.0

    /// Where a scene of `screen` points is shown in `region`: its scale (at most 1: never enlarged)
    /// and its top-leading corner. A region of exactly that size (a screenshot) shows it as it is.
    static func placement(of screen: Size, in region: Rect) -> (scale: Double, origin: Point) {
        if region.origin == .zero, region.size == screen { return (1, .zero) }
        let margin = min(screenMargin, region.width / 8, region.height / 8)
        let fit = min(1, (region.width - 2 * margin) / screen.width, (region.height - 2 * margin) / screen.height)
        let scale = max(fit, 0.05)
        let origin = Point(
            x: (region.midX - screen.width * scale / 2).rounded(),
            y: (region.midY - screen.height * scale / 2).rounded())
        return (scale, origin)
    }

    /// One frame of a scene of `screen` points in `region` of the window.
    func fixedFrame(_ screen: Size, in region: Rect, time: Double, events: [InputEvent]) -> UIFrame {
        let (scale, origin) = Self.placement(of: screen, in: region)
        var context = context(size: screen)
        context.time = time
        let root = scene.view(context, state: state)
        let toScreen = { (p: Point) in Point(x: (p.x - origin.x) / scale, y: (p.y - origin.y) / scale) }
        var frame = ui.frame(root, size: screen, time: time, events: events.map { $0.mapped(toScreen) })
        guard scale != 1 || origin != .zero else { return frame }
        // Each command in a layer of its own, so a frame that changes one control is damage there only.
        let shown = frame.commands.map { command -> DrawCommand in
            var layer = Layer([command])
            layer.scale = scale
            layer.offset = origin
            return .layer(layer)
        }
        let rect = Rect(x: origin.x, y: origin.y, width: screen.width * scale, height: screen.height * scale)
        frame.commands =
            Self.backdrop(region, around: rect, scheme: scheme) + shown
            + Self.bezel(around: rect, radius: Self.cornerRadius(of: scene) * scale)
        frame.controls = frame.controls.map { $0.placed(scale: scale, origin: origin) }
        frame.unusedScroll = frame.unusedScroll.map {
            (at: Point(x: origin.x + $0.at.x * scale, y: origin.y + $0.at.y * scale), steps: $0.steps)
        }
        return frame
    }

    /// Xcode's canvas around the device, and the device's shadow on it.
    private static func backdrop(_ region: Rect, around screen: Rect, scheme: Scheme) -> [DrawCommand] {
        let canvas = scheme == .light ? Color(r8: 229, g8: 229, b8: 234) : Color(r8: 28, g8: 28, b8: 30)
        return [
            .fill(Rectangle(), in: region, .color(canvas)),
            .filled(
                AnyInsettableShape(RoundedRectangle(cornerRadius: 12)), in: screen, .color(.black),
                shadows: [Shadow(color: Color.black.opacity(0.25), radius: 12, x: 0, y: 6)], composition: .chained),
        ]
    }

    /// The device's edge over the screen's: its rounded corners, over the square corners of the drawing.
    private static func bezel(around screen: Rect, radius: Double) -> [DrawCommand] {
        guard radius > 0 else { return [] }
        let width = max(2, radius / 3)
        return [
            .stroked(
                AnyInsettableShape(RoundedRectangle(cornerRadius: radius + width, style: .continuous)),
                in: screen.insetBy(dx: -width, dy: -width), .color(Color(r8: 18, g8: 18, b8: 20)),
                lineWidth: width + 0.5,
                inside: true)
        ]
    }

    /// The screen's corner radius in points: an iPhone's or iPad's rounded display, a Mac window's.
    private static func cornerRadius(of scene: any Scene) -> Double {
        guard let screen = scene as? FileScreenScene, case .device(let device, _) = screen.canvas else { return 0 }
        return DeviceChrome.cornerRadius(device)
    }
}

import Presets
import Raster
import Style
import UI

/// The original style and its fix side by side, each in the scene it was audited in, released
/// above and pressed below, with their figures underneath and what changed in words: what
/// `audit --fix --compare` writes and what the playground shows on Shift-A.
@MainActor
enum FixComparison {
    static let captionHeight = 118.0
    static let ink = Color(r8: 235, g8: 235, b8: 240)
    static let quiet = Color(r8: 160, g8: 160, b8: 170)
    static let pass = Color(r8: 120, g8: 215, b8: 140)
    static let fail = Color(r8: 255, g8: 120, b8: 110)
    static let strip = Color(r8: 28, g8: 28, b8: 32)

    /// The whole picture's size for panes of `pane`.
    static func size(pane: Size) -> Size {
        Size(width: pane.width * 2, height: pane.height * 2 + captionHeight)
    }

    /// The least room a scene is laid out in: the scenes are composed for a window, and a pane
    /// narrower than this would crop them (simple's card and button need about 600 points), so a
    /// smaller pane shows the scene laid out at this size, zoomed out to fit.
    static let sceneRoom = Size(width: 640, height: 400)

    /// The scene wearing `p`, laid out with `ui` and drawn into the pane at `origin`, zoomed out to
    /// fit when the pane is smaller than `sceneRoom`, clipped to the pane.
    static func scene(
        _ title: String, _ p: ParametricStyle, session: SceneSession, ui: UIContext, pane: Size, at origin: Point
    ) -> [DrawCommand] {
        let zoom = min(1, pane.width / sceneRoom.width, pane.height / sceneRoom.height)
        let room = Size(width: pane.width / zoom, height: pane.height / zoom)
        var context = session.context(size: room)
        context.parameters = p
        context.family = .parametric
        context.presetSeed = nil
        context.fileStyles = nil
        let frame = ui.frame(.scope(title, session.scene.view(context, state: SceneState())), size: room, time: 0)
        return [
            .layer(
                Layer(
                    frame.commands, scale: zoom, anchor: .zero, offset: origin,
                    clip: (AnyInsettableShape(Rectangle()), Rect(origin: .zero, size: room))))
        ]
    }

    /// Each style's verdict and figures, and what changed in words.
    static func captions(_ fix: StyleFix, width: Double, footer: String? = nil) -> View {
        func column(_ title: String, _ audits: [ControlAudit]) -> View {
            let allPass = audits.allSatisfy(\.passes)
            let seen = fix.vision == .normal ? "" : " as seen with \(fix.vision.rawValue)"
            let lines: [View] =
                [
                    .text(
                        "\(title) — \(allPass ? "passes" : "fails")\(seen)", font: .headline,
                        color: allPass ? pass : fail)
                ]
                + figures(audits).map { .text($0, font: .footnote, color: ink) }
            return .frame(
                width: width / 2, height: captionHeight - 34, alignment: .topLeading,
                .padding(
                    EdgeInsets(top: 10, leading: 14, bottom: 0, trailing: 14),
                    .vstack(spacing: 3, alignment: .leading, lines)))
        }
        let words = PresetChange.words(
            PresetChange.between(Preset(parameters: fix.original), Preset(parameters: fix.fixed)))
        let summary =
            fix.passes
            ? "Changed: \(words)"
            : "Cannot pass: " + fix.unmet.map { $0.rule.describe($0.best) }.joined(separator: "; ")
        let bottom = View.frame(
            width: width, height: 34, alignment: .leading,
            .padding(
                EdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14),
                .text(summary + (footer.map { "    \($0)" } ?? ""), font: .footnote, color: fix.passes ? ink : fail)))
        let strip = Self.strip
        let hairline = Self.quiet.opacity(0.35)
        return .background(
            draw: { r in
                [
                    .fill(Rectangle(), in: r, .color(strip)),
                    .fill(Rectangle(), in: Rect(x: r.minX, y: r.minY, width: r.width, height: 1), .color(hairline)),
                ]
            },
            .vstack(
                spacing: 0, alignment: .leading,
                [
                    .hstack(spacing: 0, alignment: .top, [column("Original", fix.before), column("Fixed", fix.after)]),
                    bottom,
                ]
            ))
    }

    /// A line per control: its figures, as the audit's table states them.
    static func figures(_ audits: [ControlAudit]) -> [String] {
        audits.prefix(3).map { a in
            let label = a.labelContrast.map { String(format: "label %.1f:1", $0) } ?? "no label"
            return String(
                format: "%@: %@ · edge %.0f %% · state %.2f:1 · %.0f×%.0f",
                String(a.key.split(separator: "/").last ?? ""),
                label,
                a.edge.shareAtNonText * 100, a.stateContrast, a.frame.width, a.frame.height)
        }
    }

    /// The comparison's drawing, laid out with `ui` in `region` (panes of half its width and half
    /// of what the captions leave): the released row, the pressed row, then the captions. The
    /// caller's forced state is restored.
    static func commands(
        _ fix: StyleFix, session: SceneSession, ui: UIContext, region: Rect, footer: String? = nil
    ) -> [DrawCommand] {
        let pane = Size(
            width: (region.width / 2).rounded(.down),
            height: max(((region.height - captionHeight) / 2).rounded(.down), 1))
        let canvas = Size(width: region.maxX, height: region.maxY)
        let saved = ui.forcedState
        defer { ui.forcedState = saved }
        func placed(_ view: View, top: Double) -> View {
            .frame(
                width: canvas.width, height: canvas.height, alignment: .topLeading,
                .padding(EdgeInsets(top: region.minY + top, leading: region.minX, bottom: 0, trailing: 0), view))
        }
        var commands: [DrawCommand] = []
        let rows: [(String, UIContext.ForcedState)] = [("released", .released), ("pressed / on", .active)]
        for (index, (name, state)) in rows.enumerated() {
            ui.forcedState = state
            var corners: [View] = []
            for (column, (title, p)) in [("Original", fix.original), ("Fixed", fix.fixed)].enumerated() {
                let origin = Point(
                    x: region.minX + pane.width * Double(column), y: region.minY + pane.height * Double(index))
                commands += scene(title, p, session: session, ui: ui, pane: pane, at: origin)
                corners.append(
                    .frame(
                        width: pane.width, height: pane.height, alignment: .topLeading,
                        .padding(
                            EdgeInsets(top: 8, leading: 10, bottom: 0, trailing: 0),
                            .text("\(title) · \(name)", font: .footnote, color: quiet))))
            }
            let labels = placed(.hstack(spacing: 0, alignment: .top, corners), top: pane.height * Double(index))
            commands += ui.frame(labels, size: canvas, time: 0).commands
        }
        let bottom = placed(captions(fix, width: region.width, footer: footer), top: pane.height * 2)
        commands += ui.frame(bottom, size: canvas, time: 0).commands
        return commands
    }

    /// The comparison as a picture.
    static func render(_ fix: StyleFix, session: SceneSession, pane: Size, scale: Double)
        throws(CommandFailure) -> Pixmap
    {
        let size = size(pane: pane)
        var canvas = try Frame.canvas(size: size, scale: scale)
        let ui = UIContext(metrics: session.glyphs)
        ui.showsFocusRing = false
        let drawing = commands(fix, session: session, ui: ui, region: Rect(origin: .zero, size: size))
        session.renderer.render(drawing, appearance: session.appearance, into: &canvas)
        return canvas.pixmap
    }
}

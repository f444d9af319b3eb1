import Foundation
import Raster
import Style
import UI

/// The heads-up display, the help overlay and the toasts, as draw commands over the scene.
@MainActor
enum HUD {
    static let panel = Color(white: 0.08, opacity: 0.78)
    static let text = Color(white: 0.92)
    static let dim = Color(white: 0.62)
    static let accent = Color(r8: 100, g8: 180, b8: 255)
    static let font = Font.footnote

    static func commands(for playground: Playground, size: Size, metrics: TextMetrics) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if playground.showsAudit { commands += audit(playground.audits, in: size, metrics) }
        if playground.showsHUD { commands += hud(playground, metrics) }
        if playground.showsHelp { commands += help(size, metrics) }
        if playground.showsToasts { commands += toasts(playground.toasts.current(at: Stopwatch.now()), size, metrics) }
        return commands
    }

    /// Lines of text in a rounded panel at `origin`; each line is (text, colour).
    static func panel(
        _ lines: [(String, Color)], at origin: Point, metrics: TextMetrics, font: Font = font, minWidth: Double = 0
    ) -> [DrawCommand] {
        let lineHeight = metrics.size(of: "Ag", font: font).height + 2
        let size = panelSize(lines, metrics: metrics, font: font, minWidth: minWidth)
        let rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        var commands: [DrawCommand] = [
            .fill(RoundedRectangle(cornerRadius: 10, style: .continuous), in: rect, .color(panel))
        ]
        for (i, line) in lines.enumerated() {
            commands.append(
                .text(
                    line.0, font: font, color: line.1,
                    origin: Point(x: rect.minX + 14, y: rect.minY + 10 + Double(i) * lineHeight)))
        }
        return commands
    }

    static func hud(_ p: Playground, _ metrics: TextMetrics) -> [DrawCommand] {
        let s = p.session
        // A file's screen wears the file's styles: the family and the parametric knobs do not reach it.
        let isFileScreen = s.scene is FileScreenScene
        let family = isFileScreen ? "" : " · \(s.family == .seed ? "seed styles" : "parametric style")"
        var lines: [(String, Color)] = []
        lines.append(
            (
                "\(s.scene.name) · \(s.scheme.rawValue)\(s.contrast == .increased ? " · increased contrast" : "")\(family)",
                text
            ))
        if let screen = s.scene as? FileScreenScene {
            let file = screen.screen.path.split(separator: "/").last.map(String.init) ?? screen.screen.path
            lines.append(
                ("\(file): \(screen.previewSummary)\(screen.screen.previewNames.count > 1 ? " (Y)" : "")", accent))
        } else if let styles = s.fileStyles {
            let file = styles.file.path.split(separator: "/").last.map(String.init) ?? styles.file.path
            lines.append(("\(file): \(styles.summary) (Y)", accent))
        }
        let render = p.renderTimes.suffix(60)
        let present = p.presentTimes.suffix(60)
        let cache = s.renderer.maskCache
        lines.append(
            (
                String(
                    format: "render %.2f ms · present %.2f ms · cache %.0f%% · %.1f/%d MB",
                    render.isEmpty ? 0 : Array(render).median, present.isEmpty ? 0 : Array(present).median,
                    cache.hitRate * 100, Double(cache.bytes) / 1_048_576, cache.byteCap >> 20), dim
            ))
        if let recorder = p.recorder {
            let dropped = recorder.droppedFrames
            lines.append(
                (
                    "● REC \(recorder.frameCount) frames\(dropped > 0 ? " · \(dropped) dropped" : "")",
                    Color(r8: 255, g8: 90, b8: 80)
                ))
        }
        guard !isFileScreen else {
            lines.append(("L / D / C: scheme · A: audit · S: screenshot · R: record · E: export · H: help", dim))
            return panel(lines, at: Point(x: 14, y: 14), metrics: metrics)
        }
        lines.append(("", dim))
        for (i, spec) in ParametricStyle.parameters.enumerated() {
            let value = s.parameters[keyPath: spec.keyPath]
            let marker = i == p.selectedParameter ? "→ " : "   "
            lines.append(("\(marker)\(spec.label): \(format(value))", i == p.selectedParameter ? accent : text))
        }
        let composition = s.compositionOverride.map(\.rawValue) ?? "per style"
        lines.append(
            ("   Shape: \(s.parameters.shape.rawValue) (K) · Surface: \(s.parameters.surface.rawValue) (U)", dim))
        lines.append(("   Animation: \(s.parameters.animation.rawValue) (N) · Shadows: \(composition) (X)", dim))
        lines.append(("H: help", dim))
        return panel(lines, at: Point(x: 14, y: 14), metrics: metrics)
    }

    /// The debug outline of a frame's damaged rectangles (device pixels), in points, at `fade` (1 new,
    /// 0 gone).
    static func damage(_ rects: [IntRect], scale: Double, fade: Double) -> [DrawCommand] {
        guard scale > 0, fade > 0 else { return [] }
        return rects.map { r in
            let rect = Rect(
                x: Double(r.x) / scale, y: Double(r.y) / scale, width: Double(r.width) / scale,
                height: Double(r.height) / scale)
            return .layer(
                Layer(
                    [
                        .fill(Rectangle(), in: rect, .color(Color(r8: 255, g8: 40, b8: 40).opacity(0.12))),
                        .stroke(Rectangle(), in: rect, .color(Color(r8: 255, g8: 40, b8: 40)), lineWidth: 1),
                    ], opacity: min(fade, 1)))
        }
    }

    /// The size `panel` draws `lines` at.
    static func panelSize(_ lines: [(String, Color)], metrics: TextMetrics, font: Font = font, minWidth: Double = 0)
        -> Size
    {
        let lineHeight = metrics.size(of: "Ag", font: font).height + 2
        let width = max(minWidth, lines.map { metrics.size(of: $0.0, font: font).width }.max() ?? 0) + 28
        return Size(width: width, height: Double(lines.count) * lineHeight + 20)
    }

    /// Figures beside each control (right of it, or left when the window ends there, and kept
    /// inside the window's height: a toolbar's button sits at the window's edge); failures outlined
    /// in red.
    static func audit(_ audits: [ControlAudit], in window: Size, _ metrics: TextMetrics) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let red = Color(r8: 255, g8: 70, b8: 60)
        let green = Color(r8: 90, g8: 220, b8: 120)
        for a in audits {
            if !a.passes {
                commands.append(
                    .stroke(
                        RoundedRectangle(cornerRadius: 6), in: a.frame.insetBy(dx: -6, dy: -6), .color(red),
                        lineWidth: 2))
            }
            func mark(_ ok: Bool) -> String { ok ? "✓" : "✗" }
            let lines: [(String, Color)] = [
                (
                    "label \(AuditReport.fmt(a.labelContrast)) \(a.labelContrast == nil ? "" : mark(a.labelPassesAA))\(a.labelPassesAAA ? " AAA" : "")",
                    a.labelPassesAA ? green : red
                ),
                (
                    "edge \(AuditReport.fmt(a.boundaryContrast)) \(mark(a.boundaryPasses))",
                    a.boundaryPasses ? green : red
                ),
                (
                    "size \(Int(a.frame.width))×\(Int(a.frame.height)) \(mark(a.targetPasses))",
                    a.targetPasses ? green : red
                ),
                ("state \(AuditReport.fmt(a.stateContrast)) \(mark(a.statePasses))", a.statePasses ? green : red),
            ]
            let size = panelSize(lines, metrics: metrics, font: .caption)
            let margin = 8.0
            var x = a.frame.maxX + 14
            if x + size.width > window.width - margin { x = max(margin, a.frame.minX - 14 - size.width) }
            let y = max(margin, min(a.frame.minY, window.height - margin - size.height))
            commands += panel(lines, at: Point(x: x, y: y), metrics: metrics, font: .caption)
        }
        return commands
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) >= 1 ? String(format: "%.0f", v) : String(format: "%.2f", v)
    }

    static func help(_ size: Size, _ metrics: TextMetrics) -> [DrawCommand] {
        let rows = KeyBinding.documented
        let keyWidth = rows.map { metrics.size(of: $0.keys, font: font).width }.max() ?? 0
        let lineHeight = metrics.size(of: "Ag", font: font).height + 3
        let helpWidth = rows.map { metrics.size(of: $0.help, font: font).width }.max() ?? 0
        let width = keyWidth + helpWidth + 60
        let height = Double(rows.count + 2) * lineHeight + 24
        let rect = Rect(
            x: (size.width - width) / 2, y: max(10, (size.height - height) / 2), width: width, height: height)
        var commands: [DrawCommand] = [
            .fill(RoundedRectangle(cornerRadius: 14, style: .continuous), in: rect, .color(panel))
        ]
        commands.append(
            .text("Keys", font: .headline, color: text, origin: Point(x: rect.minX + 20, y: rect.minY + 12)))
        for (i, row) in rows.enumerated() {
            let y = rect.minY + 12 + Double(i + 2) * lineHeight
            commands.append(.text(row.keys, font: font, color: accent, origin: Point(x: rect.minX + 20, y: y)))
            commands.append(.text(row.help, font: font, color: text, origin: Point(x: rect.minX + 40 + keyWidth, y: y)))
        }
        return commands
    }

    static func toasts(_ items: [Toasts.Toast], _ size: Size, _ metrics: TextMetrics) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        var y = size.height - 20
        for toast in items.reversed() {
            let line = fitted(toast.text, width: size.width - 64, metrics)
            let textSize = metrics.size(of: line, font: font)
            let rect = Rect(
                x: (size.width - textSize.width) / 2 - 16, y: y - textSize.height - 16, width: textSize.width + 32,
                height: textSize.height + 16)
            commands.append(
                .fill(Capsule(), in: rect, .color(toast.isError ? Color(r8: 150, g8: 30, b8: 30, opacity: 0.9) : panel))
            )
            commands.append(
                .text(line, font: font, color: text, origin: Point(x: rect.minX + 16, y: rect.minY + 8)))
            y = rect.minY - 8
        }
        return commands
    }

    /// The text cut at its end to fit `width`, so a long error keeps its `FILE:LINE:COLUMN` in view (the
    /// whole message is on stderr).
    static func fitted(_ text: String, width: Double, _ metrics: TextMetrics) -> String {
        guard metrics.size(of: text, font: font).width > width else { return text }
        let characters = Array(text)
        var (low, high) = (0, characters.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if metrics.size(of: String(characters[..<middle]) + "…", font: font).width <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return String(characters[..<low]) + "…"
    }
}

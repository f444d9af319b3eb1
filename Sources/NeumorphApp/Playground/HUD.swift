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
    nonisolated static let font = Font.footnote

    static func commands(for playground: Playground, size: Size, metrics: TextMetrics) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if playground.showsAudit {
            let (scale, origin) = playground.auditPlacement
            commands += audit(playground.audits, in: size, offset: origin, scale: scale, metrics)
        }
        if playground.showsLayoutInspector {
            commands += LayoutInspector.commands(
                playground.inspectedViews, pointer: playground.pointerLocation, window: size, metrics: metrics)
        }
        commands += NotesPanel.commands(playground.session.notes, listed: playground.showsNotes, in: size, metrics)
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
    static func audit(
        _ audits: [ControlAudit], in window: Size, offset: Point = .zero, scale: Double = 1, _ metrics: TextMetrics
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let red = Color(r8: 255, g8: 70, b8: 60)
        let green = Color(r8: 90, g8: 220, b8: 120)
        for a in audits {
            // The audit measured the scene alone; on screen the scene sits beside the panel (a device's
            // screen scaled to fit there).
            let frame = Rect(
                x: offset.x + a.frame.minX * scale, y: offset.y + a.frame.minY * scale, width: a.frame.width * scale,
                height: a.frame.height * scale)
            if !a.passes {
                commands.append(
                    .stroke(
                        RoundedRectangle(cornerRadius: 6), in: frame.insetBy(dx: -6, dy: -6), .color(red),
                        lineWidth: 2))
            }
            func mark(_ ok: Bool) -> String { ok ? "✓" : "✗" }
            let lines: [(String, Color)] = [
                (
                    "label \(AuditReport.fmt(a.labelContrast)) \(a.labelContrast == nil ? "" : mark(a.labelPassesAA))\(a.labelPassesAAA ? " AAA" : "")",
                    a.labelPassesAA ? green : red
                ),
                (
                    "edge \(AuditReport.fmt(a.edge.minimum))/\(AuditReport.fmt(a.edge.median))/\(AuditReport.fmt(a.edge.p90)) · \(AuditReport.percent(a.edge.shareAtNonText)) at 3:1 \(mark(a.boundaryPasses))",
                    a.boundaryPasses ? green : red
                ),
                (
                    "size \(Int(a.frame.width))×\(Int(a.frame.height)) 44 \(mark(a.targetPasses)) 24 \(mark(a.targetPassesWCAG))",
                    a.targetPasses ? green : red
                ),
                (
                    "state \(AuditReport.fmt(a.stateContrast)) \(mark(a.statePasses)) (house rule)",
                    a.statePasses ? green : red
                ),
            ]
            let size = panelSize(lines, metrics: metrics, font: .caption)
            let margin = 8.0
            var x = frame.maxX + 14
            if x + size.width > window.width - margin { x = max(margin, frame.minX - 14 - size.width) }
            let y = max(margin, min(frame.minY, window.height - margin - size.height))
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
    nonisolated static func fitted(_ text: String, width: Double, _ metrics: TextMetrics, font: Font = font)
        -> String
    {
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

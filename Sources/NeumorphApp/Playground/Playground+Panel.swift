import Foundation
import Raster
import Style
import UI

/// The style panel beside the scene: whether it shows, where, how it scrolls, its status lines, and
/// the scene alone for a screenshot without it.
extension Playground {
    /// The style panel for a window of `size`, or nil when it is hidden or the window too narrow to
    /// leave the scene room.
    func panel(size: Size) -> SidePanel? {
        guard showsPanel(size: size) else { return nil }
        return SidePanel(
            view: StylePanel.view(for: self, height: size.height, metrics: session.glyphs), width: StylePanel.width,
            side: panelSide)
    }

    /// When the selected knob changed, scrolls the panel so its row shows (Up / Down walk past the
    /// window's bottom otherwise); the next frame draws it there.
    func scrollToSelectedKnob(in frame: UIFrame, height: Double) {
        guard scrolledToKnob != selectedParameter else { return }
        scrolledToKnob = selectedParameter
        let key = "panel/" + Self.knobs[selectedParameter].key
        guard let row = frame.controls.first(where: { $0.key == key })?.frame else { return }
        let margin = 24.0
        var scroll = panelScroll
        if row.minY < margin { scroll -= margin - row.minY }
        if row.maxY > height - margin { scroll += row.maxY - (height - margin) }
        scroll = min(max(scroll, 0), max(0, panelContentHeight - height))
        if scroll != panelScroll {
            panelScroll = scroll
            panelMoved = true
        }
    }

    /// Whether a window of `size` shows the panel: not hidden, and wide enough to leave the scene room.
    func showsPanel(size: Size) -> Bool { showsHUD && size.width >= StylePanel.width + Self.minimumSceneWidth }

    /// Whether `p` lies over the panel in a window of `size` (which shows it).
    func isOnPanel(_ p: Point, size: Size) -> Bool {
        panelSide == .leading ? p.x < StylePanel.width : p.x >= size.width - StylePanel.width
    }

    /// A screenshot without the HUD shows the scene alone: the part of the frame it was laid out in.
    func sceneAlone(_ pixmap: Pixmap, scale: Double) -> Pixmap {
        let r = sceneRegion
        let rect = IntRect(
            x: Int((r.minX * scale).rounded()), y: Int((r.minY * scale).rounded()),
            width: Int((r.width * scale).rounded()), height: Int((r.height * scale).rounded()))
        guard rect != pixmap.bounds, let cropped = pixmap.cropped(to: rect) else { return pixmap }
        return cropped
    }

    /// The panel's first lines: what is on show, the frame times, a recording.
    func statusLines() -> [(String, Color)] {
        let s = session
        let text = StylePanel.text
        let dim = StylePanel.dim
        let isFileScreen = s.scene is FileScreenScene
        var lines: [(String, Color)] = []
        lines.append(
            (
                "\(s.scene.name) · \(s.scheme.rawValue)\(s.contrast == .increased ? " · increased contrast" : "")",
                text
            ))
        if let screen = s.scene as? FileScreenScene {
            let file = screen.screen.path.split(separator: "/").last.map(String.init) ?? screen.screen.path
            lines.append(
                (
                    "\(file): \(screen.previewSummary)\(screen.screen.previewNames.count > 1 ? " (Y)" : "")",
                    StylePanel.accent
                ))
        } else if let styles = s.fileStyles {
            let file = styles.file.path.split(separator: "/").last.map(String.init) ?? styles.file.path
            lines.append(("\(file): \(styles.summary) (Y)", StylePanel.accent))
        }
        let render = renderTimes.suffix(60)
        let present = presentTimes.suffix(60)
        let cache = s.renderer.maskCache
        // Always a line, so the panel's rows sit where they will once frames are timed (a headless
        // screenshot's layout is the window's).
        func ms(_ times: ArraySlice<Double>) -> String {
            times.isEmpty ? "—" : String(format: "%.2f", Array(times).median)
        }
        lines.append(("render \(ms(render)) ms · present \(ms(present)) ms", dim))
        lines.append(
            (
                String(
                    format: "mask cache %.0f%% · %.1f/%d MB", cache.hitRate * 100, Double(cache.bytes) / 1_048_576,
                    cache.byteCap >> 20), dim
            ))
        if let recorder {
            let dropped = recorder.droppedFrames
            lines.append(
                (
                    "● REC \(recorder.frameCount) frames\(dropped > 0 ? " · \(dropped) dropped" : "")",
                    Color(r8: 255, g8: 90, b8: 80)
                ))
        }
        if isFileScreen {
            lines.append(("L / D / C: scheme · A: audit · S: screenshot", dim))
            lines.append(("R: record · E: export · H: help", dim))
        }
        return lines
    }
}

import Raster
import Style
import UI

/// A file's screen's notes in the window (`SceneSession.notes`): while there are any, a small count at
/// the window's bottom-left corner ("3 notes · W"); with W, the list in a panel there, each note one line
/// cut to the window's width, as many as the window's height holds and a last line counting the rest, so
/// the notes never overprint one another or leave the window.
@MainActor
enum NotesPanel {
    static let margin = 12.0

    static func commands(_ notes: [String], listed: Bool, in window: Size, _ metrics: TextMetrics) -> [DrawCommand] {
        guard !notes.isEmpty, window.width > 2 * margin, window.height > 2 * margin else { return [] }
        let count = "\(notes.count) note\(notes.count == 1 ? "" : "s")"
        let lines: [(String, Color)]
        if listed {
            let lineHeight = metrics.size(of: "Ag", font: HUD.font).height + 2
            // The panel's padding (20) and a heading line come off the room for notes.
            let room = max(1, Int((window.height - 2 * margin - 20) / lineHeight) - 1)
            let width = window.width - 2 * margin - 28
            var shown = notes.prefix(room).map { (HUD.fitted($0, width: width, metrics), HUD.text) }
            if notes.count > room {
                shown[shown.count - 1] = ("… and \(notes.count - room + 1) more (stderr lists them all)", HUD.dim)
            }
            lines = [("\(count) · W hides them", HUD.accent)] + shown
        } else {
            lines = [("\(count) · W lists them", HUD.accent)]
        }
        let size = HUD.panelSize(lines, metrics: metrics)
        return HUD.panel(lines, at: Point(x: margin, y: window.height - margin - size.height), metrics: metrics)
    }
}

import Raster
import Style
import SwiftUIInterpreter
import UI

/// A style file's styles as Xcode previews them (`--style FILE` without `--scene`): a row per
/// `ButtonStyle` and `ToggleStyle` it declares, named by its type, released and pressed (off and on)
/// on a light and a dark tile. The first cell of each tile is a real control, so presses work; the
/// second shows the other state. Rows that do not fit the window are zoomed out to fit, as pictures.
struct StylePreviewScene: Scene {
    let name = "preview"
    let summary = "a style file's styles released and pressed, light and dark (--style FILE)"
    let defaultScheme = Scheme.light

    /// The canvas around the tiles: iOS's grouped background, neutral to both tiles.
    static let canvas = Color(r8: 242, g8: 242, b8: 247)
    static let ink = Color(white: 0.2)
    static let label = Label(systemImage: .heartFill)
    /// Room around the cells for the styles' shadows: a radius of 10 at an offset of 5 reaches 35 pt
    /// (3σ plus the offset), and a shadow cut by the tile's edge would misrepresent the style.
    static let tilePadding = 40.0

    enum Entry {
        case button(InterpretedButtonStyle)
        case toggle(InterpretedToggleStyle)

        var typeName: String {
            switch self {
            case .button(let style): style.typeName
            case .toggle(let style): style.typeName
            }
        }
    }

    /// The styles shown, in the order the file declares them.
    static func entries(_ styles: FileStyles) -> [Entry] {
        let all = styles.shownButtonStyles.map(Entry.button) + styles.shownToggleStyles.map(Entry.toggle)
        let order = styles.file.styleTypeNames
        return all.sorted { (order.firstIndex(of: $0.typeName) ?? 0) < (order.firstIndex(of: $1.typeName) ?? 0) }
    }

    func view(_ c: SceneContext, state: SceneState) -> View {
        let canvas: View = .drawing(c.size) { [.fill(Rectangle(), in: $0, .color(Self.canvas))] }
        guard let styles = c.fileStyles, !styles.file.styleTypeNames.isEmpty else {
            let message = "No ButtonStyle or ToggleStyle to preview\(c.fileStyles.map { " in \($0.file.path)" } ?? "")"
            return .zstack(
                alignment: .center, [canvas, .text(message, font: .headline, color: Self.ink)])
        }
        let entries = Self.entries(styles)
        let layout = Layout(metrics: c.metrics)
        let margin = 24.0
        let room = Size(width: max(c.size.width - 2 * margin, 1), height: max(c.size.height - 2 * margin, 1))
        let live = sheet(entries, styles, c, state: state, interactive: true)
        let natural = layout.size(of: live, proposed: c.size)
        if natural.width <= room.width && natural.height <= room.height {
            return .zstack(alignment: .center, [canvas, .scope(name, live)])
        }
        // Too big for the window: the whole sheet as a picture, zoomed out like Xcode's canvas.
        let pictures = sheet(entries, styles, c, state: state, interactive: false)
        let zoom = max(min(room.width / max(natural.width, 1), room.height / max(natural.height, 1)), 0.01)
        let metrics = c.metrics
        return .zstack(
            alignment: .center,
            [
                canvas,
                .drawing(c.size) { rect in
                    let sheet = GalleryPanel(metrics: metrics).commands(pictures, in: rect)
                    return [.layer(Layer(sheet, scale: zoom, anchor: rect.center))]
                },
            ])
    }

    /// The file's name, the column heads and a row per style; tiles share one width so columns line up.
    private func sheet(
        _ entries: [Entry], _ styles: FileStyles, _ c: SceneContext, state: SceneState, interactive: Bool
    )
        -> View
    {
        let layout = Layout(metrics: c.metrics)
        let pairs = entries.map { entry in
            Appearance.ColorScheme.allCases.map { cells(entry, $0, c, state: state, interactive: interactive) }
        }
        let pairSizes = pairs.flatMap { $0 }.map { layout.size(of: $0, proposed: c.size) }
        let tile = Size(
            width: (pairSizes.map(\.width).max() ?? 0) + 2 * Self.tilePadding,
            height: (pairSizes.map(\.height).max() ?? 0) + 2 * Self.tilePadding)
        let file = styles.file.path.split(separator: "/").last.map(String.init) ?? styles.file.path
        var rows: [View] = [
            .text(file, font: .title, color: Self.ink),
            .hstack(
                spacing: 16, alignment: .center,
                Appearance.ColorScheme.allCases.map {
                    .frame(
                        width: tile.width, height: nil, alignment: .center,
                        .text($0 == .light ? "Light" : "Dark", font: .subheadline, color: Color(white: 0.45)))
                }),
        ]
        let rowWidth = 2 * tile.width + 16
        for (entry, pair) in zip(entries, pairs) {
            rows.append(
                .vstack(
                    spacing: 8, alignment: .leading,
                    [
                        .text(entry.typeName, font: .headline, color: Self.ink),
                        // What nothing gave a value, and the stand-in the preview used for it.
                        .vstack(
                            spacing: 2, alignment: .leading,
                            (styles.file.standIns[entry.typeName] ?? []).map {
                                .text($0, font: .caption, color: Color(white: 0.4))
                            } + Self.notes(styles.file.notes[entry.typeName] ?? [], width: rowWidth, c.metrics)),
                        .hstack(
                            spacing: 16, alignment: .center,
                            zip(Appearance.ColorScheme.allCases, pair).map { scheme, cells in
                                .frame(
                                    width: tile.width, height: tile.height, alignment: .center,
                                    .background(
                                        draw: { Self.tile(scheme, in: $0) }, .fill(alignment: .center, cells)))
                            }),
                    ]))
        }
        return .vstack(spacing: 18, alignment: .leading, rows)
    }

    /// The most notes shown under a style; W lists them all.
    static let notesShown = 3

    /// What a style could not draw, under its name: a line a note, cut to the row's width, the first
    /// few and then how many more, so a style with a hundred notes keeps its row.
    static func notes(_ notes: [IgnoredModifier], width: Double, _ metrics: TextMetrics) -> [View] {
        let color = Color(r8: 168, g8: 92, b8: 0)
        var lines = notes.prefix(notesShown).map { note in
            HUD.fitted(
                "\(note.location.line):\(note.location.column): \(note.text)", width: width, metrics, font: .caption)
        }
        if notes.count > notesShown { lines.append("… and \(notes.count - notesShown) more (W lists them)") }
        return lines.map { .text($0, font: .caption, color: color) }
    }

    /// The backdrop each appearance's styles are usually shown on: part 1's offWhite, part 2's gradient.
    static func tile(_ scheme: Appearance.ColorScheme, in rect: Rect) -> [DrawCommand] {
        let shape = RoundedRectangle(cornerRadius: 16, style: .continuous)
        switch scheme {
        case .light:
            return [
                .fill(
                    shape, in: rect, .color(.offWhite),
                    shadows: [Shadow(color: Color.black.opacity(0.08), radius: 6, x: 0, y: 2)])
            ]
        case .dark:
            return [
                .fill(
                    shape, in: rect, .linear(.darkStart, .darkEnd),
                    shadows: [Shadow(color: Color.black.opacity(0.12), radius: 6, x: 0, y: 2)])
            ]
        }
    }

    /// One tile's two cells, each captioned: the control (live when `interactive`) and its other state.
    private func cells(
        _ entry: Entry, _ scheme: Appearance.ColorScheme, _ c: SceneContext, state: SceneState, interactive: Bool
    ) -> View {
        let caption = scheme == .light ? Color(white: 0.4) : Color(white: 0.75)
        let metrics = c.metrics
        let key = "\(entry.typeName)/\(scheme.rawValue)"
        func captioned(_ view: View, _ text: String) -> View {
            .vstack(spacing: 10, alignment: .center, [view, .text(text, font: .caption, color: caption)])
        }
        let first: View
        let second: View
        switch entry {
        case .button(let file):
            let style = SchemedStyle(base: file, colorScheme: scheme)
            func picture(pressed: Bool) -> View {
                let config = ButtonConfiguration(label: Self.label, isPressed: pressed, metrics: metrics)
                return .drawing(style.size(for: config)) { style.makeBody(configuration: config, in: $0) }
            }
            first = captioned(
                interactive
                    ? .button(
                        ButtonItem(key, label: Self.label, style: style, action: state.logAction("preview/\(key)")))
                    : picture(pressed: false), "released")
            second = captioned(picture(pressed: true), "pressed")
        case .toggle(let file):
            let style = SchemedStyle(base: file, colorScheme: scheme)
            func picture(on: Bool) -> View {
                let config = ToggleConfiguration(
                    button: ButtonConfiguration(label: Self.label, isPressed: false, metrics: metrics), isOn: on)
                return .drawing(style.size(for: config)) { style.makeBody(configuration: config, in: $0) }
            }
            let isOn = state.isOn("preview/\(key)")
            first = captioned(
                interactive
                    ? .toggle(ToggleItem(key, label: Self.label, style: style, isOn: isOn)) : picture(on: false),
                interactive && isOn.wrappedValue ? "on" : "off")
            second = captioned(picture(on: true), "on")
        }
        return .hstack(spacing: 44, alignment: .top, [first, second])
    }
}

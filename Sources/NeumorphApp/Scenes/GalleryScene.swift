import Raster
import Style
import UI

/// Every style released and pressed (or off and on), in light and dark, with captions — like a
/// sheet of Xcode previews. The cells are previews, not controls.
struct GalleryScene: Scene {
    let name = "gallery"
    let summary = "every style released and pressed/on, light and dark, side by side"
    let defaultScheme = Scheme.light
    /// Its parametric tile follows the knobs in either family.
    let showsParametricStyleItself = true

    enum Entry {
        case button(String, any ButtonStyle, Label)
        case toggle(String, any ToggleStyle, Label)
        /// A control drawn at a size, released (`false`) or interacted (`true`).
        case drawn(String, Size, @Sendable (Bool, Rect, TextMetrics & Sendable) -> [DrawCommand])

        var caption: String {
            switch self {
            case .button(let name, _, _), .toggle(let name, _, _), .drawn(let name, _, _): name
            }
        }
    }

    /// Seed 002's grey, darker in the dark panel so its dynamic label stays readable.
    static let neumorphicGrey = Color(light: Color(white: 0.9), dark: Color(white: 0.16))

    /// Each style with the backdrop it was designed for.
    static func entries(_ parameters: ParametricStyle) -> [(Entry, Fill)] {
        let heart = Label(systemImage: .heartFill)
        let dark = Fill.linear(.darkStart, .darkEnd)
        return [
            (.button("SimpleButtonStyle", SimpleButtonStyle(), heart), .color(.offWhite)),
            (.button("DarkButtonStyle", DarkButtonStyle(), heart), dark),
            (.button("soft convex", DarkButtonStyle(variant: .convex), heart), dark),
            (.button("edged", DarkButtonStyle(variant: .edged), heart), dark),
            (.toggle("DarkToggleStyle", DarkToggleStyle(), heart), dark),
            (.toggle("ColorfulToggleStyle", ColorfulToggleStyle(), heart), dark),
            (
                .button(
                    "NeumorphicButtonStyle", NeumorphicButtonStyle(color: neumorphicGrey),
                    Label("World", systemImage: .globe)), .color(neumorphicGrey)
            ),
            (
                .toggle(
                    "sticky .neumorphic", StickyNeumorphicStyle(color: neumorphicGrey),
                    Label("Hello", systemImage: .person)), .color(neumorphicGrey)
            ),
            (
                .button("parametric", ParametricButtonStyle(parameters), Label("Soft", systemImage: .gear)),
                .color(Color(parameters.resolvedBaseColor))
            ),
        ] + softControls(parameters)
    }

    /// The soft controls in the parametric style, each released and interacted (on, dragged, chosen).
    static func softControls(_ parameters: ParametricStyle) -> [(Entry, Fill)] {
        let page = Fill.color(Color(parameters.resolvedBaseColor))
        let slider = SoftSliderStyle(parameters)
        let segmented = SoftSegmentedStyle(parameters)
        let progress = SoftProgressStyle(parameters)
        let options = ["One", "Two"]
        return [
            (.toggle("soft switch", SoftSwitchStyle(parameters), Label("")), page),
            (.toggle("soft checkbox", SoftCheckboxStyle(parameters), Label("")), page),
            (
                .drawn("soft slider", Size(width: 140, height: slider.height)) { on, rect, _ in
                    let configuration = SliderConfiguration(fraction: on ? 0.7 : 0.3, isPressed: on)
                    return slider.makeBody(configuration: configuration, in: rect)
                }, page
            ),
            (
                .drawn("soft segmented", Size(width: 150, height: 44)) { on, rect, metrics in
                    segmented.makeBody(
                        configuration: PickerConfiguration(options: options, selection: on ? 1 : 0, metrics: metrics),
                        in: rect)
                }, page
            ),
            (
                .drawn("soft progress", Size(width: 140, height: progress.height)) { on, rect, _ in
                    progress.makeBody(fraction: on ? 0.8 : 0.3, in: rect)
                }, page
            ),
        ]
    }

    func view(_ c: SceneContext, state: SceneState) -> View {
        let metrics = c.metrics
        let entries = Self.entries(c.parameters)
        func cell(_ entry: Entry, highlighted: Bool) -> View {
            switch entry {
            case .button(_, let style, let label):
                let config = ButtonConfiguration(label: label, isPressed: highlighted, metrics: metrics)
                return .drawing(style.size(for: config)) { style.makeBody(configuration: config, in: $0) }
            case .toggle(_, let style, let label):
                let config = ToggleConfiguration(
                    button: ButtonConfiguration(label: label, isPressed: false, metrics: metrics), isOn: highlighted)
                return .drawing(style.size(for: config)) { style.makeBody(configuration: config, in: $0) }
            case .drawn(_, let size, let draw):
                return .drawing(size) { draw(highlighted, $0, metrics) }
            }
        }
        let panelWidth = c.size.width / 2
        func panel(_ scheme: Appearance.ColorScheme) -> View {
            let text: Color = scheme == .light ? Color(white: 0.3) : Color(white: 0.8)
            // A tile per style: its released and pressed/on looks on its own backdrop, captioned.
            var tiles: [(View, Double)] = []
            let layout = Layout(metrics: metrics)
            for (entry, backdrop) in entries {
                let pair = View.hstack(
                    spacing: 26, alignment: .center, [cell(entry, highlighted: false), cell(entry, highlighted: true)])
                let pairSize = layout.size(of: pair, proposed: c.size)
                let tileSize = Size(width: pairSize.width + 40, height: pairSize.height + 40)
                let tile = View.vstack(
                    spacing: 8, alignment: .center,
                    [
                        .zstack(
                            alignment: .center,
                            [
                                .drawing(tileSize) {
                                    [.fill(RoundedRectangle(cornerRadius: 14, style: .continuous), in: $0, backdrop)]
                                },
                                pair,
                            ]),
                        .text(entry.caption, font: .caption, color: text),
                    ])
                tiles.append((tile, tileSize.width))
            }
            // Rows filled greedily to the panel's width.
            var rows: [View] = []
            var row: [View] = []
            var used = 0.0
            for (tile, width) in tiles {
                if !row.isEmpty && used + 16 + width > panelWidth - 32 {
                    rows.append(.hstack(spacing: 16, alignment: .top, row))
                    row = []
                    used = 0
                }
                used += (row.isEmpty ? 0 : 16) + width
                row.append(tile)
            }
            if !row.isEmpty { rows.append(.hstack(spacing: 16, alignment: .top, row)) }
            let background: Fill = scheme == .light ? .color(.offWhite) : .linear(.darkStart, .darkEnd)
            let title = scheme == .light ? "Light" : "Dark"
            let content = View.vstack(
                spacing: 14, alignment: .center, [.text(title, font: .headline, color: text)] + rows)
            // Like Xcode's preview canvas, the sheet zooms out to fit the panel.
            let natural = layout.size(of: content, proposed: c.size)
            let zoom = min(1, (c.size.height - 24) / max(natural.height, 1), (panelWidth - 16) / max(natural.width, 1))
            return .drawing(Size(width: panelWidth, height: c.size.height)) { rect in
                let panel = GalleryPanel(metrics: metrics)
                return [
                    .layer(
                        Layer(
                            [
                                .fill(Rectangle(), in: rect, background),
                                .layer(Layer(panel.commands(content, in: rect), scale: zoom, anchor: rect.center)),
                            ], colorScheme: scheme))
                ]
            }
        }
        return .hstack(spacing: 0, alignment: .top, [panel(.light), panel(.dark)])
    }
}

/// Lays out a panel's preview cells with a throwaway UI context (no controls, so no state).
struct GalleryPanel {
    let metrics: TextMetrics & Sendable
    func commands(_ view: View, in rect: Rect) -> [DrawCommand] {
        let ui = UIContext(metrics: metrics)
        ui.showsFocusRing = false
        let frame = ui.frame(.fill(alignment: .center, view), size: rect.size, time: 0)
        return [.layer(Layer(frame.commands, offset: rect.origin))]
    }
}

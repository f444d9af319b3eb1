import Raster
import Style
import UI

/// Part 2's experiments side by side: soft convex, the edged looks, and the flat original — or, on
/// the light scheme, the parametric style's four surfaces.
struct ConvexScene: Scene {
    let name = "convex"
    let summary = "part 2's experiments: flat, soft convex, edged, edged with a crisp press"
    let defaultScheme = Scheme.dark
    /// On the light scheme its columns are the parametric style's surfaces, drawn with the knobs.
    let showsParametricStyleItself = true

    /// Soft convex is the look the dark scheme shows here; the other schemes show their own.
    func seedStyle(for scheme: Scheme) -> SeedStyle {
        switch scheme {
        case .light: .simple
        case .dark: .darkConvex
        case .colorful: .colorful
        }
    }

    func view(_ c: SceneContext, state: SceneState) -> View {
        let scheme = c.scheme
        var columns: [View] = []
        func column(_ key: String, caption: String, button: any ButtonStyle, toggle: any ToggleStyle) -> View {
            .scope(
                key,
                .vstack(
                    spacing: 36, alignment: .center,
                    [
                        .button(
                            ButtonItem(
                                "button", label: Label(systemImage: .heartFill),
                                style: c.buttonStyle(replacing: button),
                                action: state.logAction("convex/\(key)/button"))),
                        .toggle(
                            ToggleItem(
                                "toggle", label: Label(systemImage: .heartFill),
                                style: c.toggleStyle(replacing: toggle),
                                isOn: state.isOn("convex/\(key)/toggle"))),
                        .text(caption, font: .subheadline, color: scheme.textColor),
                    ]))
        }
        switch scheme {
        case .light:
            for surface in ParametricStyle.Surface.allCases {
                var p = c.parameters
                p.shape = .circle
                p.surface = surface
                p.padding = 30
                columns.append(
                    column(
                        surface.rawValue, caption: surface.rawValue, button: ParametricButtonStyle(p),
                        toggle: ParametricToggleStyle(p)))
            }
        case .dark, .colorful:
            let variants: [(DarkBackground<Circle>.Variant, caption: String)] = [
                (.flat, "flat"), (.convex, "soft convex"), (.edged, "edged"), (.edgedCrisp, "edged, crisp press"),
            ]
            for (variant, caption) in variants {
                columns.append(
                    column(
                        variant.rawValue, caption: caption, button: DarkButtonStyle(variant: variant),
                        toggle: DarkToggleStyle(variant: variant)))
            }
            if scheme == .colorful {
                columns.append(
                    column(
                        "colorful", caption: "colourful", button: ColorfulButtonStyle(), toggle: ColorfulToggleStyle()))
            }
        }
        return .background(
            draw: { c.background(in: $0) },
            .fill(alignment: .center, .scope(name, .hstack(spacing: 70, alignment: .top, columns))))
    }
}

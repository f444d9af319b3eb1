import Raster
import Style
import UI

/// What scenes keep between frames: toggles' `isOn` by control key, and a log of actions.
struct SceneState: Sendable {
    var toggles: [String: Bool] = [:]
    var log: [String] = []
    init() {}

    func isOn(_ key: String) -> Bool { toggles[key] ?? false }

    /// Applies the frame's taps: toggles flip; buttons log their action.
    mutating func apply(tapped keys: [String], controls: [ControlRecord]) {
        for key in keys {
            guard let control = controls.first(where: { $0.key == key }) else { continue }
            switch control.kind {
            case .toggle: toggles[key] = !(toggles[key] ?? false)
            case .button: log.append("\(key) tapped")
            }
        }
    }
}

/// Which styles the scenes' controls wear.
enum StyleFamily: String, CaseIterable, Sendable {
    /// The scheme's own seed styles (Simple, Dark, Colorful).
    case seed
    /// The parametric style, with the playground's live knobs.
    case parametric
}

/// The environment a scene is built in.
struct SceneContext: Sendable {
    var family: StyleFamily = .seed
    var scheme: Scheme
    var contrast: Appearance.Contrast
    var size: Size
    var metrics: TextMetrics & Sendable
    var parameters: ParametricStyle

    init(
        scheme: Scheme, contrast: Appearance.Contrast = .standard, size: Size, metrics: TextMetrics & Sendable,
        parameters: ParametricStyle = ParametricStyle()
    ) {
        self.scheme = scheme
        self.contrast = contrast
        self.size = size
        self.metrics = metrics
        self.parameters = parameters
    }

    var appearance: Appearance { scheme.appearance(contrast: contrast) }

    /// The button style for the scene's main controls: the scheme's seed style or the parametric one.
    var buttonStyle: any ButtonStyle {
        family == .parametric ? ParametricButtonStyle(shownParameters) : scheme.buttonStyle
    }

    var toggleStyle: any ToggleStyle {
        family == .parametric ? ParametricToggleStyle(shownParameters) : scheme.toggleStyle
    }

    /// The parametric style as the scenes show it: on the scheme's background colour unless the user
    /// picked a base colour. Exports use this too, so the code matches the screen.
    var shownParameters: ParametricStyle { parameters.shown(on: scheme) }
}

/// One screen from the seed articles: it fixes the layout and the controls; the scheme colours it.
protocol Scene: Sendable {
    var name: String { get }
    /// What the scene shows, for help and the README.
    var summary: String { get }
    var defaultScheme: Scheme { get }
    func view(_ context: SceneContext, state: SceneState) -> View
}

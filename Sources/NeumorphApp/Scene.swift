import Raster
import Style
import UI

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
    /// A preset's seed style (its `seed` key), worn instead of the scheme's own by the controls that
    /// wear the scheme's seed style.
    var presetSeed: SeedStyle?
    var scheme: Scheme
    var contrast: Appearance.Contrast
    var size: Size
    var metrics: TextMetrics & Sendable
    var parameters: ParametricStyle
    /// A style file's styles, worn instead of the built-in ones (`--style FILE`).
    var fileStyles: FileStyles?
    /// Told every built-in style the scene asks for (to give a style file their properties).
    var builtInStyleLog: BuiltInStyleLog?
    /// The frame's time in seconds (a file's screen animates its state changes by it).
    var time = 0.0

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

    /// The button style for the scene's main controls: the scheme's seed style or the parametric one,
    /// or a style file's in their place.
    var buttonStyle: any ButtonStyle {
        buttonStyle(
            replacing: family == .parametric
                ? ParametricButtonStyle(shownParameters) : presetSeed?.buttonStyle ?? scheme.buttonStyle)
    }

    var toggleStyle: any ToggleStyle {
        toggleStyle(
            replacing: family == .parametric
                ? ParametricToggleStyle(shownParameters) : presetSeed?.toggleStyle ?? scheme.toggleStyle)
    }

    /// What a button the scene would give `builtIn` wears: a style file's button style when one is
    /// loaded (`--style FILE --scene NAME`), else `builtIn`. Every scene's button goes through here.
    func buttonStyle(replacing builtIn: any ButtonStyle) -> any ButtonStyle {
        builtInStyleLog?.record(builtIn)
        return fileStyles?.buttonStyle(replacing: builtIn) ?? builtIn
    }

    /// The same for toggles; a file without a toggle style leaves the scene's own.
    func toggleStyle(replacing builtIn: any ToggleStyle) -> any ToggleStyle {
        builtInStyleLog?.record(builtIn)
        return fileStyles?.toggleStyle(replacing: builtIn) ?? builtIn
    }

    /// The parametric style as the scenes show it: on the scheme's background colour unless the user
    /// picked a base colour. Exports use this too, so the code matches the screen.
    var shownParameters: ParametricStyle { parameters.shown(on: scheme) }

    /// What the soft controls (switch, slider, checkbox, radio group, segmented control, progress
    /// bar) are drawn with: the parametric style in its family; in the seed family, the parametric
    /// style on the scheme's surface with the depth the scheme's seed style reads at (a dark surface
    /// needs stronger shadows than offWhite to show the same relief).
    var softParameters: ParametricStyle {
        if family == .parametric { return shownParameters }
        var p = ParametricStyle().shown(on: scheme)
        switch scheme {
        case .light: break
        case .dark: p.intensity = 0.4
        case .colorful: p.intensity = 0.35
        }
        p.composition = parameters.composition
        return p
    }

    /// The page behind a scene: the colour the user chose for the parametric style (a background,
    /// or a base colour, which neumorphism needs the page to match), else the scheme's.
    func background(in rect: Rect) -> [DrawCommand] {
        if family == .parametric, let color = parameters.chosenBackgroundColor {
            return [.fill(Rectangle(), in: rect, .color(Color(color)))]
        }
        return scheme.background(in: rect)
    }
}

/// One screen from the seed articles: it fixes the layout and the controls; the scheme colours it.
protocol Scene: Sendable {
    var name: String { get }
    /// What the scene shows, for help and the README.
    var summary: String { get }
    var defaultScheme: Scheme { get }
    /// The seed style the scene shows on `scheme`: what the playground and `export --scene` export.
    func seedStyle(for scheme: Scheme) -> SeedStyle
    /// The scene shows the parametric style's knobs itself, whatever the style family (the gallery's
    /// parametric tile, the convex scene's surfaces), so tweaking a knob leaves the family alone.
    var showsParametricStyleItself: Bool { get }
    /// The view for this frame; its toggles are bound to, and its buttons act on, `state`.
    func view(_ context: SceneContext, state: SceneState) -> View
    /// The size in points the scene is laid out at whatever the window's (a file's screen on its
    /// device), or nil to fill the window.
    func fixedSize(metrics: TextMetrics & Sendable) -> Size?
}

extension Scene {
    func fixedSize(metrics _: TextMetrics & Sendable) -> Size? { nil }

    /// The scheme's own seed style.
    func seedStyle(for scheme: Scheme) -> SeedStyle { scheme.seedStyle }

    var showsParametricStyleItself: Bool { false }
}

extension Scheme {
    /// The seed style the scheme stands for: what `scheme.buttonStyle` and `toggleStyle` wear.
    var seedStyle: SeedStyle {
        switch self {
        case .light: .simple
        case .dark: .dark
        case .colorful: .colorful
        }
    }
}

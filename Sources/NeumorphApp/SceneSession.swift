import Platform
import Raster
import Render
import Style
import UI

/// One scene on show: its state, the UI context, and the renderer with its caches. The playground,
/// the screenshot command and the tests all render through it.
@MainActor
public final class SceneSession {
    public private(set) var scene: any Scene
    public var scheme: Scheme
    public var contrast: Appearance.Contrast = .standard
    public var parameters = ParametricStyle()
    public var family = StyleFamily.seed
    public var state = SceneState()
    public let ui: UIContext
    public let renderer: Renderer
    public let glyphs: TTFGlyphSource
    public let images: AssetImages

    public init(scene: any Scene, scheme: Scheme? = nil) {
        self.scene = scene
        self.scheme = scheme ?? scene.defaultScheme
        glyphs = TTFGlyphSource()
        images = AssetImages()
        ui = UIContext(metrics: glyphs)
        renderer = Renderer(glyphs: glyphs, images: images)
    }

    /// Switches scene; its default scheme unless one is given.
    public func show(_ scene: any Scene, scheme: Scheme? = nil) {
        self.scene = scene
        self.scheme = scheme ?? scene.defaultScheme
    }

    public var appearance: Appearance { scheme.appearance(contrast: contrast) }

    /// Takes a preset's style and appearance: its parametric style (shown by the parametric family)
    /// or its seed style's scheme.
    public func apply(_ preset: Preset) {
        parameters = preset.parameters
        scheme = preset.scheme
        contrast = preset.contrast
        family = preset.seed == nil ? .parametric : .seed
        renderer.compositionOverride = nil
    }

    public func context(size: Size) -> SceneContext {
        var context = SceneContext(
            scheme: scheme, contrast: contrast, size: size, metrics: glyphs, parameters: parameters)
        context.family = family
        return context
    }

    /// Builds, lays out and draws one frame, once: a press the events complete acts on `state`
    /// through the view's actions and bindings, and the toggles it flips are drawn flipped.
    public func frame(size: Size, time: Double, events: [InputEvent] = []) -> UIFrame {
        ui.frame(scene.view(context(size: size), state: state), size: size, time: time, events: events)
    }

    /// Draws a frame's commands into `canvas`.
    public func render(_ frame: UIFrame, into canvas: inout Canvas) {
        renderer.render(frame.commands, appearance: appearance, into: &canvas)
    }
}

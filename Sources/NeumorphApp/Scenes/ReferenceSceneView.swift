import Raster
import Style
import UI

/// The reference scene as a playground scene: the same drawing, as draw commands.
struct ReferenceSceneView: Scene {
    let name = "reference"
    let summary = "the benchmark scene: a 3×3 grid of soft rounded rects and circles"
    let defaultScheme = Scheme.dark

    func view(_ c: SceneContext, state: SceneState) -> View {
        let scene = ReferenceScene(size: c.size)
        return .drawing(c.size) { _ in scene.commands() }
    }
}

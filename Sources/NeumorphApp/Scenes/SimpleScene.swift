import Raster
import Style
import UI

/// Part 1: a 300×300 card and a circular heart button on offWhite.
struct SimpleScene: Scene {
    let name = "simple"
    let summary = "part 1: a 300×300 card and a circular button on offWhite"
    let defaultScheme = Scheme.light

    func view(_ c: SceneContext, state: SceneState) -> View {
        let scheme = c.scheme
        let card = View.drawing(SimpleCard.size) { rect in scheme.surface(RoundedRectangle(cornerRadius: 25), in: rect)
        }
        let button = View.button(
            ButtonItem(
                "heart-button", label: Label(systemImage: .heartFill), style: c.buttonStyle,
                action: state.logAction("simple/heart-button")))
        return .background(
            draw: { c.background(in: $0) },
            .fill(alignment: .center, .scope("simple", .hstack(spacing: 100, alignment: .center, [card, button]))))
    }
}

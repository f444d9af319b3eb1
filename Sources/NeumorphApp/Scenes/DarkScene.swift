import Raster
import Style
import UI

/// Part 2's demo (and its accessible twin): a button and a toggle with white hearts, VStack spacing 40.
struct DarkScene: Scene {
    let name: String
    let summary: String
    let defaultScheme: Scheme

    static let dark = DarkScene(
        name: "dark", summary: "part 2's demo: a button and a toggle with white hearts on the dark gradient",
        defaultScheme: .dark)
    static let colorful = DarkScene(
        name: "colorful", summary: "part 2's accessible variant: blue rings, blue when pressed or on",
        defaultScheme: .colorful)

    func view(_ c: SceneContext, state: SceneState) -> View {
        let toggleKey = "heart-toggle"
        return .background(
            draw: { c.background(in: $0) },
            .fill(
                alignment: .center,
                .scope(
                    name,
                    .vstack(
                        spacing: 40, alignment: .center,
                        [
                            .button(
                                ButtonItem(
                                    "heart-button", label: Label(systemImage: .heartFill), style: c.buttonStyle,
                                    action: state.logAction("\(name)/heart-button"))),
                            .toggle(
                                ToggleItem(
                                    toggleKey, label: Label(systemImage: .heartFill), style: c.toggleStyle,
                                    isOn: state.isOn("\(name)/\(toggleKey)"))),
                        ]))))
    }
}

import Raster
import Style
import SwiftUIInterpreter

extension FileStyles {
    /// The chosen button style (else the toggle style) read as a parametric style: what the fix
    /// starts from for a style file, whose Swift it does not rewrite. Drawn in a 120×80-point frame
    /// released and pressed (off and on) in `appearance`; the label is the style's colour, else the
    /// environment's (`.primary`), as the scene draws it.
    func parametricApproximation(appearance: Appearance, metrics: TextMetrics & Sendable)
        -> (name: String, style: ParametricStyle)?
    {
        let rect = Rect(x: 0, y: 0, width: 120, height: 80)
        let label = Label(systemImage: .heartFill)
        func configuration(_ pressed: Bool) -> ButtonConfiguration {
            ButtonConfiguration(label: label, isPressed: pressed, metrics: metrics)
        }
        if let button = buttonStyle {
            let approximation = ParametricStyle.approximating(
                released: button.makeBody(configuration: configuration(false), in: rect),
                pressed: button.makeBody(configuration: configuration(true), in: rect), padding: button.padding,
                labelColor: (button.labelColor ?? .primary).resolve(in: appearance), appearance: appearance)
            if let approximation { return (button.typeName, approximation) }
        }
        if let toggle = toggleStyle {
            let off = ToggleConfiguration(button: configuration(false), isOn: false)
            let on = ToggleConfiguration(button: configuration(false), isOn: true)
            let approximation = ParametricStyle.approximating(
                released: toggle.makeBody(configuration: off, in: rect),
                pressed: toggle.makeBody(configuration: on, in: rect), padding: toggle.padding,
                labelColor: (toggle.labelColor ?? .primary).resolve(in: appearance), appearance: appearance)
            if let approximation { return (toggle.typeName, approximation) }
        }
        return nil
    }
}

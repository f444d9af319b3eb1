import Raster
import Style

/// The "Add New" button: white text and a red plus on a dark capsule.
struct AddNewStyle: ButtonStyle {
    var name: String { "add-new" }
    var padding: Double { 16 }
    var contentShape: AnyInsettableShape { AnyInsettableShape(Capsule()) }

    func makeBody(configuration: ButtonConfiguration, in rect: Rect) -> [DrawCommand] {
        let pressed = configuration.isPressed
        let body: [DrawCommand] =
            [
                .fill(
                    Capsule(), in: rect, .linear(pressed ? .darkEnd : .darkStart, pressed ? .darkStart : .darkEnd),
                    shadows: [
                        Shadow(
                            color: Color.black.opacity(0.35), radius: pressed ? 3 : 8, x: pressed ? 1 : 4,
                            y: pressed ? 1 : 4)
                    ])
            ] + configuration.label.draw(in: rect.insetBy(dx: 8, dy: 0), color: .white, metrics: configuration.metrics)
        return DisabledLook.apply(body, isEnabled: configuration.isEnabled)
    }
}

// Soft style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.soft)`, `.toggleStyle(.soft)`.
// Inner shadows use ShapeStyle.shadow(.inner(…)), available from iOS 16 / macOS 13.
import SwiftUI

extension Color {
    static let softBase = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
    static let softDark = Color(red: 191 / 255, green: 191 / 255, blue: 200 / 255)
    static let softLight = Color(red: 1, green: 1, blue: 1)
    static let softLabel = Color(red: 30 / 255, green: 30 / 255, blue: 35 / 255)
}

extension LinearGradient {
    /// Colours evenly spaced from top-leading to bottom-trailing.
    init(_ colors: Color...) {
        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct SoftBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(Color.softBase.shadow(.inner(color: .softDark, radius: 6, x: 2.828, y: 2.828)).shadow(.inner(color: .softLight, radius: 6, x: -2.828, y: -2.828)))
                    .shadow(color: .softDark, radius: 6, x: 2.828, y: 2.828)
                    .shadow(color: .softLight, radius: 6, x: -2.828, y: -2.828)
            } else {
                shape
                    .fill(Color.softBase)
                    .shadow(color: .softDark, radius: 10, x: 7.071, y: 7.071)
                    .shadow(color: .softLight, radius: 10, x: -7.071, y: -7.071)
            }
        }
    }
}

struct SoftButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.softLabel)
            .padding(24)
            .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .background(SoftBackground(isHighlighted: configuration.isPressed, shape: RoundedRectangle(cornerRadius: 16, style: .continuous)))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isPressed)
    }
}

struct SoftToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.softLabel)
                .padding(24)
                .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        }
        .buttonStyle(.plain)
        .background(SoftBackground(isHighlighted: configuration.isOn, shape: RoundedRectangle(cornerRadius: 16, style: .continuous)))
        .scaleEffect(configuration.isOn ? 0.97 : 1)
        .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isOn)
    }
}

extension ButtonStyle where Self == SoftButtonStyle {
    static var soft: SoftButtonStyle { SoftButtonStyle() }
}

extension ToggleStyle where Self == SoftToggleStyle {
    static var soft: SoftToggleStyle { SoftToggleStyle() }
}

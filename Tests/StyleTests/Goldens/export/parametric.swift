// SoftB4CBB7 style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.softB4CBB7)`, `.toggleStyle(.softB4CBB7)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 16 / macOS 13: `ShapeStyle.shadow(.inner(…))` and `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum SoftB4CBB7Palette {
    static let softBase = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
    static let softDark = Color(red: 191 / 255, green: 191 / 255, blue: 200 / 255)
    static let softLight = Color(red: 1, green: 1, blue: 1)
    static let softLabel = Color(red: 30 / 255, green: 30 / 255, blue: 35 / 255)
}

/// The released and pressed looks, for any shape.
@available(iOS 16, macOS 13, *)
private struct SoftB4CBB7StyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        SoftB4CBB7Palette.softBase
                            .shadow(.inner(color: SoftB4CBB7Palette.softDark, radius: 6, x: 2.828, y: 2.828))
                            .shadow(.inner(color: SoftB4CBB7Palette.softLight, radius: 6, x: -2.828, y: -2.828))
                    )
                    .shadow(color: SoftB4CBB7Palette.softDark, radius: 6, x: 2.828, y: 2.828)
                    .shadow(color: SoftB4CBB7Palette.softLight, radius: 6, x: -2.828, y: -2.828)
            } else {
                shape
                    .fill(SoftB4CBB7Palette.softBase)
                    .shadow(color: SoftB4CBB7Palette.softDark, radius: 10, x: 7.071, y: 7.071)
                    .shadow(color: SoftB4CBB7Palette.softLight, radius: 10, x: -7.071, y: -7.071)
            }
        }
    }
}

@available(iOS 16, macOS 13, *)
struct SoftB4CBB7ButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(SoftB4CBB7Palette.softLabel)
            .padding(24)
            .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .background(
                SoftB4CBB7StyleBackground(
                    isHighlighted: configuration.isPressed,
                    shape: RoundedRectangle(cornerRadius: 16, style: .continuous)
                )
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isPressed)
    }
}

@available(iOS 16, macOS 13, *)
struct SoftB4CBB7ToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(SoftB4CBB7Palette.softLabel)
                .padding(24)
                .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        }
        .buttonStyle(.plain)
        .background(
            SoftB4CBB7StyleBackground(
                isHighlighted: configuration.isOn,
                shape: RoundedRectangle(cornerRadius: 16, style: .continuous)
            )
        )
        .scaleEffect(configuration.isOn ? 0.97 : 1)
        .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isOn)
    }
}

@available(iOS 16, macOS 13, *)
extension ButtonStyle where Self == SoftB4CBB7ButtonStyle {
    static var softB4CBB7: SoftB4CBB7ButtonStyle { SoftB4CBB7ButtonStyle() }
}

@available(iOS 16, macOS 13, *)
extension ToggleStyle where Self == SoftB4CBB7ToggleStyle {
    static var softB4CBB7: SoftB4CBB7ToggleStyle { SoftB4CBB7ToggleStyle() }
}

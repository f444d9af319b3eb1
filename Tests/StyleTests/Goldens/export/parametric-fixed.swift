// Soft39FDCC style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.soft39FDCC)`, `.toggleStyle(.soft39FDCC)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 16 / macOS 13: `ShapeStyle.shadow(.inner(…))` and `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum Soft39FDCCPalette {
    static let softBase = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
    static let softEdge1 = Color(red: 114 / 255, green: 114 / 255, blue: 123 / 255)
    static let softEdge2 = Color(red: 114 / 255, green: 114 / 255, blue: 123 / 255)
    static let softDark = Color(red: 191 / 255, green: 191 / 255, blue: 200 / 255)
    static let softLight = Color(red: 1, green: 1, blue: 1)
    static let softPressed = Color(red: 74 / 255, green: 74 / 255, blue: 82 / 255)
    static let softLabel = Color(red: 30 / 255, green: 30 / 255, blue: 35 / 255)
    static let softPressedLabel = Color(red: 245 / 255, green: 245 / 255, blue: 250 / 255)
}

/// The released and pressed looks, for any shape.
@available(iOS 16, macOS 13, *)
private struct Soft39FDCCStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        Soft39FDCCPalette.softPressed
                            .shadow(.inner(color: Soft39FDCCPalette.softDark, radius: 6, x: 2.828, y: 2.828))
                            .shadow(.inner(color: Soft39FDCCPalette.softLight, radius: 6, x: -2.828, y: -2.828))
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [Soft39FDCCPalette.softEdge1, Soft39FDCCPalette.softEdge2],
                                startPoint: UnitPoint(x: 0.146, y: 0.146),
                                endPoint: UnitPoint(x: 0.854, y: 0.854)
                            ),
                            lineWidth: 1.5
                        )
                    )
                    .shadow(color: Soft39FDCCPalette.softDark, radius: 6, x: 2.828, y: 2.828)
                    .shadow(color: Soft39FDCCPalette.softLight, radius: 6, x: -2.828, y: -2.828)
            } else {
                shape
                    .fill(Soft39FDCCPalette.softBase)
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [Soft39FDCCPalette.softEdge1, Soft39FDCCPalette.softEdge2],
                                startPoint: UnitPoint(x: 0.146, y: 0.146),
                                endPoint: UnitPoint(x: 0.854, y: 0.854)
                            ),
                            lineWidth: 1.5
                        )
                    )
                    .shadow(color: Soft39FDCCPalette.softDark, radius: 10, x: 7.071, y: 7.071)
                    .shadow(color: Soft39FDCCPalette.softLight, radius: 10, x: -7.071, y: -7.071)
            }
        }
    }
}

@available(iOS 16, macOS 13, *)
struct Soft39FDCCButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.isPressed ? Soft39FDCCPalette.softPressedLabel : Soft39FDCCPalette.softLabel)
            .padding(24)
            .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .background(
                Soft39FDCCStyleBackground(
                    isHighlighted: configuration.isPressed,
                    shape: RoundedRectangle(cornerRadius: 16, style: .continuous)
                )
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isPressed)
    }
}

@available(iOS 16, macOS 13, *)
struct Soft39FDCCToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(configuration.isOn ? Soft39FDCCPalette.softPressedLabel : Soft39FDCCPalette.softLabel)
                .padding(24)
                .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        }
        .buttonStyle(.plain)
        .background(
            Soft39FDCCStyleBackground(
                isHighlighted: configuration.isOn,
                shape: RoundedRectangle(cornerRadius: 16, style: .continuous)
            )
        )
        .scaleEffect(configuration.isOn ? 0.97 : 1)
        .animation(.spring(response: 0.55, dampingFraction: 0.825), value: configuration.isOn)
    }
}

@available(iOS 16, macOS 13, *)
extension ButtonStyle where Self == Soft39FDCCButtonStyle {
    static var soft39FDCC: Soft39FDCCButtonStyle { Soft39FDCCButtonStyle() }
}

@available(iOS 16, macOS 13, *)
extension ToggleStyle where Self == Soft39FDCCToggleStyle {
    static var soft39FDCC: Soft39FDCCToggleStyle { Soft39FDCCToggleStyle() }
}

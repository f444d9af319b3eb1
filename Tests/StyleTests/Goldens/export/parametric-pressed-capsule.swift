// SoftD7BE54 style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.softD7BE54)`, `.toggleStyle(.softD7BE54)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 16 / macOS 13: `ShapeStyle.shadow(.inner(…))` and `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum SoftD7BE54Palette {
    static let softBase = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
    static let softLight = Color(red: 1, green: 1, blue: 1)
    static let softDark = Color(red: 191 / 255, green: 191 / 255, blue: 200 / 255)
    static let softLabel = Color(red: 30 / 255, green: 30 / 255, blue: 35 / 255)
}

/// The released and pressed looks, for any shape.
@available(iOS 16, macOS 13, *)
private struct SoftD7BE54StyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        SoftD7BE54Palette.softBase
                            .shadow(.inner(color: SoftD7BE54Palette.softDark, radius: 6, x: 2.828, y: 2.828))
                            .shadow(.inner(color: SoftD7BE54Palette.softLight, radius: 6, x: -2.828, y: -2.828))
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [SoftD7BE54Palette.softLight, SoftD7BE54Palette.softDark],
                                startPoint: UnitPoint(x: 0.146, y: 0.146),
                                endPoint: UnitPoint(x: 0.854, y: 0.854)
                            ),
                            lineWidth: 2
                        )
                    )
            } else {
                shape
                    .fill(
                        SoftD7BE54Palette.softBase
                            .shadow(.inner(color: SoftD7BE54Palette.softDark, radius: 10, x: 7.071, y: 7.071))
                            .shadow(.inner(color: SoftD7BE54Palette.softLight, radius: 10, x: -7.071, y: -7.071))
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [SoftD7BE54Palette.softLight, SoftD7BE54Palette.softDark],
                                startPoint: UnitPoint(x: 0.146, y: 0.146),
                                endPoint: UnitPoint(x: 0.854, y: 0.854)
                            ),
                            lineWidth: 2
                        )
                    )
            }
        }
    }
}

@available(iOS 16, macOS 13, *)
struct SoftD7BE54ButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(SoftD7BE54Palette.softLabel)
            .padding(24)
            .contentShape(Capsule())
            .background(SoftD7BE54StyleBackground(isHighlighted: configuration.isPressed, shape: Capsule()))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 16, macOS 13, *)
struct SoftD7BE54ToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(SoftD7BE54Palette.softLabel)
                .padding(24)
                .contentShape(Capsule())
        }
        .buttonStyle(.plain)
        .background(SoftD7BE54StyleBackground(isHighlighted: configuration.isOn, shape: Capsule()))
        .scaleEffect(configuration.isOn ? 0.97 : 1)
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 16, macOS 13, *)
extension ButtonStyle where Self == SoftD7BE54ButtonStyle {
    static var softD7BE54: SoftD7BE54ButtonStyle { SoftD7BE54ButtonStyle() }
}

@available(iOS 16, macOS 13, *)
extension ToggleStyle where Self == SoftD7BE54ToggleStyle {
    static var softD7BE54: SoftD7BE54ToggleStyle { SoftD7BE54ToggleStyle() }
}

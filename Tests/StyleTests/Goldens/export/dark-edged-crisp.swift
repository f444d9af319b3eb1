// DarkEdgedCrisp style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.darkEdgedCrisp)`, `.toggleStyle(.darkEdgedCrisp)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum DarkEdgedCrispPalette {
    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)
}

/// The released and pressed looks, for any shape.
private struct DarkEdgedCrispStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        LinearGradient(
                            colors: [DarkEdgedCrispPalette.darkEnd, DarkEdgedCrispPalette.darkStart],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .overlay(
                        shape.stroke(
                            LinearGradient(
                                colors: [DarkEdgedCrispPalette.darkStart, DarkEdgedCrispPalette.darkEnd],
                                startPoint: .topLeading,
                                endPoint: .bottomTrailing
                            ),
                            lineWidth: 4
                        )
                    )
            } else {
                shape
                    .fill(
                        LinearGradient(
                            colors: [DarkEdgedCrispPalette.darkStart, DarkEdgedCrispPalette.darkEnd],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .overlay(shape.stroke(DarkEdgedCrispPalette.darkEnd, lineWidth: 4))
                    .shadow(color: DarkEdgedCrispPalette.darkStart, radius: 10, x: -10, y: -10)
                    .shadow(color: DarkEdgedCrispPalette.darkEnd, radius: 10, x: 10, y: 10)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct DarkEdgedCrispButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(30)
            .contentShape(Circle())
            .background(DarkEdgedCrispStyleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct DarkEdgedCrispToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.white)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(DarkEdgedCrispStyleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == DarkEdgedCrispButtonStyle {
    static var darkEdgedCrisp: DarkEdgedCrispButtonStyle { DarkEdgedCrispButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == DarkEdgedCrispToggleStyle {
    static var darkEdgedCrisp: DarkEdgedCrispToggleStyle { DarkEdgedCrispToggleStyle() }
}

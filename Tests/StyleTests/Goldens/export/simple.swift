// Simple style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.simple)`, `.toggleStyle(.simple)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum SimplePalette {
    static let offWhite = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
    static let shadowBlack = Color(red: 0, green: 0, blue: 0, opacity: 0.2)
    static let glowWhite = Color(red: 1, green: 1, blue: 1, opacity: 0.7)
}

/// The released and pressed looks, for any shape.
private struct SimpleStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(SimplePalette.offWhite)
                    .overlay(
                        shape
                            .stroke(Color.gray, lineWidth: 4)
                            .blur(radius: 4)
                            .offset(x: 2, y: 2)
                            .mask(
                                shape.fill(
                                    LinearGradient(
                                        colors: [.black, .clear],
                                        startPoint: .topLeading,
                                        endPoint: .bottomTrailing
                                    )
                                )
                            )
                    )
                    .overlay(
                        shape
                            .stroke(Color.white, lineWidth: 8)
                            .blur(radius: 4)
                            .offset(x: -2, y: -2)
                            .mask(
                                shape.fill(
                                    LinearGradient(
                                        colors: [.clear, .black],
                                        startPoint: .topLeading,
                                        endPoint: .bottomTrailing
                                    )
                                )
                            )
                    )
            } else {
                shape
                    .fill(SimplePalette.offWhite)
                    .shadow(color: SimplePalette.shadowBlack, radius: 10, x: 10, y: 10)
                    .shadow(color: SimplePalette.glowWhite, radius: 10, x: -5, y: -5)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct SimpleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.gray)
            .padding(30)
            .contentShape(Circle())
            .background(SimpleStyleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct SimpleToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.gray)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(SimpleStyleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == SimpleButtonStyle {
    static var simple: SimpleButtonStyle { SimpleButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == SimpleToggleStyle {
    static var simple: SimpleToggleStyle { SimpleToggleStyle() }
}

// DarkConvex style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.darkConvex)`, `.toggleStyle(.darkConvex)`.
// Its palette and background are private to this file, so it compiles beside other exports and
// beside the articles' own `Color` and `LinearGradient` extensions.
// Needs iOS 15 / macOS 12: `.animation(_:value:)`.
import SwiftUI

/// The style's colours.
private enum DarkConvexPalette {
    static let darkStart = Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)
    static let darkEnd = Color(red: 25 / 255, green: 25 / 255, blue: 30 / 255)
}

/// The released and pressed looks, for any shape.
private struct DarkConvexStyleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(
                        LinearGradient(
                            colors: [DarkConvexPalette.darkEnd, DarkConvexPalette.darkStart],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .shadow(color: DarkConvexPalette.darkStart, radius: 10, x: 5, y: 5)
                    .shadow(color: DarkConvexPalette.darkEnd, radius: 10, x: -5, y: -5)
            } else {
                shape
                    .fill(
                        LinearGradient(
                            colors: [DarkConvexPalette.darkStart, DarkConvexPalette.darkEnd],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        )
                    )
                    .shadow(color: DarkConvexPalette.darkStart, radius: 10, x: -10, y: -10)
                    .shadow(color: DarkConvexPalette.darkEnd, radius: 10, x: 10, y: 10)
            }
        }
    }
}

@available(iOS 15, macOS 12, *)
struct DarkConvexButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(30)
            .contentShape(Circle())
            .background(DarkConvexStyleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

@available(iOS 15, macOS 12, *)
struct DarkConvexToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.white)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(DarkConvexStyleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

@available(iOS 15, macOS 12, *)
extension ButtonStyle where Self == DarkConvexButtonStyle {
    static var darkConvex: DarkConvexButtonStyle { DarkConvexButtonStyle() }
}

@available(iOS 15, macOS 12, *)
extension ToggleStyle where Self == DarkConvexToggleStyle {
    static var darkConvex: DarkConvexToggleStyle { DarkConvexToggleStyle() }
}

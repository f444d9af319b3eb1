// Simple style, exported by Neumorph.
// Drop-in SwiftUI: `.buttonStyle(.simple)`, `.toggleStyle(.simple)`.
import SwiftUI

extension Color {
    static let offWhite = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
    static let shadowBlack = Color(red: 0, green: 0, blue: 0, opacity: 0.2)
    static let glowWhite = Color(red: 1, green: 1, blue: 1, opacity: 0.7)
}

extension LinearGradient {
    /// Colours evenly spaced from top-leading to bottom-trailing.
    init(_ colors: Color...) {
        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct SimpleBackground<S: Shape>: View {
    var isHighlighted: Bool
    var shape: S

    var body: some View {
        ZStack {
            if isHighlighted {
                shape
                    .fill(Color.offWhite)
                    .overlay(
                        shape
                            .stroke(Color.gray, lineWidth: 4)
                            .blur(radius: 4)
                            .offset(x: 2, y: 2)
                            .mask(shape.fill(LinearGradient(Color.black, Color.clear)))
                    )
                    .overlay(
                        shape
                            .stroke(Color.white, lineWidth: 8)
                            .blur(radius: 4)
                            .offset(x: -2, y: -2)
                            .mask(shape.fill(LinearGradient(Color.clear, Color.black)))
                    )
            } else {
                shape
                    .fill(Color.offWhite)
                    .shadow(color: .shadowBlack, radius: 10, x: 10, y: 10)
                    .shadow(color: .glowWhite, radius: 10, x: -5, y: -5)
            }
        }
    }
}

struct SimpleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.gray)
            .padding(30)
            .contentShape(Circle())
            .background(SimpleBackground(isHighlighted: configuration.isPressed, shape: Circle()))
            .animation(nil, value: configuration.isPressed)
    }
}

struct SimpleToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            configuration.label
                .foregroundColor(.gray)
                .padding(30)
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .background(SimpleBackground(isHighlighted: configuration.isOn, shape: Circle()))
        .animation(nil, value: configuration.isOn)
    }
}

extension ButtonStyle where Self == SimpleButtonStyle {
    static var simple: SimpleButtonStyle { SimpleButtonStyle() }
}

extension ToggleStyle where Self == SimpleToggleStyle {
    static var simple: SimpleToggleStyle { SimpleToggleStyle() }
}

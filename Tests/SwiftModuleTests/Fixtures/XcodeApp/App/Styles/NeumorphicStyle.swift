import SwiftUI

struct NeumorphicStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(Color.accentColor)
    }
}

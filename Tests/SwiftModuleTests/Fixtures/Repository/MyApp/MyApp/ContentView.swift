import NeumorphismUI
import SwiftUI

struct ContentView: View {
    var body: some View { Button("Press") {}.buttonStyle(SoftButtonStyle()) }
}

import SwiftUI

struct TipView: View {
    var body: some View { Text("Press gently") }
}

import SwiftUI

struct DraftView: View {
    var body: some View { Text("draft") }
}

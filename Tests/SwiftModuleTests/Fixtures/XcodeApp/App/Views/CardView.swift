import SwiftUI

struct CardView: View {
    var body: some View { RoundedRectangle(cornerRadius: 20).fill(Color(.cardBackground)) }
}

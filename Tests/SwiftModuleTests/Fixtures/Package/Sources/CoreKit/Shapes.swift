import SwiftUI

struct SoftCircle: View {
    var body: some View { Circle().fill(Color("Accent")) }
}

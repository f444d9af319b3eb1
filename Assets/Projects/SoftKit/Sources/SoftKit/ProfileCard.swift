import SwiftUI

/// A card of the kit's pieces together: no #Preview, so Neumorph shows one of its own.
struct ProfileCard: View {
    var name = "Ada Lovelace"
    var role = "Analyst"
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "person")
                .font(.system(size: 40))
                .foregroundStyle(.secondary)
            VStack(spacing: 4) {
                Text(name).font(.headline)
                Text(role).foregroundStyle(.secondary)
            }
            Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
                .buttonStyle(SoftButtonStyle(color: Color("Surface")))
        }
        .frame(width: 240)
        .raised()
    }
}

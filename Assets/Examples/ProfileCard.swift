// Not from a seed article: a soft profile card written for Dynamic Type (press T / Shift-T in the window,
// or `neumorph screenshot --style Assets/Examples/ProfileCard.swift --dynamic-type AX3`). Its avatar is a
// @ScaledMetric, its header turns from a row into a column at the accessibility sizes, and its badge
// is capped at xxxLarge, as an app keeps a small label from crowding its card. A soft light surface, it
// asks for the light scheme.
import SwiftUI

extension Color {
    static let surface = Color(red: 0.89, green: 0.91, blue: 0.95)
    static let ink = Color(red: 0.25, green: 0.29, blue: 0.37)
}

struct SoftCard: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(20)
            .background(
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(Color.surface)
                    .shadow(color: .white.opacity(0.9), radius: 10, x: -8, y: -8)
                    .shadow(color: .black.opacity(0.18), radius: 10, x: 8, y: 8)
            )
    }
}

struct ProfileCard: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .title) private var avatarSize = 64.0

    var body: some View {
        let header =
            dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(spacing: 16))
        VStack(alignment: .leading, spacing: 16) {
            header {
                Circle()
                    .fill(LinearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: avatarSize, height: avatarSize)
                    .overlay(Text("AL").font(.title2.bold()).foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 4) {
                    Text("Ada Lovelace").font(.title3.bold()).foregroundStyle(Color.ink)
                    Text("Analyst · London").font(.subheadline).foregroundStyle(Color.ink.opacity(0.7))
                }
            }
            Text("Writes programs for an engine that has not been built yet.")
                .font(.body)
                .foregroundStyle(Color.ink)
            Text("PRO")
                .font(.caption.bold())
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.blue.opacity(0.15)))
                .foregroundStyle(.blue)
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .modifier(SoftCard())
        .padding(24)
    }
}

#Preview {
    ProfileCard()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.surface)
        .preferredColorScheme(.light)
}

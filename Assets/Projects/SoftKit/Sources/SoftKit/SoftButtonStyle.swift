import SwiftUI

/// A raised capsule that sinks while pressed. Its colour has no default: the module's own code
/// passes one (ProfileCard.swift), and that is what the preview shows it in.
public struct SoftButtonStyle: ButtonStyle {
    var color: Color
    var depth: CGFloat = 8

    public func makeBody(configuration: Configuration) -> some View {
        let offset = configuration.isPressed ? depth / 3 : depth
        configuration.label
            .font(.headline)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 28)
            .padding(.vertical, 16)
            .background(
                Capsule()
                    .fill(color)
                    .shadow(color: .black.opacity(0.22), radius: offset, x: offset, y: offset)
                    .shadow(color: .white.opacity(0.75), radius: offset, x: -offset, y: -offset)
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

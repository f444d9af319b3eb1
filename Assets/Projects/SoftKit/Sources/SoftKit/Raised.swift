import SwiftUI

/// A soft card behind any content: the module's surface colour from its asset catalog.
struct Raised: ViewModifier {
    var cornerRadius: CGFloat = 24

    func body(content: Content) -> some View {
        content
            .padding(24)
            .background(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(Color("Surface"))
                    .shadow(color: .black.opacity(0.2), radius: 12, x: 10, y: 10)
                    .shadow(color: .white.opacity(0.7), radius: 12, x: -8, y: -8)
            )
    }
}

extension View {
    func raised(cornerRadius: CGFloat = 24) -> some View {
        modifier(Raised(cornerRadius: cornerRadius))
    }
}

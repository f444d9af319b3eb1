// Seed 004, "ZStack personalizado", sections "3. ZStackBackground" and "4. Linear Gradient, Image":
// ZStackBackground, `LinearGradient.ccBackground(color:)` and `Image.circular()`, verbatim (the init's
// indentation as the article has it); only `import SwiftUI` added. Not in the article, not reconstructed:
// the `CCColor` palette enum (`.background`, `.selection`) and the `fontStyle(_:color:)` view extension.
// Used by ActivitiesListView.swift. Built-in twin: the "activities" scene.

import SwiftUI

struct ZStackBackground<Content: View>: View {
    let color: CCColor
    let alignment: Alignment
    let image: String?
    let title: String?
    @ViewBuilder let content: Content
    
    init(
        color: CCColor = .background,
        alignment: Alignment = .center,
        image: String? = nil,
        title: String? = nil,
        @ViewBuilder content: () -> Content
    ) {
            self.color = color
            self.alignment = alignment
            self.content = content()
            self.image = image
            self.title = title
        }
    
    var body: some View {
        ZStack(alignment: alignment) {
            ZStack {
                LinearGradient
                    .ccBackground()
                    .ignoresSafeArea()
                buildIf(image != nil) {
                    VStack {
                        Image(image ?? "")
                            .circular()
                        Text(title ?? "")
                            .fontStyle(.title)
                    }
                    .opacity(0.1)
                }
            }
            content
        }
        .dynamicTypeSize(.xSmall ... .xxLarge)
    }
}

extension LinearGradient {
    static func ccBackground(color: CCColor = .background) -> some View {
        LinearGradient(
            colors: [color.selection, color.selection.opacity(0.7)],
            startPoint: .top,
            endPoint: .bottom
        )
    }
}

extension Image {
    func circular() -> some View {
        self
        .resizable()
        .scaledToFit()
        .clipShape(Circle())
    }
}

import Raster
import Style
import UI

/// iOS 17's `ContentUnavailableView`: a large symbol over a bold title and a description, both at
/// the secondary level of the foreground (grey, or the `.foregroundStyle` around the view at half strength), centred in all the space it is offered, with its actions below.
enum ContentUnavailable {
    /// The symbol's point size, as iOS draws it (a little larger than `.largeTitle`).
    static let symbolSize = 48.0

    static func make(label: ViewNode?, description: ViewNode?, actions: ViewNode?) -> ViewNode {
        var parts: [ViewNode] = []
        if let label { parts.append(label) }
        if let description {
            parts.append(
                .modified(
                    .modified(
                        .modified(description, .font(.system(.subheadline))), .foregroundLevel(1)),
                    .multilineTextAlignment(.center)))
        }
        if let actions {
            parts.append(.modified(actions, .padding(EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0))))
        }
        // Every line centred, the title's too when it wraps.
        let stack = ViewNode.modified(
            .stack(.v, spacing: 8, alignment: .center, parts), .multilineTextAlignment(.center))
        return ViewNode.modified(stack, .padding(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 32)))
            .filling(alignment: .center)
    }

    /// `ContentUnavailableView.search` and `.search(text:)`, in iOS's words.
    static func search(_ text: String?) -> ViewNode {
        let title = text.map { $0.isEmpty ? "No Results" : "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return make(
            label: label(title: .text(title), symbol: .image(SystemImage(named: "magnifyingglass"))),
            description: .text("Check the spelling or try a new search."), actions: nil)
    }

    /// `ContentUnavailableView("No Mail", systemImage: "tray")`'s label: the symbol over the title.
    static func label(title: ViewNode, symbol: ViewNode?) -> ViewNode {
        let heading = ViewNode.modified(title, .font(Font.system(.title2).weight(.bold)))
        guard let symbol else { return heading }
        let icon = ViewNode.modified(
            .modified(symbol, .font(Font(size: symbolSize))), .foregroundLevel(1))
        return .stack(.v, spacing: 16, alignment: .center, [icon, heading])
    }
}

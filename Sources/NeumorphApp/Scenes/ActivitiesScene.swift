import Raster
import Style
import UI

/// Seed 004's `ActivitiesListView`: a ZStackBackground aligned top-trailing with the "activity"
/// image and "Activities" title as a watermark, an Edit button, activity rows, and a bottom
/// "Add New" button with a red plus and white text.
struct ActivitiesScene: Scene {
    let name = "activities"
    let summary = "seed 004: ZStackBackground with a watermark, rows and an Add New button"
    let defaultScheme = Scheme.light

    static let rows = [
        ("Morning run", "5.2 km · 28 min"), ("Yoga", "30 min"), ("Cycling", "12.4 km · 41 min"),
        ("Swimming", "1.0 km · 25 min"),
    ]

    func view(_ c: SceneContext, state: SceneState) -> View {
        let scheme = c.scheme
        let metrics = c.metrics
        let textColor = scheme.textColor
        let titleColor = Color.title
        var rows: [View] = []
        for (title, detail) in Self.rows {
            let titleSize = metrics.size(of: title, font: .headline)
            let detailSize = metrics.size(of: detail, font: .subheadline)
            rows.append(
                .drawing(Size(width: 360, height: 64)) { rect in
                    scheme.surface(RoundedRectangle(cornerRadius: 16, style: .continuous), in: rect) + [
                        .text(
                            title, font: .headline, color: titleColor,
                            origin: Point(x: rect.minX + 20, y: rect.midY - titleSize.height / 2)),
                        .text(
                            detail, font: .subheadline, color: textColor,
                            origin: Point(x: rect.maxX - 20 - detailSize.width, y: rect.midY - detailSize.height / 2)),
                    ]
                })
        }
        let edit = View.button(
            ButtonItem(
                "edit", label: Label("Edit", font: .headline),
                style: c.buttonStyle(replacing: capsuleStyle(scheme, padding: 14)),
                action: state.logAction("activities/edit")))
        let addNew = View.button(
            ButtonItem(
                "add-new", label: Label("Add New", systemImage: .plus, font: .headline, iconColor: .red),
                style: c.buttonStyle(replacing: AddNewStyle()), action: state.logAction("activities/add-new")))
        let list = View.padding(EdgeInsets(all: 32), .vstack(spacing: 22, alignment: .trailing, [edit] + rows))
        let content = View.zstack(
            alignment: .center,
            [
                .fill(alignment: .topTrailing, list),
                .fill(alignment: .bottom, .padding(EdgeInsets(all: 40), addNew)),
            ])
        // The gradient fades to 70 % opacity: iOS's system background shows through it, as it does
        // under the article's screen (without it the screenshot's lower half was see-through).
        return .scope(
            name,
            .background(
                draw: { [.fill(Rectangle(), in: $0, .color(.systemBackground))] },
                .zstackBackground(
                    color: ActivitiesScene.palette(scheme), alignment: .center, image: "activity",
                    title: "Activities", metrics: metrics, content: content)))
    }

    /// The seed's `CCColor` palette entry for each scheme.
    static func palette(_ scheme: Scheme) -> Color {
        switch scheme {
        case .light: .offWhite
        case .dark: .darkStart
        case .colorful: .lightEnd
        }
    }

    func capsuleStyle(_ scheme: Scheme, padding: Double) -> any ButtonStyle {
        var p = ParametricStyle()
        p.shape = .capsule
        p.padding = padding
        p.distance = 5
        p.blurRadius = 6
        p.pressedDistance = 2
        p.pressedBlurRadius = 3
        switch scheme {
        case .light: p.baseColor = .offWhite
        case .dark: p.baseColor = RGBA(r8: 42, g8: 49, b8: 54)
        case .colorful: p.baseColor = RGBA(r8: 30, g8: 80, b8: 120)
        }
        return ParametricButtonStyle(p)
    }
}

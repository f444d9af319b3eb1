import Raster
import Style
import UI

/// SwiftUI's `ColorPicker` as iOS draws it at rest: the title at the leading edge, and at the trailing
/// one the colour well, the chosen colour in a disc inside a ring of every hue. (It does not open: the
/// system's colour sheet is not part of a screen.)
enum ColorPicker {
    static let wellSide = 28.0
    static let ringWidth = 3.0

    /// The hues around the ring, red at the top going clockwise, as iOS's well shows them.
    static let hues: [Color] = [
        Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
        Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
        Color(red: 1, green: 0, blue: 0),
    ]

    static func make(title: ViewNode, color: Color) -> ViewNode {
        let ring = ViewNode.shape(
            .circle,
            .stroke(
                .angularGradient(Fill.stops(hues), center: .center, startAngle: -.pi / 2, endAngle: 1.5 * .pi),
                lineWidth: ringWidth, inside: true))
        let disc = ViewNode.modified(
            .shape(.circle, .fill(.color(color), innerShadows: [])),
            .padding(EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)))
        let well = ViewNode.modified(
            .stack(.z, spacing: nil, alignment: .center, [ring, disc]),
            .frame(width: wellSide, height: wellSide, alignment: .center))
        return .row(title, trailing: well)
    }
}

import Raster
import Style

/// SwiftUI's `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and `.scaledToFill()`.
extension ViewNode {
    /// The size `.aspectRatio` gives its child: the largest rectangle of the ratio inside the offer
    /// (`fit`) or the smallest covering it (`fill`), then the child's choice in it. An axis offered
    /// nothing follows the other; offered neither, the child's ideal size is shaped to the ratio.
    static func aspectSize(
        _ child: ViewNode, ratio: Double?, fill: Bool, proposed p: ProposedSize, _ environment: DrawEnvironment
    ) -> Size {
        let ideal = child.size(proposed: .unspecified, in: environment)
        let r = ratio ?? (ideal.width > 0 && ideal.height > 0 ? ideal.width / ideal.height : 1)
        let offer: Size
        switch (p.width, p.height) {
        case (let w?, let h?):
            let width = fill ? max(w, h * r) : min(w, h * r)
            offer = Size(width: width, height: width / r)
        case (let w?, nil): offer = Size(width: w, height: w / r)
        case (nil, let h?): offer = Size(width: h * r, height: h)
        case (nil, nil): offer = Size(width: ideal.width, height: ideal.width / r)
        }
        return child.size(proposed: ProposedSize(width: offer.width, height: offer.height), in: environment)
    }
}

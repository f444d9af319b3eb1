import Raster
import Style
import UI

/// iOS 16's `Gauge`: a value within a range, drawn as iOS draws its gauge styles. The parts are kept
/// on the drawing (`ViewModifier.gauge`) so a `.gaugeStyle` around it draws them again its way.
struct GaugeParts: Sendable {
    /// Where the value lies in its range, 0…1.
    var fraction: Double
    var label: ViewNode?
    var currentValue: ViewNode?
    var minimumValue: ViewNode?
    var maximumValue: ViewNode?
    /// The app's accent, which fills the gauge.
    var accent: Color
}

enum GaugeView {
    /// The styles drawn as a ring: `.accessoryCircularCapacity` filled round from the top, and
    /// `.accessoryCircular` (and `.circular`), an open arc with a marker at the value.
    static let ringStyles: Set<String> = ["accessoryCircularCapacity", "accessoryCircular", "circular"]
    /// The bar's thickness and the ring's diameter and line, in points.
    static let barHeight = 6.0
    static let ringDiameter = 58.0
    static let ringLine = 6.0

    static var track: Color { Builtins.systemColors["systemFill"] ?? Color.gray.opacity(0.2) }

    /// The gauge in the style named (`.automatic` and the linear styles: a bar), marked with its parts.
    static func make(_ parts: GaugeParts, style: String = "automatic") -> ViewNode {
        let drawn: ViewNode
        switch style {
        case "accessoryCircularCapacity": drawn = capacityRing(parts)
        case "accessoryCircular", "circular": drawn = arc(parts)
        default: drawn = bar(parts)
        }
        return .modified(drawn, .gauge(parts))
    }

    private static func secondary(_ view: ViewNode, _ font: Font) -> ViewNode {
        .modified(.modified(view, .font(font)), .foregroundColor(.color(.secondary)))
    }

    /// `.linearCapacity`, iOS's automatic style: the label over a bar filled from the leading edge, the
    /// bounds at its ends, the current value under it.
    private static func bar(_ parts: GaugeParts) -> ViewNode {
        let trackShape = ViewNode.modified(
            .shape(.capsule(.circular), .fill(.color(track), innerShadows: [])),
            .frame(width: nil, height: barHeight, alignment: .center))
        var layers = [trackShape]
        if parts.fraction > 0 {
            // The fill is a round-capped line along the top edge of a rectangle with no height, trimmed to
            // the value: its length follows the bar's width, its ends stay round. Inset by half the line
            // so the caps stay inside the track.
            let line = ViewNode.modified(
                .modified(
                    .shape(
                        .trimmed(.rectangle, from: 0, to: parts.fraction / 2),
                        .styledStroke(
                            .color(parts.accent), StrokeStyle(lineWidth: barHeight, lineCap: .round), inside: false)
                    ),
                    .frame(width: nil, height: 0, alignment: .center)),
                .padding(EdgeInsets(top: 0, leading: barHeight / 2, bottom: 0, trailing: barHeight / 2)))
            layers.append(line)
        }
        var row: [ViewNode] = []
        if let minimum = parts.minimumValue { row.append(secondary(minimum, .caption)) }
        row.append(
            .modified(
                .stack(.z, spacing: nil, alignment: .center, layers),
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .center)))
        )
        if let maximum = parts.maximumValue { row.append(secondary(maximum, .caption)) }
        var rows: [ViewNode] = []
        if let label = parts.label { rows.append(label) }
        rows.append(.stack(.h, spacing: 6, alignment: .center, row))
        if let current = parts.currentValue { rows.append(secondary(current, .footnote)) }
        return .stack(.v, spacing: 4, alignment: .leading, rows)
    }

    /// `.accessoryCircularCapacity`: a ring filled clockwise from the top, the current value inside.
    private static func capacityRing(_ parts: GaugeParts) -> ViewNode {
        let trackRing = ViewNode.shape(.circle, .stroke(.color(track), lineWidth: ringLine, inside: true))
        let filled = ViewNode.modified(
            .shape(
                .inset(.trimmed(.circle, from: 0, to: parts.fraction), by: ringLine / 2),
                .styledStroke(.color(parts.accent), StrokeStyle(lineWidth: ringLine, lineCap: .round), inside: false)),
            .rotation(radians: -Double.pi / 2, anchor: .center))
        let centre = (parts.currentValue ?? parts.label).map { centred($0) }
        return ring([trackRing, filled] + (centre.map { [$0] } ?? []))
    }

    /// `.accessoryCircular`: an arc open at the bottom (three quarters of a turn), a marker at the
    /// value, the current value inside and the bounds under the arc's ends.
    private static func arc(_ parts: GaugeParts) -> ViewNode {
        // The arc runs from 135° to 405° clockwise from +x (screen y down): open at the bottom.
        let start = 0.375
        let arcShape = ViewNode.shape(
            .inset(.trimmed(.circle, from: 0, to: 0.75), by: ringLine / 2),
            .styledStroke(.color(track), StrokeStyle(lineWidth: ringLine, lineCap: .round), inside: false))
        let turned = ViewNode.modified(arcShape, .rotation(radians: start * 2 * Double.pi, anchor: .center))
        // The marker: a dot outlined in the background colour, moved out to the arc and turned to the value.
        let dot = ViewNode.modified(
            .modified(
                .shape(.circle, .fill(.color(parts.accent), innerShadows: [])),
                .frame(width: ringLine + 2, height: ringLine + 2, alignment: .center)),
            .offset(x: ringDiameter / 2 - ringLine / 2, y: 0))
        let angle = (start + 0.75 * parts.fraction) * 2 * Double.pi
        let marker = ViewNode.modified(dot, .rotation(radians: angle, anchor: .center))
        var layers = [turned, marker]
        if let centre = (parts.currentValue ?? parts.label).map({ centred($0) }) { layers.append(centre) }
        var bounds: [ViewNode] = []
        if let minimum = parts.minimumValue { bounds.append(secondary(minimum, .caption2)) }
        bounds.append(.spacer(minLength: 0))
        if let maximum = parts.maximumValue { bounds.append(secondary(maximum, .caption2)) }
        if bounds.count > 1 {
            layers.append(ViewNode.stack(.h, spacing: 0, alignment: .center, bounds).filling(alignment: .bottom))
        }
        return ring(layers)
    }

    private static func centred(_ view: ViewNode) -> ViewNode {
        .modified(.modified(view, .font(Font(size: 12, weight: .medium))), .lineLimit(1))
    }

    private static func ring(_ layers: [ViewNode]) -> ViewNode {
        .modified(
            .stack(.z, spacing: nil, alignment: .center, layers),
            .frame(width: ringDiameter, height: ringDiameter, alignment: .center))
    }
}

extension ViewNode {
    /// Every gauge inside drawn again in `style`: what `.gaugeStyle(_:)` does.
    func restylingGauges(_ style: String) -> ViewNode {
        switch self {
        case .modified(_, .gauge(let parts)): return GaugeView.make(parts, style: style)
        case .stack(let kind, let spacing, let alignment, let children):
            return .stack(kind, spacing: spacing, alignment: alignment, children.map { $0.restylingGauges(style) })
        case .modified(let child, .background(let other, let alignment)):
            return .modified(
                child.restylingGauges(style), .background(other.restylingGauges(style), alignment: alignment))
        case .modified(let child, .overlay(let other, let alignment)):
            return .modified(child.restylingGauges(style), .overlay(other.restylingGauges(style), alignment: alignment))
        case .modified(let child, let modifier):
            return .modified(child.restylingGauges(style), modifier)
        default:
            return self
        }
    }
}

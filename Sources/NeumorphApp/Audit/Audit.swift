import Raster
import Style
import UI

/// One control's accessibility figures, measured on rendered pixels.
struct ControlAudit: Sendable {
    let key: String
    let kind: ControlKind
    let style: String
    let frame: Rect
    /// Label/icon contrast against the pixels behind it (1 for a label drawn invisibly, in the colour
    /// under it); `nil` when the control has no label.
    let labelContrast: Double?
    /// The control's edge against its surroundings all around its outline (WCAG 1.4.11), for the
    /// least visible of its parts.
    let edge: EdgeStatistics
    /// Pressed against released (on against off for toggles, switches and checkboxes; another option
    /// chosen for segmented controls and radio groups).
    let stateContrast: Double

    var labelPassesAA: Bool { (labelContrast ?? .infinity) >= Contrast.textAA }
    var labelPassesAAA: Bool { (labelContrast ?? .infinity) >= Contrast.textAAA }
    var boundaryPasses: Bool { edge.passes }
    /// Apple's 44×44 points (the verdict: our users build for iOS).
    var targetPasses: Bool { frame.width >= Contrast.minimumTarget && frame.height >= Contrast.minimumTarget }
    /// WCAG 2.5.8's 24×24 CSS pixels (AA), reported beside Apple's.
    var targetPassesWCAG: Bool {
        frame.width >= Contrast.wcagMinimumTarget && frame.height >= Contrast.wcagMinimumTarget
    }
    /// The house rule (not a WCAG requirement): pressed or on must differ from released or off by 3:1.
    var statePasses: Bool { stateContrast >= Contrast.nonText }
    /// AAA is reported as the aim; a failure is anything below AA, the edge rule, 44×44 or the house
    /// rule for states.
    var passes: Bool { labelPassesAA && boundaryPasses && targetPasses && statePasses }
}

/// How an edge contrasts with its surroundings all around the outline: the whole distribution, not
/// one figure, so that a ring that reaches 3:1 on the lit half and 2.3:1 in its own shadow shows as
/// both.
struct EdgeStatistics: Sendable, Equatable {
    var minimum: Double
    var median: Double
    var p90: Double
    /// Of the outline's samples, the share (0…1) at 3:1 or more.
    var shareAtNonText: Double

    /// The rule: 3:1 along at least half the outline (the median at 3:1). WCAG 1.4.11 asks that the
    /// boundary identifying a control reach 3:1 and does not say how much of it; a shape whose outline
    /// can be followed around most of it is identified, and neumorphism loses the side in its own
    /// shadow by design. Stricter than the 90th percentile this audit used before (which let a tenth of
    /// the outline decide), looser than the minimum (which antialiasing and corners would decide).
    static let requiredShare = 0.5
    var passes: Bool { shareAtNonText >= Self.requiredShare }

    init(minimum: Double, median: Double, p90: Double, shareAtNonText: Double) {
        self.minimum = minimum
        self.median = median
        self.p90 = p90
        self.shareAtNonText = shareAtNonText
    }

    /// The statistics of sampled ratios; an empty sample is no edge at all (1:1 everywhere).
    init(_ ratios: [Double]) {
        guard !ratios.isEmpty else {
            self.init(minimum: 1, median: 1, p90: 1, shareAtNonText: 0)
            return
        }
        let share = Double(ratios.filter { $0 >= Contrast.nonText }.count) / Double(ratios.count)
        self.init(
            minimum: ratios.min() ?? 1, median: ratios.percentile(0.5), p90: ratios.percentile(0.9),
            shareAtNonText: share)
    }
}

/// Measures controls on rendered pixels: the label against the same frame drawn without labels,
/// the edge against its surroundings, and the frame against the other state's render.
enum Audit {
    /// A render of the UI: pixels and the controls laid out in them.
    struct Render {
        let pixmap: Pixmap
        let controls: [ControlRecord]
        init(pixmap: Pixmap, controls: [ControlRecord]) {
            self.pixmap = pixmap
            self.controls = controls
        }
    }

    /// - Parameters:
    ///   - base: the controls as shown; `withoutLabels`: the same without labels;
    ///   - pressed: buttons pressed; `toggled`: toggles in the opposite state.
    ///   - scale: device pixels per point.
    static func measure(base: Render, withoutLabels: Render, pressed: Render, toggled: Render, scale: Double)
        -> [ControlAudit]
    {
        // A gesture's region draws nothing of its own: what the file draws there is not a control
        // whose states the audit can set.
        base.controls.filter { $0.kind != .gesture }.map { control in
            // A toggle (a switch, a checkbox) changes state by turning on, a picker by choosing another
            // option; buttons and sliders by being pressed.
            let other = [.toggle, .segmented, .radioGroup].contains(control.kind) ? toggled : pressed
            return ControlAudit(
                key: control.key, kind: control.kind, style: control.style, frame: control.hitShape.controlPointBounds,
                labelContrast: labelContrast(control, base.pixmap, withoutLabels.pixmap, scale),
                edge: edgeStatistics(control, base.pixmap, scale),
                stateContrast: stateContrast(control, base.pixmap, other.pixmap, scale))
        }
    }

    static func luminance(_ p: Pixmap, _ x: Int, _ y: Int) -> Double { Contrast.luminance(p.color(x: x, y: y)) }

    /// Pixels that the label changes, each compared with what lies behind it; the 90th percentile
    /// stands for the label's solid core (edge pixels are blends).
    static func labelContrast(_ c: ControlRecord, _ with: Pixmap, _ without: Pixmap, _ scale: Double) -> Double? {
        let box = Rect(
            x: c.frame.minX * scale, y: c.frame.minY * scale, width: c.frame.width * scale,
            height: c.frame.height * scale
        ).roundedOut
            .intersection(with.bounds)
        var ratios: [Double] = []
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                let a = with.pixel(x: x, y: y)
                let b = without.pixel(x: x, y: y)
                guard PixelDiffMeasure.distance(a, b) > 8 else { continue }
                ratios.append(Contrast.ratio(luminance(with, x, y), luminance(without, x, y)))
            }
        }
        // A label drawn in the colour under it changes no pixel: it is there and reads at 1:1.
        guard !ratios.isEmpty else { return c.hasLabel ? 1 : nil }
        return ratios.percentile(0.9)
    }

    /// Along the outline's normal, the control's side (its fill, stroke or ring, from 6 pt inside
    /// to 2 pt outside the outline) against the surroundings 6 pt out, sampled all around the outline.
    /// A control with several parts (a slider's track and knob, a switch's track) is as findable as
    /// its least visible part: the part with the smallest share at 3:1.
    static func edgeStatistics(_ c: ControlRecord, _ p: Pixmap, _ scale: Double) -> EdgeStatistics {
        let edges = c.edges.isEmpty ? [c.hitShape] : c.edges
        let parts = edges.map { EdgeStatistics(edgeRatios(of: $0, p, scale)) }
        return parts.min { ($0.shareAtNonText, $0.median) < ($1.shareAtNonText, $1.median) }
            ?? EdgeStatistics([])
    }

    static func edgeRatios(of edge: Path, _ p: Pixmap, _ scale: Double) -> [Double] {
        let polygons = edge.flattened(tolerance: 0.5)
        guard let outline = polygons.first, outline.count > 2 else { return [] }
        let centre = edge.controlPointBounds.center
        var ratios: [Double] = []
        func lum(_ q: Point) -> Double? {
            let x = Int(q.x * scale)
            let y = Int(q.y * scale)
            return p.bounds.contains(x: x, y: y) ? luminance(p, x, y) : nil
        }
        for q in evenlySpaced(outline, count: samplesPerOutline) {
            let d = q - centre
            let length = d.length
            guard length > 0 else { continue }
            let n = d * (1 / length)
            guard let outside = lum(q + n * 6) else { continue }
            var best = 1.0
            for offset in stride(from: -6.0, through: 2.0, by: 1.0 / scale) {
                if let inside = lum(q + n * offset) { best = max(best, Contrast.ratio(inside, outside)) }
            }
            ratios.append(best)
        }
        return ratios
    }

    /// Points taken around an outline.
    static let samplesPerOutline = 128

    /// `count` points at equal distances along a closed polygon, so that a share of the samples is
    /// that share of the outline's length (a rounded rectangle's flattened corners hold most of its
    /// vertices).
    static func evenlySpaced(_ polygon: [Point], count: Int) -> [Point] {
        let closed = polygon + [polygon[0]]
        var lengths: [Double] = [0]
        for i in 1..<closed.count { lengths.append(lengths[i - 1] + (closed[i] - closed[i - 1]).length) }
        guard let total = lengths.last, total > 0, total.isFinite else { return [] }
        var points: [Point] = []
        var segment = 1
        for k in 0..<count {
            let at = total * Double(k) / Double(count)
            while segment < closed.count - 1 && lengths[segment] < at { segment += 1 }
            let span = lengths[segment] - lengths[segment - 1]
            let t = span > 0 ? (at - lengths[segment - 1]) / span : 0
            points.append(closed[segment - 1] + (closed[segment] - closed[segment - 1]) * t)
        }
        return points
    }

    /// The control's frame and its shadows' reach in both states, pixel by pixel.
    static func stateContrast(_ c: ControlRecord, _ a: Pixmap, _ b: Pixmap, _ scale: Double) -> Double {
        let grown = c.frame.insetBy(dx: -12, dy: -12)
        let box = Rect(
            x: grown.minX * scale, y: grown.minY * scale, width: grown.width * scale, height: grown.height * scale
        ).roundedOut
            .intersection(a.bounds)
        var ratios: [Double] = []
        for y in stride(from: box.y, to: box.maxY, by: max(1, Int(scale))) {
            for x in stride(from: box.x, to: box.maxX, by: max(1, Int(scale)))
            where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                ratios.append(Contrast.ratio(luminance(a, x, y), luminance(b, x, y)))
            }
        }
        return ratios.isEmpty ? 1 : ratios.percentile(0.9)
    }
}

enum PixelDiffMeasure {
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return worst
    }
}

import Raster
import Style
import UI

/// One control's accessibility figures, measured on rendered pixels.
struct ControlAudit: Sendable {
    let key: String
    let kind: ControlKind
    let style: String
    let frame: Rect
    /// Label/icon contrast against the pixels behind it; `nil` when the control has no visible label.
    let labelContrast: Double?
    /// The best-lit part of the control's edge against its surroundings (WCAG 1.4.11).
    let boundaryContrast: Double
    /// Pressed against released (on against off for toggles, switches and checkboxes; another option
    /// chosen for segmented controls and radio groups).
    let stateContrast: Double

    var labelPassesAA: Bool { (labelContrast ?? .infinity) >= Contrast.textAA }
    var labelPassesAAA: Bool { (labelContrast ?? .infinity) >= Contrast.textAAA }
    var boundaryPasses: Bool { boundaryContrast >= Contrast.nonText }
    var targetPasses: Bool { frame.width >= Contrast.minimumTarget && frame.height >= Contrast.minimumTarget }
    var statePasses: Bool { stateContrast >= Contrast.nonText }
    /// AAA is reported as the aim; a failure is anything below AA, 3:1 or 44×44.
    var passes: Bool { labelPassesAA && boundaryPasses && targetPasses && statePasses }
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
        base.controls.map { control in
            // A toggle (a switch, a checkbox) changes state by turning on, a picker by choosing another
            // option; buttons and sliders by being pressed.
            let other = [.toggle, .segmented, .radioGroup].contains(control.kind) ? toggled : pressed
            return ControlAudit(
                key: control.key, kind: control.kind, style: control.style, frame: control.hitShape.controlPointBounds,
                labelContrast: labelContrast(control, base.pixmap, withoutLabels.pixmap, scale),
                boundaryContrast: boundaryContrast(control, base.pixmap, scale),
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
        return ratios.isEmpty ? nil : ratios.percentile(0.9)
    }

    /// Along the outline's normal, the control's side (its fill, stroke or ring, from 6 pt inside
    /// to 2 pt outside the outline) against the surroundings 6 pt out; the 90th percentile around the
    /// outline is the edge a person can find.
    /// A control with several parts (a slider's track and knob, a switch's track) is as findable as
    /// its least visible part: the lowest of the parts' figures.
    static func boundaryContrast(_ c: ControlRecord, _ p: Pixmap, _ scale: Double) -> Double {
        let edges = c.edges.isEmpty ? [c.hitShape] : c.edges
        return edges.map { boundaryContrast(of: $0, p, scale) }.min() ?? 1
    }

    static func boundaryContrast(of edge: Path, _ p: Pixmap, _ scale: Double) -> Double {
        let polygons = edge.flattened(tolerance: 0.5)
        guard let outline = polygons.first, outline.count > 2 else { return 1 }
        let centre = edge.controlPointBounds.center
        var ratios: [Double] = []
        let step = max(1, outline.count / 64)
        func lum(_ q: Point) -> Double? {
            let x = Int(q.x * scale)
            let y = Int(q.y * scale)
            return p.bounds.contains(x: x, y: y) ? luminance(p, x, y) : nil
        }
        for i in stride(from: 0, to: outline.count, by: step) {
            let q = outline[i]
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
        return ratios.isEmpty ? 1 : ratios.percentile(0.9)
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

import Presets
import Raster
import Style
import UI

extension SceneSession {
    /// The renders the audit keeps at once: as shown, without labels, pressed, toggled.
    static let auditFrames = 4

    /// Renders the scene as the audit needs it and measures every control. Fails, before rendering,
    /// when the frames do not fit the frame budget together, when the scene has no controls (a
    /// verdict on nothing would be a false pass) or when text cannot be drawn (labels would be
    /// measured by estimate, not on pixels). With a `vision`, every render is measured as seen with it.
    func audit(
        size: Size, scale: Double, state: UIContext.ForcedState = .released, vision: ColorVision = .normal
    ) throws(CommandFailure) -> [ControlAudit] {
        try Frame.pixels(size: size, scale: scale, frames: Self.auditFrames)
        guard glyphs.isAvailable else {
            throw CommandFailure(
                "neumorph: the audit needs the font: \(glyphs.problems.joined(separator: "; "))")
        }
        guard !frame(size: size, time: 0).controls.isEmpty else {
            let measurable = SceneCatalog.all.filter { scene in
                UIContext(metrics: glyphs).frame(
                    scene.view(context(size: size), state: SceneState()), size: size, time: 0
                ).controls.count > 0
            }.map(\.name)
            throw CommandFailure(
                "neumorph: nothing to measure: the \(scene.name) scene has no controls (it draws pictures, not"
                    + " controls); scenes with controls: \(measurable.joined(separator: ", "))")
        }
        let saved = (ui.forcedState, ui.hidesLabels, ui.showsFocusRing)
        defer { (ui.forcedState, ui.hidesLabels, ui.showsFocusRing) = saved }
        ui.showsFocusRing = false
        func render(_ forced: UIContext.ForcedState, hideLabels: Bool = false) throws(CommandFailure) -> Audit.Render {
            ui.forcedState = forced
            ui.hidesLabels = hideLabels
            var canvas = try Frame.canvas(size: size, scale: scale)
            let frame = self.frame(size: size, time: 0)
            self.render(frame, into: &canvas)
            return Audit.Render(pixmap: canvas.pixmap.simulating(vision), controls: frame.controls)
        }
        let toggled: UIContext.ForcedState = state == .on ? .off : .on
        let base = try render(state)
        let bare = try render(state, hideLabels: true)
        let pressed = try render(.pressed)
        let other = try render(toggled)
        return Audit.measure(base: base, withoutLabels: bare, pressed: pressed, toggled: other, scale: scale)
    }
}

/// The audit as a table and as JSON.
enum AuditReport {
    static func fmt(_ v: Double?) -> String {
        guard let v else { return "—" }
        return String(format: "%.2f", v)
    }

    static func table(_ audits: [ControlAudit]) -> String {
        var rows = [
            [
                "control", "kind", "style", "label", "AA", "AAA", "boundary", "3:1", "target (pt)", "44×44", "state",
                "3:1", "result",
            ]
        ]
        for a in audits {
            rows.append([
                a.key, a.kind.rawValue, a.style, fmt(a.labelContrast),
                a.labelContrast == nil ? "n/a" : (a.labelPassesAA ? "pass" : "FAIL"),
                a.labelContrast == nil ? "n/a" : (a.labelPassesAAA ? "pass" : "fail"), fmt(a.boundaryContrast),
                a.boundaryPasses ? "pass" : "FAIL",
                "\(Int(a.frame.width.rounded()))×\(Int(a.frame.height.rounded()))", a.targetPasses ? "pass" : "FAIL",
                fmt(a.stateContrast), a.statePasses ? "pass" : "FAIL", a.passes ? "PASS" : "FAIL",
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func json(scene: String, scheme: String, audits: [ControlAudit]) -> String {
        func number(_ v: Double?) -> JSONValue { v.map { .number(($0 * 100).rounded() / 100) } ?? .null }
        let controls: [JSONValue] = audits.map { a in
            .object([
                ("key", .string(a.key)), ("kind", .string(a.kind.rawValue)), ("style", .string(a.style)),
                ("label_contrast", number(a.labelContrast)), ("label_aa", .bool(a.labelPassesAA)),
                ("label_aaa", .bool(a.labelPassesAAA)),
                ("boundary_contrast", number(a.boundaryContrast)), ("boundary_pass", .bool(a.boundaryPasses)),
                ("target_width", number(a.frame.width)), ("target_height", number(a.frame.height)),
                ("target_pass", .bool(a.targetPasses)),
                ("state_contrast", number(a.stateContrast)), ("state_pass", .bool(a.statePasses)),
                ("pass", .bool(a.passes)),
            ])
        }
        return JSONValue.object([
            ("scene", .string(scene)), ("scheme", .string(scheme)), ("pass", .bool(audits.allSatisfy(\.passes))),
            ("controls", .array(controls)),
        ]).formatted()
    }
}

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
                "control", "kind", "style", "label", "AA", "AAA", "edge min", "median", "p90", "at 3:1", "edge",
                "target (pt)", "44×44", "24×24", "state*", "3:1", "result",
            ]
        ]
        for a in audits {
            rows.append([
                a.key, a.kind.rawValue, a.style, fmt(a.labelContrast),
                a.labelContrast == nil ? "n/a" : (a.labelPassesAA ? "pass" : "FAIL"),
                a.labelContrast == nil ? "n/a" : (a.labelPassesAAA ? "pass" : "fail"), fmt(a.edge.minimum),
                fmt(a.edge.median), fmt(a.edge.p90), percent(a.edge.shareAtNonText), a.boundaryPasses ? "pass" : "FAIL",
                size(a.frame), a.targetPasses ? "pass" : "FAIL",
                a.targetPassesWCAG ? "pass" : "FAIL", fmt(a.stateContrast), a.statePasses ? "pass" : "FAIL",
                a.passes ? "PASS" : "FAIL",
            ])
        }
        return columns(rows) + "\n" + legend
    }

    /// Rows of cells as aligned columns, two spaces apart.
    static func columns(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// A frame's size in whole points: "79×79".
    static func size(_ frame: Rect) -> String { "\(Int(frame.width.rounded()))×\(Int(frame.height.rounded()))" }

    /// What the columns mean and which rules decide the result.
    static let legend = """
        edge: the control's edge against its surroundings all around the outline (WCAG 1.4.11), its least
          visible part; passes with 3:1 along at least half the outline ("at 3:1" is the share that reaches it).
        44×44: Apple's minimum (decides the result); 24×24: WCAG 2.5.8's (AA), reported beside it.
        state*: a house rule, not a WCAG requirement: pressed or on differs from released or off by 3:1.
        """

    static func percent(_ share: Double) -> String { String(format: "%.0f %%", share * 100) }

    static func json(scene: String, scheme: String, audits: [ControlAudit]) -> String {
        func number(_ v: Double?) -> JSONValue { v.map { .number(($0 * 100).rounded() / 100) } ?? .null }
        let controls: [JSONValue] = audits.map { a in
            .object([
                ("key", .string(a.key)), ("kind", .string(a.kind.rawValue)), ("style", .string(a.style)),
                ("label_contrast", number(a.labelContrast)), ("label_aa", .bool(a.labelPassesAA)),
                ("label_aaa", .bool(a.labelPassesAAA)),
                (
                    "edge",
                    .object([
                        ("minimum", number(a.edge.minimum)), ("median", number(a.edge.median)),
                        ("p90", number(a.edge.p90)), ("share_at_3", number(a.edge.shareAtNonText)),
                    ])
                ),
                ("edge_pass", .bool(a.boundaryPasses)),
                ("target_width", number(a.frame.width)), ("target_height", number(a.frame.height)),
                ("target_pass", .bool(a.targetPasses)), ("target_wcag_24_pass", .bool(a.targetPassesWCAG)),
                ("state_contrast", number(a.stateContrast)), ("state_house_rule_pass", .bool(a.statePasses)),
                ("pass", .bool(a.passes)),
            ])
        }
        return JSONValue.object([
            ("scene", .string(scene)), ("scheme", .string(scheme)), ("pass", .bool(audits.allSatisfy(\.passes))),
            ("controls", .array(controls)),
        ]).formatted()
    }
}

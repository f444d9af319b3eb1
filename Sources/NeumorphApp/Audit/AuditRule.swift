import Raster
import Style

/// One of the rules a control must pass for the audit's verdict; the fix works rule by rule.
enum AuditRule: String, CaseIterable, Sendable {
    /// Apple's 44×44 points.
    case target
    /// The label against its fill at AA (4.5:1).
    case label
    /// The edge at 3:1 along at least half the outline (WCAG 1.4.11).
    case edge
    /// The house rule: pressed or on differs from released or off by 3:1.
    case state

    func passes(_ a: ControlAudit) -> Bool {
        switch self {
        case .target: a.targetPasses
        case .label: a.labelPassesAA
        case .edge: a.boundaryPasses
        case .state: a.statePasses
        }
    }

    func passes(_ audits: [ControlAudit]) -> Bool { audits.allSatisfy(passes) }

    /// Passes with room to spare, as the fix aims: the edge at 3:1 along 55 % of the outline, the
    /// ratios 3 % past their thresholds. A style found exactly at a threshold in one frame could miss
    /// it at 2× or in another scene where antialiasing falls differently.
    func passesWithMargin(_ audits: [ControlAudit]) -> Bool {
        audits.allSatisfy { a in
            switch self {
            case .target: a.targetPasses
            case .label: (a.labelContrast ?? .infinity) >= Contrast.textAA * 1.03
            case .edge: a.edge.shareAtNonText >= 0.55
            case .state: a.stateContrast >= Contrast.nonText * 1.03
            }
        }
    }

    /// The rule's figure for the least passing control: what "the best it reached" reports.
    func figure(_ audits: [ControlAudit]) -> Double {
        let values: [Double] = audits.map { a in
            switch self {
            case .target: min(a.frame.width, a.frame.height)
            case .label: a.labelContrast ?? .infinity
            case .edge: a.edge.shareAtNonText
            case .state: a.stateContrast
            }
        }
        return values.min() ?? 0
    }

    /// The rule and a figure in words: "state (house rule): 2.41:1, needs 3:1".
    func describe(_ figure: Double) -> String {
        switch self {
        case .target: String(format: "target: %.0f pt, needs 44×44 pt", figure)
        case .label: String(format: "label: %.2f:1, needs 4.5:1 (AA)", figure)
        case .edge: String(format: "edge: 3:1 along %.0f %% of the outline, needs half", figure * 100)
        case .state: String(format: "state (house rule): %.2f:1, needs 3:1", figure)
        }
    }
}

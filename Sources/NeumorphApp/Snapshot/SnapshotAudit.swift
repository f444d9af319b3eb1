import Raster
import Style

/// `snapshot --audit`: the accessibility audit (`neumorph audit`) of a preview's controls, measured on
/// the same session right after its picture is drawn, each failed rule a line the report and the JUnit
/// file carry, so a contrast a change broke fails the build. A preview without controls has nothing to
/// fail.
extension SceneSession {
    /// Each control's failures, in words; empty when every rule passes.
    func auditFailures(size: Size) throws(CommandFailure) -> [String] {
        guard !frame(size: size, time: 0).controls.isEmpty else { return [] }
        // Measured at 1×: the rules are in points, and the audit renders the preview five times.
        let audits = try audit(size: size, scale: 1)
        return audits.flatMap { audit -> [String] in
            let name = audit.key
            var failures: [String] = []
            if !audit.labelPassesAA, let contrast = audit.labelContrast {
                failures.append(
                    "\(name): label contrast \(AuditReport.fmt(contrast)):1, below \(AuditReport.fmt(Contrast.textAA)):1"
                )
            }
            if !audit.boundaryPasses {
                failures.append(
                    "\(name): edge at \(AuditReport.fmt(Contrast.nonText)):1 along \(AuditReport.percent(audit.edge.shareAtNonText))"
                        + " of its outline, below half")
            }
            if !audit.targetPasses {
                failures.append(
                    "\(name): \(AuditReport.size(audit.frame)) points, smaller than \(Int(Contrast.minimumTarget))×\(Int(Contrast.minimumTarget))"
                )
            }
            if !audit.statePasses {
                failures.append(
                    "\(name): pressed or on against released or off \(AuditReport.fmt(audit.stateContrast)):1, below"
                        + " \(AuditReport.fmt(Contrast.nonText)):1")
            }
            return failures
        }
    }
}

import Style
import UI

/// One image of a batch: a scene in a scheme, contrast and state, at a scale, and the file it goes to.
struct BatchJob: Sendable, Equatable {
    let scene: String
    let scheme: Scheme
    let contrast: Appearance.Contrast
    let state: UIContext.ForcedState
    let scale: Double

    /// `SCENE-SCHEME-CONTRAST-STATE@Nx.png`, as Apple names images by scale: sorts by scene, and
    /// says everything that made the picture.
    var fileName: String {
        let scaleName = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "\(scene)-\(scheme.rawValue)-\(contrast.rawValue)-\(state.rawValue)@\(scaleName)x.png"
    }

    /// Every combination, scene by scene (then scheme, contrast, state, scale), in the order given.
    static func all(
        scenes: [String], schemes: [Scheme], contrasts: [Appearance.Contrast], states: [UIContext.ForcedState],
        scales: [Double]
    ) -> [BatchJob] {
        var jobs: [BatchJob] = []
        for scene in scenes {
            for scheme in schemes {
                for contrast in contrasts {
                    for state in states {
                        for scale in scales {
                            jobs.append(
                                BatchJob(scene: scene, scheme: scheme, contrast: contrast, state: state, scale: scale))
                        }
                    }
                }
            }
        }
        return jobs
    }
}

/// Time limits in tests catch hangs; they never measure speed (`neumorph bench` does, in a release
/// build). A limit is written as what a release build needs with room to spare, and multiplied here
/// for the build that runs it: a debug build runs the pixel loops up to 30× slower than release, and
/// AddressSanitizer's checks make it up to 10× slower again (the audit's fix measured 0.84 s in
/// release and 434 s under ASan on a busy machine), so a correct run never meets its limit. `make
/// test` runs the plain pass as a release build, on two cores shared by a thousand tests and the
/// sanitizer pass's build beside them: a release test may take several times what it takes alone.
public enum HangLimit {
    /// How many times slower than a release build this build may run.
    public static let slowdown: Double = {
        #if DEBUG
            Sanitizer.isActive ? 600 : 30
        #else
            Sanitizer.isActive ? 40 : 8
        #endif
    }()

    /// `release` seconds scaled for this build.
    public static func seconds(_ release: Double) -> Double { release * slowdown }

    /// `release` seconds scaled for this build, as a `Duration`.
    public static func duration(_ release: Double) -> Duration { .milliseconds(Int64(seconds(release) * 1000)) }
}

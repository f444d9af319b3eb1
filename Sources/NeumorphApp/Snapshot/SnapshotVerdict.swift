/// How a picture of a run compares with the recorded one (`snapshot --verify`).
enum SnapshotVerdict: String, Sendable, CaseIterable {
    /// The same pixels, or within `--tolerance`.
    case same
    /// Different pixels (or size).
    case changed
    /// Recorded nowhere: a preview added since.
    case new
    /// Recorded, but not drawn by this run: a preview taken away since.
    case gone
    /// Not drawn: its error is the entry's.
    case failed

    /// Whether it makes `--verify` fail.
    var fails: Bool { self != .same }
}

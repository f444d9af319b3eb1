import CSupport

/// SIGINT, SIGTERM and SIGHUP end the process only after its temporaries are removed, and never in
/// the middle of a step that must finish whole; SIGXFSZ and SIGPIPE become failed writes.
public enum Signals {
    /// Installs the handlers once; `Neumorph.main` calls it first, so no output can be cut short by a
    /// signal before a writer installs them.
    public static func installHandlers() {
        _ = installed
    }
    private static let installed: Bool = {
        neu_temporary_install_handlers()
        return true
    }()

    /// Runs `body` with fatal signals held: one that comes meanwhile ends the process right after,
    /// so a recording's frame and its line in `frames.txt` are written together or not at all.
    public static func holding<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        installHandlers()
        neu_signals_hold()
        defer { neu_signals_release() }
        return try body()
    }
}

import Foundation

/// Whether the tests run in `make test`'s AddressSanitizer pass, which sets NEUMORPH_SANITIZER: a
/// few tests measure what the sanitizer changes (resident memory, address-space limits), and the
/// costliest parameterised ones run a few of their cases there (the plain pass runs them all).
public enum Sanitizer {
    public static let isActive = ProcessInfo.processInfo.environment["NEUMORPH_SANITIZER"] != nil

    /// A parameterised test's cases: `all` in the plain pass, `sanitized` under AddressSanitizer,
    /// where the same code is checked for memory errors on less work.
    public static func cases<Case>(_ all: [Case], sanitized: [Case]) -> [Case] { isActive ? sanitized : all }
}

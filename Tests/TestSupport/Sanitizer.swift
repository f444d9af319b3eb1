import Foundation

/// Whether the tests run in `make test`'s AddressSanitizer pass, which sets NEUMORPH_SANITIZER: a
/// few tests measure what the sanitizer changes (resident memory, address-space limits).
public enum Sanitizer {
    public static let isActive = ProcessInfo.processInfo.environment["NEUMORPH_SANITIZER"] != nil
}

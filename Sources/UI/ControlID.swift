/// A control's identity: a hash of its label seeded by the enclosing id scopes (Dear ImGui's id
/// stack), stable from frame to frame without storing any widget.
public struct ControlID: Hashable, Sendable, CustomStringConvertible {
    public let raw: UInt64

    /// FNV-1a over the UTF-8 of `label`, continuing from `seed`.
    public init(_ label: String, seed: UInt64 = 0xcbf2_9ce4_8422_2325) {
        var hash = seed
        for byte in label.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        raw = hash
    }

    public var description: String { String(raw, radix: 16) }
}

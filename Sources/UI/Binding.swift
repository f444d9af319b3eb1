/// A value a control reads and writes without owning it, as SwiftUI's `Binding`: the toggle reads
/// `isOn` when it is drawn and writes it the moment a press completes, so whoever owns the value
/// (a scene's state, a test, the fuzzer) sees the flip at once.
public struct Binding<Value: Sendable>: Sendable {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        read = get
        write = set
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A value that never changes (previews, screenshots): writes are dropped.
    public static func constant(_ value: Value) -> Binding {
        Binding(get: { value }, set: { _ in })
    }
}

import CSDL2

/// A failure reported by SDL, with SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public let description: String

    /// Captures `SDL_GetError()` after a failed call.
    init(_ context: String) {
        let reason = String(cString: SDL_GetError())
        description = reason.isEmpty ? context : "\(context): \(reason)"
    }

    init(message: String) { description = message }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped spring driven by time, as SwiftUI's `.spring(response:dampingFraction:)`: stiffness
/// (2π / response)², damping 4π·ζ / response, unit mass. Animated values depend on elapsed seconds,
/// never on frame counts.
public struct Spring: Sendable, Equatable {
    public var response: Double
    public var dampingFraction: Double
    public private(set) var value: Double
    public private(set) var velocity: Double = 0
    public var target: Double

    public init(response: Double = 0.55, dampingFraction: Double = 0.825, value: Double = 0) {
        self.response = max(response, 0.01)
        self.dampingFraction = max(dampingFraction, 0)
        self.value = value
        self.target = value
    }

    /// At rest: within 1/1000 of the target and barely moving.
    public var isSettled: Bool { abs(value - target) < 1e-3 && abs(velocity) < 1e-2 }

    /// Advances by `seconds` with small fixed sub-steps (semi-implicit Euler), so any frame rate
    /// gives the same motion.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let omega = 2 * Double.pi / response
        let stiffness = omega * omega
        let damping = 2 * dampingFraction * omega
        var remaining = min(seconds, 2)
        let step = 1.0 / 960
        while remaining > 0 {
            let dt = min(step, remaining)
            let force = -stiffness * (value - target) - damping * velocity
            velocity += force * dt
            value += velocity * dt
            remaining -= dt
        }
        if isSettled {
            value = target
            velocity = 0
        }
    }

    /// Jumps to the target with no motion (`.animation(nil)`).
    public mutating func snap() {
        value = target
        velocity = 0
    }
}

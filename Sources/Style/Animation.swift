/// How a control's state changes over time.
public enum Animation: Hashable, Sendable {
    /// `.animation(nil)`: the new state shows at once.
    case none
    /// `.animation(.spring())`: a damped spring; SwiftUI's defaults are response 0.55 s and
    /// damping fraction 0.825.
    case spring(response: Double, dampingFraction: Double)

    public static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)
}

/// Linear interpolation between a released and a pressed value, by an (animated) amount that may
/// overshoot 0…1 with a spring.
@inline(__always)
public func mix(_ released: Double, _ pressed: Double, _ amount: Double) -> Double {
    released + (pressed - released) * amount
}

import Style
import UI

/// A change of a screen's state animated as SwiftUI animates it: inside a view marked
/// `.animation(_:)`, the animatable values (shadows, paddings, scales, corner radii…) move from the
/// old tree to the new one along the animation's curve; everywhere else the new tree shows at once.
extension ViewNode {
    /// This (new) view `elapsed` seconds after it replaced `old`.
    ///
    /// With `explicit` (the change was made in `withAnimation`), every part that can be interpolated
    /// moves along that animation, marked or not.
    func animated(from old: ViewNode, elapsed: Double, explicit: Animation? = nil) -> ViewNode {
        if let explicit, let whole = old.interpolated(to: self, explicit.progress(after: elapsed)) { return whole }
        switch (old, self) {
        case (.modified(_, .animation(let before)), .modified(_, .animation(let animation))):
            guard let animation, before != nil else { return self }
            return old.interpolated(to: self, animation.progress(after: elapsed)) ?? self
        case (.modified(let c1, let m1), .modified(let c2, let m2)):
            return .modified(
                c2.animated(from: c1, elapsed: elapsed, explicit: explicit),
                m2.animated(from: m1, elapsed: elapsed, explicit: explicit))
        case (.stack(let k1, _, _, let c1), .stack(let k2, let spacing, let alignment, let c2))
        where k1 == k2 && c1.count == c2.count:
            return .stack(
                k2, spacing: spacing, alignment: alignment,
                zip(c1, c2).map { $1.animated(from: $0, elapsed: elapsed, explicit: explicit) })
        case (.control(let c1), .control(var c2)):
            c2.label = c2.label.animated(from: c1.label, elapsed: elapsed, explicit: explicit)
            return .control(c2)
        default:
            return self
        }
    }
}

extension ViewModifier {
    /// The views a modifier carries (a background, an overlay, a mask), animated like the rest.
    fileprivate func animated(from old: ViewModifier, elapsed: Double, explicit: Animation?) -> ViewModifier {
        switch (old, self) {
        case (.background(let v1, _), .background(let v2, let alignment)):
            return .background(v2.animated(from: v1, elapsed: elapsed, explicit: explicit), alignment: alignment)
        case (.overlay(let v1, _), .overlay(let v2, let alignment)):
            return .overlay(v2.animated(from: v1, elapsed: elapsed, explicit: explicit), alignment: alignment)
        case (.mask(let v1), .mask(let v2)):
            return .mask(v2.animated(from: v1, elapsed: elapsed, explicit: explicit))
        default:
            return self
        }
    }
}

extension Animation {
    /// How far along (0 to 1, overshooting with a bouncy spring) a change is after `elapsed` seconds.
    func progress(after elapsed: Double) -> Double {
        switch self {
        case .none:
            return 1
        case .spring(let response, let dampingFraction):
            var spring = Spring(response: response, dampingFraction: dampingFraction, value: 0)
            spring.target = 1
            spring.advance(by: elapsed)
            return spring.value
        }
    }

    /// Long enough for any spring the interpreter makes to settle.
    static let longestSettle = 3.0
}

import Raster
import Style

/// One way the fix may change a style to meet a rule, by an amount from 0 (the style as it is) to 1
/// (as far as the move goes). Each move changes one thing in one direction, so the least amount
/// that passes is found by bisection and the cheapest move wins.
struct FixMove: Sendable {
    let rule: AuditRule
    let name: String
    let apply: @Sendable (ParametricStyle, Double) -> ParametricStyle

    /// How far the fix may move the base colour (OKLab ΔE, lightness only): about five times the
    /// smallest difference people notice side by side (0.02), a clearly lighter or darker shade of
    /// the same colour that still reads as the user's (#E0E5EC at most to #C7CCD3). Beyond it the
    /// fix would be choosing another palette.
    static let baseBound = 0.1

    /// The moves that may meet `rule`, starting from `style` shown on `scheme`: a style without a base
    /// colour wears the scheme's surface, so the colours moves derive start from what is drawn.
    static func moves(for rule: AuditRule, from style: ParametricStyle, on scheme: Scheme) -> [FixMove] {
        switch rule {
        case .target:
            return [
                FixMove(rule: rule, name: "padding") { p, m in
                    var p = p
                    p.padding = (p.padding + m * (60 - p.padding)).rounded(.up)
                    return p
                }
            ]
        case .label:
            return [0.0, 1.0].map { target in
                FixMove(rule: rule, name: target == 0 ? "darker label" : "lighter label") { p, m in
                    var p = p
                    p.foregroundColor = towards(p.shown(on: scheme).labelColor, lightness: target, by: m)
                    return p
                }
            }
        case .edge:
            var moves = [
                FixMove(rule: rule, name: "intensity") { p, m in
                    var p = p
                    p.intensity = roundedUp(p.intensity + m * (0.6 - p.intensity), step: 0.01)
                    return p
                }
            ]
            // A ring darker than a light page or lighter than a dark one, in the base's own hue; also
            // in place of a ring so wide that the page 6 pt out is the ring itself.
            let darkPage = Contrast.luminance(style.shown(on: scheme).resolvedBackgroundColor) < 0.18
            for width in [1.5, 2, 3] where width != style.strokeWidth {
                moves.append(
                    FixMove(rule: rule, name: "ring \(width) pt") { p, m in
                        var p = p
                        p.strokeWidth = width
                        let ring = towards(p.shown(on: scheme).resolvedBaseColor, lightness: darkPage ? 1 : 0, by: m)
                        p.strokeColors = [ring, ring]
                        return p
                    })
            }
            if style.strokeWidth > 0 {
                moves.append(
                    FixMove(rule: rule, name: "ring recoloured") { p, m in
                        var p = p
                        p.strokeColors = p.shown(on: scheme).ringColors.map {
                            towards($0, lightness: darkPage ? 1 : 0, by: m)
                        }
                        return p
                    })
                moves.append(
                    FixMove(rule: rule, name: "thicker ring") { p, m in
                        var p = p
                        p.strokeWidth = roundedUp(p.strokeWidth + m * (8 - p.strokeWidth), step: 0.25)
                        return p
                    })
            }
            moves += baseMoves(rule, on: scheme)
            return moves
        case .state:
            // A label of the user's own colour may not read on any pressed fill that differs enough;
            // the fix may then hand the label back to the automatic black or white, per fill.
            let labelChoices: [Bool] = style.foregroundColor == nil ? [false] : [false, true]
            var moves: [FixMove] = []
            for target in [0.0, 1.0] {
                for automaticLabel in labelChoices {
                    let name = (target == 0 ? "darker" : "lighter") + " pressed fill"
                    moves.append(
                        FixMove(rule: rule, name: name + (automaticLabel ? ", automatic label" : "")) { p, m in
                            var p = p
                            p.pressedColor = towards(p.shown(on: scheme).resolvedBaseColor, lightness: target, by: m)
                            if automaticLabel { p.foregroundColor = nil }
                            return p
                        })
                }
            }
            moves.append(
                FixMove(rule: rule, name: "deeper inset") { p, m in
                    var p = p
                    p.pressedDistance = roundedUp(p.pressedDistance + m * (30 - p.pressedDistance), step: 0.5)
                    p.intensity = roundedUp(p.intensity + m * (0.6 - p.intensity), step: 0.01)
                    return p
                })
            return moves + baseMoves(rule, on: scheme)
        }
    }

    /// The base a little darker or lighter on a page kept as it was (a page that followed the scheme
    /// keeps the scheme's surface colour).
    static func baseMoves(_ rule: AuditRule, on scheme: Scheme) -> [FixMove] {
        [-1.0, 1.0].map { sign in
            FixMove(rule: rule, name: sign < 0 ? "darker base" : "lighter base") { p, m in
                var p = p
                let shown = p.shown(on: scheme)
                p.backgroundColor = shown.resolvedBackgroundColor
                var c = OKLCH(shown.resolvedBaseColor)
                c.lightness = min(max(c.lightness + sign * m * baseBound, 0), 1)
                p.baseColor = quantized(c.rgba)
                return p
            }
        }
    }

    /// `color` moved in OKLab lightness towards `lightness` (0 black, 1 white) by `amount` of the way,
    /// hue and chroma kept (as far as sRGB allows), on the 8-bit grid a preset stores.
    static func towards(_ color: RGBA, lightness: Double, by amount: Double) -> RGBA {
        var c = OKLCH(color)
        c.lightness += (lightness - c.lightness) * min(max(amount, 0), 1)
        return quantized(c.rgba)
    }

    static func quantized(_ c: RGBA) -> RGBA { RGBA(hex: c.hex) ?? c }

    /// Up to the knob's fine step, so a value that passed stays past the threshold once written.
    static func roundedUp(_ v: Double, step: Double) -> Double { ((v / step) - 1e-9).rounded(.up) * step }
}

/// SwiftUI's colour effects on a view's pixels: `.luminanceToAlpha()`, `.colorInvert()`,
/// `.saturation(_:)`, `.brightness(_:)`, `.contrast(_:)`, `.hueRotation(_:)`, `.grayscale(_:)` and
/// `.colorMultiply(_:)`.
///
/// Each is a colour matrix on un-premultiplied sRGB values, as SVG's `feColorMatrix` defines the ones
/// it has. A chain of filters is folded into one matrix and clamped once at the end, as Core Image's
/// floating-point pipeline does between its filters. Transparent pixels stay transparent whatever
/// the filter (what a view did not draw gets no colour), so how far a layer extends never shows.
public enum ColorFilter: Hashable, Sendable {
    /// SVG's `luminanceToAlpha`: α = 0.2125·R + 0.7154·G + 0.0721·B, the colour black.
    case luminanceToAlpha
    /// 1 − c for each colour channel.
    case colorInvert
    /// SVG's `saturate`: 0 is grey, 1 unchanged, more oversaturates.
    case saturation(Double)
    /// Adds the amount to every colour channel, as Core Image's `CIColorControls` brightness does
    /// (SwiftUI's `.brightness(1)` is white, `-1` black).
    case brightness(Double)
    /// Scales every colour channel about mid-grey: `(c − 0.5)·k + 0.5`, Core Image's `CIColorControls`
    /// contrast (SwiftUI's `.contrast(0)` is all grey, 1 unchanged, negative values invert).
    case contrast(Double)
    /// SVG's `hueRotate`, in degrees.
    case hueRotation(degrees: Double)
    /// `saturation(1 − amount)`: 1 is fully grey.
    case grayscale(Double)
    /// Multiplies each channel, alpha too, by the colour's.
    case colorMultiply(RGBA)

    /// The 4×5 matrix this filter applies to (R, G, B, A, 1).
    var matrix: ColorMatrix {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        switch self {
        case .luminanceToAlpha:
            return ColorMatrix(rows: [
                [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
            ])
        case .colorInvert:
            return ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
        case .saturation(let s): return .saturate(finite(s, 1))
        case .grayscale(let amount): return .saturate(1 - finite(amount, 0))
        case .brightness(let b):
            let b = finite(b, 0)
            return ColorMatrix(rows: [[1, 0, 0, 0, b], [0, 1, 0, 0, b], [0, 0, 1, 0, b], [0, 0, 0, 1, 0]])
        case .contrast(let k):
            let k = finite(k, 1)
            let o = 0.5 - 0.5 * k
            return ColorMatrix(rows: [[k, 0, 0, 0, o], [0, k, 0, 0, o], [0, 0, k, 0, o], [0, 0, 0, 1, 0]])
        case .hueRotation(let degrees): return .hueRotate(degrees: finite(degrees, 0))
        case .colorMultiply(let color):
            let c = color.clamped
            return ColorMatrix(rows: [
                [c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.alpha, 0],
            ])
        }
    }

    /// Applies `filters`, first to last, to the pixels of `region` (the whole pixmap by default).
    public static func apply(_ filters: [ColorFilter], to pixmap: inout Pixmap, in region: IntRect? = nil) {
        guard let first = filters.first else { return }
        let combined = filters.dropFirst().reduce(first.matrix) { $1.matrix.after($0) }
        combined.apply(to: &pixmap, in: region ?? IntRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
    }

    /// Applies this filter to the pixels of `region` (the whole pixmap by default).
    public func apply(to pixmap: inout Pixmap, in region: IntRect? = nil) {
        Self.apply([self], to: &pixmap, in: region)
    }
}

import Raster

/// iOS's own linear progress bar (`UIProgressView`, SwiftUI's linear `ProgressView` on an iPhone): a
/// 4-point capsule track of translucent grey, the work done in the accent from its leading end.
public struct SystemProgressStyle: ProgressStyle {
    public var accent: Color

    public init(accent: Color) { self.accent = accent }

    public var name: String { "system-progress" }
    public var height: Double { 4 }

    public func makeBody(fraction: Double, in rect: Rect) -> [DrawCommand] {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        var body: [DrawCommand] = [.fill(Capsule(), in: rect, .color(SystemSliderStyle.rest))]
        if f > 0 {
            body.append(
                .fill(
                    Capsule(), in: Rect(x: rect.minX, y: rect.minY, width: rect.width * f, height: rect.height),
                    .color(accent)))
        }
        return body
    }
}

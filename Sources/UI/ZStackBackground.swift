import Raster
import Style

extension View {
    /// Seed 004's `ZStackBackground`: a `color` → `color`·0.7-opacity gradient from top to bottom
    /// over the whole window; over it, when an image is given, the image fitted and clipped to a
    /// circle with `title` under it in the title font, both at opacity 0.1 (a watermark); the
    /// content on top, placed by `alignment`. Every parameter has the seed's default.
    public static func zstackBackground(
        color: Color = .background, alignment: Alignment = .center, image: String? = nil, title: String? = nil,
        metrics: TextMetrics & Sendable = EstimatedTextMetrics(), content: View
    ) -> View {
        .background(
            draw: { rect in
                var commands: [DrawCommand] = [
                    .fill(
                        Rectangle(), in: rect,
                        .linearGradient([color, color.opacity(0.7)], startPoint: .top, endPoint: .bottom))
                ]
                var watermark: [DrawCommand] = []
                let side = (min(rect.width, rect.height) * 0.45).rounded()
                let titleSize = title.map { metrics.size(of: $0, font: .title) } ?? .zero
                let spacing = title == nil ? 0.0 : 12
                let top = rect.midY - (side + spacing + titleSize.height) / 2
                let circle = Rect(x: rect.midX - side / 2, y: top, width: side, height: side)
                if let image {
                    watermark.append(
                        .layer(
                            Layer([.image(image, in: circle, opacity: 1)], clip: (AnyInsettableShape(Circle()), circle))
                        ))
                }
                if let title {
                    watermark.append(
                        .text(
                            title, font: .title, color: .primary,
                            origin: Point(x: rect.midX - titleSize.width / 2, y: circle.maxY + spacing)))
                }
                if !watermark.isEmpty { commands.append(.layer(Layer(watermark, opacity: 0.1))) }
                return commands
            }, .fill(alignment: alignment, content))
    }
}

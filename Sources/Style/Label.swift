import Raster

/// A control's content: a title, a symbol, or both side by side (SwiftUI's `Label`).
public struct Label: Hashable, Sendable {
    public var title: String?
    public var systemImage: SystemImage?
    public var font: Font
    /// Colours the symbol differently from the title (e.g. a red plus beside white text).
    public var iconColor: Color?
    /// Laid out but not drawn (the audit renders controls without labels to find them).
    public var isHidden = false

    public init(_ title: String, systemImage: SystemImage? = nil, font: Font = .body, iconColor: Color? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.font = font
        self.iconColor = iconColor
    }

    public init(systemImage: SystemImage, font: Font = .body) {
        self.title = nil
        self.systemImage = systemImage
        self.font = font
    }

    /// Space between the symbol and the title.
    public static let spacing = 8.0

    /// A symbol's box at this font size: SF Symbols are drawn about 1.15 em tall at body size
    /// (a `heart.fill` at 17 pt is roughly 20 pt wide).
    public func iconSize(_ image: SystemImage) -> Size {
        let height = (font.size * 1.1).rounded()
        return Size(width: (height * image.aspectRatio).rounded(), height: height)
    }

    /// The label's size in points.
    public func size(metrics: TextMetrics) -> Size {
        var width = 0.0
        var height = 0.0
        if let systemImage {
            let icon = iconSize(systemImage)
            width += icon.width
            height = max(height, icon.height)
        }
        if let title, !title.isEmpty {
            let text = metrics.size(of: title, font: font)
            if systemImage != nil { width += Self.spacing }
            width += text.width
            height = max(height, text.height)
        }
        return Size(width: width, height: height)
    }

    /// Draws the label centred in `rect` in `color`.
    public func draw(in rect: Rect, color: Color, metrics: TextMetrics) -> [DrawCommand] {
        if isHidden { return [] }
        let size = size(metrics: metrics)
        var x = rect.midX - size.width / 2
        var commands: [DrawCommand] = []
        if let systemImage {
            let icon = iconSize(systemImage)
            commands.append(
                .icon(
                    systemImage, in: Rect(x: x, y: rect.midY - icon.height / 2, width: icon.width, height: icon.height),
                    color: iconColor ?? color))
            x += icon.width + Self.spacing
        }
        if let title, !title.isEmpty {
            let text = metrics.size(of: title, font: font)
            commands.append(.text(title, font: font, color: color, origin: Point(x: x, y: rect.midY - text.height / 2)))
        }
        return commands
    }
}

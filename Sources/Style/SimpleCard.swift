import Raster

/// Part 1's 300×300 card: a rounded rect (radius 25) with the released shadows.
public enum SimpleCard {
    public static let size = Size(width: 300, height: 300)
    public static func draw(in rect: Rect) -> [DrawCommand] {
        SimpleBackground(isHighlighted: false, shape: RoundedRectangle(cornerRadius: 25)).draw(in: rect)
    }
}

import Raster
import Style

/// The benchmark scene: a dark gradient and a 3×3 grid of soft controls, alternating a 220×90
/// rounded rect (radius 20) and a 120-point circle. Sizes are in points.
struct ReferenceScene: Sendable {
    static let darkStart = RGBA(r8: 50, g8: 60, b8: 65)
    static let darkEnd = RGBA(r8: 25, g8: 25, b8: 30)

    var size: Size

    init(size: Size = Size(width: 1280, height: 800)) { self.size = size }

    /// Each control's shape and frame, in grid order.
    var controls: [(shape: AnyInsettableShape, frame: Rect)] {
        var result: [(AnyInsettableShape, Rect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let center = Point(
                    x: size.width * Double(2 * column + 1) / 6, y: size.height * Double(2 * row + 1) / 6)
                if (row + column) % 2 == 0 {
                    result.append(
                        (
                            AnyInsettableShape(RoundedRectangle(cornerRadius: 20)),
                            Rect(center: center, size: Size(width: 220, height: 90))
                        ))
                } else {
                    result.append(
                        (AnyInsettableShape(Circle()), Rect(center: center, size: Size(width: 120, height: 120))))
                }
            }
        }
        return result
    }

    /// Each control's shadows in modifier order, `.shadow(dark).shadow(light)`: the light one is
    /// painted first, then the dark one, then the fill and the stroke.
    static let shadows = [
        Shadow(color: darkEnd, radius: 10, x: 10, y: 10),
        Shadow(color: darkStart, radius: 10, x: -10, y: -10),
    ]

    /// Draws the scene; `canvas.transform` should map points to device pixels. Shadows are
    /// independent (CSS-like) so the scene compares with CSS and Skia renderings of it.
    func draw(in canvas: inout Canvas, shadows: Bool = true) {
        let background = LinearGradient(Self.darkStart, Self.darkEnd, startPoint: .top, endPoint: .bottom)
        canvas.fill(
            Rectangle(), in: Rect(origin: .zero, size: size), with: .linearGradient(background))
        let fill = LinearGradient(Self.darkStart, Self.darkEnd)
        let edge = LinearGradient(Self.darkEnd, Self.darkStart)
        for control in controls {
            canvas.fill(
                control.shape, in: control.frame, with: .linearGradient(fill), shadows: shadows ? Self.shadows : [],
                composition: .independent)
            canvas.stroke(control.shape, in: control.frame, lineWidth: 4, with: .linearGradient(edge))
        }
    }
}

extension ReferenceScene {
    /// The scene as draw commands (fixed colours: it is a benchmark, not themed).
    func commands() -> [DrawCommand] {
        var commands: [DrawCommand] = [
            .fill(
                Rectangle(), in: Rect(origin: .zero, size: size),
                .linearGradient([Color(Self.darkStart), Color(Self.darkEnd)], startPoint: .top, endPoint: .bottom))
        ]
        let shadows = Self.shadows.map { Shadow(color: Color($0.color), radius: $0.radius, x: $0.x, y: $0.y) }
        for control in controls {
            commands.append(
                .fill(
                    control.shape, in: control.frame, .linear(Color(Self.darkStart), Color(Self.darkEnd)),
                    shadows: shadows, composition: .independent))
            commands.append(
                .stroke(
                    control.shape, in: control.frame, .linear(Color(Self.darkEnd), Color(Self.darkStart)), lineWidth: 4)
            )
        }
        return commands
    }
}

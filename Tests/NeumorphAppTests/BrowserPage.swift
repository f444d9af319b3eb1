import Raster
import Render
import Style

@testable import NeumorphApp

/// One style on its page, released on the left and pressed on the right: as an HTML page around
/// its CSS export, and as Neumorph draws it with independent (CSS-like) shadows. The labels are
/// empty boxes of a fixed size, so only the control's own drawing is compared.
struct BrowserPage {
    let name: String
    let model: ExportModel
    let button: any ButtonStyle
    let appearance: Appearance

    static let size = (width: 480, height: 240)

    /// The label's box: square for circles (a CSS circle takes the longer side), wide otherwise.
    var labelSize: Size {
        model.shape == .circle ? Size(width: 19, height: 19) : Size(width: 80, height: 20)
    }

    /// The control's frame in points, released (0) or pressed (1).
    func frame(_ index: Int) -> Rect {
        let width = labelSize.width + 2 * model.padding
        let height = labelSize.height + 2 * model.padding
        let centreX = Double(Self.size.width) * (index == 0 ? 0.25 : 0.75)
        let centreY = Double(Self.size.height) / 2
        return Rect(
            x: (centreX - width / 2).rounded(), y: (centreY - height / 2).rounded(), width: width, height: height)
    }

    var html: String {
        let cls = CSSExporter.className(for: model)
        var body = ""
        for index in 0..<2 {
            let f = frame(index)
            let state = index == 1 ? " is-on" : ""
            let place = "position:absolute;left:\(Int(f.minX))px;top:\(Int(f.minY))px;display:flex"
            let box = "display:block;width:\(Int(labelSize.width))px;height:\(Int(labelSize.height))px"
            body +=
                "<div style=\"\(place)\"><button class=\"\(cls)\(state)\"><span style=\"\(box)\"></span></button></div>\n"
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            html, body { margin: 0; }
            \(CSSExporter.source(for: model))
            </style></head>
            <body class="\(cls)-page">
            \(body)</body></html>

            """
    }

    /// Neumorph's render: the page's background, then each control with independent shadows (or
    /// `chained`, as SwiftUI casts them: what the export's comment says CSS cannot do).
    func render(composition: ShadowComposition = .independent) -> Pixmap {
        var canvas = Canvas(width: Self.size.width, height: Self.size.height)!
        let page = Rect(x: 0, y: 0, width: Double(Self.size.width), height: Double(Self.size.height))
        var commands: [DrawCommand] = []
        if let background = model.page { commands.append(.fill(Rectangle(), in: page, Self.fill(background))) }
        var label = Label(systemImage: .plus)
        label.isHidden = true
        for index in 0..<2 {
            let configuration = ButtonConfiguration(label: label, isPressed: index == 1)
            commands += button.makeBody(configuration: configuration, in: frame(index))
                .map { $0.castingShadows(composition) }
        }
        Renderer().render(commands, appearance: appearance, into: &canvas)
        return canvas.pixmap
    }

    static func fill(_ paint: ExportModel.PaintSpec) -> Fill {
        switch paint {
        case .color(let swatch): .color(Color(swatch.color))
        case .gradient(let colors, let start, let end):
            .linearGradient(colors.map { Color($0.color) }, startPoint: start, endPoint: end)
        case .stops(let list, let shape):
            stopsFill(list.map { Fill.Stop(color: Color($0.swatch.color), location: $0.location) }, shape)
        }
    }

    static func stopsFill(_ stops: [Fill.Stop], _ shape: ExportModel.GradientShape) -> Fill {
        switch shape {
        case .linear(let start, let end): .linearGradientStops(stops, startPoint: start, endPoint: end)
        case .radial(let center, let r0, let r1): .radialGradient(stops, center: center, startRadius: r0, endRadius: r1)
        case .angular(let center, let a0, let a1): .angularGradient(stops, center: center, startAngle: a0, endAngle: a1)
        case .elliptical(let center, let f0, let f1):
            .ellipticalGradient(stops, center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }

    /// The shape's outline (and a ring's two edges) widened by `halfWidth` device pixels each way:
    /// where the two renderers' antialiasing may differ by a pixel.
    func outlineBand(halfWidth: Double) -> [Bool] {
        let shape: AnyInsettableShape
        switch model.shape {
        case .circle: shape = AnyInsettableShape(Circle())
        case .capsule: shape = AnyInsettableShape(Capsule())
        case .roundedRectangle(let r, let continuous):
            shape = AnyInsettableShape(RoundedRectangle(cornerRadius: r, style: continuous ? .continuous : .circular))
        }
        var band = [Bool](repeating: false, count: Self.size.width * Self.size.height)
        for (index, look) in [model.released, model.pressed].enumerated() {
            let rect = frame(index)
            let scale = index == 1 ? model.pressScale : 1
            let ring = look.stroke?.width ?? 0
            for edge in Set([0, ring / 2, -ring / 2]) {
                var canvas = Canvas(width: Self.size.width, height: Self.size.height)!
                let outer = DrawCommand.fill(shape.inset(by: -edge - halfWidth), in: rect, .color(.white))
                let inner = DrawCommand.fill(shape.inset(by: -edge + halfWidth), in: rect, .color(.black))
                let anchor = Point(x: rect.midX, y: rect.midY)
                Renderer().render(
                    [.layer(Layer([outer, inner], scale: scale, anchor: anchor))], appearance: appearance, into: &canvas
                )
                for (i, pixel) in canvas.pixmap.pixels.enumerated() where PixelFormat.green(pixel) > 0 {
                    band[i] = true
                }
            }
        }
        return band
    }

    /// The area a control's shadows can reach, in pixels of the page.
    func reach(_ index: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let look = index == 0 ? model.released : model.pressed
        var margin = 4.0
        for s in look.shadows { margin = max(margin, 3 * s.radius + max(abs(s.x), abs(s.y)) + 2) }
        let f = frame(index).insetBy(dx: -margin, dy: -margin)
        return (
            max(0, Int(f.minX)), max(0, Int(f.minY)), min(Self.size.width, Int(f.maxX.rounded(.up))),
            min(Self.size.height, Int(f.maxY.rounded(.up)))
        )
    }
}

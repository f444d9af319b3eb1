import Raster
import Style

extension StyleFile {
    /// The button style called `typeName` (or the first) as the exporters describe a style, so
    /// `export --style` writes SwiftUI and CSS from what the file draws. Throws, naming the style, when
    /// it draws something the export model cannot say.
    public func exportModel(typeName: String? = nil) throws(StyleFileError) -> ExportModel {
        guard let style = buttonStyle(named: typeName) else {
            let message =
                typeName.map {
                    "the file has no ButtonStyle named \($0); it has \(styleTypeNames.joined(separator: ", "))"
                }
                ?? "the file declares no ButtonStyle to export"
            throw StyleFileError(path: path, location: nil, message: message)
        }
        do {
            return try ExportExtraction(palette: ExportPalette(named: colorNames)).model(of: style)
        } catch {
            throw StyleFileError(
                path: path, location: nil,
                message: "\(style.typeName) cannot be exported: \(error.message). The export writes a label padded "
                    + "on a background of one shape with a fill, an overlaid stroke, drop and inner shadows.")
        }
    }
}

/// A colour the exporters name: the file's own name for it when it has one (`darkStart`).
struct ExportPalette {
    var named: [String: RGBA]
    private var generated: [RGBA: String] = [:]

    init(named: [String: RGBA]) { self.named = named }

    mutating func swatch(for color: Color) -> ExportModel.Swatch {
        let rgba = color.resolve(in: Appearance(colorScheme: .light))
        if let name = named.sorted(by: { $0.key < $1.key }).first(where: { $0.value == rgba })?.key {
            return ExportModel.Swatch(name: name, color: rgba)
        }
        // SwiftUI's own colours stay `.white`: the export writes them as they are, never declares them.
        let light = Appearance(colorScheme: .light)
        let builtIns: [(String, Color)] = [
            ("white", .white), ("black", .black), ("clear", .clear), ("gray", .gray), ("red", .red), ("blue", .blue),
        ]
        if let name = builtIns.first(where: { $0.1.resolve(in: light) == rgba })?.0 {
            return ExportModel.Swatch(name: name, color: rgba)
        }
        if let name = generated[rgba] { return ExportModel.Swatch(name: name, color: rgba) }
        let name = "color\(generated.count + 1)"
        generated[rgba] = name
        return ExportModel.Swatch(name: name, color: rgba)
    }
}

/// Why a style's drawing does not fit the export model.
struct ExportMismatch: Error {
    var message: String
}

/// Reads a style's view trees back into the exporters' model.
struct ExportExtraction {
    var palette: ExportPalette

    func model(of style: InterpretedButtonStyle) throws(ExportMismatch) -> ExportModel {
        var palette = palette
        let released = try Parts(style.released.view, &palette)
        let pressed = try Parts(style.pressed.view, &palette)
        guard let shape = released.shape ?? pressed.shape else {
            throw ExportMismatch(message: "no background shape found")
        }
        let spec: ExportModel.ShapeSpec
        switch shape {
        case .circle: spec = .circle
        case .capsule: spec = .capsule
        case .roundedRectangle(let r, let style):
            spec = .roundedRectangle(cornerRadius: r, continuous: style == .continuous)
        default: throw ExportMismatch(message: "its shape is not a Circle, Capsule or RoundedRectangle")
        }
        let name =
            style.typeName.hasSuffix("ButtonStyle")
            ? String(style.typeName.dropLast("ButtonStyle".count)) : style.typeName
        var model = ExportModel(
            name: name.isEmpty ? "Style" : name, shape: spec, padding: released.padding,
            labelColor: released.labelColor, released: released.look, pressed: pressed.look)
        model.pressScale = pressed.scale / max(released.scale, 0.001)
        model.animation = style.animation
        return model
    }

    /// One state's drawing, taken apart.
    struct Parts {
        var padding = 0.0
        var labelColor: ExportModel.Swatch?
        var scale = 1.0
        var shape: ShapeValue?
        var look = ExportModel.Look(
            fill: .color(ExportModel.Swatch(name: "clear", color: RGBA(red: 0, green: 0, blue: 0, alpha: 0))))

        init(_ root: ViewNode, _ palette: inout ExportPalette) throws(ExportMismatch) {
            var node = root
            var background: ViewNode?
            while case .modified(let child, let modifier) = node {
                switch modifier {
                case .scaleEffect(let k, _, _): scale *= k
                case .foregroundColor(.color(let c)?) where labelColor == nil: labelColor = palette.swatch(for: c)
                case .background(let bg, _): background = bg
                case .padding(let e):
                    guard e.top == e.leading, e.top == e.bottom, e.top == e.trailing else {
                        throw ExportMismatch(message: "its padding differs between edges")
                    }
                    padding += e.top
                case .contentShape, .animation, .foregroundColor, .font, .source: break
                default: throw ExportMismatch(message: "the label has a modifier the export cannot write")
                }
                node = child
            }
            guard case .label = node, let background else {
                throw ExportMismatch(message: "its body is not the label with a .background")
            }
            try readBackground(background, &palette)
        }

        private mutating func readBackground(_ node: ViewNode, _ palette: inout ExportPalette) throws(ExportMismatch) {
            // A background view of the file's own type is read as the views its body made.
            switch node.unmarked {
            case .stack(.z, _, _, let children) where children.count == 1:
                try readBackground(children[0], &palette)
            case .stack(.z, _, _, let children) where children.count == 2:
                // Seed 002: an unfilled copy casting the shadows in a blended layer, then the fill.
                guard case .modified(let caster, .blendMode(let mode)) = children[0] else {
                    throw ExportMismatch(message: "its background stack is not a shadow layer and a fill")
                }
                var shadowLayer = Parts.empty
                try shadowLayer.readShape(caster, &palette)
                try readShape(children[1], &palette)
                look.shadows = shadowLayer.look.shadows
                look.shadowLayerBlend = mode
            default:
                try readShape(node, &palette)
            }
        }

        private static var empty: Parts {
            var parts = Parts()
            parts.look.fill = .color(
                ExportModel.Swatch(name: "clear", color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
            return parts
        }

        private init() {}

        private mutating func readShape(_ node: ViewNode, _ palette: inout ExportPalette) throws(ExportMismatch) {
            switch node.unmarked {
            case .modified(let child, .shadow(let s)):
                try readShape(child, &palette)
                look.shadows.append(Self.spec(s, &palette))
            case .modified(let child, .overlay(let overlay, _)):
                try readShape(child, &palette)
                try readOverlay(overlay, &palette)
            case .modified(let child, .animation), .modified(let child, .contentShape):
                try readShape(child, &palette)
            case .shape(let s, .fill(let fill, let inner)):
                shape = s
                look.fill = try Self.paint(fill ?? .color(.primary), &palette)
                look.innerShadows = inner.map { Self.spec($0, &palette) }
            default:
                throw ExportMismatch(message: "its background is not a filled shape with overlays and shadows")
            }
        }

        private mutating func readOverlay(_ node: ViewNode, _ palette: inout ExportPalette) throws(ExportMismatch) {
            switch node.unmarked {
            case .shape(_, .stroke(let fill, let lineWidth, false)):
                look.stroke = (try Self.paint(fill ?? .color(.primary), &palette), lineWidth)
            case .modified(
                .modified(
                    .modified(.shape(_, .stroke(.color(let c)?, let width, false)), .blur(let blur)),
                    .offset(let x, let y)),
                .mask(.shape(_, .fill(.linearGradient(let fade, _, _)?, _)))) where x == y:
                look.blurredStrokes.append(
                    ExportModel.BlurredStroke(
                        color: palette.swatch(for: c), lineWidth: width, blur: blur, offset: x,
                        maskFrom: fade.map { palette.swatch(for: $0) }))
            default:
                throw ExportMismatch(message: "an overlay is neither a stroke nor a blurred, masked stroke")
            }
        }

        private static func spec(_ shadow: Shadow<Color>, _ palette: inout ExportPalette) -> ExportModel.ShadowSpec {
            ExportModel.ShadowSpec(
                color: palette.swatch(for: shadow.color), radius: shadow.radius, x: shadow.x, y: shadow.y)
        }

        private static func paint(_ fill: Fill, _ palette: inout ExportPalette) throws(ExportMismatch)
            -> ExportModel.PaintSpec
        {
            switch fill {
            case .color(let c): return .color(palette.swatch(for: c))
            case .linearGradient(let colors, let start, let end):
                return .gradient(colors.map { palette.swatch(for: $0) }, start: start, end: end)
            case .linearGradientStops(_, let start, let end):
                return .stops(stops(fill, &palette), .linear(start: start, end: end))
            case .radialGradient(_, let center, let startRadius, let endRadius):
                return .stops(
                    stops(fill, &palette), .radial(center: center, startRadius: startRadius, endRadius: endRadius))
            case .angularGradient(_, let center, let startAngle, let endAngle):
                return .stops(
                    stops(fill, &palette), .angular(center: center, startAngle: startAngle, endAngle: endAngle))
            case .ellipticalGradient(_, let center, let startFraction, let endFraction):
                return .stops(
                    stops(fill, &palette),
                    .elliptical(center: center, startRadiusFraction: startFraction, endRadiusFraction: endFraction))
            }
        }

        private static func stops(_ fill: Fill, _ palette: inout ExportPalette) -> [ExportModel.Stop] {
            fill.stops.map { ExportModel.Stop(swatch: palette.swatch(for: $0.color), location: $0.location) }
        }
    }
}

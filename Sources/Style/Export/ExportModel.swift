import Raster

/// A style described the way SwiftUI and CSS code spell it: named palette colours, one shape, and
/// the released and pressed looks. Both exporters read this one description.
public struct ExportModel: Sendable {
    public enum ShapeSpec: Sendable, Equatable {
        case circle
        case roundedRectangle(cornerRadius: Double, continuous: Bool)
        case capsule
    }
    /// A colour by palette name (the exporters declare each once).
    public struct Swatch: Sendable, Equatable {
        public var name: String
        public var color: RGBA
        public init(name: String, color: RGBA) {
            self.name = name
            self.color = color
        }
    }
    public enum PaintSpec: Sendable, Equatable {
        case color(Swatch)
        /// Evenly spaced colours between two unit points.
        case gradient([Swatch], start: UnitPoint, end: UnitPoint)
        /// Colours at locations of their own, laid out by `shape`.
        case stops([Stop], GradientShape)
    }
    /// A gradient's colour at a location from 0 to 1.
    public struct Stop: Sendable, Equatable {
        public var swatch: Swatch
        public var location: Double
        public init(swatch: Swatch, location: Double) {
            self.swatch = swatch
            self.location = location
        }
    }
    /// Where a gradient's locations lie in the frame, as SwiftUI's four gradients place them.
    public enum GradientShape: Sendable, Equatable {
        case linear(start: UnitPoint, end: UnitPoint)
        /// Radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Radians clockwise from +x; equal angles are a full turn.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
        case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    }
    public struct ShadowSpec: Sendable, Equatable {
        public var color: Swatch
        public var radius: Double
        public var x: Double
        public var y: Double
        public init(color: Swatch, radius: Double, x: Double, y: Double) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }
    /// Part 1's pressed look: a blurred, offset stroke masked by a fading gradient.
    public struct BlurredStroke: Sendable, Equatable {
        public var color: Swatch
        public var lineWidth: Double
        public var blur: Double
        public var offset: Double
        public var maskFrom: [Swatch]
        public init(color: Swatch, lineWidth: Double, blur: Double, offset: Double, maskFrom: [Swatch]) {
            self.color = color
            self.lineWidth = lineWidth
            self.blur = blur
            self.offset = offset
            self.maskFrom = maskFrom
        }
    }
    public struct Look: Sendable, Equatable {
        public var fill: PaintSpec
        public var stroke: (paint: PaintSpec, width: Double)?
        /// Drop shadows in modifier order.
        public var shadows: [ShadowSpec] = []
        public var innerShadows: [ShadowSpec] = []
        public var blurredStrokes: [BlurredStroke] = []
        /// The shadows are cast by an unfilled copy of the shape in a layer with this blend mode.
        public var shadowLayerBlend: BlendMode?

        public init(fill: PaintSpec, stroke: (paint: PaintSpec, width: Double)? = nil, shadows: [ShadowSpec] = []) {
            self.fill = fill
            self.stroke = stroke
            self.shadows = shadows
        }

        public static func == (a: Look, b: Look) -> Bool {
            a.fill == b.fill && a.stroke?.paint == b.stroke?.paint && a.stroke?.width == b.stroke?.width
                && a.shadows == b.shadows
                && a.innerShadows == b.innerShadows && a.blurredStrokes == b.blurredStrokes
                && a.shadowLayerBlend == b.shadowLayerBlend
        }
    }

    /// Type names start with this (`DarkBackground`, `DarkButtonStyle`, …).
    public var name: String
    public var shape: ShapeSpec
    public var padding: Double
    public var labelColor: Swatch?
    /// The label while pressed or on, when it differs from `labelColor` (a pressed fill of another
    /// lightness turns it from black to white or back).
    public var pressedLabelColor: Swatch?
    public var released: Look
    public var pressed: Look
    public var pressScale: Double = 1
    public var animation: Animation = .none
    public var composition: ShadowComposition = .chained
    /// Many styles share this name (every parametric style is "Soft"): the SwiftUI export adds the hash
    /// its CSS class carries, so two exports pasted into one app never declare the same type.
    public var nameIsShared = false
    /// What the style sits on (the scene's window background): neumorphism only reads on its own
    /// surface, so the CSS gives the page this background too. `nil` when unknown.
    public var page: PaintSpec?

    public init(
        name: String, shape: ShapeSpec, padding: Double, labelColor: Swatch?, released: Look, pressed: Look
    ) {
        self.name = name
        self.shape = shape
        self.padding = padding
        self.labelColor = labelColor
        self.released = released
        self.pressed = pressed
    }

    /// Every named colour used, each once, in first-use order.
    public var palette: [Swatch] {
        var seen: [Swatch] = []
        func add(_ s: Swatch) { if !seen.contains(where: { $0.name == s.name }) { seen.append(s) } }
        func add(_ p: PaintSpec) {
            switch p {
            case .color(let s): add(s)
            case .gradient(let list, _, _): list.forEach(add)
            case .stops(let stops, _): stops.forEach { add($0.swatch) }
            }
        }
        for look in [released, pressed] {
            add(look.fill)
            if let stroke = look.stroke { add(stroke.paint) }
            (look.shadows + look.innerShadows).forEach { add($0.color) }
            for b in look.blurredStrokes {
                add(b.color)
                b.maskFrom.forEach(add)
            }
        }
        if let labelColor { add(labelColor) }
        if let pressedLabelColor { add(pressedLabelColor) }
        if let page { add(page) }
        return seen
    }
}

import Raster
import Style

/// A laid-out view tree as draw commands, the same commands the built-in styles emit for the same
/// drawing: a filled shape with `.shadow`s becomes one filled command with its chained shadows, and
/// a fill with a stroke overlaid casts its shadows from the shape grown by half the line width.
extension ViewNode {
    func draw(in rect: Rect, _ environment: DrawEnvironment) -> [DrawCommand] {
        switch self {
        case .empty, .spacer:
            return []
        case .label:
            // The audit draws controls without their labels to find them.
            if environment.label.isHidden { return [] }
            if let view = environment.labelView {
                var inner = environment
                inner.labelView = nil
                return view.draw(in: rect, inner)
            }
            let color = environment.labelColor ?? environment.foregroundColor
            return environment.resolvedLabel.draw(in: rect, color: color, metrics: environment.metrics)
        case .text(let written):
            let (lines, font) = environment.fitted(written, width: rect.width, height: rect.height)
            let size = TextWrapping.size(of: lines, font: font, metrics: environment.metrics)
            let box = Self.place(size, in: rect, alignment: .center)
            let origins = TextWrapping.origins(
                of: lines, in: box, font: font, alignment: environment.textAlignment, metrics: environment.metrics)
            var drawn = zip(lines, origins).map {
                DrawCommand.text($0, font: font, color: environment.foregroundColor, origin: $1)
            }
            drawn += Self.decorations(of: lines, at: origins, font: font, environment)
            return Self.painted(drawn, with: environment.foreground, over: box)
        case .styledText(let text):
            return text.draw(in: rect, environment)
        case .grid(let grid):
            return grid.lowered(length: grid.isVertical ? rect.width : rect.height).draw(in: rect, environment)
        case .alignedGrid(let grid):
            return grid.lowered(width: rect.width, in: environment).draw(in: rect, environment)
        case .list(let list):
            return list.lowered(width: rect.width, in: environment).draw(in: rect, environment)
        case .customLayout(let layout):
            let frames = layout.frames(in: rect, environment)
            return Self.drawingOrder(layout.subviews).flatMap { layout.subviews[$0].draw(in: frames[$0], environment) }
        case .geometry(let reader):
            guard case .success(let content) = reader.content(in: rect) else { return [] }
            // Top-leading, as SwiftUI places a GeometryReader's content.
            let size = content.size(proposed: ProposedSize(width: rect.width, height: rect.height), in: environment)
            return content.draw(
                in: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height), environment)
        case .image(let image):
            let icon = Label(systemImage: image, font: environment.textFont).iconSize(image)
            let size = Size(width: icon.width * environment.imageScale, height: icon.height * environment.imageScale)
            let box = Self.place(size, in: rect, alignment: .center)
            return Self.painted(
                [.icon(image, in: box, color: environment.foregroundColor)], with: environment.foreground, over: box)
        case .shape(let shape, .fill(let fill, let innerShadows)):
            return Self.filled(shape, in: rect, fill ?? environment.foreground, shadows: [], inner: innerShadows)
        case .shape(let shape, .stroke(let fill, let lineWidth, let inside)):
            return [
                .stroked(
                    shape.insettable, in: rect, fill ?? environment.foreground, lineWidth: lineWidth, inside: inside)
            ]
        case .shape(let shape, .styledStroke(let fill, let style, let inside)):
            let outline = StrokeOutlineShape(base: shape.insettable, style: style, inside: inside)
            return [
                .filled(
                    AnyInsettableShape(outline), in: rect, fill ?? environment.foreground, shadows: [],
                    composition: .chained)
            ]
        case .paint(let fill):
            return [.fill(Rectangle(), in: rect, fill)]
        case .stack(let kind, let spacing, let alignment, let children):
            return Self.drawStack(kind, spacing: spacing, alignment: alignment, children, in: rect, environment)
        case .modified(let child, let modifier):
            return Self.draw(child, modifier, in: rect, environment)
        case .control(let control):
            return control.label.draw(in: rect, environment)
        case .asset(let name, _):
            return [.image(name, in: rect, opacity: 1)]
        case .divider:
            return [.fill(Rectangle(), in: rect, .color(Self.separator))]
        }
    }

    /// The `.strikethrough` and `.underline` lines of text drawn at `origins`: each as long as its line.
    static func decorations(of lines: [String], at origins: [Point], font: Font, _ environment: DrawEnvironment)
        -> [DrawCommand]
    {
        let decorations = environment.textDecorations
        guard !decorations.isEmpty else { return [] }
        let thickness = TextDecoration.thickness(size: font.size)
        var commands: [DrawCommand] = []
        for (line, origin) in zip(lines, origins) {
            let trimmed = String(line.reversed().drop(while: \.isWhitespace).reversed())
            guard !trimmed.isEmpty else { continue }
            let size = environment.metrics.size(of: trimmed, font: font)
            for d in decorations {
                let y = origin.y + size.height * d.position - thickness / 2
                let rect = Rect(x: origin.x, y: y, width: size.width, height: thickness)
                commands.append(.fill(Rectangle(), in: rect, .color(d.color ?? environment.foregroundColor)))
            }
        }
        return commands
    }

    private static func filled(
        _ shape: ShapeValue, in rect: Rect, _ fill: Fill?, shadows: [Shadow<Color>], inner: [Shadow<Color>]
    ) -> [DrawCommand] {
        [.filled(shape.insettable, in: rect, fill, shadows: shadows, composition: .chained)]
            + inner.map { .innerShadowed(shape.insettable, in: rect, $0) }
    }

    private static func drawStack(
        _ kind: StackKind, spacing: Double?, alignment: UnitPoint, _ children: [ViewNode], in rect: Rect,
        _ environment: DrawEnvironment
    ) -> [DrawCommand] {
        var environment = environment
        environment.stackAxis = kind
        let frames = stackFrames(kind, spacing: spacing, alignment: alignment, children, in: rect, environment)
        environment.stackGuide = nil
        return drawingOrder(children).flatMap { children[$0].draw(in: frames[$0], environment) }
    }

    /// Where a stack puts each of its children in `rect`: sized by `layout`, one after another along
    /// an H or V stack (the run centred in the rect), aligned across it; a ZStack's all aligned in it.
    static func stackFrames(
        _ kind: StackKind, spacing: Double?, alignment: UnitPoint, _ children: [ViewNode], in rect: Rect,
        _ environment: DrawEnvironment
    ) -> [Rect] {
        let key = environment.stackGuide
        var environment = environment
        environment.stackGuide = nil
        let proposed = ProposedSize(width: rect.width, height: rect.height)
        var sizes = layout(kind, spacing: spacing, children, proposed: proposed, environment, placing: true)
        let gaps = kind == .z ? [] : self.gaps(kind, spacing: spacing, children, in: environment)
        var total = union(kind, sizes, spacing: gaps.reduce(0, +))
        if kind != .z {
            // Placed in its own size, a stack has lost the offer it was sized for (SwiftUI keeps it and
            // lays out again with it): offered its own length, the children share it anew and a text
            // that fitted may wrap. When the run comes out shorter than the stack and the children's
            // ideal lengths fit, they had those: the offer was at least as long.
            let main = kind == .h ? rect.width : rect.height
            if (kind == .h ? total.width : total.height) < main - 0.5 {
                let unbounded =
                    kind == .h
                    ? ProposedSize(width: nil, height: rect.height) : ProposedSize(width: rect.width, height: nil)
                let ideal = layout(kind, spacing: spacing, children, proposed: unbounded, environment, placing: true)
                let idealTotal = union(kind, ideal, spacing: gaps.reduce(0, +))
                if (kind == .h ? idealTotal.width : idealTotal.height) <= main + 0.5 {
                    sizes = ideal
                    total = idealTotal
                }
            }
        }
        var cursor =
            kind == .h ? rect.minX + (rect.width - total.width) / 2 : rect.minY + (rect.height - total.height) / 2
        // Across the axis: by the children's guides when a child sets its own or the stack names one
        // (`AlignmentGuides.swift`); else each child by the alignment's fraction of the room left.
        let guided = guidedAlignment(kind, key, alignment: alignment, children)
        let aligned = guided.map { alignedOffsets(kind, $0, children, sizes: sizes, environment) }
        let across = kind == .h ? rect.height : rect.width
        let runStart = aligned.map { (across - $0.length) * (kind == .h ? alignment.y : alignment.x) } ?? 0
        return sizes.enumerated().map { index, size in
            let gap = index < gaps.count ? gaps[index] : 0
            switch kind {
            case .z:
                return place(size, in: rect, alignment: alignment)
            case .h:
                let y =
                    rect.minY
                    + (aligned.map { runStart + $0.offsets[index] } ?? (rect.height - size.height) * alignment.y)
                defer { cursor += size.width + gap }
                return Rect(x: cursor, y: y, width: size.width, height: size.height)
            case .v:
                let x =
                    rect.minX
                    + (aligned.map { runStart + $0.offsets[index] } ?? (rect.width - size.width) * alignment.x)
                defer { cursor += size.height + gap }
                return Rect(x: x, y: cursor, width: size.width, height: size.height)
            }
        }
    }

    /// The guide an H or V stack lines its children up by, when guides decide it: the one the stack names,
    /// or its alignment's fraction when a child sets its own guide for it; nil when fractions of the
    /// children's lengths do.
    static func guidedAlignment(_ kind: StackKind, _ key: AlignmentKey?, alignment: UnitPoint, _ children: [ViewNode])
        -> AlignmentKey?
    {
        guard kind != .z else { return nil }
        if let key, !key.isFraction { return key }
        let horizontal = kind == .v
        let fraction = AlignmentKey.fraction(horizontal ? alignment.x : alignment.y)
        guard children.contains(where: { $0.hasExplicitGuide(fraction, horizontal: horizontal) }) else { return nil }
        return fraction
    }

    /// The children's indices in the order they are drawn: higher `zIndex` over lower, in the order
    /// written among equals (a stable sort).
    static func drawingOrder(_ children: [ViewNode]) -> [Int] {
        children.indices.sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
    }

    private static func draw(_ child: ViewNode, _ modifier: ViewModifier, in rect: Rect, _ environment: DrawEnvironment)
        -> [DrawCommand]
    {
        if case .viewThatFits(let horizontal, let vertical) = modifier {
            let chosen = fittingChoice(
                child, horizontal: horizontal, vertical: vertical,
                proposed: ProposedSize(width: rect.width, height: rect.height), environment)
            return chosen.draw(in: rect, environment)
        }
        if let inner = childRect(child, modifier, in: rect, environment) {
            return child.draw(in: inner, environment)
        }
        if let changed = environment.applying(modifier) {
            return child.draw(in: rect, changed)
        }
        if viewportClipsNothing(child, modifier, in: rect, environment) { return child.draw(in: rect, environment) }
        switch modifier {
        case .background(let other, let alignment), .overlay(let other, let alignment):
            let secondary = other.draw(in: secondaryRect(other, alignment, in: rect, environment), environment)
            let primary = child.draw(in: rect, environment)
            if case .background = modifier { return secondary + primary }
            return primary + secondary
        case .shadow:
            return ViewNode.modified(child, modifier).drawShadowed(in: rect, environment)
        case .resizableSymbol:
            guard case .image(let image) = child.unmarked else { return child.draw(in: rect, environment) }
            return [.icon(image, in: rect, color: environment.foregroundColor)]
        case .toolbar:
            // Items a navigation container did not take (a preview of a view its parent puts in a
            // NavigationStack) show nowhere, as on iOS.
            return child.draw(in: rect, environment)
        default:
            let drawn = child.draw(in: rect, environment)
            return effect(modifier, on: drawn, in: rect, environment) ?? drawn
        }
    }

    /// Where a modifier that only places its child puts it in `rect` (a padding, a frame, an offset…);
    /// nil for every other modifier.
    static func childRect(_ child: ViewNode, _ modifier: ViewModifier, in rect: Rect, _ environment: DrawEnvironment)
        -> Rect?
    {
        let offer = ProposedSize(width: rect.width, height: rect.height)
        switch modifier {
        case .padding(let e):
            return Rect(
                x: rect.minX + e.leading, y: rect.minY + e.top, width: max(0, rect.width - e.leading - e.trailing),
                height: max(0, rect.height - e.top - e.bottom))
        case .frame(_, _, let alignment):
            return place(child.size(proposed: offer, in: environment), in: rect, alignment: alignment)
        case .aspectRatio(let ratio, let fill):
            let size = aspectSize(child, ratio: ratio, fill: fill, proposed: offer, environment)
            return place(size, in: rect, alignment: .center)
        case .flexibleFrame(let frame):
            return place(child.size(proposed: offer, in: environment), in: rect, alignment: frame.alignment)
        case .offset(let x, let y):
            return rect.offsetBy(dx: x, dy: y)
        case .scrollEdge:
            return rect
        case .position(let x, let y):
            let size = child.size(proposed: offer, in: environment)
            let centre = Point(x: rect.minX + x, y: rect.minY + y)
            return Rect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
        case .fixedSize(let horizontal, let vertical):
            let size = child.size(
                proposed: ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height),
                in: environment)
            return place(size, in: rect, alignment: .center)
        case .scrollContent(let horizontal, let vertical):
            // Its ideal length along the scrolled axes, from the viewport's top and leading edges;
            // across them, centred as a stack would centre it.
            let size = child.size(
                proposed: ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height),
                in: environment)
            return Rect(
                x: horizontal ? rect.minX : rect.minX + (rect.width - size.width) / 2,
                y: vertical ? rect.minY : rect.minY + (rect.height - size.height) / 2, width: size.width,
                height: size.height)
        case .contentShape, .animation, .buttonStyle, .toggleStyle, .toolbarItem, .tabItem, .navigationTitle,
            .ignoresSafeArea, .layoutPriority, .zIndex, .controlStyle, .disabled, .tint, .labelsHidden, .tag, .gesture,
            .hitTestingDisabled, .lifecycle, .source:
            // Nothing to draw or place: the child is where the view is.
            return rect
        default:
            return nil
        }
    }

    /// Where a background's or an overlay's view goes: sized by the view it modifies, aligned in it.
    static func secondaryRect(_ other: ViewNode, _ alignment: UnitPoint, in rect: Rect, _ environment: DrawEnvironment)
        -> Rect
    {
        let size = other.size(proposed: ProposedSize(width: rect.width, height: rect.height), in: environment)
        return place(size, in: rect, alignment: alignment)
    }

    /// Text or a symbol in a gradient (`.foregroundStyle(LinearGradient(…))`): the gradient over the
    /// view's own box, shown where the glyphs are, as SwiftUI paints a shape style through text. A
    /// colour draws the glyphs as they are.
    static func painted(_ glyphs: [DrawCommand], with foreground: Fill, over box: Rect) -> [DrawCommand] {
        guard case .color = foreground else {
            return [.layer(Layer([.fill(Rectangle(), in: box, foreground)], mask: glyphs))]
        }
        return glyphs
    }

    /// What an effect modifier does to whatever its view drew in `rect` (a layer with an opacity, a
    /// transform, a blur, a mask, a shadow cast by all of it); nil for a modifier that is no effect.
    static func effect(_ modifier: ViewModifier, on drawn: [DrawCommand], in rect: Rect, _ environment: DrawEnvironment)
        -> [DrawCommand]?
    {
        switch modifier {
        case .shadow(let shadow):
            return [shadowLayer(of: drawn, shadow, around: rect)] + drawn
        case .blur(let radius):
            return radius > 0 ? [.layer(Layer(drawn, blur: radius))] : drawn
        case .mask(let mask):
            let maskCommands = mask.draw(in: secondaryRect(mask, .center, in: rect, environment), environment)
            return [.layer(Layer(drawn, mask: maskCommands))]
        case .clipShape(let shape):
            return [.layer(Layer(drawn, clip: (shape.insettable, rect)))]
        case .rotation(let radians, _):
            guard radians != 0, radians.isFinite, let turn = effectTransform(modifier, in: rect) else { return drawn }
            var layer = Layer(drawn)
            layer.transform = turn
            return [.layer(layer)]
        case .rotation3D(let rotation):
            var layer = Layer(drawn)
            if let projection = rotation.projection(in: rect) {
                layer.projection = projection
            } else if let flat = rotation.flattened(in: rect) {
                layer.transform = flat
            } else {
                return drawn
            }
            return [.layer(layer)]
        case .compositingGroup:
            var layer = Layer(drawn)
            layer.isolated = true
            return [.layer(layer)]
        case .colorScheme(let scheme):
            return [.layer(Layer(drawn, colorScheme: scheme))]
        case .blendMode(let mode):
            return mode == .normal ? drawn : [.layer(Layer(drawn, blendMode: mode))]
        case .opacity(let opacity):
            return opacity >= 1 ? drawn : [.layer(Layer(drawn, opacity: opacity))]
        case .scaleEffect(let x, let y, let anchor):
            if x == y { return x == 1 ? drawn : [.layer(Layer(drawn, scale: x, anchor: rect.point(at: anchor)))] }
            var layer = Layer(drawn)
            layer.transform = effectTransform(modifier, in: rect)
            return [.layer(layer)]
        case .colorFilter(let filter):
            // Consecutive filters share one layer, folded into one colour matrix.
            if drawn.count == 1, case .layer(var inner) = drawn[0], inner.isOnlyFiltered {
                inner.filters.insert(filter, at: 0)
                return [.layer(inner)]
            }
            return [.layer(Layer(drawn, filters: [filter]))]
        default:
            return nil
        }
    }

    /// Where an effect moves the points of its view: a scale or a rotation about its anchor.
    static func effectTransform(_ modifier: ViewModifier, in rect: Rect) -> AffineTransform? {
        switch modifier {
        case .scaleEffect(let x, let y, let anchor):
            let p = rect.point(at: anchor)
            return AffineTransform(a: x, b: 0, c: 0, d: y, tx: p.x * (1 - x), ty: p.y * (1 - y))
        case .rotation(let radians, let anchor):
            guard radians.isFinite else { return nil }
            let p = rect.point(at: anchor)
            return AffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(AffineTransform(rotationAngle: radians))
                .concatenating(AffineTransform(translationX: p.x, y: p.y))
        default:
            return nil
        }
    }

    /// `view.shadow(a).shadow(b)…`: each shadow is cast by everything inside it, earlier shadows
    /// included (SwiftUI chains them).
    private func drawShadowed(in rect: Rect, _ environment: DrawEnvironment) -> [DrawCommand] {
        var shadows: [Shadow<Color>] = []
        var caster = self
        var environment = environment
        peel: while case .modified(let child, let modifier) = caster {
            switch modifier {
            case .shadow(let shadow): shadows.insert(shadow, at: 0)
            case .foregroundColor(let fill): environment.foreground = fill ?? .color(.primary)
            case .foregroundLevel(let level): environment.foreground = environment.foreground.level(level)
            case .animation, .contentShape, .source: break
            default: break peel
            }
            caster = child
        }
        switch caster {
        case .shape(let shape, .fill(let fill, let inner)),
            .modified(.shape(let shape, .fill(let fill, let inner)), .frame),
            .modified(.shape(let shape, .fill(let fill, let inner)), .flexibleFrame):
            // A frame offers the shape its whole rect, which a shape takes: the shadows are the shape's
            // own, drawn from its cached masks rather than by blurring the pixels of a layer every frame.
            return Self.filled(shape, in: rect, fill ?? environment.foreground, shadows: shadows, inner: inner)
        case .modified(.shape(let shape, .fill), .overlay(.shape(let edge, .stroke(_, let lineWidth, let inside)), _))
        where edge == shape:
            // Fill and stroke cast one shadow: the shape grown by the stroke's outer half.
            let silhouette: ShapeValue = inside ? shape : .inset(shape, by: -lineWidth / 2)
            return [.filled(silhouette.insettable, in: rect, nil, shadows: shadows, composition: .chained)]
                + caster.draw(in: rect, environment)
        default:
            var drawn = caster.draw(in: rect, environment)
            for shadow in shadows { drawn = [Self.shadowLayer(of: drawn, shadow, around: rect)] + drawn }
            return drawn
        }
    }

    /// Any view's shadow: its alpha, tinted, blurred and offset, in layers.
    private static func shadowLayer(of content: [DrawCommand], _ shadow: Shadow<Color>, around rect: Rect)
        -> DrawCommand
    {
        // The tint covers everything the content may draw (its own shadows reach beyond its frame);
        // the mask keeps only the content's alpha.
        let reach = rect.width + rect.height + 6 * shadow.radius + 200
        let tint = DrawCommand.fill(Rectangle(), in: rect.insetBy(dx: -reach, dy: -reach), .color(shadow.color))
        return .layer(
            Layer(
                [.layer(Layer([tint], mask: content))], blur: shadow.radius,
                offset: Point(x: shadow.x, y: shadow.y)))
    }
}

extension Layer {
    /// A layer that only filters its content's colours: another filter can join it.
    fileprivate var isOnlyFiltered: Bool {
        !filters.isEmpty && opacity == 1 && blendMode == .normal && blur == 0 && scale == 1 && offset == .zero
            && clip == nil && mask == nil && colorScheme == nil && transform == nil && !isolated
    }
}

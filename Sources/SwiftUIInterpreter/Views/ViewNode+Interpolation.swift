import Raster
import Style
import UI

/// SwiftUI animates a state change by interpolating the animatable values of the two views (shadow
/// offsets and radii, scales, paddings, corner radii). Two states of a style whose trees have the same
/// shape interpolate the same way; colours, text and structure change at the half-way point.
extension ViewNode {
    /// The view `t` of the way from `self` to `other` (t may overshoot with a spring), or nil when
    /// the two trees differ in structure.
    func interpolated(to other: ViewNode, _ t: Double) -> ViewNode? {
        switch (self, other) {
        case (.empty, .empty), (.label, .label), (.spacer, .spacer), (.divider, .divider):
            return self
        case (.text(let a), .text(let b)) where a == b:
            return self
        case (.image(let a), .image(let b)) where a == b:
            return self
        case (.shape(let s1, let d1), .shape(let s2, let d2)):
            guard let shape = s1.interpolated(to: s2, t), let drawing = d1.interpolated(to: d2, t) else { return nil }
            return .shape(shape, drawing)
        case (.paint(let a), .paint(let b)):
            return .paint(t < 0.5 ? a : b)
        case (.stack(let k1, let sp1, let al1, let c1), .stack(let k2, let sp2, let al2, let c2)):
            guard k1 == k2, c1.count == c2.count, (sp1 == nil) == (sp2 == nil) else { return nil }
            var children: [ViewNode] = []
            for (a, b) in zip(c1, c2) {
                guard let child = a.interpolated(to: b, t) else { return nil }
                children.append(child)
            }
            let spacing = sp1.map { mix($0, sp2!, t) }
            return .stack(k1, spacing: spacing, alignment: al1.mixed(with: al2, t), children)
        case (.modified(let c1, let m1), .modified(let c2, let m2)):
            guard let modifier = m1.interpolated(to: m2, t), let child = c1.interpolated(to: c2, t) else { return nil }
            return .modified(child, modifier)
        default:
            return nil
        }
    }
}

extension UnitPoint {
    func mixed(with other: UnitPoint, _ t: Double) -> UnitPoint {
        UnitPoint(x: mix(x, other.x, t), y: mix(y, other.y, t))
    }
}

extension ShapeValue {
    func interpolated(to other: ShapeValue, _ t: Double) -> ShapeValue? {
        switch (self, other) {
        case (.roundedRectangle(let r1, let s1), .roundedRectangle(let r2, let s2)) where s1 == s2:
            return .roundedRectangle(cornerRadius: max(0, mix(r1, r2, t)), style: s1)
        case (.inset(let a, let i1), .inset(let b, let i2)):
            return a.interpolated(to: b, t).map { .inset($0, by: mix(i1, i2, t)) }
        case (.trimmed(let a, let f1, let t1), .trimmed(let b, let f2, let t2)):
            // A progress ring's `trim(from:to:)` sweeps along the curve.
            return a.interpolated(to: b, t).map { .trimmed($0, from: mix(f1, f2, t), to: mix(t1, t2, t)) }
        case (.transformed(let a, let c1), .transformed(let b, let c2)):
            guard let change = c1.interpolated(to: c2, t) else { return nil }
            return a.interpolated(to: b, t).map { .transformed($0, change) }
        case (.evenOdd(let a), .evenOdd(let b)):
            return a.interpolated(to: b, t).map { .evenOdd($0) }
        case (.custom(let a), .custom(let b)) where a.instance.typeName == b.instance.typeName:
            return a == b ? self : a.interpolated(to: b, t).map { .custom($0) }
        default:
            return self == other ? self : nil
        }
    }
}

extension TransformedShape.Change {
    func interpolated(to other: TransformedShape.Change, _ t: Double) -> TransformedShape.Change? {
        switch (self, other) {
        case (.rotation(let r1, let a1), .rotation(let r2, let a2)):
            return .rotation(radians: mix(r1, r2, t), anchor: a1.mixed(with: a2, t))
        case (.offset(let x1, let y1), .offset(let x2, let y2)):
            return .offset(x: mix(x1, x2, t), y: mix(y1, y2, t))
        case (.scale(let x1, let y1, let a1), .scale(let x2, let y2, let a2)):
            return .scale(x: mix(x1, x2, t), y: mix(y1, y2, t), anchor: a1.mixed(with: a2, t))
        default:
            return nil
        }
    }
}

extension Shadow where ShadowColor == Color {
    func interpolated(to other: Shadow<Color>, _ t: Double) -> Shadow<Color> {
        Shadow(
            color: t < 0.5 ? color : other.color, radius: max(0, mix(radius, other.radius, t)), x: mix(x, other.x, t),
            y: mix(y, other.y, t))
    }
}

extension ShapeDrawing {
    func interpolated(to other: ShapeDrawing, _ t: Double) -> ShapeDrawing? {
        switch (self, other) {
        case (.fill(let f1, let i1), .fill(let f2, let i2)) where i1.count == i2.count:
            return .fill(t < 0.5 ? f1 : f2, innerShadows: zip(i1, i2).map { $0.interpolated(to: $1, t) })
        case (.stroke(let f1, let w1, let inside1), .stroke(let f2, let w2, let inside2)) where inside1 == inside2:
            return .stroke(t < 0.5 ? f1 : f2, lineWidth: max(0, mix(w1, w2, t)), inside: inside1)
        case (.styledStroke(let f1, let s1, let inside1), .styledStroke(let f2, let s2, let inside2))
        where inside1 == inside2 && s1.lineCap == s2.lineCap && s1.lineJoin == s2.lineJoin
            && s1.dash.count == s2.dash.count:
            var style = s1
            style.lineWidth = max(0, mix(s1.lineWidth, s2.lineWidth, t))
            style.miterLimit = mix(s1.miterLimit, s2.miterLimit, t)
            style.dash = zip(s1.dash, s2.dash).map { max(0, mix($0, $1, t)) }
            style.dashPhase = mix(s1.dashPhase, s2.dashPhase, t)
            return .styledStroke(t < 0.5 ? f1 : f2, style, inside: inside1)
        default:
            return nil
        }
    }
}

extension ViewModifier {
    func interpolated(to other: ViewModifier, _ t: Double) -> ViewModifier? {
        func m(_ a: Double, _ b: Double) -> Double { mix(a, b, t) }
        switch (self, other) {
        case (.padding(let a), .padding(let b)):
            return .padding(
                EdgeInsets(
                    top: m(a.top, b.top), leading: m(a.leading, b.leading), bottom: m(a.bottom, b.bottom),
                    trailing: m(a.trailing, b.trailing)))
        case (.frame(let w1, let h1, let a1), .frame(let w2, let h2, let a2))
        where (w1 == nil) == (w2 == nil) && (h1 == nil) == (h2 == nil):
            return .frame(
                width: w1.map { max(0, m($0, w2!)) }, height: h1.map { max(0, m($0, h2!)) },
                alignment: a1.mixed(with: a2, t))
        case (.background(let v1, let a1), .background(let v2, let a2)):
            return v1.interpolated(to: v2, t).map { .background($0, alignment: a1.mixed(with: a2, t)) }
        case (.overlay(let v1, let a1), .overlay(let v2, let a2)):
            return v1.interpolated(to: v2, t).map { .overlay($0, alignment: a1.mixed(with: a2, t)) }
        case (.mask(let v1), .mask(let v2)):
            return v1.interpolated(to: v2, t).map { .mask($0) }
        case (.shadow(let s1), .shadow(let s2)):
            return .shadow(s1.interpolated(to: s2, t))
        case (.blur(let a), .blur(let b)):
            return .blur(max(0, m(a, b)))
        case (.offset(let x1, let y1), .offset(let x2, let y2)):
            return .offset(x: m(x1, x2), y: m(y1, y2))
        case (.opacity(let a), .opacity(let b)):
            return .opacity(min(max(m(a, b), 0), 1))
        case (.scaleEffect(let x1, let y1, let a1), .scaleEffect(let x2, let y2, let a2)):
            return .scaleEffect(x: m(x1, x2), y: m(y1, y2), anchor: a1.mixed(with: a2, t))
        case (.clipShape(let s1), .clipShape(let s2)):
            return s1.interpolated(to: s2, t).map { .clipShape($0) }
        case (.contentShape, .contentShape), (.blendMode, .blendMode), (.foregroundColor, .foregroundColor),
            (.font, .font), (.fontWeight, .fontWeight), (.animation, .animation), (.buttonStyle, .buttonStyle),
            (.toggleStyle, .toggleStyle),
            (.navigationTitle, .navigationTitle), (.ignoresSafeArea, .ignoresSafeArea), (.aspectRatio, .aspectRatio),
            (.controlStyle, .controlStyle), (.tint, .tint), (.labelsHidden, .labelsHidden), (.disabled, .disabled),
            (.lineLimit, .lineLimit), (.minimumScaleFactor, .minimumScaleFactor), (.truncationMode, .truncationMode),
            (.multilineTextAlignment, .multilineTextAlignment), (.tag, .tag),
            (.hitTestingDisabled, .hitTestingDisabled), (.textCase, .textCase), (.imageScale, .imageScale),
            (.fontChange, .fontChange), (.resizableSymbol, .resizableSymbol), (.colorFilter, .colorFilter),
            (.fixedSize, .fixedSize), (.scrollContent, .scrollContent), (.source, .source),
            (.viewThatFits, .viewThatFits),
            (.layoutPriority, .layoutPriority), (.zIndex, .zIndex),
            (.compositingGroup, .compositingGroup), (.colorScheme, .colorScheme), (.dynamicTypeSize, .dynamicTypeSize),
            (.toolbar, .toolbar),
            (.toolbarItem, .toolbarItem), (.tabItem, .tabItem), (.rotation3D, .rotation3D), (.list, .list),
            (.scrollEdge, .scrollEdge):
            return t < 0.5 ? self : other
        case (.gesture, .gesture), (.lifecycle, .lifecycle):
            // What the view does is the new state's: its closures see the new values.
            return other
        case (.rotation(let r1, let a1), .rotation(let r2, let a2)):
            return .rotation(radians: mix(r1, r2, t), anchor: a1.mixed(with: a2, t))
        case (.position(let x1, let y1), .position(let x2, let y2)):
            return .position(x: mix(x1, x2, t), y: mix(y1, y2, t))
        default:
            return nil
        }
    }
}

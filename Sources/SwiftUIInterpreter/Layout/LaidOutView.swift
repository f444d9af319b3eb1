import Raster
import Style
import SwiftSource
import UI

/// A view as layout placed it, for `--layout`'s `"views"`: its type (`Text`, `HStack`, `Button`, a
/// struct of the file), a `Text`'s string, its frame in the screen's points before render effects (a
/// `scaleEffect`, an `offset`), and the code that made it where that is known (a struct of the file).
public struct LaidOutView: Sendable, Equatable {
    public var type: String
    public var text: String?
    public var frame: Rect
    public var location: SourceLocation?
    /// A placeholder for what the code could not make (`Placeholder`): its outline and name are not
    /// listed as views of their own.
    public var isPlaceholder = false
}

extension ViewNode {
    /// Every view of the tree placed in `rect`, in tree order (a view before what it holds), with the
    /// frames the same layout gives them that draws and places the screen.
    func laidOutViews(in rect: Rect, _ environment: DrawEnvironment) -> [LaidOutView] {
        var views: [LaidOutView] = []
        collect(in: rect, environment, into: &views)
        return views
    }

    private func collect(in rect: Rect, _ environment: DrawEnvironment, into views: inout [LaidOutView]) {
        func add(_ type: String, text: String? = nil) {
            views.append(LaidOutView(type: type, text: text, frame: rect, location: nil))
        }
        switch self {
        case .empty, .label:
            return
        case .text(let string):
            add("Text", text: environment.cased(string))
        case .styledText(let text):
            add("Text", text: environment.cased(text.string))
        case .image, .asset:
            add("Image")
        case .shape(let shape, _):
            add(shape.typeName)
        case .paint(let fill):
            add(fill.typeName)
        case .spacer:
            add("Spacer")
        case .divider:
            add("Divider")
        case .control(let control):
            add(control.kind.typeName)
        case .stack(let kind, let spacing, let alignment, let children):
            add(kind == .h ? "HStack" : kind == .v ? "VStack" : "ZStack")
            var inner = environment
            inner.stackAxis = kind
            let frames = Self.stackFrames(kind, spacing: spacing, alignment: alignment, children, in: rect, inner)
            inner.stackGuide = nil
            for (child, frame) in zip(children, frames) { child.collect(in: frame, inner, into: &views) }
        case .grid(let grid):
            add(grid.isVertical ? "LazyVGrid" : "LazyHGrid")
            Self.collectCells(
                of: grid.lowered(length: grid.isVertical ? rect.width : rect.height), in: rect, environment,
                into: &views)
        case .customLayout(let layout):
            views.append(LaidOutView(type: layout.instance.typeName, text: nil, frame: rect, location: layout.location))
            for (subview, frame) in zip(layout.subviews, layout.frames(in: rect, environment)) {
                subview.collect(in: frame, environment, into: &views)
            }
        case .list(let list):
            add(list.typeName)
            list.lowered(width: rect.width, in: environment).collect(in: rect, environment, into: &views)
        case .alignedGrid(let grid):
            add("Grid")
            Self.collectCells(of: grid.lowered(width: rect.width, in: environment), in: rect, environment, into: &views)
        case .geometry(let reader):
            add("GeometryReader")
            guard case .success(let content) = reader.content(in: rect) else { return }
            let size = content.size(proposed: ProposedSize(width: rect.width, height: rect.height), in: environment)
            content.collect(
                in: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height), environment, into: &views)
        case .modified(let child, let modifier):
            collect(child, modifier, in: rect, environment, into: &views)
        }
    }

    /// The cells of a grid lowered to a stack of lines of cells: the lines are stacks of ours, not
    /// views of the file, so only what is in them is listed (a line that is a view of the file, a
    /// `Grid`'s row across it, is listed whole).
    private static func collectCells(
        of lowered: ViewNode, in rect: Rect, _ environment: DrawEnvironment, into views: inout [LaidOutView]
    ) {
        guard case .stack(let kind, let spacing, let alignment, let lines) = lowered else {
            return lowered.collect(in: rect, environment, into: &views)
        }
        var inner = environment
        inner.stackAxis = kind
        let frames = stackFrames(kind, spacing: spacing, alignment: alignment, lines, in: rect, inner)
        for (line, frame) in zip(lines, frames) {
            guard case .stack(let lineKind, let lineSpacing, let lineAlignment, let cells) = line else {
                line.collect(in: frame, inner, into: &views)
                continue
            }
            var cellEnvironment = inner
            cellEnvironment.stackAxis = lineKind
            let cellFrames = stackFrames(
                lineKind, spacing: lineSpacing, alignment: lineAlignment, cells, in: frame, cellEnvironment)
            for (cell, cellFrame) in zip(cells, cellFrames) {
                cell.collect(in: cellFrame, cellEnvironment, into: &views)
            }
        }
    }

    private func collect(
        _ child: ViewNode, _ modifier: ViewModifier, in rect: Rect, _ environment: DrawEnvironment,
        into views: inout [LaidOutView]
    ) {
        switch modifier {
        case .source(let source) where source.isSwiftUIs:
            // The view lists itself; the marker only says where it was written.
            let first = views.count
            child.collect(in: rect, environment, into: &views)
            if views.count > first, views[first].location == nil { views[first].location = source.location }
        case .source(let source):
            views.append(
                LaidOutView(
                    type: source.typeName, text: nil, frame: rect, location: source.location,
                    isPlaceholder: source.isPlaceholder))
            if !source.isPlaceholder { child.collect(in: rect, environment, into: &views) }
        case .gauge:
            // A Gauge is drawn as stacks and shapes; the report names it, then its parts.
            views.append(LaidOutView(type: "Gauge", text: nil, frame: rect, location: nil))
            child.collect(in: rect, environment, into: &views)
        case .offset:
            // Where layout put it: an offset moves the drawing, not the frame.
            child.collect(in: rect, environment, into: &views)
        case .viewThatFits(let horizontal, let vertical):
            views.append(LaidOutView(type: "ViewThatFits", text: nil, frame: rect, location: nil))
            let chosen = Self.fittingChoice(
                child, horizontal: horizontal, vertical: vertical,
                proposed: ProposedSize(width: rect.width, height: rect.height), environment)
            chosen.collect(in: rect, environment, into: &views)
        case .scrollContent:
            views.append(LaidOutView(type: "ScrollView", text: nil, frame: rect, location: nil))
            if let frame = Self.childRect(child, modifier, in: rect, environment) {
                child.collect(in: frame, environment, into: &views)
            }
        case .background(let other, let alignment), .overlay(let other, let alignment):
            child.collect(in: rect, environment, into: &views)
            other.collect(in: Self.secondaryRect(other, alignment, in: rect, environment), environment, into: &views)
        case .toolbar:
            // Outside a navigation container its items show nowhere (`ViewNode.draw`).
            child.collect(in: rect, environment, into: &views)
        case .mask:
            child.collect(in: rect, environment, into: &views)
        default:
            if let frame = Self.childRect(child, modifier, in: rect, environment) {
                child.collect(in: frame, environment, into: &views)
            } else {
                child.collect(in: rect, environment.applying(modifier) ?? environment, into: &views)
            }
        }
    }
}

extension ShapeValue {
    /// The SwiftUI type that draws it.
    var typeName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .roundedRectangle: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .path: "Path"
        case .custom(let shape): shape.instance.typeName
        case .inset(let shape, _), .trimmed(let shape, _, _), .transformed(let shape, _), .evenOdd(let shape):
            shape.typeName
        }
    }
}

extension Fill {
    /// The SwiftUI type of a colour or gradient used as a view.
    var typeName: String {
        switch self {
        case .color: "Color"
        case .linearGradient, .linearGradientStops: "LinearGradient"
        case .radialGradient: "RadialGradient"
        default: "AngularGradient"
        }
    }
}

extension ControlNode.Kind {
    /// The SwiftUI type of the control.
    var typeName: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .textField: "TextField"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .picker: "Picker"
        case .progress: "ProgressView"
        case .choice: "Button"
        }
    }
}

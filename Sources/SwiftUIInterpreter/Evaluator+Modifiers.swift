import Raster
import Style
import SwiftSource
import UI

/// Methods and modifiers: `.opacity` on a colour, `.fill` on a shape, and SwiftUI's view modifiers,
/// each wrapping the view so far.
extension Evaluator {
    /// Modifiers that draw, in the order the error message lists them.
    static let supportedModifiers = [
        "fill", "stroke", "strokeBorder", "shadow", "blur", "offset", "mask", "overlay", "background", "clipShape",
        "contentShape", "blendMode", "opacity", "scaleEffect", "padding", "frame", "foregroundColor",
        "foregroundStyle", "font", "animation", "buttonStyle", "toggleStyle", "resizable", "scaledToFit",
        "scaledToFill", "aspectRatio", "toolbar", "bold", "fontWeight", "cornerRadius", "navigationTitle",
        "navigationBarTitle", "ignoresSafeArea",
        "edgesIgnoringSafeArea",
    ]

    /// Methods of values that are not view modifiers: `Color.opacity`, `Shape.inset(by:)`, `Bool.toggle()`.
    static let methods: Set<String> = ["inset", "toggle", "bold", "weight"]

    /// Modifiers that change no pixels of a control: accepted and listed as ignored.
    static let ignoredModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden",
        "accessibilityAction", "accessibilitySortPriority", "help", "id",
        "tag", "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "gesture",
        "simultaneousGesture", "labelsHidden", "hoverEffect",
        "sensoryFeedback",
        "keyboardShortcut", "transition", "zIndex", "allowsHitTesting", "focusable", "compositingGroup",
        "drawingGroup", "textCase", "lineLimit", "multilineTextAlignment", "imageScale", "symbolRenderingMode",
        "contextMenu", "disabled", "tint", "accentColor", "controlSize", "environment", "dynamicTypeSize", "alert",
        "sheet", "confirmationDialog", "popover", "refreshable", "searchable", "task", "onSubmit", "submitLabel",
        "navigationBarTitleDisplayMode", "statusBarHidden", "previewDisplayName", "previewLayout", "previewDevice",
        "previewInterfaceOrientation", "previewContext",
    ]

    func apply(_ name: String, _ arguments: [EvaluatedArgument], to base: Value, at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        var list = ArgumentList(arguments, callee: ".\(name)", at: at)
        switch (base, name) {
        case (.color, "opacity"), (.implicitMember, "opacity"):
            // `.black.opacity(0.2)` where a colour is expected is a colour.
            let o = try list.required(nil)
            try list.finish()
            return .color(try color(base, at: at).opacity(try Convert.number(o.value, at: o.location)))
        case (.color, "shadow"), (.shapeStyle, "shadow"):
            if let style = list.take(nil) {
                let (fill, inner) = try shapeStyle(base, at: at)
                try list.finish()
                let shadow = try shadowStyle(style.value, at: style.location)
                return .shapeStyle(fill, innerShadows: inner + [shadow])
            }
        case (.shape(let s), "inset"):
            let amount = try list.required("by")
            try list.finish()
            return .shape(.inset(s, by: try Convert.length(amount.value, at: amount.location, "the inset")))
        case (.shape(let s), "fill"):
            let style = list.take(nil)
            _ = list.take("style")
            try list.finish()
            guard let style else { return .view(.shape(s, .fill(nil, innerShadows: []))) }
            let (fill, inner) = try shapeStyle(style.value, at: style.location)
            return .view(.shape(s, .fill(fill, innerShadows: inner)))
        case (.shape(let s), "stroke"), (.shape(let s), "strokeBorder"):
            let style = list.take(nil)
            let lineWidth = try list.take("lineWidth").map { a throws(EvaluationError) in
                try Convert.length(a.value, at: a.location, "the line width")
            }
            _ = list.take("antialiased")
            try list.finish()
            let fill = try style.map { a throws(EvaluationError) in try shapeStyle(a.value, at: a.location).fill }
            return .view(.shape(s, .stroke(fill, lineWidth: max(0, lineWidth ?? 1), inside: name == "strokeBorder")))
        case (.font(let f), "bold"):
            try list.finish()
            return .font(f.weight(.bold))
        case (.implicitMember, "bold"), (.implicitMember, "weight"):
            // `.title.bold()` where a font is expected.
            return try apply(name, arguments, to: .font(try font(base, at: at)), at: at)
        case (.font(let f), "weight"):
            let w = try list.required(nil)
            try list.finish()
            guard case .implicitMember(let name, _) = w.value, let weight = Builtins.fontWeights[name] else {
                throw EvaluationError(location: w.location, message: "the weight must be .regular, .semibold or .bold")
            }
            return .font(f.weight(weight))
        case (.bool, "toggle"):
            throw EvaluationError(
                location: at, message: "a style's body cannot change configuration.isOn; do it in a Button's action")
        default:
            break
        }
        return .view(try modify(try view(base, at: at), name, &list, at: at))
    }

    /// `.inner(color:radius:x:y:)`: a shape style's inner shadow.
    private func shadowStyle(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Shadow<Color> {
        guard case .implicitCall(let kind, let arguments, let at) = value, kind == "inner" else {
            throw EvaluationError(
                location: location,
                message: "a shape style's shadow must be .inner(color:radius:x:y:); drop shadows go on the view")
        }
        var list = ArgumentList(arguments, callee: ".inner", at: at)
        let shadow = try shadow(&list, at: at)
        try list.finish()
        return shadow
    }

    /// `color:radius:x:y:` as `.shadow` and `.inner` take them (SwiftUI's default colour is black 33 %).
    private func shadow(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Shadow<Color> {
        let tint = try list.take("color").map { a throws(EvaluationError) in try color(a.value, at: a.location) }
        let radius = try list.required("radius")
        func length(_ label: String) throws(EvaluationError) -> Double {
            try list.take(label).map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, label) }
                ?? 0
        }
        let x = try length("x")
        let y = try length("y")
        return Shadow(
            color: tint ?? Color.black.opacity(0.33),
            radius: max(0, try Convert.length(radius.value, at: radius.location, "the shadow radius")), x: x, y: y)
    }

    private func modify(_ node: ViewNode, _ name: String, _ list: inout ArgumentList, at: SourceLocation)
        throws(EvaluationError) -> ViewNode
    {
        func wrap(_ modifier: ViewModifier) throws(EvaluationError) -> ViewNode {
            try list.finish()
            return .modified(node, modifier)
        }
        func number(_ a: EvaluatedArgument, _ what: String) throws(EvaluationError) -> Double {
            try Convert.length(a.value, at: a.location, what)
        }
        switch name {
        case "fill", "stroke", "strokeBorder":
            throw EvaluationError(
                location: at, message: ".\(name) applies to a shape, not to \(ViewDescription.of(node))")
        case "shadow":
            return try wrap(.shadow(try shadow(&list, at: at)))
        case "blur":
            let radius = try list.required("radius")
            _ = list.take("opaque")
            return try wrap(.blur(max(0, try number(radius, "the blur radius"))))
        case "offset":
            if let size = list.take(nil) {
                // `.offset(CGSize(width:height:))`, `.offset(dragOffset)`.
                guard case .tuple(let elements) = size.value,
                    let w = elements.first(where: { $0.label == "width" })?.value.numeric,
                    let h = elements.first(where: { $0.label == "height" })?.value.numeric
                else {
                    throw EvaluationError(location: size.location, message: ".offset takes a CGSize or x: and y:")
                }
                return try wrap(.offset(x: w, y: h))
            }
            let x = try list.take("x").map { a throws(EvaluationError) in try number(a, "x") } ?? 0
            let y = try list.take("y").map { a throws(EvaluationError) in try number(a, "y") } ?? 0
            return try wrap(.offset(x: x, y: y))
        case "mask", "overlay", "background":
            let alignment = try list.take("alignment").map { a throws(EvaluationError) in
                try unitPoint(a.value, at: a.location)
            }
            let content = try list.required(nil, or: "content")
            _ = list.take("ignoresSafeAreaEdges")
            let other = try view(content.value, at: content.location)
            switch name {
            case "mask": return try wrap(.mask(other))
            case "overlay": return try wrap(.overlay(other, alignment: alignment ?? .center))
            default: return try wrap(.background(other, alignment: alignment ?? .center))
            }
        case "clipShape", "contentShape":
            let shapeArgument = try list.required(nil)
            _ = list.take("style")
            let s = try shape(shapeArgument.value, at: shapeArgument.location)
            return try wrap(name == "clipShape" ? .clipShape(s) : .contentShape(s))
        case "blendMode":
            let mode = try list.required(nil)
            return try wrap(.blendMode(try blendMode(mode.value, at: mode.location)))
        case "opacity":
            let o = try list.required(nil)
            return try wrap(.opacity(min(max(try Convert.number(o.value, at: o.location), 0), 1)))
        case "scaleEffect":
            let anchor = try list.take("anchor").map { a throws(EvaluationError) in
                try unitPoint(a.value, at: a.location)
            }
            if let k = list.take(nil) {
                let scale = try number(k, "the scale")
                return try wrap(.scaleEffect(x: scale, y: scale, anchor: anchor ?? .center))
            }
            let x = try list.take("x").map { a throws(EvaluationError) in try number(a, "the scale") } ?? 1
            let y = try list.take("y").map { a throws(EvaluationError) in try number(a, "the scale") } ?? 1
            guard x == y else {
                throw EvaluationError(
                    location: at, message: ".scaleEffect(x:y:) with different scales is not supported")
            }
            return try wrap(.scaleEffect(x: x, y: y, anchor: anchor ?? .center))
        case "padding":
            return try wrap(.padding(try paddingInsets(&list, at: at)))
        case "bold":
            let active = try list.take(nil).map { a throws(EvaluationError) in try Convert.bool(a.value, at: a.location)
            }
            return active == false ? node : try wrap(.fontWeight(.bold))
        case "fontWeight":
            let w = try list.required(nil)
            guard case .implicitMember(let name, _) = w.value, let weight = Builtins.fontWeights[name] else {
                throw EvaluationError(location: w.location, message: "the weight must be .regular, .semibold or .bold")
            }
            return try wrap(.fontWeight(weight))
        case "cornerRadius":
            // SwiftUI's deprecated shorthand for clipping to a rounded rectangle.
            let r = try list.required(nil)
            _ = list.take("antialiased")
            return try wrap(
                .clipShape(
                    .roundedRectangle(cornerRadius: max(0, try number(r, "the corner radius")), style: .circular)))
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            // Regions and edges are not told apart: the view reaches every edge of the bars.
            _ = list.take(nil)
            _ = list.take("edges")
            return try wrap(.ignoresSafeArea)
        case "navigationTitle", "navigationBarTitle":
            let title = try list.required(nil)
            _ = list.take("displayMode")
            guard case .view(.text(let text)) = title.value else {
                return try wrap(.navigationTitle(try Convert.string(title.value, at: title.location)))
            }
            return try wrap(.navigationTitle(text))
        case "frame":
            let bounds = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if bounds.contains(where: { list.labels.contains($0) }) {
                func bound(_ label: String) throws(EvaluationError) -> Double? {
                    guard let a = list.take(label) else { return nil }
                    if case .implicitMember("infinity", _) = a.value, label.hasPrefix("max") { return .infinity }
                    return max(0, try number(a, label))
                }
                var frame = FlexibleFrame(
                    minWidth: try bound("minWidth"), maxWidth: try bound("maxWidth"), minHeight: try bound("minHeight"),
                    maxHeight: try bound("maxHeight"), alignment: .center)
                _ = list.take("idealWidth")
                _ = list.take("idealHeight")
                if let a = list.take("alignment") { frame.alignment = try unitPoint(a.value, at: a.location) }
                return try wrap(.flexibleFrame(frame))
            }
            let width = try list.take("width").map { a throws(EvaluationError) in max(0, try number(a, "the width")) }
            let height = try list.take("height").map { a throws(EvaluationError) in max(0, try number(a, "the height"))
            }
            let alignment = try list.take("alignment").map { a throws(EvaluationError) in
                try unitPoint(a.value, at: a.location)
            }
            return try wrap(.frame(width: width, height: height, alignment: alignment ?? .center))
        case "foregroundColor", "foregroundStyle":
            let style = try list.required(nil)
            if case .void = style.value { return try wrap(.foregroundColor(nil)) }
            return try wrap(.foregroundColor(try shapeStyle(style.value, at: style.location).fill))
        case "font":
            let f = try list.required(nil)
            return try wrap(.font(try font(f.value, at: f.location)))
        case "buttonStyle", "toggleStyle":
            let choice = try list.required(nil)
            let style = try styleChoice(
                choice.value, protocol: name == "buttonStyle" ? "ButtonStyle" : "ToggleStyle", at: choice.location)
            return try wrap(name == "buttonStyle" ? .buttonStyle(style) : .toggleStyle(style))
        case "toolbar":
            let content = try list.required(nil, or: "content")
            try list.finish()
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: ".toolbar takes its items in braces { … }")
            }
            let items = try children(closure).map { child in
                if case .modified(let item, .toolbarItem(let placement)) = child {
                    return ToolbarItem(placement: placement, content: item)
                }
                return ToolbarItem(placement: .topTrailing, content: child)
            }
            return .modified(node, .toolbar(items))
        case "resizable":
            _ = list.take("capInsets")
            _ = list.take("resizingMode")
            try list.finish()
            guard case .asset(let image, _) = node else {
                throw EvaluationError(location: at, message: ".resizable() applies to an Image(\"name\")")
            }
            return .asset(image, resizable: true)
        case "scaledToFit", "scaledToFill":
            return try wrap(.aspectRatio(nil, fill: name == "scaledToFill"))
        case "aspectRatio":
            let ratio = try list.take(nil).map { a throws(EvaluationError) in
                let r = try Convert.number(a.value, at: a.location)
                guard r > 0, r.isFinite else {
                    throw EvaluationError(location: a.location, message: "the aspect ratio must be positive")
                }
                return r
            }
            var fill = false
            if let mode = list.take("contentMode") {
                guard case .implicitMember(let m, _) = mode.value, m == "fit" || m == "fill" else {
                    throw EvaluationError(location: mode.location, message: "the content mode is .fit or .fill")
                }
                fill = m == "fill"
            }
            return try wrap(.aspectRatio(ratio, fill: fill))
        case "animation":
            let a = try list.required(nil)
            _ = list.take("value")
            return try wrap(.animation(try animation(a.value, at: a.location)))
        default:
            if Self.ignoredModifiers.contains(name) {
                noteIgnored(name, at: at)
                return node
            }
            throw EvaluationError(
                location: at,
                message: "`.\(name)` is not supported; supported modifiers: "
                    + Self.supportedModifiers.map { "." + $0 }.joined(separator: ", "))
        }
    }

    /// `DarkButtonStyle()`, `.neumorphic(color:)` (an extension's static member), `.plain`.
    private func styleChoice(_ value: Value, protocol kind: String, at location: SourceLocation) throws(EvaluationError)
        -> StyleChoice
    {
        switch value {
        case .instance(let instance) where try program.conformances(of: instance.typeName).contains(kind):
            return .instance(instance)
        case .implicitMember(let name, let at):
            if let member = try program.staticMember(name, of: kind) {
                return try styleChoice(try staticValue(member, of: kind), protocol: kind, at: at)
            }
            return .system(name)
        case .implicitCall(let name, let arguments, let at):
            guard let member = try program.staticMember(name, of: kind), case .function(let f) = member.kind else {
                throw EvaluationError(location: at, message: "\(kind) has no member '\(name)' in this module")
            }
            var none: Instance?
            var scope = Scope()
            let made = try callFunction(
                f, at: member.location, arguments: arguments, argumentExpressions: [], instance: &none, selfType: kind,
                callAt: at, &scope)
            return try styleChoice(made, protocol: kind, at: at)
        default:
            throw EvaluationError(location: location, message: "expected a \(kind), got \(value.kindName)")
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading], 8)`.
    private func paddingInsets(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> EdgeInsets {
        var first = list.take(nil)
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        if let edgeArgument = first, edgeArgument.value.numeric != nil {
            // `.padding(8)`: all edges.
        } else if let edgeArgument = first {
            edges = try self.edges(edgeArgument.value, at: edgeArgument.location)
            first = list.take(nil)
        }
        let amount =
            try first.map { a throws(EvaluationError) in try Convert.length(a.value, at: a.location, "the padding") }
            ?? 16
        var insets = EdgeInsets()
        if edges.contains("top") { insets.top = amount }
        if edges.contains("leading") { insets.leading = amount }
        if edges.contains("bottom") { insets.bottom = amount }
        if edges.contains("trailing") { insets.trailing = amount }
        return insets
    }

    private func edges(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Set<String> {
        switch value {
        case .implicitMember(let name, let at):
            switch name {
            case "all": return ["top", "leading", "bottom", "trailing"]
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case "top", "leading", "bottom", "trailing": return [name]
            default: throw EvaluationError(location: at, message: "'.\(name)' is not an edge")
            }
        case .array(let values):
            var all: Set<String> = []
            for v in values { all.formUnion(try edges(v, at: location)) }
            return all
        default:
            throw EvaluationError(location: location, message: "expected edges or a length, got \(value.kindName)")
        }
    }
}

/// Names a view for messages.
enum ViewDescription {
    static func of(_ node: ViewNode) -> String {
        switch node {
        case .empty: "an empty view"
        case .label: "the label"
        case .text: "a Text"
        case .image: "an Image"
        case .shape: "a shape that is already filled or stroked"
        case .paint: "a colour"
        case .stack: "a stack"
        case .modified: "a modified view"
        case .spacer: "a Spacer"
        case .control: "a control"
        case .asset: "an Image"
        case .divider: "a Divider"
        }
    }
}

import Raster
import Style
import SwiftSource

/// SwiftUI's initialisers and static functions, as style files call them.
extension Evaluator {
    func construct(builtin type: String, _ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        if let declared = try constructDeclared(type, arguments, at: at) { return declared }
        var list = ArgumentList(arguments, callee: type, at: at)
        let value: Value
        switch type {
        case "Circle": value = .shape(.circle)
        case "Ellipse": value = .shape(.ellipse)
        case "Rectangle": value = .shape(.rectangle)
        case "Capsule":
            let style = try list.take("style").map { a throws(EvaluationError) in
                try cornerStyle(a.value, at: a.location)
            }
            value = .shape(.capsule(style ?? .circular))
        case "RoundedRectangle":
            let radius = try list.required("cornerRadius")
            let style = try list.take("style").map { a throws(EvaluationError) in
                try cornerStyle(a.value, at: a.location)
            }
            let r = try Convert.length(radius.value, at: radius.location, "the corner radius")
            value = .shape(.roundedRectangle(cornerRadius: max(0, r), style: style ?? .circular))
        case "Color", "UIColor":
            value = .color(try colorInitializer(&list, at: at))
        case "LinearGradient":
            let colors: [Color]
            if let gradient = list.take("gradient") {
                guard case .gradient(let c) = gradient.value else {
                    throw EvaluationError(
                        location: gradient.location, message: "expected a Gradient, got \(gradient.value.kindName)")
                }
                colors = c
            } else if let list0 = list.take("colors") {
                colors = try colorArray(list0.value, at: list0.location)
            } else {
                throw EvaluationError(
                    location: at, message: "LinearGradient needs gradient: or colors:, with startPoint: and endPoint:")
            }
            let start = try list.required("startPoint")
            let end = try list.required("endPoint")
            value = .shapeStyle(
                .linearGradient(
                    colors, startPoint: try unitPoint(start.value, at: start.location),
                    endPoint: try unitPoint(end.value, at: end.location)), innerShadows: [])
        case "Gradient":
            if let stops = list.take("stops") {
                value = .instance(Instance(typeName: "Gradient", properties: ["stops": stops.value]))
                break
            }
            let colors = try list.required("colors")
            value = .gradient(try colorArray(colors.value, at: colors.location))
        case "UnitPoint":
            let x = try list.required("x")
            let y = try list.required("y")
            value = .unitPoint(
                UnitPoint(
                    x: try Convert.length(x.value, at: x.location, "x"),
                    y: try Convert.length(y.value, at: y.location, "y")))
        case "Divider":
            value = .view(.divider)
        case "ScrollView":
            // Shown at rest, scrolled to the top (it does not scroll).
            _ = list.take("showsIndicators")
            // `ScrollView(.horizontal) { … }`: the axes come first, the content last.
            let unlabelled = list.takeAll(nil)
            guard let content = unlabelled.last ?? list.take("content"), case .closure(let closure) = content.value
            else {
                throw EvaluationError(location: at, message: "ScrollView takes its views in braces { … }")
            }
            let views = try children(closure)
            let scrolled = views.count == 1 ? views[0] : ViewNode.stack(.v, spacing: nil, alignment: .center, views)
            // It takes all the room offered and starts at its top, as an unscrolled ScrollView does.
            value = .view(
                .modified(
                    scrolled,
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: .top)))
            )
        case "LazyVStack", "LazyHStack":
            // Laziness changes what is built off screen, not what is drawn: a stack.
            return try construct(
                builtin: type == "LazyVStack" ? "VStack" : "HStack", arguments.filter { $0.label != "pinnedViews" },
                at: at)
        case "ZStack", "HStack", "VStack":
            let alignment = try list.take("alignment").map { a throws(EvaluationError) in
                try unitPoint(a.value, at: a.location)
            }
            let spacing = try list.take("spacing").map { a throws(EvaluationError) in
                try Convert.length(a.value, at: a.location, "the spacing")
            }
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "\(type) takes its views in braces { … }")
            }
            let kind: StackKind = type == "ZStack" ? .z : type == "HStack" ? .h : .v
            value = .view(.stack(kind, spacing: spacing, alignment: alignment ?? .center, try children(closure)))
        case "NavigationView", "NavigationStack", "List":
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "\(type) takes its views in braces { … }")
            }
            let views = try children(closure)
            if type == "List" {
                value = .view(PlainList.make(views))
            } else {
                value = .view(
                    NavigationChrome.make(
                        views.count == 1 ? views[0] : .stack(.v, spacing: nil, alignment: .center, views)))
            }
        case "Label":
            // SwiftUI's Label: the symbol beside the title.
            let title = try list.required(nil, or: "title")
            let symbol = try list.required("systemImage")
            value = .view(
                try titled(
                    try Convert.string(title.value, at: title.location),
                    symbol: try Convert.string(symbol.value, at: symbol.location),
                    at: at))
        case "buildIf":
            // ViewBuilder's optional content, called as a function: the content when the condition holds.
            let condition = try list.required(nil)
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "buildIf takes its views in braces { … }")
            }
            value = .view(
                try Convert.bool(condition.value, at: condition.location) ? try self.content(closure) : .empty)
        case "EditButton":
            value = .view(
                screen != nil
                    ? .control(ControlNode(kind: .button(action: nil), label: .text("Edit"), location: at))
                    : .text("Edit"))
        case "ToolbarItem", "ToolbarItemGroup":
            let placement = list.take("placement")
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "\(type) takes its view in braces { … }")
            }
            let edge = try placement.map { p throws(EvaluationError) in try toolbarPlacement(p.value, at: p.location) }
            let views = try children(closure)
            let item = views.count == 1 ? views[0] : .stack(.h, spacing: nil, alignment: .center, views)
            value = .view(.modified(item, .toolbarItem(edge ?? .topTrailing)))
        case "Group":
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "Group takes its views in braces { … }")
            }
            let views = try children(closure)
            value = .view(views.count == 1 ? views[0] : .stack(.z, spacing: nil, alignment: .center, views))
        case "WindowGroup":
            // An app's window: what the preview shows is its content. A title or an `id:` names the
            // window on a Mac and draws nothing in it.
            _ = list.take("id")
            let given = list.takeAll(nil)
            guard let content = given.last ?? list.take("content"), case .closure(let closure) = content.value else {
                throw EvaluationError(location: at, message: "WindowGroup takes its views in braces { … }")
            }
            let views = try children(closure)
            value = .view(views.count == 1 ? views[0] : .stack(.z, spacing: nil, alignment: .center, views))
        case "Text":
            let text = try list.required(nil, or: "verbatim")
            value = .view(.text(try Convert.string(text.value, at: text.location)))
        case "Image":
            guard let name = list.take("systemName") else {
                let asset = try list.required(nil)
                value = .view(.asset(try Convert.string(asset.value, at: asset.location), resizable: false))
                break
            }
            let symbol = try Convert.string(name.value, at: name.location)
            // A name Neumorph has no drawing for shows a placeholder and a note, not an error: the
            // rest of the screen is still worth seeing.
            let image = SystemImage(named: symbol)
            if image.isPlaceholder {
                noteIgnored(
                    "Image(systemName:)", at: name.location,
                    message: "the symbol '\(symbol.prefix(60))' is not one Neumorph draws (docs/symbols.md lists "
                        + "those it does); a placeholder stands in for it")
            }
            value = .view(.image(image))
        case "Button":
            // In a style's body the action runs in the UI (a toggle's binding flips on release) and the
            // label is drawn; in a screen the Button is a control.
            var action: Closure?
            if let given = list.take("action"), case .closure(let closure) = given.value { action = closure }
            _ = list.take("role")
            var label: Closure?
            var title: String?
            var symbol: String?
            while let unlabelled = list.take(nil) {
                switch unlabelled.value {
                case .string(let text): title = text
                case .closure(let closure) where label == nil && title == nil && action != nil: label = closure
                case .closure(let closure): action = closure  // `Button("Title") { action }`
                default:
                    throw EvaluationError(location: unlabelled.location, message: "Button's label goes in braces { … }")
                }
            }
            if let image = list.take("systemImage") { symbol = try Convert.string(image.value, at: image.location) }
            if let named = list.take("label"), case .closure(let closure) = named.value { label = closure }
            let labelView: ViewNode
            if let title {
                labelView = try titled(title, symbol: symbol, at: at)
            } else if let label {
                labelView = try content(label)
            } else {
                throw EvaluationError(location: at, message: "Button needs a label: Button(action: { … }) { label }")
            }
            if screen != nil {
                value = .view(.control(ControlNode(kind: .button(action: action), label: labelView, location: at)))
            } else {
                value = .view(labelView)
            }
        case "Toggle":
            guard screen != nil else {
                throw EvaluationError(location: at, message: "a Toggle belongs in a screen, not in a style's body")
            }
            let isOn = try list.required("isOn")
            guard let key = bindingKey(isOn.value, at: isOn.location) else {
                throw EvaluationError(location: isOn.location, message: "Toggle(isOn:) takes a binding: $name")
            }
            var labelView: ViewNode?
            while let unlabelled = list.take(nil) ?? list.take("label") {
                switch unlabelled.value {
                case .string(let text): labelView = .text(text)
                case .closure(let closure): labelView = try content(closure)
                default:
                    throw EvaluationError(location: unlabelled.location, message: "Toggle's label goes in braces { … }")
                }
            }
            guard let labelView else {
                throw EvaluationError(location: at, message: "Toggle needs a label: Toggle(isOn: $x) { label }")
            }
            value = .view(.control(ControlNode(kind: .toggle(stateKey: key), label: labelView, location: at)))
        case "ForEach":
            let data = try list.required(nil)
            _ = list.take("id")
            let body = try list.required(nil, or: "content")
            let items = try elements(of: data.value, at: data.location)
            guard case .closure(let closure) = body.value else {
                throw EvaluationError(
                    location: body.location, message: "ForEach takes its view in braces { item in … }")
            }
            var views: [Value] = []
            for item in items { views.append(.view(try view(try invoke(closure, [item], at: at), at: at))) }
            value = .array(views)
        case "AnyView", "AnyShape":
            let wrapped = try list.required(nil)
            value =
                type == "AnyShape"
                ? .shape(try shape(wrapped.value, at: wrapped.location))
                : .view(try view(wrapped.value, at: wrapped.location))
        case "EmptyView":
            value = .view(.empty)
        case "Spacer":
            let minimum = try list.take("minLength").map { a throws(EvaluationError) in
                try Convert.length(a.value, at: a.location, "the minimum length")
            }
            value = .view(.spacer(minLength: max(0, minimum ?? 8)))
        case "CGFloat", "Double":
            let n = try list.required(nil)
            value = .number(try Convert.number(n.value, at: n.location))
        case "Int":
            let n = try list.required(nil)
            value = .number(try Convert.number(n.value, at: n.location).rounded(.towardZero))
        default:
            throw EvaluationError(
                location: at,
                message: "\(type)(…) is not supported; the views and types Neumorph makes: "
                    + ViewCatalog.names.joined(separator: ", "))
        }
        try list.finish()
        return value
    }

    /// Where a toolbar placement puts its item over the view.
    private func toolbarPlacement(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> UnitPoint {
        guard case .implicitMember(let name, _) = value else {
            throw EvaluationError(location: location, message: "expected a ToolbarItemPlacement, got \(value.kindName)")
        }
        switch name {
        case "bottomBar", "status": return .bottom
        case "navigationBarLeading", "topBarLeading", "cancellationAction": return .topLeading
        case "principal": return .top
        default: return .topTrailing
        }
    }

    /// `Button("Title", systemImage: "plus")`'s label.
    private func titled(_ title: String, symbol: String?, at: SourceLocation) throws(EvaluationError) -> ViewNode {
        guard let symbol else { return .text(title) }
        guard let image = SystemImage(rawValue: symbol) else {
            throw EvaluationError(location: at, message: "the symbol '\(symbol.prefix(60))' is not one Neumorph draws")
        }
        return LabelView.make(icon: .image(image), title: .text(title))
    }

    private func colorInitializer(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Color {
        func component(_ label: String) throws(EvaluationError) -> Double {
            let a = try list.required(label)
            return try Convert.length(a.value, at: a.location, label)
        }
        if let named = list.take("named") {
            // `UIColor(named: "Name")`.
            _ = list.take("in")
            _ = list.take("compatibleWith")
            let name = try Convert.string(named.value, at: named.location)
            guard let color = catalogColor(named: name) else { throw missingCatalogColor(name, at: named.location) }
            return color
        }
        if let first = list.take(nil) ?? list.take("uiColor") ?? list.take("dynamicProvider") {
            switch first.value {
            case .string(let name):
                // `Color("Name")`, `Color("Name", bundle: .main)`: the asset catalog's colour.
                _ = list.take("bundle")
                guard let color = catalogColor(named: name) else { throw missingCatalogColor(name, at: first.location) }
                return color
            case .implicitMember(let symbol, _) where catalogColor(symbol: symbol) != nil:
                // `Color(.cardBackground)`: Xcode 15's generated ColorResource.
                return catalogColor(symbol: symbol)!
            case .color(let c):
                // `Color(uiColor)`, `UIColor(color)`: the same colour.
                return c
            case .closure(let closure):
                // `UIColor { traits in … }`: the provider asked for each colour scheme, as UIKit does.
                func resolved(_ style: String) throws(EvaluationError) -> Color {
                    let traits = Instance(
                        typeName: "UITraitCollection",
                        properties: ["userInterfaceStyle": .implicitMember(style, at: closure.location)])
                    return try color(try invoke(closure, [.instance(traits)], at: at), at: closure.location)
                }
                return Color(light: try resolved("light"), dark: try resolved("dark"))
            case .implicitCall("init", let arguments, let at):
                // `Color(.init(red: …))`: the colour the inner initialiser makes.
                var inner = ArgumentList(arguments, callee: "Color.init", at: at)
                let made = try colorInitializer(&inner, at: at)
                try inner.finish()
                return made
            case .implicitMember("sRGB", _):
                // `Color(.sRGB, red: …)`: the colour space is the only one we draw in.
                break
            case .implicitMember(let name, _) where (try? program.staticMember(name, of: "UIColor")) ?? nil != nil:
                // `Color(.brandGray)` is `Color(UIColor.brandGray)`: the argument is a UIColor, so a
                // module's `extension UIColor { static var brandGray }` answers first (also when its
                // `Color.brandGray` is this very call).
                return try color(try typeMember(name, of: "UIColor", at: first.location), at: first.location)
            case .implicitMember:
                // `UIColor(.black)`: a colour passed through an extension's `Color(light: .black, …)`.
                return try color(first.value, at: first.location)
            default:
                throw EvaluationError(
                    location: first.location,
                    message: "Color(\(first.value.kindName)) is not supported; use Color(red:green:blue:)")
            }
        }
        let opacity = try (list.take("opacity") ?? list.take("alpha")).map { a throws(EvaluationError) in
            try Convert.length(a.value, at: a.location, "opacity")
        }
        if list.labels.contains("white") {
            return Color(white: try component("white"), opacity: opacity ?? 1)
        }
        if list.labels.contains("red") {
            return Color(
                red: try component("red"), green: try component("green"), blue: try component("blue"),
                opacity: opacity ?? 1)
        }
        throw EvaluationError(
            location: at, message: "Color needs red:green:blue: (opacity: optional) or white: (opacity: optional)")
    }

    func colorArray(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> [Color] {
        guard case .array(let values) = value else {
            throw EvaluationError(location: location, message: "expected an array of colours, got \(value.kindName)")
        }
        var colors: [Color] = []
        for element in values { colors.append(try color(element, at: location)) }
        guard !colors.isEmpty else { throw EvaluationError(location: location, message: "a gradient needs colours") }
        return colors
    }

    /// `Font.system(size:)`, `Animation.spring()`, `Animation.easeInOut(duration:)`.
    func staticCall(_ type: String, _ name: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        switch type {
        case "Font": return .font(try font(.implicitCall(name, arguments, at: at), at: at))
        case "Animation": return .animation(try animation(.implicitCall(name, arguments, at: at), at: at))
        case "Angle" where name == "degrees" || name == "radians": return try makeAngle(arguments, at: at, unit: name)
        default:
            throw EvaluationError(location: at, message: "\(type).\(name)(…) is not supported in a style file")
        }
    }
}

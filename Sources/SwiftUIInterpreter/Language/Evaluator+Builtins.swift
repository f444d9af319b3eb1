import Raster
import Style
import SwiftSource

/// SwiftUI's initialisers and static functions, as style files call them: the views' bodies that are
/// longer than a declaration holds, and the colour initialisers.
extension Evaluator {
    /// A SwiftUI view or value made by calling its type: the declaration of that name makes it
    /// (`ViewCatalog`), and every argument it does not take is an error naming it.
    func construct(builtin type: String, _ arguments: [EvaluatedArgument], at: SourceLocation) throws(EvaluationError)
        -> Value
    {
        guard let declaration = ViewCatalog.byName[type] else {
            if let style = Self.styleMember(type, arguments, at: at) { return style }
            if let standIn = try standIn(member: "", of: type, at: at) { return standIn }
            throw EvaluationError(
                location: at,
                message: "\(type)(…) is not supported; the views and types Neumorph makes: "
                    + ViewCatalog.names.joined(separator: ", "))
        }
        var list = ArgumentList(localizedTitles(arguments, of: type), callee: type, at: at)
        let value = try declaration.apply(self, &list, at)
        try list.finish()
        if marksLocations, screen != nil, case .view(let node) = value {
            if case .empty = node { return value }
            // A placeholder says where it was written itself.
            if case .modified(_, .source(let source)) = node, source.isPlaceholder { return value }
            return .view(.modified(node, .source(ViewSource(typeName: type, location: at, isSwiftUIs: true))))
        }
        return value
    }

    func linearGradient(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Value {
        // Evenly spaced colours (the export writes those back), or stops: a Gradient of stops, one made
        // as `.init(…)`, and `LinearGradient(stops:…)`.
        enum Colours { case even([Color]), stops([Fill.Stop]) }
        let colours: Colours
        if let given = list.take("gradient") ?? list.take("stops") {
            if case .gradient(let c) = given.value {
                colours = .even(c)
            } else if given.label == "stops" {
                colours = .stops(try stopArray(given.value, at: given.location))
            } else {
                colours = .stops(try stops(of: given.value, at: given.location))
            }
        } else if let listed = list.take("colors") {
            colours = .even(try colorArray(listed.value, at: listed.location))
        } else {
            throw EvaluationError(
                location: at, message: "LinearGradient needs gradient: or colors:, with startPoint: and endPoint:")
        }
        let start = try list.required("startPoint")
        let end = try list.required("endPoint")
        let (from, to) = (try unitPoint(start.value, at: start.location), try unitPoint(end.value, at: end.location))
        switch colours {
        case .even(let c): return .shapeStyle(.linearGradient(c, startPoint: from, endPoint: to), innerShadows: [])
        case .stops(let s):
            return .shapeStyle(.linearGradientStops(s, startPoint: from, endPoint: to), innerShadows: [])
        }
    }

    /// `Image(systemName:)` or an asset's `Image(_:)`.
    func image(_ list: inout ArgumentList) throws(EvaluationError) -> Value {
        if let made = list.take("uiImage") ?? list.take("nsImage") {
            // A `UIImage` is the view its initialiser made (`StandardLibrary.construct`); one made from data
            // is nil here, and draws nothing.
            if case .view(let node) = made.value { return .view(node) }
            noteIgnored(
                "Image", at: made.location,
                message: "the UIImage is made from data or a file, which a preview here does not have; drawn as nothing"
            )
            return .view(.empty)
        }
        guard let name = list.take("systemName") else {
            let asset = try list.required(nil)
            // `Image(.logo)`: the image Xcode's generated symbol names.
            if case .implicitMember(let symbol, _) = asset.value, let found = catalogImage(symbol: symbol) {
                return try catalogImageView(found, at: asset.location)
            }
            let name = try Convert.string(asset.value, at: asset.location)
            if let found = catalogImage(named: name) { return try catalogImageView(found, at: asset.location) }
            if name.isEmpty {
                // `Image(model.icon)` before the model has an icon: UIKit finds no image named "" and
                // SwiftUI draws nothing, taking no room.
                noteIgnored("Image", at: asset.location, message: "Image(\"\") names no image; drawn as nothing")
                return .view(.empty)
            }
            if let sizes = screen?.imageSize, sizes(name) == nil {
                // An image of the app's own catalog Neumorph has no copy of: where it goes, and a note.
                noteIgnored(
                    "Image", at: asset.location,
                    message:
                        "no image '\(name.prefix(60))' among the images Neumorph has (a placeholder stands in for it)")
                return .view(Placeholder.view(named: "Image(\"\(name.prefix(40))\")", at: asset.location))
            }
            return .view(.asset(name, resizable: false))
        }
        return .view(try symbol(name))
    }

    /// A symbol by its name. A name Neumorph has no drawing for shows a placeholder and a note, not an
    /// error: the rest of the screen is still worth seeing.
    func symbol(_ name: EvaluatedArgument) throws(EvaluationError) -> ViewNode {
        let symbol = try Convert.string(name.value, at: name.location)
        let image = SystemImage(named: symbol)
        if image.isPlaceholder {
            noteIgnored(
                "Image(systemName:)", at: name.location,
                message: "the symbol '\(symbol.prefix(60))' is not one Neumorph draws (docs/symbols.md lists "
                    + "those it does); a placeholder stands in for it")
        }
        return .image(image)
    }

    /// In a style's body the action runs in the UI (a toggle's binding flips on release) and the label
    /// is drawn; in a screen the Button is a control.
    func button(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Value {
        var action: Value?
        // A closure, or a function named (`Button(action: viewModel.save) { … }`).
        if let given = list.take("action") { action = given.value }
        // `.destructive` and `.cancel`: how an alert or a dialog draws the button.
        let role = list.take("role")?.value.memberName
        var label: Closure?
        var title: String?
        var symbol: String?
        while let unlabelled = list.take(nil) {
            switch unlabelled.value {
            case .string(let text): title = text
            case .closure(let closure) where label == nil && title == nil && action != nil: label = closure
            case .closure: action = unlabelled.value  // `Button("Title") { action }`
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
        guard screen != nil else { return .view(Self.automaticButton(labelView, accent: accentColor)) }
        return .view(.control(ControlNode(kind: .button(action: action), label: labelView, location: at, role: role)))
    }

    /// A Button in a style's body (a toggle style's label wrapped in one to flip it): its label in the
    /// accent, as the automatic style draws it, marked so that `.buttonStyle(.plain)` can take that
    /// back (`plainButton`).
    static func automaticButton(_ label: ViewNode, accent: Color) -> ViewNode {
        .modified(.modified(label, .foregroundColor(.color(accent))), .buttonStyle(.system("automatic")))
    }

    /// `.buttonStyle(.plain)` on a Button in a style's body: its label as it is.
    static func plainButton(_ node: ViewNode) -> ViewNode? {
        switch node {
        case .modified(let inner, .source(let source)):
            return plainButton(inner).map { .modified($0, .source(source)) }
        case .modified(.modified(let label, .foregroundColor), .buttonStyle(.system("automatic"))):
            return label
        default:
            return nil
        }
    }

    func toggle(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Value {
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
        return .view(.control(ControlNode(kind: .toggle(stateKey: key), label: labelView, location: at)))
    }

    /// `NavigationView` and `NavigationStack`: the content under the bar the navigation title shows in.
    func navigation(_ type: String, _ list: inout ArgumentList) throws(EvaluationError) -> Value {
        // `NavigationStack(path: $path)`: at rest nothing is pushed, whatever the path holds.
        _ = list.take("path")
        let views = try children(try contentClosure(type, &list))
        return .view(
            NavigationChrome.make(views.count == 1 ? views[0] : .stack(.v, spacing: nil, alignment: .center, views)))
    }

    func toolbarItem(_ type: String, _ list: inout ArgumentList) throws(EvaluationError) -> Value {
        let placement = list.take("placement")
        let closure = try contentClosure(type, &list)
        let edge = try placement.map { p throws(EvaluationError) in try toolbarPlacement(p.value, at: p.location) }
        let views = try children(closure)
        let item = views.count == 1 ? views[0] : .stack(.h, spacing: nil, alignment: .center, views)
        return .view(.modified(item, .toolbarItem(edge ?? .topTrailing)))
    }

    /// Where a toolbar placement puts its item over the view.
    func toolbarPlacement(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> UnitPoint {
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
    func titled(_ title: String, symbol: String?, at: SourceLocation) throws(EvaluationError) -> ViewNode {
        guard let symbol else { return .text(title) }
        let icon = try self.symbol(EvaluatedArgument(label: "systemImage", value: .string(symbol), location: at))
        return LabelView.make(icon: icon, title: .text(title))
    }

    func colorInitializer(_ list: inout ArgumentList, at: SourceLocation) throws(EvaluationError) -> Color {
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
            case .implicitMember(let name, _)
            where Builtins.colors[name] == nil && Builtins.systemColors[name] == nil
                && (try? program.staticMember(name, of: "Color")) ?? nil != nil:
                // `static var lairGray: Color { Color(.lairGray) }`: the asset catalog's colour resource
                // of that name, not the static property itself (which would be this very call).
                throw missingCatalogColor(name, at: first.location)
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
        // AppKit's `NSColor(calibratedRed:green:blue:alpha:)`, `(srgbRed:…)`, `(deviceRed:…)` and their
        // whites: drawn in sRGB as given.
        for white in ["calibratedWhite", "srgbWhite", "deviceWhite"] where list.labels.contains(white) {
            return Color(white: try component(white), opacity: opacity ?? 1)
        }
        for red in ["calibratedRed", "srgbRed", "deviceRed"] where list.labels.contains(red) {
            return Color(
                red: try component(red), green: try component("green"), blue: try component("blue"),
                opacity: opacity ?? 1)
        }
        if list.labels.contains("hue") {
            // `Color(hue:saturation:brightness:opacity:)`: HSB as SwiftUI converts it to sRGB.
            return Color.hsb(
                hue: try component("hue"), saturation: try component("saturation"),
                brightness: try component("brightness"), opacity: opacity ?? 1)
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

    /// The protocols whose built-in styles older code writes as structs: `SegmentedPickerStyle()` is
    /// `.segmented`, `InsetGroupedListStyle()` `.insetGrouped`, `DefaultButtonStyle()` `.automatic`.
    static let styleProtocols = [
        "DatePickerStyle", "PickerStyle", "ListStyle", "ButtonStyle", "ToggleStyle", "TabViewStyle",
        "TextFieldStyle", "LabelStyle", "ProgressViewStyle", "GaugeStyle", "MenuStyle", "NavigationViewStyle",
        "IndexViewStyle", "GroupBoxStyle", "FormStyle", "ControlGroupStyle", "LabeledContentStyle",
    ]

    /// `SegmentedPickerStyle()` as the member `.segmented` (with its arguments, a call:
    /// `PageTabViewStyle(indexDisplayMode: .never)`); nil for a type named otherwise.
    static func styleMember(_ type: String, _ arguments: [EvaluatedArgument], at: SourceLocation) -> Value? {
        guard let suffix = styleProtocols.first(where: { type.hasSuffix($0) && type.count > $0.count }) else {
            return nil
        }
        let stem = type.dropLast(suffix.count)
        let name = stem == "Default" ? "automatic" : stem.prefix(1).lowercased() + stem.dropFirst()
        return arguments.isEmpty ? .implicitMember(name, at: at) : .implicitCall(name, arguments, at: at)
    }

    /// `Font.system(size:)`, `Animation.spring()`, `Animation.easeInOut(duration:)`.
    func staticCall(_ type: String, _ name: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        switch type {
        case "Font": return .font(try font(.implicitCall(name, arguments, at: at), at: at))
        case "Animation": return .animation(try animation(.implicitCall(name, arguments, at: at), at: at))
        case "Angle" where name == "degrees" || name == "radians": return try makeAngle(arguments, at: at, unit: name)
        case "Binding" where name == "constant" && arguments.count == 1:
            // `Binding.constant(true)`, as `.constant(true)` is written where the type is known.
            return .constantBinding(arguments[0].value)
        case "ContentUnavailableView" where name == "search":
            // `.search(text: query)`: iOS names the query in the title.
            let text = try arguments.first { $0.label == "text" }.map { a throws(EvaluationError) in
                try Convert.string(a.value, at: a.location)
            }
            return .view(ContentUnavailable.search(text))
        case "Gradient" where name == "Stop":
            // `Gradient.Stop(color:location:)`: a stop, as `.init(color:location:)` is in a stops array.
            return .tuple(arguments.map { TupleElement(label: $0.label, value: $0.value) })
        case "ShadowStyle" where name == "inner" || name == "drop":
            let (shadow, inner) = try shadowStyle(.implicitCall(name, arguments, at: at), at: at)
            return .shadowStyle(shadow, inner: inner)
        default:
            if let value = try foundationStaticCall(type, name, arguments, at: at) { return value }
            if let standIn = try standIn(member: name, of: type, at: at) { return standIn }
            throw EvaluationError(location: at, message: "\(type).\(name)(…) is not something Neumorph makes")
        }
    }
}

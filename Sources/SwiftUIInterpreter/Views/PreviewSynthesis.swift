import SwiftSource

/// A preview of whatever a file declares, when it has no `#Preview`, `PreviewProvider` or `ContentView`
/// (as Xcode's canvas would need one written): every `View` made with the values its stored properties
/// need, every `ViewModifier` and `View` extension method on a sample control in the scheme's surface,
/// every button, toggle and progress-view style on a control that wears it, a style generic over a
/// `Shape` on a circle, a rounded rectangle and a capsule. A value is what the module's own code passes
/// (`.buttonStyle(NeumorphicButtonStyle(color: .offWhite))`), else a stand-in of its type, named under
/// the item ("color: .gray, a stand-in"). The first preview shows every item; one preview per item
/// follows. An item that fails shows its error in its place, so the others still show. A file of one
/// view is one of the app's screens, shown on the device rather than on a page.
///
/// The previews are written as the interpreter's own syntax, as if the file had them.
struct PreviewSynthesis {
    let program: Program
    let evaluator: Evaluator

    init(program: Program) {
        self.program = program
        self.evaluator = Evaluator(program: program)
    }

    /// One thing to show: its name, its view, and the stand-ins it took.
    struct Item {
        var name: String
        var view: Expression
        var notes: [String]
        /// A plain `View` (not a style, a modifier or a shape): on its own, a screen of the app.
        var isView = false
    }

    /// The previews, or none when the file declares nothing to show or only button and toggle
    /// styles (the style sheet shows those, released and pressed, light and dark) unless
    /// `includingControlStyles` (a folder's screen, which has no sheet, shows them on sample controls).
    func previews(includingControlStyles: Bool = false) throws(EvaluationError) -> [Program.Preview] {
        var items: [Item] = []
        var onlyControlStyles = true
        for name in program.structOrder {
            guard let location = program.structLocations[name] else { continue }
            let conformances = try program.conformances(of: name)
            let isControlStyle = conformances.contains {
                ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"].contains($0)
            }
            // A view, shape or modifier another declaration of the file makes is a part of that one
            // (a style's background view), shown where it is used.
            if !isControlStyle, program.primaryFile?.isCalledByAnotherDeclaration(name) == true { continue }
            let made = try self.items(for: name, conformances, at: location)
            if !made.isEmpty, !isControlStyle { onlyControlStyles = false }
            items += made
        }
        let methods = try extensionMethodItems()
        if !methods.isEmpty { onlyControlStyles = false }
        items += methods
        guard !items.isEmpty, !onlyControlStyles || includingControlStyles else { return [] }
        let at = items[0].view.location
        if items.count == 1, items[0].isView {
            // A file of one view and no preview is one of the app's screens: shown on the device, as
            // its app shows it, rather than on a page of samples (its error, if it fails, in its place).
            let item = guarded(items[0], at: at)
            return [Program.Preview(name: items[0].name, body: [Statement(.expression(item), at: at)], location: at)]
        }
        var previews = [
            Program.Preview(
                name: "Everything", body: [Statement(.expression(gallery(items, at: at)), at: at)], location: at,
                isGallery: true)
        ]
        if items.count > 1 {
            for item in items {
                previews.append(
                    Program.Preview(
                        name: item.name, body: [Statement(.expression(gallery([item], at: at)), at: at)], location: at,
                        isGallery: true))
            }
        } else {
            previews[0].name = items[0].name
        }
        return previews
    }

    // MARK: - Items

    private func items(for name: String, _ conformances: [String], at: SourceLocation) throws(EvaluationError)
        -> [Item]
    {
        let skipped = ["PreviewProvider", "App", "Scene", "Widget", "TimelineProvider"]
        if conformances.contains(where: skipped.contains) { return [] }
        let isStyle = { (s: String) in conformances.contains(s) }
        guard
            isStyle("View") || isStyle("ViewModifier") || isStyle("ButtonStyle") || isStyle("PrimitiveButtonStyle")
                || isStyle("ToggleStyle") || isStyle("ProgressViewStyle") || isStyle("Shape")
                || isStyle("InsettableShape")
        else { return [] }
        var results: [Item] = []
        for variant in try makers(of: name, at: at) {
            let made = variant.made
            let view: Expression
            if isStyle("ViewModifier") {
                view = call(member(sample(at), "modifier"), [(nil, made)], at)
            } else if isStyle("ButtonStyle") || isStyle("PrimitiveButtonStyle") {
                let button = call(id("Button", at), [(nil, string("Button", at)), (nil, closure([], at))], at)
                view = call(member(button, "buttonStyle"), [(nil, made)], at)
            } else if isStyle("ToggleStyle") {
                let binding = constant(bool(true, at), at)
                let toggle = call(id("Toggle", at), [(nil, string("Toggle", at)), ("isOn", binding)], at)
                view = call(member(toggle, "toggleStyle"), [(nil, made)], at)
            } else if isStyle("ProgressViewStyle") {
                view = Expression(
                    .macro("progressStylePreview", arguments: [Argument(label: nil, value: made)]), at: at)
            } else if isStyle("Shape") || isStyle("InsettableShape") {
                let filled = call(member(made, "fill"), [(nil, Expression(.implicitMember("gray"), at: at))], at)
                view = call(member(filled, "frame"), [("width", number(120, at)), ("height", number(120, at))], at)
            } else {
                view = made
            }
            let isView = ![
                "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "ProgressViewStyle", "Shape",
                "InsettableShape",
            ].contains(where: isStyle)
            results.append(
                Item(
                    name: variant.suffix.map { "\(name)<\($0)>" } ?? name, view: view, notes: variant.notes,
                    isView: isView))
        }
        return results
    }

    /// `name(…)` made with what it needs (`ContentView(selection: .constant(nil))`), as a file's
    /// screen of that name is shown without a preview; nil when the module declares no such type.
    func made(_ name: String, at: SourceLocation) throws(EvaluationError) -> Expression? {
        try makers(of: name, at: at).first?.made
    }

    /// `Name(label: value, …)` for each way the type is made: once, or once per shape for a type
    /// generic over a `Shape`.
    private func makers(of name: String, at: SourceLocation) throws(EvaluationError)
        -> [(made: Expression, notes: [String], suffix: String?)]
    {
        guard let declaration = try program.type(name) else { return [] }
        let shapeParameters = Set(
            declaration.genericParameters.filter { $0.constraint.flatMap(Program.name(of:)) == "Shape" }.map(\.name))
        let shapes: [(String, Expression)] =
            shapeParameters.isEmpty
            ? [("", id("_", at))]
            : [
                ("Circle", call(id("Circle", at), [], at)),
                ("RoundedRectangle", call(id("RoundedRectangle", at), [("cornerRadius", number(12, at))], at)),
                ("Capsule", call(id("Capsule", at), [], at)),
            ]
        var variants: [(Expression, [String], String?)] = []
        for (shapeName, shape) in shapes {
            let (arguments, notes) = try self.arguments(
                making: declaration, named: name, shape: (shapeParameters, shape), depth: 0, at: at)
            variants.append((call(id(name, at), arguments, at), notes, shapeName.isEmpty ? nil : shapeName))
        }
        return variants
    }

    /// The arguments that make `declaration` (named `name`), and the notes of their stand-ins. A type
    /// with initialisers of its own is made by the one that needs the fewest arguments, so its
    /// defaults (`minWidth: CGFloat = 44`) are what the preview shows; else by its memberwise
    /// initialiser. A property of one of `shape`'s generic parameters takes the shape.
    private func arguments(
        making declaration: StructDeclaration, named name: String,
        shape: (parameters: Set<String>, value: Expression)? = nil, depth: Int, at: SourceLocation
    ) throws(EvaluationError) -> (arguments: [(String?, Expression)], notes: [String]) {
        var arguments: [(String?, Expression)] = []
        var notes: [String] = []
        // `label` names the value (in the module's calls and the note); `argumentLabel` is written.
        func standing(for label: String, type: TypeSyntax?, argumentLabel: String?) {
            let (value, note) = argument(label, of: name, type: type, depth: depth, at: at)
            if let note { notes.append(note) }
            arguments.append((argumentLabel, value))
        }
        let initializers = declaration.members.compactMap { member -> [Parameter]? in
            guard case .initializer(let parameters, _) = member.kind, !member.isStatic else { return nil }
            return parameters
        }
        let initializer = initializers.min { a, b in
            a.filter { $0.defaultValue == nil }.count < b.filter { $0.defaultValue == nil }.count
        }
        if let initializer {
            for parameter in initializer where parameter.defaultValue == nil {
                if let shape, let type = Program.name(of: parameter.type), shape.parameters.contains(type) {
                    arguments.append((parameter.label, shape.value))
                } else if case .optional = parameter.type {
                    arguments.append((parameter.label, Expression(.nilLiteral, at: at)))
                } else {
                    standing(
                        for: parameter.label ?? parameter.name, type: parameter.type, argumentLabel: parameter.label)
                }
            }
            return (arguments, notes)
        }
        for (member, v) in try program.storedProperties(of: name) {
            guard v.initialValue == nil, !isWrapped(member) else { continue }
            if let shape, let type = v.type.flatMap(Program.name(of:)), shape.parameters.contains(type) {
                arguments.append((v.name, shape.value))
                continue
            }
            // A `@Binding` is passed even when optional (`.constant(nil)`), and bound, not a value.
            let isBinding = member.attributes.first?.name == "Binding"
            if !isBinding, case .optional? = v.type { continue }
            standing(
                for: v.name, type: isBinding ? v.type.map { .named("Binding", arguments: [$0]) } : v.type,
                argumentLabel: v.name)
        }
        return (arguments, notes)
    }

    /// `@State`, `@Environment` and the like are not memberwise arguments (a `@Binding`, an
    /// `@ObservedObject` and a `@Bindable` are).
    private func isWrapped(_ member: Declaration) -> Bool {
        guard let wrapper = member.attributes.first?.name else { return false }
        return !["Binding", "ObservedObject", "Bindable"].contains(wrapper)
    }

    /// The module's `View` extension methods of this file, each on the sample control.
    private func extensionMethodItems() throws(EvaluationError) -> [Item] {
        guard let file = program.primaryFile else { return [] }
        var items: [Item] = []
        for declaration in file.declarations {
            guard case .extension(let e) = declaration.kind, let extended = Program.name(of: e.extendedType),
                ["View", "Shape", "Text", "Image"].contains(extended)
            else { continue }
            for declared in e.members where !declared.isStatic {
                guard case .function(let f) = declared.kind else { continue }
                let at = declared.location
                var arguments: [(String?, Expression)] = []
                var notes: [String] = []
                for parameter in f.parameters where parameter.defaultValue == nil {
                    // A generic parameter (`<S: Shape>(_ content: S)`) is a value of its constraint.
                    var type = parameter.type
                    if let named = Program.name(of: type),
                        let constraint = f.genericParameters.first(where: { $0.name == named })?.constraint
                    {
                        type = constraint
                    }
                    let (value, note) = argument(parameter.name, of: f.name, type: type, at: at)
                    arguments.append((parameter.label, value))
                    if let note { notes.append(note) }
                }
                let base: Expression
                switch extended {
                case "Shape": base = call(id("RoundedRectangle", at), [("cornerRadius", number(16, at))], at)
                case "Text": base = call(id("Text", at), [(nil, string("Sample", at))], at)
                case "Image": base = call(id("Image", at), [("systemName", string("heart", at))], at)
                // A method that sets a control's style is shown on that control, where it shows.
                case _ where declared.calls("buttonStyle"):
                    base = call(id("Button", at), [(nil, string("Button", at)), (nil, closure([], at))], at)
                case _ where declared.calls("toggleStyle"):
                    base = call(
                        id("Toggle", at), [(nil, string("Toggle", at)), ("isOn", constant(bool(true, at), at))], at)
                default: base = sample(at)
                }
                let view = call(member(base, f.name), arguments, at)
                items.append(Item(name: ".\(f.name)()", view: view, notes: notes))
            }
        }
        return items
    }

    // MARK: - Values

    /// What the module's own code passes for `label` when it makes `owner`, else a stand-in and its note.
    func argument(_ label: String, of owner: String, type: TypeSyntax?, depth: Int = 0, at: SourceLocation)
        -> (Expression, String?)
    {
        if let used = moduleArgument(label, of: owner, binding: Self.isBinding(type)) { return (used, nil) }
        if let colour = moduleColour(label, type: type, in: owner) { return (colour, nil) }
        let (value, shown) = standIn(type, name: label, in: owner, depth: depth, at: at)
        return (value, "\(label): \(shown), a stand-in")
    }

    /// The first argument labelled `label` in a call of `owner(…)` in the module that evaluates on
    /// its own (one that names the caller's locals cannot be used here).
    /// For a `binding`, only one that evaluates to a binding (`.constant(…)`): `$selection` of the
    /// caller's state is read here without it.
    private func moduleArgument(_ label: String, of owner: String, binding: Bool) -> Expression? {
        let simple = owner.split(separator: ".").last.map(String.init) ?? owner
        for file in program.sources(containing: "\(simple)(") {
            for arguments in file.calls(to: simple) {
                guard let argument = arguments.first(where: { $0.label == label }) else { continue }
                var scope = Scope()
                guard let value = try? evaluator.evaluate(argument.value, &scope) else { continue }
                if binding, evaluator.bindingKey(value, at: argument.value.location) == nil { continue }
                return argument.value
            }
        }
        return nil
    }

    /// For a colour nothing passes `owner`: the colour the module passes another of its own types
    /// under the same label (`mainColor: Color.Neumorphic.main` where a sibling style is made), as its
    /// author would (a grey under a grey label hides it). SwiftUI's own calls (`.shadow(color:)`)
    /// say nothing of the module's styles.
    private func moduleColour(_ label: String, type: TypeSyntax?, in owner: String) -> Expression? {
        guard let written = type.flatMap(Program.name(of:)), written == "Color" else { return nil }
        let isModuleType = { (name: String) in
            name.first?.isUppercase == true && ((try? program.type(name)) ?? nil) != nil
        }
        for file in program.sources(containing: "\(label):") {
            for argument in file.arguments(labelled: label, calling: isModuleType) {
                var scope = Scope()
                guard case .color? = try? evaluator.evaluate(argument, &scope) else { continue }
                return argument
            }
        }
        return nil
    }

    /// `Binding<T>`, or a property written `@Binding var x: T`.
    static func isBinding(_ type: TypeSyntax?) -> Bool {
        switch type {
        case .attributed(let attributes, let inner)?:
            return attributes.contains { $0.hasPrefix("Binding") } || isBinding(inner)
        case .named("Binding", _)?: return true
        default: return false
        }
    }

    /// How deep stand-ins of the module's types are made of stand-ins (a book's author's address is
    /// `Address()`).
    static let standInDepth = 2

    /// A value of `type` where nothing gives one, and how the preview names it.
    /// `owner` is the type whose property it is: a type named in it may be nested there.
    func standIn(
        _ type: TypeSyntax?, name: String, in owner: String? = nil, depth: Int = 0, at: SourceLocation
    ) -> (Expression, String) {
        guard let type else { return (number(12, at), "12") }
        switch type {
        case .optional: return (Expression(.nilLiteral, at: at), "nil")
        case .array(let element):
            if Program.name(of: element) == "Color" {
                return (
                    Expression(.arrayLiteral([implicit("gray", at), implicit("white", at)]), at: at), "[.gray, .white]"
                )
            }
            return (Expression(.arrayLiteral([]), at: at), "[]")
        case .function(_, let result):
            let returnsView = Program.name(of: result).map { !["Void", "()"].contains($0) } ?? false
            return returnsView
                ? (closure([Statement(.expression(content(at)), at: at)], at), "{ Text(\"Content\") }")
                : (closure([], at), "{ }")
        case .attributed(_, let inner): return standIn(inner, name: name, in: owner, depth: depth, at: at)
        default: break
        }
        let written = Program.name(of: type) ?? ""
        let typeName = ((try? program.resolveType(written, from: owner)) ?? nil) ?? written
        let lower = name.lowercased()
        switch typeName {
        case "Color", "UIColor", "ShapeStyle", "AnyShapeStyle": return (implicit("gray", at), ".gray")
        case "CGFloat", "Double", "Float", "TimeInterval":
            if ["opacity", "alpha", "progress", "fraction", "percent", "value"].contains(where: lower.contains) {
                return (number(0.6, at), "0.6")
            }
            if lower.contains("scale") { return (number(1, at), "1") }
            return (number(12, at), "12")
        case "Int": return (Expression(.integerLiteral("3"), at: at), "3")
        case "Bool": return (bool(false, at), "false")
        case "String" where ["color", "colour", "hex"].contains(where: lower.contains):
            // A colour kept as its hex code (a model's `color: String`): a grey that parses.
            return (string("#8E8E93", at), "\"#8E8E93\"")
        case "String", "LocalizedStringKey", "Text":
            let text = string(name.prefix(1).uppercased() + name.dropFirst(), at)
            let written = name.prefix(1).uppercased() + name.dropFirst()
            return typeName == "Text"
                ? (call(id("Text", at), [(nil, text)], at), "Text(\"\(written)\")") : (text, "\"\(written)\"")
        case "Binding":
            guard case .named(_, let arguments) = type, let inner = arguments.first else {
                return (constant(bool(false, at), at), ".constant(false)")
            }
            let (value, shown) = standIn(inner, name: name, in: owner, depth: depth, at: at)
            return (constant(value, at), ".constant(\(shown))")
        case "Image":
            return (call(id("Image", at), [("systemName", string("heart", at))], at), "Image(systemName: \"heart\")")
        case "Font": return (implicit("body", at), ".body")
        case "UnitPoint", "Alignment": return (implicit("center", at), ".center")
        case "View", "AnyView", "Content": return (content(at), "Text(\"Content\")")
        case "Shape", "InsettableShape": return (call(id("Circle", at), [], at), "Circle()")
        default:
            if let cases = (try? program.enumCases(of: typeName)) ?? nil,
                let first = cases.first(where: { $0.associatedValues == nil })
            {
                return (implicit(first.name, at), ".\(first.name)")
            }
            if let declaration = (try? program.type(typeName)) ?? nil {
                // A type of the module, made with stand-ins of what it needs (a model's title, its
                // kind's first case), a level or two down.
                guard depth < Self.standInDepth,
                    let made = try? arguments(making: declaration, named: typeName, depth: depth + 1, at: at)
                else { return (call(id(typeName, at), [], at), "\(typeName)()") }
                let shown = made.arguments.isEmpty ? "\(typeName)()" : "\(typeName)(…)"
                return (call(id(typeName, at), made.arguments, at), shown)
            }
            // A generic parameter stands for a view unless constrained otherwise.
            return (content(at), "Text(\"Content\")")
        }
    }

    // MARK: - The gallery

    /// The items in rows of up to three, each captioned with its name and stand-ins, on the scheme's
    /// surface.
    /// The item's view, or its error drawn in its place when it fails.
    private func guarded(_ item: Item, at: SourceLocation) -> Expression {
        Expression(
            .macro(
                "previewItem",
                arguments: [
                    Argument(label: nil, value: string(item.name, at)),
                    Argument(label: nil, value: closure([Statement(.expression(item.view), at: at)], at)),
                ]), at: at)
    }

    private func gallery(_ items: [Item], at: SourceLocation) -> Expression {
        let cells = items.map { item -> Expression in
            var guarded = guarded(item, at: at)
            // Among others, a view that takes all it is offered (a shape, a screen) gets a cell; alone
            // it has the canvas, as in Xcode.
            if items.count > 1 {
                guarded = call(
                    member(guarded, "frame"), [("maxWidth", number(360, at)), ("maxHeight", number(240, at))], at)
            }
            // The name, then each stand-in on a line of its own, quieter.
            let lines = ([item.name] + item.notes).enumerated().map { index, line in
                let text = call(
                    member(call(id("Text", at), [(nil, string(line, at))], at), "font"),
                    [(nil, implicit("caption", at))], at)
                return index == 0 ? text : call(member(text, "opacity"), [(nil, number(0.6, at))], at)
            }
            return stack("VStack", spacing: 12, [guarded, stack("VStack", spacing: 2, lines, at)], at)
        }
        let columns = items.count > 9 ? 4 : 3
        let rows = stride(from: 0, to: cells.count, by: columns).map { start in
            stack("HStack", spacing: 32, Array(cells[start..<min(start + columns, cells.count)]), at)
        }
        let content = call(member(stack("VStack", spacing: 32, rows, at), "padding"), [(nil, number(32, at))], at)
        let framed = call(
            member(content, "frame"),
            [("maxWidth", implicit("infinity", at)), ("maxHeight", implicit("infinity", at))], at)
        let surface = Expression(.macro("schemeSurface", arguments: []), at: at)
        return call(member(framed, "background"), [(nil, surface)], at)
    }

    /// What a modifier is shown on: a label on a rounded card in the scheme's surface colour.
    private func sample(_ at: SourceLocation) -> Expression {
        let card = call(
            member(call(id("RoundedRectangle", at), [("cornerRadius", number(16, at))], at), "fill"),
            [(nil, Expression(.macro("schemeSurface", arguments: []), at: at))], at)
        let label = call(
            member(call(id("Text", at), [(nil, string("Sample", at))], at), "padding"), [(nil, number(24, at))], at)
        let sized = call(member(label, "frame"), [("minWidth", number(140, at)), ("minHeight", number(80, at))], at)
        return call(member(sized, "background"), [(nil, card)], at)
    }

    private func constant(_ value: Expression, _ at: SourceLocation) -> Expression {
        call(implicit("constant", at), [(nil, value)], at)
    }

    private func content(_ at: SourceLocation) -> Expression {
        call(id("Text", at), [(nil, string("Content", at))], at)
    }

    // MARK: - Syntax

    private func id(_ name: String, _ at: SourceLocation) -> Expression { Expression(.identifier(name), at: at) }
    private func implicit(_ name: String, _ at: SourceLocation) -> Expression {
        Expression(.implicitMember(name), at: at)
    }
    private func string(_ text: String, _ at: SourceLocation) -> Expression { Expression(.stringLiteral(text), at: at) }
    private func bool(_ b: Bool, _ at: SourceLocation) -> Expression { Expression(.booleanLiteral(b), at: at) }
    private func number(_ n: Double, _ at: SourceLocation) -> Expression {
        n == n.rounded()
            ? Expression(.integerLiteral(String(Int(n))), at: at) : Expression(.floatLiteral(String(n)), at: at)
    }
    private func member(_ base: Expression, _ name: String) -> Expression {
        Expression(.member(base, name), at: base.location)
    }
    private func call(_ callee: Expression, _ arguments: [(String?, Expression)], _ at: SourceLocation) -> Expression {
        Expression(
            .call(callee, arguments: arguments.map { Argument(label: $0.0, value: $0.1) }, trailingClosures: []), at: at
        )
    }
    private func closure(_ body: [Statement], _ at: SourceLocation) -> Expression {
        Expression(.closure(parameters: [], body: body), at: at)
    }
    private func stack(_ kind: String, spacing: Double, _ views: [Expression], _ at: SourceLocation) -> Expression {
        call(
            id(kind, at),
            [("spacing", number(spacing, at)), (nil, closure(views.map { Statement(.expression($0), at: at) }, at))], at
        )
    }
}

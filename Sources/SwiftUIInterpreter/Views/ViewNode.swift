import Raster
import Style
import SwiftSource
import UI

/// A view as a style file builds it: SwiftUI's view tree, reduced to what draws a control. Every
/// modifier wraps the view so far, as in SwiftUI, so `.shadow(a).shadow(b)` is two wrappings and
/// the second shadow is cast by the first one too.
indirect enum ViewNode: Sendable {
    /// Nothing (`EmptyView`, a false `if` without `else`).
    case empty
    /// `configuration.label`: the control's label, filled in when drawn.
    case label
    case text(String)
    /// `Text + Text`, a Text's Markdown: runs in their own fonts and colours, wrapped as one paragraph.
    case styledText(StyledText)
    case image(SystemImage)
    /// A shape, filled or stroked.
    case shape(ShapeValue, ShapeDrawing)
    /// A colour or gradient used as a view: fills the space it is offered.
    case paint(Fill)
    /// `Spacer(minLength:)`: empty, taking the room a stack has left.
    case spacer(minLength: Double)
    case stack(StackKind, spacing: Double?, alignment: UnitPoint, [ViewNode])
    case modified(ViewNode, ViewModifier)
    /// A screen's `Button` or `Toggle`: a control the UI lays out, hit-tests and presses.
    case control(ControlNode)
    /// `Image("name")` from `Assets/Images/`, stretched over its frame when resizable.
    case asset(String, resizable: Bool)
    /// `Divider()`: a hairline across the enclosing stack (along an HStack it stands upright).
    case divider
    /// `GeometryReader { proxy in … }`: all the room offered, its content built for that size.
    case geometry(GeometryContent)
    /// A `LazyVGrid` or `LazyHGrid` with an `.adaptive` item: its tracks are known once its length is
    /// (a grid of fixed and flexible items is its stacks from the start).
    case grid(GridLayout)
    /// `Grid { GridRow { … } }`: rows whose cells line up in columns, laid out once the width offered
    /// is known (`Grid.lowered`).
    case alignedGrid(Grid)
    /// A `Layout` of the file around its subviews (`CustomLayout`).
    case customLayout(CustomLayout)
    /// A `List`, a `Form` or a `Section`, drawn in the list style of the environment it is laid out in
    /// (`ListContent.lowered`).
    case list(ListContent)
}

/// A control in a screen: its label (any view), and what it does.
struct ControlNode: Sendable {
    enum Kind: Sendable {
        /// The action runs when a press completes: a closure, or a function named
        /// (`Button(action: viewModel.save)`).
        case button(action: Value?)
        /// Bound to the `@State` kept under this key.
        case toggle(stateKey: String)
        /// `TextField` / `SecureField`: edits the `@State` string kept under this key.
        case textField(TextFieldNode)
        /// `Slider`, `Stepper`, `Picker`, `ProgressView`: `StandardControls.swift`.
        case slider(SliderControl)
        case stepper(StepperControl)
        case picker(PickerControl)
        case progress(ProgressControl)
        /// A TabView's tab: a press sets the state kept under the key to this tab's value.
        case choice(stateKey: String, value: Value)
    }
    var kind: Kind
    var label: ViewNode
    /// Where the control was written: its identity across frames and reloads.
    var location: SourceLocation
    /// A `NavigationLink`: in a Form's or a List's row it ends in a chevron.
    var leadsOn = false
    /// On a screen, the control as the UI presses and draws it, made with the styles around it
    /// (`ScreenConversion.resolvingControls`): layout measures it by what it draws.
    var resolved: ResolvedControl?
    /// A Button's `role:` (`destructive`, `cancel`), which alerts and dialogs draw.
    var role: String? = nil
    /// In an alert or a dialog: the state that presents it, set to this value after the action runs.
    var dismissing: (stateKey: String, value: Value)? = nil
}

/// A screen's control as the UI takes it: the UI's view of it, and the size that view answers an
/// offer with (a Button's style around its label, a Slider's track).
struct ResolvedControl: Sendable {
    let view: View
    let metrics: TextMetrics & Sendable

    /// The size for an offer; no offer on an axis is an unbounded one, where a track takes its default.
    /// A file's button or toggle style lays its body out for the offer itself.
    func size(_ p: ProposedSize) -> Size {
        let styled: (style: any ControlStyle, label: Label)? =
            switch view {
            case .button(let item): (item.style, item.label)
            case .toggle(let item): (item.style, item.label)
            default: nil
            }
        if let styled, let style = styled.style as? any InterpretedControlStyle {
            return style.size(forLabel: styled.label, metrics: metrics, proposed: p)
        }
        return Layout(metrics: metrics).size(
            of: view, proposed: Size(width: p.width ?? .infinity, height: p.height ?? .infinity))
    }

    /// Whether it takes more room along an axis when offered more: measured, so a style whose body
    /// fills its offer counts, whatever kind of control it is.
    func isFlexible(horizontally: Bool) -> Bool {
        // Two large offers: a text that wraps when offered little is not flexible for that.
        let small = size(ProposedSize(width: 5_000, height: 5_000))
        let large = size(ProposedSize(width: 10_000, height: 10_000))
        return horizontally ? large.width > small.width + 0.5 : large.height > small.height + 0.5
    }
}

/// `.buttonStyle(…)` / `.toggleStyle(…)` in a screen: a style struct of the file, or SwiftUI's own.
enum StyleChoice: Sendable {
    case instance(Instance)
    /// `.plain`, `.automatic`, `.borderless`, `.switch`, …: SwiftUI's styles by name.
    case system(String)
}

enum StackKind: Sendable {
    case z, h, v
}

/// How a shape view draws: `.fill`, `.stroke` or `.strokeBorder`. A nil fill is the environment's
/// foreground colour (a bare `Circle()` is filled with it).
enum ShapeDrawing: Sendable {
    case fill(Fill?, innerShadows: [Shadow<Color>])
    case stroke(Fill?, lineWidth: Double, inside: Bool)
    /// A stroke whose caps, joins or dashes show: drawn as the filled outline of the stroke.
    case styledStroke(Fill?, StrokeStyle, inside: Bool)
}

/// A modifier that wraps a view.
enum ViewModifier: Sendable {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: UnitPoint)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; a maximum may be infinite, taking
    /// all the room offered.
    case flexibleFrame(FlexibleFrame)
    case background(ViewNode, alignment: UnitPoint)
    case overlay(ViewNode, alignment: UnitPoint)
    case shadow(Shadow<Color>)
    case blur(Double)
    case offset(x: Double, y: Double)
    case mask(ViewNode)
    case clipShape(ShapeValue)
    case contentShape(ShapeValue)
    case blendMode(BlendMode)
    case opacity(Double)
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    case foregroundColor(Fill?)
    /// `.foregroundStyle(.secondary)` (`.tertiary`, `.quaternary`, `.quinary`: 1 to 4): a level of the
    /// foreground around it (`Fill.level`), not a colour of its own.
    case foregroundLevel(Int)
    case font(Font)
    /// `.bold()`, `.fontWeight(_:)`: the weight of the text inside, whatever font it is in.
    case fontWeight(Font.Weight)
    case animation(Animation?)
    /// Styles for the controls inside (screens only; a style's own body draws its inner Button plain).
    case buttonStyle(StyleChoice)
    case toggleStyle(StyleChoice)
    /// `.toolbar { ToolbarItem(placement:) { … } }`: each item placed over the view at an edge (a plain
    /// title bar's trailing button, a bottom bar's centre).
    case toolbar([ToolbarItem])
    /// Marks a `ToolbarItem`'s content with its placement, for the `.toolbar` around it.
    case toolbarItem(UnitPoint)
    /// `.tabItem { Label(…) }`: what the enclosing TabView's bar shows for this tab; draws nothing.
    case tabItem(ViewNode)
    /// `.navigationTitle("…")`: shown by the enclosing `NavigationView`'s bar; nothing elsewhere.
    case navigationTitle(String)
    /// `.ignoresSafeArea(edges:)`: a view that reaches under a navigation bar (`NavigationChrome`) on
    /// the edges named.
    case ignoresSafeArea(edges: Set<String>)
    /// `Image(systemName:).resizable()`: the symbol fitted to the frame offered, keeping its proportions.
    case resizableSymbol
    /// `.position(x:y:)`: the child's centre at this point of the space offered, which it fills.
    case position(x: Double, y: Double)
    /// `.fixedSize(horizontal:vertical:)`: the child's ideal length on those axes, whatever is offered.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: stacks offer room to higher priorities first.
    case layoutPriority(Double)
    /// `.zIndex(_:)`: a ZStack draws higher indices over lower ones.
    case zIndex(Double)
    /// `.rotationEffect(_:anchor:)`, clockwise on screen for a positive angle.
    case rotation(radians: Double, anchor: UnitPoint)
    /// `.rotation3DEffect(…)`.
    case rotation3D(Rotation3D)
    /// `.compositingGroup()`, `.drawingGroup()`: the content flattened into one layer first.
    case compositingGroup
    /// `.italic()`, `.kerning(_:)`, `.fontDesign(_:)`…: the font of the text inside, changed.
    case fontChange(FontChange)
    /// `.luminanceToAlpha()`, `.saturation(_:)`, `.hueRotation(_:)`…: the drawing's colours changed.
    case colorFilter(ColorFilter)
    /// `.textCase(.uppercase)` (true), `.lowercase` (false), nil for as written.
    case textCase(Bool?)
    /// `.imageScale(_:)`: symbols drawn at this multiple of their font size.
    case imageScale(Double)
    /// `.lineLimit(n)`: text inside wraps to at most n lines (nil: any number).
    case lineLimit(Int?)
    /// `.minimumScaleFactor(_:)`: text that would be cut short at its line limit is drawn smaller first,
    /// down to this share of its size.
    case minimumScaleFactor(Double)
    /// `.truncationMode(_:)`: where a cut line loses its characters.
    case truncationMode(TruncationMode)
    /// `.multilineTextAlignment(_:)`: how wrapped lines sit across their box.
    case multilineTextAlignment(TextWrapping.Alignment)
    /// `.pickerStyle`, `.progressViewStyle`, `.labelStyle`, `.textFieldStyle`.
    case controlStyle(ControlStyleKind, StyleChoice)
    /// `.disabled(true)`: the controls inside are drawn disabled and do not respond.
    case disabled
    /// `.tag(_:)`: the value a `Picker` option stands for; draws nothing.
    case tag(Value)
    /// Marks a `Gauge`'s drawing with its parts, for a `.gaugeStyle` around it; draws nothing.
    case gauge(GaugeParts)
    /// Marks a TabView's bar, which reaches the screen's bottom edge under the home indicator; the
    /// number of tabs and the chosen one (a `.page` style draws them as dots instead).
    case tabBar(pages: Int, chosen: Int)
    /// `.navigationBarTitleDisplayMode(.inline)`: the title small in the bar, not large below it.
    case inlineTitle
    /// `.searchable(text:prompt:)`: the enclosing navigation container's search field, with this prompt.
    case searchField(String)
    /// A sheet, alert or dialog the view presents now; the screen lays it over everything
    /// (`Presentation.hoisting`).
    case presentation(Presentation)
    /// `.presentationDetents(…)` on a sheet's content: the heights it may rest at (`SheetDetent`).
    case presentationDetents([SheetDetent])
    /// `.tint(_:)`, `.accentColor(_:)`.
    case tint(Color)
    /// `.labelsHidden()`.
    case labelsHidden
    /// `.onTapGesture`, `.gesture(DragGesture()…)` and the like.
    case gesture(GestureAttachment)
    /// `.allowsHitTesting(false)`.
    case hitTestingDisabled
    /// `.onAppear`, `.task`, `.onChange(of:)`, `.onReceive`.
    case lifecycle(LifecycleEvent)
    /// `.preferredColorScheme(_:)`, `.environment(\.colorScheme, _)`: colours inside resolve in this scheme.
    case colorScheme(Appearance.ColorScheme)
    /// `.dynamicTypeSize(_:)`, `.environment(\.dynamicTypeSize, _)`, `.environment(\.sizeCategory, _)`: the
    /// Dynamic Type size inside kept in this range (one size for an exact one).
    case dynamicTypeSize(ClosedRange<DynamicTypeSize>)
    /// `ViewThatFits`, around a ZStack of its choices: only the first whose ideal size fits the offer on
    /// these axes is laid out and drawn (the last when none does).
    case viewThatFits(horizontal: Bool, vertical: Bool)
    /// The view a file's own struct made (its `body`), and where the code made it: changes nothing,
    /// names the view in `--layout`'s `"views"` and the layout inspector.
    case source(ViewSource)
    /// `GridRow(alignment:) { … }`: its HStack of cells, read as a row by the `Grid` around it.
    case gridRow(alignment: Double?)
    /// `Group { … }`, a modified `ForEach`, a body of several views: a VStack of views that a container
    /// around takes as its own children, each with the modifiers written after the group (SwiftUI's
    /// `TupleView` and `Group`); on its own it is that VStack.
    case group
    /// `.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor`, `.gridCellUnsizedAxes`: what a
    /// `Grid` reads of its cell; nothing elsewhere.
    case gridCell(GridCell)
    /// On a stack: it lines its children up by this guide (a baseline, a custom `AlignmentID`).
    case alignedBy(AlignmentKey, LaterEvaluation?)
    /// `.alignmentGuide(_:computeValue:)`: the view's own guide for an alignment.
    case alignmentGuide(AlignmentGuide)
    /// A `ScrollView`'s content: offered no length along the axes it scrolls, so it takes its ideal
    /// length there, and placed from the viewport's top (leading) edge; the viewport clips it.
    case scrollContent(horizontal: Bool, vertical: Bool)
    /// The status bar's and navigation bars' height over a ScrollView's content that scrolls under them
    /// (`NavigationChrome.insetting`): once it is scrolled, a bar's material covers that much of it.
    case scrollEdge(top: Double)
    /// `.listStyle`, `.scrollContentBackground`, `.listRowInsets`, `.listRowBackground`,
    /// `.listRowSeparator`: what a List reads around it or of its rows; nothing elsewhere.
    case list(ListTrait)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the child sized to the
    /// ratio (width / height; nil for the child's own, an image's proportions) inside the offer, or
    /// covering it.
    case aspectRatio(Double?, fill: Bool)
}

/// SwiftUI's `Text.TruncationMode`.
enum TruncationMode: String, Sendable {
    case head, middle, tail
}

/// A view of the file's own type, and the place in the code that made it.
struct ViewSource: Sendable {
    var typeName: String
    var location: SourceLocation
    /// A view of SwiftUI's (`Text`, `VStack`…) marked only with where it was written, for the layout
    /// report: it is listed as itself, with this location.
    var isSwiftUIs = false
    /// A placeholder for a view that could not be made (`Placeholder`), listed under the name it was
    /// written with.
    var isPlaceholder = false
}

extension ViewNode {
    /// The view without the `.source` markers around it: what code that looks for a kind of view (a
    /// Form's toggle row, a List's link) sees through a struct of the file that makes one.
    /// The views of a group (or a row) that `marks` the stack inside, each with the modifiers written
    /// around the group; nil when the view is no such group. A view struct whose body is the group
    /// passes its views on without its name.
    func members(of marks: (ViewModifier) -> Bool) -> [ViewNode]? {
        var around: [ViewModifier] = []
        var node = self
        while case .modified(let child, let modifier) = node {
            if marks(modifier), case .stack(_, _, _, let views) = child {
                return views.map { view in around.reversed().reduce(view) { .modified($0, $1) } }
            }
            if case .source = modifier {} else { around.append(modifier) }
            node = child
        }
        return nil
    }

    /// The children a container takes from this view: a group's views, else the view itself.
    var flattened: [ViewNode] {
        members { if case .group = $0 { true } else { false } }?.flatMap(\.flattened) ?? [self]
    }

    var unmarked: ViewNode {
        if case .modified(let child, .source) = self { return child.unmarked }
        return self
    }
}

/// A change to whatever font the text inside is in.
enum FontChange: Sendable, Equatable {
    case italic(Bool)
    case design(Font.Design)
    case monospacedDigit
    case kerning(Double)
    case tracking(Double)
    /// `.strikethrough` and `.underline`: a line drawn with the text; the font itself is unchanged.
    case decoration(TextDecoration)

    func applied(to font: Font) -> Font {
        switch self {
        case .italic(let on): font.italic(on)
        case .design(let d): font.design(d)
        case .monospacedDigit: font.monospacedDigit()
        case .kerning(let k): font.kerning(k)
        case .tracking(let t): font.tracking(t)
        case .decoration: font
        }
    }
}

/// `.strikethrough(_:color:)` or `.underline(_:color:)`: a line through or under each line of text, in the
/// text's colour unless one is given. The innermost of a kind wins, so `.strikethrough(false)` undoes one
/// further out.
struct TextDecoration: Sendable, Equatable {
    enum Kind: Sendable, Hashable {
        case strikethrough, underline
    }

    var kind: Kind
    var isActive: Bool
    var color: Color?

    /// The line's middle below the top of a line of text, as a fraction of the line's height: through the
    /// middle of the lowercase letters, or just under the baseline (Inter's metrics, as SF places them).
    var position: Double { kind == .strikethrough ? 0.6 : 0.86 }

    /// The line's thickness for a font of `size` points: a point at body size.
    static func thickness(size: Double) -> Double { max(0.5, size / 17) }
}

/// Which standard control a `.xStyle(…)` modifier styles.
enum ControlStyleKind: String, Sendable {
    case picker, progress, label, textField
}

/// `.rotation3DEffect`'s parameters: the angle about an axis through the anchor, and how strong the
/// perspective is (1 is Core Animation's m34 of −1/500 points… scaled as SwiftUI scales it).
struct Rotation3D: Sendable {
    var radians: Double
    var axis: (x: Double, y: Double, z: Double)
    var anchor: UnitPoint
    var anchorZ: Double
    var perspective: Double
}

/// A gesture attached to a view, and how it ranks against the others.
struct GestureAttachment: Sendable {
    enum Priority: Sendable { case normal, simultaneous, high }
    /// SwiftUI's gesture types, as instances of these names: their parameters and closures are properties.
    static let kinds: Set<String> = [
        "DragGesture", "TapGesture", "LongPressGesture", "SpatialTapGesture", "MagnificationGesture",
        "MagnifyGesture", "RotationGesture", "SimultaneousGesture", "ExclusiveGesture", "SequenceGesture",
    ]
    var gesture: Instance
    var priority: Priority
    var location: SourceLocation
}

/// `.onAppear`, `.task`, `.onChange(of:)`, `.onReceive`: an action run at a moment of the view's life.
struct LifecycleEvent: Sendable {
    /// `preference` is `.preference(key:value:)`, which runs nothing: a value its ancestors'
    /// `preferenceChange` (`.onPreferenceChange`) read once the views are laid out.
    enum Kind: Sendable { case appear, change, receive, preference, preferenceChange }
    var kind: Kind
    /// What `.onChange` watches, `.onReceive`'s publisher, or a preference's value.
    var value: Value
    var action: Value
    /// `.onChange(of:initial: true)`: also run when the view first shows.
    var initial: Bool
    var location: SourceLocation
    /// The `PreferenceKey` type a preference is set or read under.
    var key = ""
}

/// A toolbar item and where it goes.
struct ToolbarItem: Sendable {
    var placement: UnitPoint
    var content: ViewNode
}

/// The bounds of a flexible frame, per axis.
extension ViewNode {
    /// `view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment:)`: all the space offered.
    func filling(alignment: UnitPoint) -> ViewNode {
        .modified(
            self,
            .flexibleFrame(
                FlexibleFrame(
                    minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: alignment)))
    }
}

struct FlexibleFrame: Sendable {
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var alignment: UnitPoint
    /// What the frame is offered nothing on an axis takes (`idealWidth:`); nil: the child's.
    var idealWidth: Double?
    var idealHeight: Double?

    /// The frame's length on one axis, as SwiftUI's flexible frame chooses it: a bound that is given
    /// lets the frame follow the offer past the child's length up to it (a `maxWidth` grows, a
    /// `minWidth` shrinks toward the offer), one that is not keeps the child's. So a frame with only
    /// a maximum is never smaller than its child unless the maximum itself is.
    static func length(offered: Double?, child: Double, min: Double?, max: Double?) -> Double {
        let offer = offered ?? child
        var length = child
        if let min { length = Swift.max(min, Swift.min(length, offer)) }
        if let max { length = Swift.min(max, Swift.max(length, offer)) }
        return length
    }
}

/// A shape by value, so two shapes can be compared (a stroke overlaid on the same shape casts its
/// shadow with the fill).
enum ShapeValue: Hashable, Sendable {
    case rectangle
    case circle
    case ellipse
    case capsule(RoundedCornerStyle)
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    case unevenRoundedRectangle(UnevenRoundedRectangle)
    indirect case inset(ShapeValue, by: Double)
    /// A `Path` the file built: drawn where it was built, whatever its frame.
    case path(Path)
    /// A `Shape` the file declares: its `path(in:)` run for the frame.
    case custom(CustomShape)
    /// `.trim(from:to:)`.
    indirect case trimmed(ShapeValue, from: Double, to: Double)
    /// `.rotation(_:anchor:)`, `.offset(x:y:)`, `.scale(x:y:anchor:)` on a shape.
    indirect case transformed(ShapeValue, TransformedShape.Change)
    /// Filled by the even-odd rule: `FillStyle(eoFill: true)` given to `.fill` or `.clipShape`.
    indirect case evenOdd(ShapeValue)

    var insettable: AnyInsettableShape {
        switch self {
        case .rectangle: AnyInsettableShape(Rectangle())
        case .circle: AnyInsettableShape(Circle())
        case .ellipse: AnyInsettableShape(Ellipse())
        case .capsule(let style): AnyInsettableShape(Capsule(style: style))
        case .roundedRectangle(let r, let style): AnyInsettableShape(RoundedRectangle(cornerRadius: r, style: style))
        case .unevenRoundedRectangle(let shape): AnyInsettableShape(shape)
        case .inset(let shape, let amount): shape.insettable.inset(by: amount)
        case .path(let path): AnyInsettableShape(FixedPathShape(path: path))
        case .custom(let shape): AnyInsettableShape(CustomPathShape(shape: shape))
        case .trimmed(let shape, let from, let to):
            AnyInsettableShape(TrimmedShape(base: shape.insettable, from: from, to: to))
        case .transformed(let shape, let change):
            AnyInsettableShape(TransformedShape(base: shape.insettable, change: change))
        case .evenOdd(let shape): AnyInsettableShape(EvenOddShape(shape.insettable))
        }
    }
}

extension ViewNode {
    /// Views side by side as a group: nothing for none, the view itself for one.
    static func grouping(_ views: [ViewNode]) -> ViewNode {
        switch views.count {
        case 0: .empty
        case 1: views[0]
        default: .modified(.stack(.v, spacing: nil, alignment: .center, views), .group)
        }
    }
}

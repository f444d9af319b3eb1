import Raster
import Style
import SwiftSource
import Synchronization

extension ViewCatalog {
    static let layout: [ViewDeclaration] = [
        ViewDeclaration(
            "VStack", ["VStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content:)"],
            "children top to bottom"),
        ViewDeclaration(
            "HStack", ["HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content:)"],
            "children side by side"),
        ViewDeclaration(
            "ZStack", ["ZStack(alignment: Alignment = .center, content:)"],
            "children over one another, placed by the alignment"),
        ViewDeclaration("LazyVStack", ["LazyVStack(alignment:spacing:pinnedViews:content:)"], "a VStack"),
        ViewDeclaration("LazyHStack", ["LazyHStack(alignment:spacing:pinnedViews:content:)"], "an HStack"),
        ViewDeclaration("Group", ["Group(content:)"], "its children, as if written in its place"),
        ViewDeclaration("Spacer", ["Spacer(minLength: CGFloat? = nil)"], "the room its stack has left"),
        ViewDeclaration("Divider", ["Divider()"], "a hairline across its stack"),
        ViewDeclaration(
            "ScrollView", ["ScrollView(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, content:)"],
            "its content at rest, from the top"),
        ViewDeclaration(
            "ForEach", ["ForEach(_ data: Data, id: KeyPath, content: (Element) -> Content)"], "a view per element"),
        ViewDeclaration("EmptyView", ["EmptyView()"], "nothing"),
        ViewDeclaration("AnyView", ["AnyView(_ view: V)"], "the view"),
        ViewDeclaration(
            "GeometryReader", ["GeometryReader(content: (GeometryProxy) -> Content)"],
            "takes all the room offered and builds its content for that size, placed at its top-leading corner "
                + "(proxy.size, proxy.frame(in:), proxy.safeAreaInsets); in a screen the Buttons and gestures inside take input"
        ) { e, list, at throws(EvaluationError) in
            let content = try list.required(nil, or: "content")
            guard case .closure(let closure) = content.value else {
                throw EvaluationError(location: content.location, message: "GeometryReader takes { proxy in … }")
            }
            return .view(.geometry(GeometryContent(closure: closure, evaluator: e, at: at)))
        },
    ]
}

/// A `GeometryReader`'s content: built when its size is known, at layout, by an evaluation of its own
/// that reads the screen's state.
struct GeometryContent: Sendable {
    let closure: Closure
    let program: Program
    let screen: ScreenContext?
    let location: SourceLocation
    /// The environment the reader was built in (`.disabled`, `.environment(…)` around it).
    let environment: [String: Value]
    /// Whether its content holds controls or gestures, found once (a screen makes those interactive).
    private let probe = GeometryProbe()

    init(closure: Closure, evaluator: Evaluator, at location: SourceLocation) {
        self.closure = closure
        self.program = evaluator.program
        var screen = evaluator.screen
        // The views inside count their instances apart from the screen's own, so their @State keys
        // neither collide with the views around the reader nor move when it is rebuilt.
        if let counts = screen?.instances { screen?.instances = counts.mapValues { $0 + 10_000 } }
        self.screen = screen
        self.location = location
        self.environment = evaluator.environmentOverrides
    }

    /// Whether the content, built for a nominal 100-point square, holds a control or a gesture:
    /// then a screen lays it out in the UI, so they take input, instead of drawing it whole.
    var containsControl: Bool {
        probe.value {
            guard case .success(let node) = content(in: Rect(x: 0, y: 0, width: 100, height: 100)) else { return false }
            return node.containsControl
        }
    }

    /// The content for a frame of `size`, or the error it raised.
    func content(in frame: Rect) -> Result<ViewNode, EvaluationError> {
        let evaluator = Evaluator(program: program, screen: screen)
        evaluator.environmentOverrides = environment
        let proxy = Instance(
            typeName: "GeometryProxy",
            properties: [
                "size": .size(frame.width, frame.height),
                "safeAreaInsets": .tuple([
                    TupleElement(label: "top", value: .number(0)), TupleElement(label: "leading", value: .number(0)),
                    TupleElement(label: "bottom", value: .number(0)),
                    TupleElement(label: "trailing", value: .number(0)),
                ]),
                "frame": .rect(frame),
            ])
        do throws(EvaluationError) {
            let value = try evaluator.invoke(closure, [.instance(proxy)], at: location)
            return .success(try evaluator.view(value, at: location))
        } catch {
            return .failure(error)
        }
    }
}

/// A value found once and kept: `GeometryContent` is a value rebuilt with the view, and asking it
/// again must not evaluate its content again.
final class GeometryProbe: Sendable {
    private let found = Mutex<Bool?>(nil)

    func value(_ find: () -> Bool) -> Bool {
        if let known = found.withLock({ $0 }) { return known }
        let value = find()
        found.withLock { $0 = value }
        return value
    }
}

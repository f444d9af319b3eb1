// A declarations-only SwiftUI: what the exports and the articles' helper code use, with the
// signatures and the availability Apple documents (developer.apple.com/documentation/swiftui), and
// bodies that only satisfy the compiler. It is compiled as a module named SwiftUI so that
// `import SwiftUI` in an export resolves on Linux, where SwiftUI itself does not exist; nothing runs.
// Return types Apple writes as `some View` stay `some View`; a private wrapper is what they return.
// Not built by SwiftPM (Package.swift excludes the Fixtures folder); ExportTypeCheckTests compiles it.

@_exported import Foundation

// MARK: - Views and view builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// What every stub modifier returns: a view wrapping the one it modifies.
nonisolated public struct _ModifiedView<Content: View>: View {
    let content: Content
    init(_ content: Content) { self.content = content }
    public var body: Never { fatalError() }
}

nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

nonisolated public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    init() {}
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { TupleView((repeat each content)) }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
    public static let topLeading = Alignment()
    public static let topTrailing = Alignment()
    public static let bottomLeading = Alignment()
    public static let bottomTrailing = Alignment()
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

nonisolated public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct VStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

// MARK: - Colours, gradients and shape styles

public protocol ShapeStyle: Sendable {}

nonisolated public struct Color: View, ShapeStyle, Hashable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }

    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    public static let gray = Color(white: 0.5)
    public static let clear = Color(white: 0, opacity: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let pink = Color(red: 1, green: 0.2, blue: 0.4)
    public static let purple = Color(red: 0.7, green: 0.3, blue: 0.9)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0.5)
}

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(colors: [Color]) {}
    public init(stops: [Stop]) {}
}

nonisolated public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

@available(iOS 16, macOS 13, *)
public struct ShadowStyle: Equatable, Sendable {
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle()
    }
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle()
    }
}

extension ShapeStyle {
    /// The shape style with a drop or inner shadow, drawn as part of whatever it fills.
    @available(iOS 16, macOS 13, *)
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

// MARK: - Shapes

public struct Path: Sendable {
    public init() {}
}

public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular, continuous
}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ModifiedView<EmptyView> { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    public func fill(style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ModifiedView(self) }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    { _ModifiedView(self) }
}

nonisolated public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

nonisolated public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

nonisolated public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

nonisolated public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

nonisolated public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

// MARK: - Modifiers

public enum BlendMode: Equatable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeInOut = Animation()
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { Animation() }
    public static func spring() -> Animation { Animation() }
}

public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

extension View {
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { _ModifiedView(self) }
    public func padding(_ length: CGFloat) -> some View { _ModifiedView(self) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView(self) }
    @available(iOS, introduced: 13, deprecated: 100000, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000, message: "Use `background(alignment:content:)` instead.")
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    { _ModifiedView(self) }
    @available(iOS 15, macOS 12, *)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView(self)
    }
    @available(iOS, introduced: 13, deprecated: 100000, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }
    @available(iOS 15, macOS 12, *)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView(self)
    }
    public func blendMode(_ blendMode: BlendMode) -> some View { _ModifiedView(self) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _ModifiedView(self) }
    @available(iOS 15, macOS 12, *)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _ModifiedView(self) }
    @available(iOS, introduced: 13, deprecated: 15, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { _ModifiedView(self) }
    @available(iOS, introduced: 13, deprecated: 100000, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { _ModifiedView(self) }
    @available(iOS 15, macOS 12, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    @available(
        iOS, introduced: 13, deprecated: 100000, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    public func mask<Mask: View>(_ mask: Mask) -> some View { _ModifiedView(self) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _ModifiedView(self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView(self) }
    public func opacity(_ opacity: Double) -> some View { _ModifiedView(self) }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _ModifiedView(self) }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _ModifiedView(self) }
}

// MARK: - Controls and their styles

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

nonisolated public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

public struct ButtonStyleConfiguration {
    /// The button's label, a type-erased view.
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public struct ToggleStyleConfiguration {
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}

@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

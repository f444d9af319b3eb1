import Raster
import Style
import SwiftSource

/// What an expression in a style file evaluates to. Swift's types are not checked ahead of time:
/// each use converts the value it is given (`number`, `color`, `view`, …) and says at the
/// expression's place what it got instead.
indirect enum Value: Sendable {
    case void
    case number(Double)
    case bool(Bool)
    case string(String)
    case color(Color)
    /// A `LinearGradient`, or a colour with inner shadows (`Color.x.shadow(.inner(…))`).
    case shapeStyle(Fill, innerShadows: [Shadow<Color>])
    /// `Gradient(colors:)`.
    case gradient([Color])
    case unitPoint(UnitPoint)
    case shape(ShapeValue)
    case view(ViewNode)
    case font(Font)
    case animation(Animation)
    /// `.inner(color:radius:x:y:)` and `.drop(…)`, as `ShapeStyle.shadow` takes them.
    case shadowStyle(Shadow<Color>, inner: Bool)
    /// `.white`, `.continuous`: a member of a type the context decides, resolved where it is used.
    case implicitMember(String, at: SourceLocation)
    /// `.spring()`, `.inner(color: …)`, `.neumorphic(color:)`: an implicit member called.
    case implicitCall(String, [EvaluatedArgument], at: SourceLocation)
    /// A style's `configuration`.
    case configuration(ConfigurationValue)
    /// An instance of a struct the file declares.
    case instance(Instance)
    /// A type named in an expression (`Color`, `DarkBackground`), before a call or a member.
    case type(String)
    /// A closure: kept, not run (a Button's action runs in the UI, not in the style).
    case closure(Closure)
    case array([Value])
    /// A screen's `@State` or `@Binding` property: where its value is kept (`ScreenState`).
    case stateReference(String)
    /// `$name`: the binding to a `@State` or `@Binding` property, passed to a `Toggle` or a view.
    case binding(String)

    /// What the value is, for messages ("expected a number, got a colour").
    var kindName: String {
        switch self {
        case .void: "nothing"
        case .number: "a number"
        case .bool: "a Bool"
        case .string: "a string"
        case .color: "a Color"
        case .shapeStyle: "a gradient"
        case .gradient: "a Gradient"
        case .unitPoint: "a UnitPoint"
        case .shape: "a Shape"
        case .view: "a View"
        case .font: "a Font"
        case .animation: "an Animation"
        case .shadowStyle: "a ShadowStyle"
        case .implicitMember(let name, _): "'.\(name)'"
        case .implicitCall(let name, _, _): "'.\(name)(…)'"
        case .configuration: "the configuration"
        case .instance(let instance): "a \(instance.typeName)"
        case .type(let name): "the type \(name)"
        case .closure: "a closure"
        case .array: "an array"
        case .stateReference: "a state"
        case .binding: "a Binding"
        }
    }
}

/// An argument after evaluation, with where it was written.
struct EvaluatedArgument: Sendable {
    var label: String?
    var value: Value
    var location: SourceLocation

    var isClosure: Bool {
        if case .closure = value { return true }
        return false
    }
}

/// A closure with the names it captured.
struct Closure: Sendable {
    var parameters: [String]
    var body: [Statement]
    var scope: Scope
    var location: SourceLocation
}

/// `configuration` in `makeBody`: which state is being built.
struct ConfigurationValue: Sendable {
    var isPressed: Bool
    /// Nil in a button style, whose configuration has no `isOn`.
    var isOn: Bool?
}

/// A value of a struct the file declares, with its stored properties.
struct Instance: Sendable {
    var typeName: String
    var properties: [String: Value]
    /// For an object of a class (an `ObservableObject`) on a screen: the state key that holds it. Its
    /// properties are then `.stateReference`s under that key, shared by every copy of the handle.
    var objectKey: String? = nil
}

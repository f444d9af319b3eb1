import Raster
import Style
import SwiftSource

/// What an expression in a style file evaluates to. Swift's types are not checked ahead of time:
/// each use converts the value it is given (`number`, `color`, `view`, …) and says at the
/// expression's place what it got instead. `nil` is `.void`, as `Optional.none`; a value that is
/// there is itself, as `Optional.some`.
indirect enum Value: Sendable {
    case void
    /// An `Int`: integer literals, counts and indices (integer division truncates, as in Swift).
    case int(Int)
    /// A `Double`, `CGFloat` or `Float`.
    case number(Double)
    case bool(Bool)
    case string(String)
    case color(Color)
    /// A gradient, or a colour or gradient with shadows (`Color.x.shadow(.inner(…))`, `.shadow(.drop(…))`).
    case shapeStyle(Fill, innerShadows: [Shadow<Color>], dropShadows: [Shadow<Color>] = [])
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
    /// An instance of a struct or an enum case the file declares (a class's instance is a handle
    /// whose properties live in the object store).
    case instance(Instance)
    /// A type named in an expression (`Color`, `DarkBackground`), before a call or a member.
    case type(String)
    /// A closure: kept, not run (a Button's action runs in the UI, not in the style).
    case closure(Closure)
    /// A function the file declares, named without calling it (`action: save`).
    case function(FunctionValue)
    case array([Value])
    /// `[key: value]`, in insertion order.
    case dictionary([DictionaryEntry])
    /// `(a, b)`, `(x: 1, y: 2)`.
    case tuple([TupleElement])
    /// `0..<n`, `0.0...1.0`: kept as bounds, made into elements only when iterated.
    case range(Value, Value, closed: Bool)
    /// `\.name`, `\Item.title.count`.
    case keyPath([String])
    /// A screen's `@State` or `@Binding` property: where its value is kept (`ScreenState`).
    case stateReference(String)
    /// `$name`: the binding to a `@State` or `@Binding` property, passed to a `Toggle` or a view.
    case binding(String)
    /// `.constant(value)`: a binding that always reads `value` and ignores writes.
    case constantBinding(Value)
    /// A `Path` being built (`var path = Path(); path.move(to: …)`), in the file's points.
    case path(Path)
    /// An `Angle`, in radians.
    case angle(Double)
    /// What a type nothing declares makes (`JSONDecoder()`, `UIDevice.current`) on a screen: it takes
    /// further members, calls and operators, and is a placeholder where a view goes (`StandIn`).
    case standIn(StandIn)

    /// What the value is, for messages ("expected a number, got a colour").
    var kindName: String {
        switch self {
        case .void: "nil"
        case .int: "an Int"
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
        case .path: "a Path"
        case .angle: "an Angle"
        case .implicitMember(let name, _): "'.\(name)'"
        case .implicitCall(let name, _, _): "'.\(name)(…)'"
        case .configuration: "the configuration"
        case .instance(let instance): instance.caseName.map { "\(instance.typeName).\($0)" } ?? "a \(instance.typeName)"
        case .type(let name): "the type \(name)"
        case .closure: "a closure"
        case .function(let f): "the function \(f.declaration.name)"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .tuple: "a tuple"
        case .range: "a range"
        case .keyPath: "a key path"
        case .stateReference: "a state"
        case .binding, .constantBinding: "a Binding"
        case .standIn(let standIn): "a stand-in for \(standIn.typeName)"
        }
    }

    /// The name of an implicit member or call (`.medium`, `.fractionLength(2)`): how Foundation's and
    /// SwiftUI's enums are written where their type is known; nil for anything else.
    var memberName: String? {
        switch self {
        case .implicitMember(let name, _), .implicitCall(let name, _, _): name
        default: nil
        }
    }

    /// `.int` and `.number` as a `Double`; nil for anything else.
    var numeric: Double? {
        switch self {
        case .int(let i): Double(i)
        case .number(let n): n
        // `Double(i) * .pi`: the floating-point type's members where a number is wanted.
        case .implicitMember("pi", _): .pi
        case .implicitMember("infinity", _): .infinity
        case .implicitMember("zero", _): 0
        default: nil
        }
    }

    var isNil: Bool {
        if case .void = self { return true }
        return false
    }
}

/// An argument after evaluation, with where it was written.
struct EvaluatedArgument: Sendable {
    var label: String?
    var value: Value
    var location: SourceLocation
    /// Written as a string literal (a `LocalizedStringKey` where SwiftUI takes one: `Text("**Hi**")`).
    var isLiteral = false

    var isClosure: Bool {
        switch value {
        case .closure, .function: true
        default: false
        }
    }
}

/// A closure with the names it captured (by value: a closure sees the scope as it was written).
struct Closure: Sendable {
    var parameters: [String]
    var body: [Statement]
    var scope: Scope
    var location: SourceLocation
}

/// A declared function as a value: what `self` and `Self` it runs with.
struct FunctionValue: Sendable {
    var declaration: FunctionDeclaration
    var location: SourceLocation
    var instance: Instance?
    var selfType: String?
}

/// `configuration` in `makeBody`: which state is being built.
struct ConfigurationValue: Sendable {
    var isPressed: Bool
    /// Nil in a button style, whose configuration has no `isOn`.
    var isOn: Bool?
    /// A progress view style's `fractionCompleted` (0…1), nil otherwise.
    var fractionCompleted: Double? = nil
    /// A label style's `icon` and `title`, nil otherwise.
    var labelParts: (icon: ViewNode, title: ViewNode)? = nil
    /// A button's `role` (`destructive`, `cancel`), nil for none.
    var role: String? = nil
}

/// A value of a struct the file declares, with its stored properties; an enum's case (its name and
/// associated values); or a handle on an object of a class.
struct Instance: Sendable {
    var typeName: String
    var properties: [String: Value]
    /// For an object of a class: the store key that holds it. Its properties are then
    /// `.stateReference`s under that key, shared by every copy of the handle (reference semantics).
    var objectKey: String? = nil
    /// For an enum's value: its case and associated values (labelled where the case labels them).
    var caseName: String? = nil
    var associatedValues: [TupleElement] = []
}

/// An element of a tuple or of an enum case's associated values.
struct TupleElement: Sendable {
    var label: String?
    var value: Value
}

/// A key and its value in a dictionary.
struct DictionaryEntry: Sendable {
    var key: Value
    var value: Value
}

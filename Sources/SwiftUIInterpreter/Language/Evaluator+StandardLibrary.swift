import Foundation
import Raster
import Style
import SwiftSource

/// The standard library's members on values: numbers, strings, arrays, dictionaries, ranges, tuples
/// and optionals, with the closures they take; subscripts; the free functions.
extension Evaluator {
    /// A property of a standard value (`count`, `isEmpty`, `first`, `rounded`…), or nil for none.
    func standardProperty(_ name: String, of value: Value, at: SourceLocation) throws(EvaluationError) -> Value? {
        switch value {
        case .int(let i):
            switch name {
            case "description": return .string(String(i))
            case "magnitude": return .int(i.magnitude > UInt(Int.max) ? .max : Int(i.magnitude))
            case "isZero": return .bool(i == 0)
            case "signum": return .int(i.signum())
            default: return try standardProperty(name, of: .number(Double(i)), at: at)
            }
        case .number(let n):
            switch name {
            case "description": return .string(Self.printed(value))
            case "magnitude": return .number(n.magnitude)
            case "isNaN": return .bool(n.isNaN)
            case "isFinite": return .bool(n.isFinite)
            case "isInfinite": return .bool(n.isInfinite)
            case "isZero": return .bool(n == 0)
            case "squareRoot": return nil
            default: return nil
            }
        case .bool(let b):
            return name == "description" ? .string(String(b)) : nil
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .void
            case "last": return s.last.map { .string(String($0)) } ?? .void
            case "description", "localizedCapitalized", "debugDescription": return .string(s)
            case "capitalized": return .string(s.capitalized)
            case "utf8", "unicodeScalars", "characters": return .array(s.map { .string(String($0)) })
            case "isNumber": return .bool(s.allSatisfy(\.isNumber))
            case "isLetter": return .bool(s.allSatisfy(\.isLetter))
            case "isUppercase": return .bool(s.allSatisfy(\.isUppercase))
            case "isLowercase": return .bool(s.allSatisfy(\.isLowercase))
            case "isWhitespace": return .bool(s.allSatisfy(\.isWhitespace))
            default: return nil
            }
        case .array(let values):
            switch name {
            case "count": return .int(values.count)
            case "isEmpty": return .bool(values.isEmpty)
            case "first": return values.first ?? .void
            case "last": return values.last ?? .void
            case "indices": return .range(.int(0), .int(values.count), closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(values.count)
            case "lazy", "description": return name == "lazy" ? value : .string(Self.printed(value))
            default: return nil
            }
        case .dictionary(let entries):
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            case "first":
                return entries.first.map {
                    .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)])
                } ?? .void
            default: return nil
            }
        case .range(let low, let high, let closed):
            switch name {
            case "lowerBound": return low
            case "upperBound": return high
            case "count", "isEmpty", "first", "last", "indices":
                return try standardProperty(
                    name, of: .array(try rangeElements(low, high, closed: closed, at: at)), at: at)
            default: return nil
            }
        case .keyPath(let path):
            return name == "description" ? .string("\\." + path.joined(separator: ".")) : nil
        default:
            return nil
        }
    }

    /// What a key path (`\.name.count`, `\.self`) reaches from `root`.
    func value(at path: [String], of root: Value, at location: SourceLocation) throws(EvaluationError) -> Value {
        var scope = Scope()
        var value = root
        for name in path where name != "self" { value = try member(name, of: value, at: location, &scope) }
        return value
    }

    /// `collection[index]`, `dictionary[key]`, `dictionary[key, default: v]`, `array[1...3]`, `value[keyPath: \.x]`.
    func subscriptValue(_ collection: Value, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        if case .standIn = collection { return collection }
        guard let key = arguments.first else {
            throw EvaluationError(location: at, message: "a subscript needs an index")
        }
        if key.label == "keyPath", case .keyPath(let path) = key.value {
            return try value(at: path, of: collection, at: at)
        }
        switch collection {
        case .binding(let base) where key.value.numeric != nil:
            // `$courses[index]`: the binding to an element, written back into the array.
            guard case .array(let values)? = objects.value(base), let index = key.value.numeric.map({ Int($0) }),
                values.indices.contains(index)
            else {
                throw EvaluationError(location: at, message: "the index is outside the bound array")
            }
            return .binding(ScreenState.key(base, member: "[\(index)]"))
        case .instance(let instance) where instance.typeName == ViewDimensions.typeName:
            if key.label == "explicit" { return .void }
            return try ViewDimensions.subscripted(instance, key.value, at: at)
        case .type("EnvironmentValues"):
            // `self[PaletteKey.self]` in an EnvironmentValues extension: the key's default.
            guard case .type(let keyType) = key.value else { return .void }
            return try typeMember("defaultValue", of: keyType, at: at)
        case .array(let values):
            if case .range(let low, let high, let closed) = key.value {
                let lower = low.numeric.map { $0.isInfinite ? 0 : Int($0) } ?? 0
                let upperBound = high.numeric.map { $0.isInfinite ? values.count - 1 : Int($0) - (closed ? 0 : 1) } ?? 0
                guard lower >= 0, upperBound < values.count, lower <= upperBound + 1 else {
                    throw EvaluationError(
                        location: at, message: "the range is outside the array's \(values.count) elements")
                }
                return .array(Array(values[lower...max(lower - 1, upperBound)].prefix(max(0, upperBound - lower + 1))))
            }
            let index = try Convert.integer(key.value, at: key.location)
            guard values.indices.contains(index) else {
                throw EvaluationError(
                    location: at, message: "index \(index) is out of range (the array has \(values.count) elements)")
            }
            return values[index]
        case .dictionary(let entries):
            if let found = try entries.firstMatch({ e throws(EvaluationError) in
                try Self.equal(e.key, key.value, at: at)
            }) {
                return found.value
            }
            return arguments.first(where: { $0.label == "default" })?.value ?? .void
        case .string(let text):
            let index = try Convert.integer(key.value, at: key.location)
            guard index >= 0, index < text.count else {
                throw EvaluationError(location: at, message: "index \(index) is out of range of the string")
            }
            return .string(String(text[text.index(text.startIndex, offsetBy: index)]))
        case .tuple(let elements):
            let index = try Convert.integer(key.value, at: key.location)
            guard elements.indices.contains(index) else {
                throw EvaluationError(location: at, message: "no element \(index)")
            }
            return elements[index].value
        case .void:
            throw EvaluationError(location: at, message: "subscript of nil (unwrap it with ?. or if let)")
        default:
            throw EvaluationError(location: at, message: "\(collection.kindName) cannot be subscripted")
        }
    }

    /// The collection with `collection[key] = value` done (written back by the caller).
    func subscriptSet(_ collection: Value, _ arguments: [EvaluatedArgument], to value: Value, at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        guard let key = arguments.first else {
            throw EvaluationError(location: at, message: "a subscript needs an index")
        }
        switch collection {
        case .array(var values):
            let index = try Convert.integer(key.value, at: key.location)
            guard values.indices.contains(index) else {
                throw EvaluationError(
                    location: at, message: "index \(index) is out of range (the array has \(values.count) elements)")
            }
            values[index] = value
            return .array(values)
        case .dictionary, .void:
            var entries: [DictionaryEntry] = []
            if case .dictionary(let existing) = collection { entries = existing }
            if let index = try entries.firstIndexMatching({ e throws(EvaluationError) in
                try Self.equal(e.key, key.value, at: at)
            }) {
                if value.isNil { entries.remove(at: index) } else { entries[index].value = value }
            } else if !value.isNil {
                try allocate(1, at: at)
                entries.append(DictionaryEntry(key: key.value, value: value))
            }
            return .dictionary(entries)
        default:
            throw EvaluationError(location: at, message: "\(collection.kindName) cannot be assigned by subscript")
        }
    }

    /// A free function of the standard library, or nil when `name` is none of them.
    func standardFunction(_ called: String, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        let name = StandardLibrary.cMath[called] ?? called
        let values = arguments.map(\.value)
        func number(_ index: Int) throws(EvaluationError) -> Double {
            guard index < values.count else {
                throw EvaluationError(location: at, message: "\(name) needs more arguments")
            }
            return try Convert.number(values[index], at: arguments[index].location)
        }
        func result(_ x: Double) -> Value { .number(x) }
        switch name {
        case "NSLocalizedString":
            // The English text the app's strings give the key, else the key.
            return .string(localizedString(values.first.map { Self.printed($0) } ?? ""))
        case "min", "max":
            var candidates = values
            if candidates.count == 1, case .array(let inner) = candidates[0] { candidates = inner }
            guard var best = candidates.first else {
                throw EvaluationError(location: at, message: "\(name) needs arguments")
            }
            for candidate in candidates.dropFirst() {
                let order = try Self.compare(candidate, best, at: at)
                if name == "min" ? order < 0 : order > 0 { best = candidate }
            }
            // Swift's min(Int, Double) would be a Double: the literal became one; C's fmin takes doubles.
            if called != name || candidates.contains(where: { if case .number = $0 { true } else { false } }),
                case .int(let i) = best
            {
                return .number(Double(i))
            }
            return best
        case "abs":
            if case .int(let i)? = values.first { return .int(abs(i)) }
            return result(abs(try number(0)))
        case "sqrt": return result(sqrt(try number(0)))
        case "cbrt": return result(cbrt(try number(0)))
        case "pow": return result(pow(try number(0), try number(1)))
        case "sin": return result(sin(try number(0)))
        case "cos": return result(cos(try number(0)))
        case "tan": return result(tan(try number(0)))
        case "asin": return result(asin(try number(0)))
        case "acos": return result(acos(try number(0)))
        case "atan": return result(atan(try number(0)))
        case "atan2": return result(atan2(try number(0), try number(1)))
        case "exp": return result(exp(try number(0)))
        case "exp2": return result(exp2(try number(0)))
        case "log": return result(log(try number(0)))
        case "log10": return result(log10(try number(0)))
        case "log2": return result(log2(try number(0)))
        case "floor": return result(floor(try number(0)))
        case "ceil": return result(ceil(try number(0)))
        case "round": return result((try number(0)).rounded())
        case "lround":
            // C's `lround`: the nearest whole number as an integer (halves away from zero).
            let x = (try number(0)).rounded()
            guard x.isFinite, abs(x) < 9e18 else { throw EvaluationError(location: at, message: "\(called) of \(x)") }
            return .int(Int(x))
        case "trunc": return result(trunc(try number(0)))
        case "fmod": return result(fmod(try number(0), try number(1)))
        case "hypot": return result(hypot(try number(0), try number(1)))
        case "stride":
            var list = ArgumentList(arguments, callee: "stride", at: at)
            let from = try list.required("from").value
            let closed = list.labels.contains("through")
            let to = try list.required(closed ? "through" : "to").value
            let by = try list.required("by").value
            try list.finish()
            let step = try Convert.number(by, at: at)
            guard step != 0 else { throw EvaluationError(location: at, message: "stride's step cannot be 0") }
            let start = try Convert.number(from, at: at)
            let end = try Convert.number(to, at: at)
            let count = max(0, Int(((end - start) / step).rounded(.down)) + 1)
            try allocate(count, at: at)
            let integral = [from, to, by].allSatisfy { if case .int = $0 { true } else { false } }
            var elements: [Value] = []
            var k = 0
            while true {
                let x = start + Double(k) * step
                if step > 0 ? (closed ? x > end : x >= end) : (closed ? x < end : x <= end) { break }
                elements.append(integral ? .int(Int(x)) : .number(x))
                k += 1
            }
            return .array(elements)
        case "zip":
            guard values.count == 2 else { throw EvaluationError(location: at, message: "zip takes two sequences") }
            let a = try elements(of: values[0], at: at)
            let b = try elements(of: values[1], at: at)
            return .array(
                zip(a, b).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) })
        case "repeatElement":
            guard values.count == 2 else {
                throw EvaluationError(location: at, message: "repeatElement takes a value and a count")
            }
            let count = try Convert.integer(values[1], at: at)
            try allocate(count, at: at)
            return .array(Array(repeating: values[0], count: max(0, count)))
        case "precondition", "assert":
            if let condition = values.first, !(try Convert.bool(condition, at: at)) {
                throw EvaluationError(
                    location: at, message: "\(name) failed" + (values.count > 1 ? ": \(Self.printed(values[1]))" : "")
                ).fatal
            }
            return .void
        case "fatalError", "preconditionFailure", "assertionFailure":
            throw EvaluationError(
                location: at, message: "\(name)" + (values.first.map { ": \(Self.printed($0))" } ?? "")
            ).fatal
        case "withAnimation", "withTransaction":
            // The changes of state the closure makes animate every view they change (`withTransaction`'s
            // as the views' own `.animation` says).
            guard let body = values.last, case .closure(let closure) = body else { return .void }
            guard name == "withAnimation" else { return try invoke(closure, [], at: at) }
            var animation: Animation = .spring
            if values.count > 1 { animation = try self.animation(values[0], at: at) }
            return try objects.activity.animating(animation) { () throws(EvaluationError) -> Value in
                try invoke(closure, [], at: at)
            }
        case "type":
            return values.first.map { .string($0.kindName) } ?? .void
        case "debugPrint", "dump":
            screen?.output(values.map(Self.debugPrinted).joined(separator: " "))
            return .void
        case "numericCast":
            return values.first ?? .void
        default:
            return nil
        }
    }

    /// A method of a standard value: its result, and the value to write back where the receiver is
    /// held for a mutating one (`append`, `insert`, `remove`, `sort`…). Nil when the value has no
    /// such method (SwiftUI's modifiers are tried next).
    func standardMethod(
        _ name: String, on receiver: Value, _ arguments: [EvaluatedArgument], at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) -> (Value, updated: Value?)? {
        func closure(_ index: Int = 0) throws(EvaluationError) -> Value {
            guard index < arguments.count else {
                throw EvaluationError(location: at, message: ".\(name) needs a closure")
            }
            return arguments[index].value
        }
        /// Calls a closure, function or key path on arguments.
        func apply(_ function: Value, _ values: [Value]) throws(EvaluationError) -> Value {
            if case .keyPath(let path) = function, let first = values.first {
                return try value(at: path, of: first, at: at)
            }
            return try callValue(
                function, values.map { EvaluatedArgument(label: nil, value: $0, location: at) }, arguments: [], at: at,
                &scope)
        }
        func predicate(_ function: Value, _ value: Value) throws(EvaluationError) -> Bool {
            try Convert.bool(try apply(function, [value]), at: at)
        }
        // `Optional.map` and `flatMap`: an optional that holds a value is that value here (nil is
        // `.void`), so on a value that is not a collection they apply the closure to it.
        if name == "map" || name == "flatMap", arguments.count == 1 {
            switch receiver {
            case .array, .dictionary, .string, .range: break
            default: return (receiver.isNil ? .void : try apply(try closure(), [receiver]), nil)
            }
        }
        if let font = try fontMethod(name, on: receiver, arguments, at: at) { return (.font(font), nil) }
        if let value = try foundationMethod(name, on: receiver, arguments, at: at) { return (value, nil) }
        if let value = try swiftDataMethod(name, on: receiver, arguments, at: at) { return (value, nil) }
        switch receiver {
        case .int, .number:
            let n = try Convert.number(receiver, at: at)
            switch name {
            case "rounded":
                var rule = FloatingPointRoundingRule.toNearestOrAwayFromZero
                if case .implicitMember(let r, _)? = arguments.first?.value {
                    rule =
                        [
                            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                            "toNearestOrEven": .toNearestOrEven,
                        ][r] ?? rule
                }
                return (.number(n.rounded(rule)), nil)
            case "squareRoot": return (.number(n.squareRoot()), nil)
            case "truncatingRemainder":
                let d = try Convert.number(try closure(), at: at)
                guard d != 0 else { throw EvaluationError(location: at, message: "division by zero") }
                return (.number(n.truncatingRemainder(dividingBy: d)), nil)
            case "remainder":
                return (.number(n.remainder(dividingBy: try Convert.number(try closure(), at: at))), nil)
            case "isMultiple":
                let d = try Convert.integer(try closure(), at: at)
                return (.bool(d == 0 ? Int(n) == 0 : Int(n) % d == 0), nil)
            case "clamped":
                guard case .range(let low, let high, _) = try closure() else { return nil }
                return (.number(min(max(n, try Convert.number(low, at: at)), try Convert.number(high, at: at))), nil)
            case "formatted":
                return (.string(Self.printed(receiver)), nil)
            case "advanced":
                return (try operate("+", receiver, try closure(), at: at), nil)
            case "distance":
                return (try operate("-", try closure(), receiver, at: at), nil)
            default: return nil
            }
        case .string(let text):
            return try stringMethod(name, text, arguments, at: at, apply: apply)
        case .array(let values):
            return try arrayMethod(name, values, arguments, at: at, apply: apply, predicate: predicate)
        case .range(let low, let high, let closed):
            if name == "contains", let x = arguments.first?.value, arguments.first?.label == nil {
                return (.bool(try Self.patternMatch(.range(low, high, closed: closed), x, at: at)), nil)
            }
            let elements = try rangeElements(low, high, closed: closed, at: at)
            guard
                let (value, _) = try arrayMethod(name, elements, arguments, at: at, apply: apply, predicate: predicate)
            else { return nil }
            return (value, nil)
        case .dictionary(let entries):
            return try dictionaryMethod(name, entries, arguments, at: at, apply: apply)
        case .void:
            switch name {
            case "map", "flatMap": return (.void, nil)
            default: return nil
            }
        case .bool(let b):
            return name == "toggle" ? (.void, .bool(!b)) : nil
        case .tuple(let elements):
            return try Geometry.method(name, of: elements, arguments, at: at).map { ($0, nil) }
        case .keyPath:
            return nil
        case .binding,
            .constantBinding where name == "animation" || name == "transaction":
            // `$isOn.animation(.easeInOut)`: the same binding, whose changes animate.
            return (receiver, nil)
        case .path:
            return try declaredMethod(name, on: receiver, arguments, at: at).map { ($0.value, $0.updated) }
        case .instance(let instance) where instance.typeName == "GeometryProxy" && name == "frame":
            // `proxy.frame(in: .local)`; any space is the reader's own frame here.
            return (instance.properties["frame"] ?? .void, nil)
        case .instance(let instance) where GestureAttachment.kinds.contains(instance.typeName):
            return try gestureMethod(name, on: instance, arguments, at: at).map { ($0, nil) }
        case .instance(let instance)
        where instance.typeName == DeferredWork.timerType || instance.typeName == TimerPublisher.typeName:
            return DeferredWork.method(name, on: instance, self).map { ($0, nil) }
        case .instance(let instance) where instance.typeName == "CharacterSet" && name == "union":
            guard arguments.count == 1 else { return nil }
            return (TextScanning.union(instance, arguments[0].value), nil)
        case .instance(let instance) where instance.typeName == CanvasDrawing.typeName:
            return try CanvasDrawing.method(name, on: instance, arguments, self, at: at)
        case .instance(let instance) where instance.typeName == TaskWork.typeName:
            return TaskWork.method(name, on: instance).map { ($0, nil) }
        case .instance where name == "map" || name == "flatMap":
            // `Optional.map` on a value that is there.
            return (try apply(try closure(), [receiver]), nil)
        default:
            return nil
        }
    }

    private func stringMethod(
        _ name: String, _ text: String, _ arguments: [EvaluatedArgument], at: SourceLocation,
        apply: (Value, [Value]) throws(EvaluationError) -> Value
    ) throws(EvaluationError) -> (Value, updated: Value?)? {
        func string(_ index: Int = 0) throws(EvaluationError) -> String {
            guard index < arguments.count else {
                throw EvaluationError(location: at, message: ".\(name) needs an argument")
            }
            return try Convert.string(arguments[index].value, at: arguments[index].location)
        }
        func integer(_ index: Int = 0) throws(EvaluationError) -> Int {
            guard index < arguments.count else { return 1 }
            return try Convert.integer(arguments[index].value, at: arguments[index].location)
        }
        switch name {
        case "uppercased": return (.string(text.uppercased()), nil)
        case "lowercased": return (.string(text.lowercased()), nil)
        case "capitalized": return (.string(text.capitalized), nil)
        case "hasPrefix": return (.bool(text.hasPrefix(try string())), nil)
        case "hasSuffix": return (.bool(text.hasSuffix(try string())), nil)
        case "contains":
            if let first = arguments.first, first.isClosure {
                for c in text where try Convert.bool(try apply(first.value, [.string(String(c))]), at: at) {
                    return (.bool(true), nil)
                }
                return (.bool(false), nil)
            }
            return (.bool(text.contains(try string())), nil)
        case "replacingOccurrences":
            return (.string(text.replacingOccurrences(of: try string(0), with: try string(1))), nil)
        case "components":
            // `components(separatedBy: .whitespaces)`: split at any character of the set.
            if let set = arguments.first.flatMap({ TextScanning.characterSet($0.value) }) {
                return (.array(text.components(separatedBy: set).map(Value.string)), nil)
            }
            return (.array(text.components(separatedBy: try string()).map(Value.string)), nil)
        case "split":
            let separator = try string()
            return (
                .array(
                    text.split(separator: Character(separator.isEmpty ? " " : separator)).map { .string(String($0)) }),
                nil
            )
        case "trimmingCharacters":
            let set = arguments.first.flatMap { TextScanning.characterSet($0.value) } ?? .whitespacesAndNewlines
            return (.string(text.trimmingCharacters(in: set)), nil)
        case "data":
            // `json.data(using: .utf8)`: the text's bytes, as `JSONDecoder` reads them.
            return (Self.data(text), nil)
        case "prefix": return (.string(String(text.prefix(max(0, try integer())))), nil)
        case "suffix": return (.string(String(text.suffix(max(0, try integer())))), nil)
        case "dropFirst": return (.string(String(text.dropFirst(max(0, try integer())))), nil)
        case "dropLast": return (.string(String(text.dropLast(max(0, try integer())))), nil)
        case "reversed": return (.string(String(text.reversed())), nil)
        case "append":
            let added = try string()
            try allocate(added.count / 64, at: at)
            return (.void, .string(text + added))
        case "removeFirst", "removeLast", "popLast":
            // `hex.removeFirst()` drops a leading "#"; the character removed is the result.
            guard !text.isEmpty else {
                if name == "popLast" { return (.void, nil) }
                throw EvaluationError(location: at, message: "\(name) on an empty string")
            }
            if !arguments.isEmpty {
                let count = max(0, try integer())
                guard count <= text.count else {
                    throw EvaluationError(location: at, message: "\(name)(\(count)) on a string of \(text.count)")
                }
                return (.void, .string(String(name == "removeFirst" ? text.dropFirst(count) : text.dropLast(count))))
            }
            if name == "removeFirst" { return (.string(String(text.first!)), .string(String(text.dropFirst()))) }
            return (.string(String(text.last!)), .string(String(text.dropLast())))
        case "isEmpty": return (.bool(text.isEmpty), nil)
        case "lowercased(with:)", "localizedLowercase": return (.string(text.lowercased()), nil)
        case "padding":
            let length = try Convert.integer(
                arguments.first { $0.label == "toLength" }?.value ?? .int(text.count), at: at)
            let pad = try Convert.string(arguments.first { $0.label == "withPad" }?.value ?? .string(" "), at: at)
            return (.string(text.padding(toLength: max(0, min(length, 100_000)), withPad: pad, startingAt: 0)), nil)
        case "map", "filter", "forEach", "enumerated", "sorted", "first", "last":
            return try arrayMethod(
                name, text.map { .string(String($0)) }, arguments, at: at, apply: apply,
                predicate: { f, v throws(EvaluationError) in try Convert.bool(try apply(f, [v]), at: at) })
        default:
            return nil
        }
    }

    private func arrayMethod(
        _ name: String, _ values: [Value], _ arguments: [EvaluatedArgument], at: SourceLocation,
        apply: (Value, [Value]) throws(EvaluationError) -> Value,
        predicate: (Value, Value) throws(EvaluationError) -> Bool
    ) throws(EvaluationError) -> (Value, updated: Value?)? {
        func argument(_ index: Int = 0) throws(EvaluationError) -> Value {
            guard index < arguments.count else {
                throw EvaluationError(location: at, message: ".\(name) needs an argument")
            }
            return arguments[index].value
        }
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func sortedValues(_ by: Value?) throws(EvaluationError) -> [Value] {
            var failure: EvaluationError?
            let sorted = values.sorted { a, b in
                guard failure == nil else { return false }
                do throws(EvaluationError) {
                    if let by { return try Convert.bool(try apply(by, [a, b]), at: at) }
                    return try Self.compare(a, b, at: at) < 0
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            return sorted
        }
        switch name {
        case "map", "compactMap", "flatMap":
            try allocate(values.count, at: at)
            let transform = try argument()
            var result: [Value] = []
            for value in values {
                try step(at: at)
                let mapped = try apply(transform, [value])
                if name == "compactMap" && mapped.isNil { continue }
                if name == "flatMap", case .array(let inner) = mapped {
                    result += inner
                } else {
                    result.append(mapped)
                }
            }
            return (.array(result), nil)
        case "filter":
            let test = try argument()
            var result: [Value] = []
            for value in values where try predicate(test, value) { result.append(value) }
            return (.array(result), nil)
        case "forEach":
            let body = try argument()
            for value in values {
                try step(at: at)
                _ = try apply(body, [value])
            }
            return (.void, nil)
        case "reduce":
            var accumulator = try argument(0)
            let combine = try argument(1)
            if arguments.first?.label == "into" {
                // `reduce(into:)`: the closure changes `$0` in place.
                guard case .closure(let closure) = combine else { return nil }
                for value in values {
                    try step(at: at)
                    accumulator = try invokeChanging(closure, accumulator, value, at: at)
                }
                return (accumulator, nil)
            }
            for value in values {
                try step(at: at)
                accumulator = try apply(combine, [accumulator, value])
            }
            return (accumulator, nil)
        case "enumerated":
            return (
                .array(
                    values.enumerated().map {
                        .tuple([
                            TupleElement(label: "offset", value: .int($0)), TupleElement(label: "element", value: $1),
                        ])
                    }), nil
            )
        case "contains":
            let given = try argument()
            if arguments[0].isClosure || arguments[0].label == "where" {
                for value in values where try predicate(given, value) { return (.bool(true), nil) }
                return (.bool(false), nil)
            }
            return (
                .bool(try values.anySatisfies { v throws(EvaluationError) in try Self.equal(v, given, at: at) }), nil
            )
        case "allSatisfy":
            let test = try argument()
            for value in values where !(try predicate(test, value)) { return (.bool(false), nil) }
            return (.bool(true), nil)
        case "first", "last":
            let test = try argument()
            let ordered = name == "first" ? values : values.reversed()
            for value in ordered where try predicate(test, value) { return (value, nil) }
            return (.void, nil)
        case "firstIndex", "lastIndex":
            let given = try argument()
            let indices = name == "firstIndex" ? Array(values.indices) : values.indices.reversed()
            for index in indices {
                let hit =
                    arguments[0].label == "where"
                    ? try predicate(given, values[index]) : try Self.equal(values[index], given, at: at)
                if hit { return (.int(index), nil) }
            }
            return (.void, nil)
        case "count":
            let test = try argument()
            var count = 0
            for value in values where try predicate(test, value) { count += 1 }
            return (.int(count), nil)
        case "sorted":
            return (.array(try sortedValues(arguments.first?.value)), nil)
        case "sort":
            return (.void, .array(try sortedValues(arguments.first?.value)))
        case "reversed": return (.array(values.reversed()), nil)
        case "reverse": return (.void, .array(values.reversed()))
        case "shuffled": return (.array(values.shuffled(using: &random)), nil)
        case "shuffle": return (.void, .array(values.shuffled(using: &random)))
        case "randomElement": return (values.randomElement(using: &random) ?? .void, nil)
        case "min", "max":
            guard !values.isEmpty else { return (.void, nil) }
            let sorted = try sortedValues(arguments.first?.value)
            return (name == "min" ? sorted.first! : sorted.last!, nil)
        case "prefix", "suffix", "dropFirst", "dropLast":
            if arguments.first?.label == "while" {
                let test = try argument()
                var index = 0
                while index < values.count, try predicate(test, values[index]) { index += 1 }
                return (.array(name == "prefix" ? Array(values[..<index]) : Array(values[index...])), nil)
            }
            let count = arguments.isEmpty ? 1 : max(0, try Convert.integer(try argument(), at: at))
            switch name {
            case "prefix": return (.array(Array(values.prefix(count))), nil)
            case "suffix": return (.array(Array(values.suffix(count))), nil)
            case "dropFirst": return (.array(Array(values.dropFirst(count))), nil)
            default: return (.array(Array(values.dropLast(count))), nil)
            }
        case "joined":
            let separator =
                try labelled("separator").map { v throws(EvaluationError) in try Convert.string(v, at: at) } ?? ""
            // An empty array joins to "": its elements are strings far more often than arrays.
            if !values.isEmpty, values.allSatisfy({ if case .array = $0 { true } else { false } }) {
                return (
                    .array(values.flatMap { v -> [Value] in if case .array(let inner) = v { inner } else { [] } }), nil
                )
            }
            return (.string(values.map(Self.printed).joined(separator: separator)), nil)
        case "append":
            let added = try argument()
            if arguments[0].label == "contentsOf" {
                let more = try elements(of: added, at: at)
                try allocate(more.count, at: at)
                return (.void, .array(values + more))
            }
            try allocate(1, at: at)
            return (.void, .array(values + [added]))
        case "insert":
            let added = try argument()
            if let index = labelled("at") {
                let i = try Convert.integer(index, at: at)
                guard (0...values.count).contains(i) else {
                    throw EvaluationError(location: at, message: "index \(i) is out of range")
                }
                var changed = values
                changed.insert(added, at: i)
                return (.void, .array(changed))
            }
            // A Set's insert: added only when missing.
            if try values.anySatisfies({ v throws(EvaluationError) in try Self.equal(v, added, at: at) }) {
                return (.tuple([TupleElement(label: "inserted", value: .bool(false))]), nil)
            }
            return (.tuple([TupleElement(label: "inserted", value: .bool(true))]), .array(values + [added]))
        case "remove":
            if let index = labelled("at") {
                let i = try Convert.integer(index, at: at)
                guard values.indices.contains(i) else {
                    throw EvaluationError(location: at, message: "index \(i) is out of range")
                }
                var changed = values
                let removed = changed.remove(at: i)
                return (removed, .array(changed))
            }
            let given = try argument()
            let changed = try values.filtered { v throws(EvaluationError) in try !Self.equal(v, given, at: at) }
            return (changed.count == values.count ? .void : given, .array(changed))
        case "removeAll":
            if let test = arguments.first?.value {
                let kept = try values.filtered { v throws(EvaluationError) in try !predicate(test, v) }
                return (.void, .array(kept))
            }
            return (.void, .array([]))
        case "removeFirst", "removeLast", "popLast":
            guard !values.isEmpty else {
                if name == "popLast" { return (.void, nil) }
                throw EvaluationError(location: at, message: "\(name) on an empty collection")
            }
            let count = arguments.isEmpty ? 1 : try Convert.integer(try argument(), at: at)
            if name == "removeFirst" { return (values[0], .array(Array(values.dropFirst(count)))) }
            return (values[values.count - 1], .array(Array(values.dropLast(count))))
        case "swapAt":
            let i = try Convert.integer(try argument(0), at: at)
            let j = try Convert.integer(try argument(1), at: at)
            guard values.indices.contains(i), values.indices.contains(j) else {
                throw EvaluationError(location: at, message: "index out of range")
            }
            var changed = values
            changed.swapAt(i, j)
            return (.void, .array(changed))
        case "union", "intersection", "subtracting", "symmetricDifference", "formUnion":
            let other = try elements(of: try argument(), at: at)
            let inOther = { (v: Value) throws(EvaluationError) -> Bool in
                try other.anySatisfies { o throws(EvaluationError) in try Self.equal(o, v, at: at) }
            }
            switch name {
            case "union": return (.array(try StandardLibrary.unique(values + other, at: at)), nil)
            case "formUnion": return (.void, .array(try StandardLibrary.unique(values + other, at: at)))
            case "intersection": return (.array(try values.filtered(inOther)), nil)
            case "subtracting":
                return (.array(try values.filtered { v throws(EvaluationError) in try !inOther(v) }), nil)
            default:
                let onlyHere = try values.filtered { v throws(EvaluationError) in try !inOther(v) }
                let onlyThere = try other.filtered { o throws(EvaluationError) in
                    try !values.anySatisfies { v throws(EvaluationError) in try Self.equal(v, o, at: at) }
                }
                return (.array(onlyHere + onlyThere), nil)
            }
        case "index":
            let start = try Convert.integer(try argument(0), at: at)
            let offset = try Convert.integer(labelled("offsetBy") ?? .int(0), at: at)
            return (.int(start + offset), nil)
        default:
            return nil
        }
    }

    private func dictionaryMethod(
        _ name: String, _ entries: [DictionaryEntry], _ arguments: [EvaluatedArgument], at: SourceLocation,
        apply: (Value, [Value]) throws(EvaluationError) -> Value
    ) throws(EvaluationError) -> (Value, updated: Value?)? {
        func pair(_ entry: DictionaryEntry) -> Value {
            .tuple([TupleElement(label: "key", value: entry.key), TupleElement(label: "value", value: entry.value)])
        }
        switch name {
        case "removeValue":
            guard let key = arguments.first?.value else { return nil }
            let kept = try entries.filtered { e throws(EvaluationError) in try !Self.equal(e.key, key, at: at) }
            let removed = try entries.firstMatch { e throws(EvaluationError) in try Self.equal(e.key, key, at: at) }
            return (removed?.value ?? .void, .dictionary(kept))
        case "updateValue":
            guard arguments.count == 2 else { return nil }
            let old = try subscriptValue(.dictionary(entries), [arguments[1]], at: at)
            return (old, try subscriptSet(.dictionary(entries), [arguments[1]], to: arguments[0].value, at: at))
        case "removeAll":
            return (.void, .dictionary([]))
        case "mapValues":
            guard let transform = arguments.first?.value else { return nil }
            var result: [DictionaryEntry] = []
            for entry in entries {
                result.append(DictionaryEntry(key: entry.key, value: try apply(transform, [entry.value])))
            }
            return (.dictionary(result), nil)
        case "filter":
            guard let test = arguments.first?.value else { return nil }
            var result: [DictionaryEntry] = []
            for entry in entries where try Convert.bool(try apply(test, [pair(entry)]), at: at) { result.append(entry) }
            return (.dictionary(result), nil)
        case "merge", "merging":
            guard let other = arguments.first?.value, case .dictionary(let more) = other else { return nil }
            var merged: Value = .dictionary(entries)
            for entry in more {
                merged = try subscriptSet(
                    merged, [EvaluatedArgument(label: nil, value: entry.key, location: at)], to: entry.value, at: at)
            }
            return name == "merge" ? (.void, merged) : (merged, nil)
        default:
            return try arrayMethod(
                name, entries.map(pair), arguments, at: at, apply: apply,
                predicate: { f, v throws(EvaluationError) in try Convert.bool(try apply(f, [v]), at: at) })
        }
    }

    /// Runs a `reduce(into:)` closure: its first parameter is changed in place, and is what it returns.
    private func invokeChanging(_ closure: Closure, _ accumulator: Value, _ value: Value, at: SourceLocation)
        throws(EvaluationError) -> Value
    {
        var scope = closure.scope
        return try scope.nested { (inner: inout Scope) throws(EvaluationError) -> Value in
            let first = closure.parameters.first ?? "$0"
            let second = closure.parameters.count > 1 ? closure.parameters[1] : "$1"
            inner.define(first, accumulator)
            inner.define(second, value)
            var built: [(Value, SourceLocation)] = []
            _ = try enteringView(at: at) { () throws(EvaluationError) -> Flow? in
                try execute(closure.body, &inner, into: &built)
            }
            return inner.lookup(first) ?? accumulator
        }
    }
}

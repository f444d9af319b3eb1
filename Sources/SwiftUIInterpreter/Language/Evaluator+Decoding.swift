import Foundation
import SwiftSource

/// Foundation's `JSONDecoder` over what the module's resources hold (`Evaluator+Resources`): JSON read
/// (`JSONText`) and decoded into the types the code names, as `Decodable` does — a struct's or class's
/// stored properties by their names (or its `CodingKeys`), an enum by its raw value, `Date` by the decoder's
/// `dateDecodingStrategy`, `URL` from a string, optionals from `null` or a missing key — and a type's own
/// `init(from decoder:)` run with its keyed and single-value containers. `keyDecodingStrategy =
/// .convertFromSnakeCase` matches an object's keys as Foundation renames them (a dictionary's own keys stay).
/// Where the type asked for is a generic parameter nothing binds (`func load<T: Decodable>(_ file: String)
/// -> T`), the JSON is returned as read (its object keys renamed, when the decoder says so), and decoded where
/// the declared type of what holds it is known (`typed`).
extension Evaluator {
    /// The properties a `JSONDecoder()` has, each set by code (`decoder.dateDecodingStrategy = .iso8601`).
    static let decoderProperties: [String: Value] = [
        "keyDecodingStrategy": .void, "dateDecodingStrategy": .void, "dataDecodingStrategy": .void,
        "nonConformingFloatDecodingStrategy": .void, "userInfo": .dictionary([]),
    ]

    /// The Foundation types whose methods `decodingCall` answers.
    private static let decodingTypes: Set<String> = [
        "JSONDecoder", "PropertyListDecoder", "Decoder", "KeyedDecodingContainer", "SingleValueDecodingContainer",
    ]

    /// How dates are read, from the decoder's `dateDecodingStrategy` (`.void`: Foundation's default).
    private static let datesKey = "#dates"
    /// Whether keys are matched renamed from snake case.
    private static let snakeCaseKey = "#snakeCase"
    /// The JSON a `Decoder` or a container decodes.
    private static let jsonKey = "#json"
    /// Where in the document a container is, for messages (`items[2].author`).
    private static let pathKey = "#path"
    /// A keyed container's `CodingKeys` type, whose cases' raw values are the keys.
    private static let keysKey = "#keys"

    /// `decoder.decode(T.self, from: data)` and the calls a type's `init(from:)` makes on its decoder and
    /// containers; nil for other instances and methods.
    func decodingCall(
        _ name: String, on instance: Instance, _ arguments: [Argument], at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) -> Value? {
        // Foundation's own, not a type of the module that shares a name.
        guard Self.decodingTypes.contains(instance.typeName), try program.type(instance.typeName) == nil else {
            return nil
        }
        // What fails here is the `DecodingError` Swift code catches (`try?`, `do`–`catch`).
        do {
            return try decoding(name, on: instance, arguments, at: at, &scope)
        } catch  where !error.isFatal {
            throw error.thrown
        }
    }

    private func decoding(
        _ name: String, on instance: Instance, _ arguments: [Argument], at: SourceLocation, _ scope: inout Scope
    ) throws(EvaluationError) -> Value? {
        switch (instance.typeName, name) {
        case ("JSONDecoder", "decode"), ("PropertyListDecoder", "decode"):
            guard arguments.count == 2 else {
                throw EvaluationError(location: at, message: "decode takes a type and from: data")
            }
            let type = try decodedType(arguments[0].value, &scope)
            let data = try evaluate(arguments[1].value, &scope)
            if case .standIn = data { return data }
            guard let text = Self.dataText(data) else {
                throw EvaluationError(location: arguments[1].value.location, message: "decode(_:from:) takes Data")
            }
            guard instance.typeName == "JSONDecoder" else {
                throw EvaluationError(location: at, message: "property lists are not decoded here; JSON is")
            }
            let json: Value
            do {
                json = try JSONText.parse(text)
            } catch {
                throw EvaluationError(
                    location: at,
                    message: "the data is not valid JSON (line \(error.line), column \(error.column): \(error.message))"
                )
            }
            let snakeCase = decoderProperty("keyDecodingStrategy", of: instance).memberName == "convertFromSnakeCase"
            let options = DecodingOptions(
                dates: decoderProperty("dateDecodingStrategy", of: instance), snakeCase: snakeCase)
            guard let type else { return snakeCase ? Self.camelCaseKeys(json) : json }
            return try decode(json, as: type, options, path: "", at: at)
        case ("Decoder", "container"):
            let json = instance.properties[Self.jsonKey] ?? .void
            guard case .dictionary = json else {
                throw decodingError("expected an object", at: instance, at)
            }
            var container = instance
            container.typeName = "KeyedDecodingContainer"
            if let keys = arguments.first, case .type(let type) = try evaluate(keys.value, &scope) {
                container.properties[Self.keysKey] = .type(type)
            }
            return .instance(container)
        case ("Decoder", "singleValueContainer"):
            var container = instance
            container.typeName = "SingleValueDecodingContainer"
            return .instance(container)
        case ("SingleValueDecodingContainer", "decode"):
            guard let first = arguments.first, let type = try decodedType(first.value, &scope) else {
                throw EvaluationError(location: at, message: "decode takes a type (Int.self)")
            }
            return try decode(
                instance.properties[Self.jsonKey] ?? .void, as: type, options(of: instance), path: path(of: instance),
                at: at)
        case ("SingleValueDecodingContainer", "decodeNil"):
            return .bool(instance.properties[Self.jsonKey]?.isNil ?? true)
        case ("KeyedDecodingContainer", "decode"), ("KeyedDecodingContainer", "decodeIfPresent"):
            guard arguments.count == 2, let type = try decodedType(arguments[0].value, &scope) else {
                throw EvaluationError(location: at, message: "\(name) takes a type and forKey: a key")
            }
            let key = try codingKey(
                try evaluate(arguments[1].value, &scope), in: instance, at: arguments[1].value.location)
            let path = path(of: instance).isEmpty ? key : "\(path(of: instance)).\(key)"
            guard let found = entry(key, in: instance) else {
                if name == "decodeIfPresent" { return .void }
                throw decodingError("no value for the key \"\(key)\"", at: instance, at)
            }
            if name == "decodeIfPresent", found.isNil { return .void }
            return try decode(found, as: type, options(of: instance), path: path, at: at)
        case ("KeyedDecodingContainer", "contains"):
            guard let first = arguments.first else { return .bool(false) }
            let key = try codingKey(try evaluate(first.value, &scope), in: instance, at: first.value.location)
            return .bool(entry(key, in: instance) != nil)
        case ("KeyedDecodingContainer", "decodeNil"):
            guard let first = arguments.first else { return .bool(true) }
            let key = try codingKey(try evaluate(first.value, &scope), in: instance, at: first.value.location)
            return .bool(entry(key, in: instance)?.isNil ?? true)
        default:
            return nil
        }
    }

    /// The type a decoding call names: `Book.self`, `[Book].self`, `Date?.self`; nil for a generic parameter
    /// nothing binds here (`T.self`), whose JSON is kept as read.
    private func decodedType(_ expression: SwiftSource.Expression, _ scope: inout Scope) throws(EvaluationError)
        -> TypeSyntax?
    {
        guard case .member(let base, "self") = expression.kind else {
            if case .type(let name) = try evaluate(expression, &scope), name != "Array", name != "Dictionary" {
                return .named(name, arguments: [])
            }
            return nil
        }
        return try typeNamed(by: base, &scope)
    }

    /// The type an expression names: `Book`, `[Book]`, `Model.Kind`; nil for a generic parameter nothing binds.
    private func typeNamed(by base: SwiftSource.Expression, _ scope: inout Scope) throws(EvaluationError)
        -> TypeSyntax?
    {
        switch base.kind {
        case .type(let type): return type
        case .arrayLiteral(let elements) where elements.count == 1:
            // `[Book].self` is written as an array literal of the element's type.
            return try typeNamed(by: elements[0], &scope).map { .array($0) }
        case .identifier(let name):
            if case .type(let bound)? = scope.lookup(name) ?? scope.instance?.properties[name] {
                return .named(bound, arguments: [])
            }
            if StandardLibrary.typeNames.contains(name) { return .named(name, arguments: []) }
            return try program.resolveType(name, from: scope.selfType).map { .named($0, arguments: []) }
        case .member:
            if case .type(let name) = try evaluate(base, &scope) { return .named(name, arguments: []) }
            return nil
        default:
            return nil
        }
    }

    /// How a decoder reads dates and keys.
    struct DecodingOptions {
        /// The decoder's `dateDecodingStrategy` (`.void` for Foundation's default, seconds since 2001).
        var dates: Value
        /// `keyDecodingStrategy = .convertFromSnakeCase`: an object's keys are matched as `camelCase` renames them.
        var snakeCase = false

        /// The value `entries` (an object's) hold for `key`, nil when none.
        func value(_ key: String, in entries: [DictionaryEntry]) -> Value? {
            entries.first { entry in
                guard case .string(let written) = entry.key else { return false }
                return (snakeCase ? Evaluator.camelCase(written) : written) == key
            }?.value
        }
    }

    private func decoderProperty(_ name: String, of decoder: Instance) -> Value {
        guard case .stateReference(let key)? = decoder.properties[name] else { return .void }
        return objects.value(key) ?? .void
    }

    private func options(of container: Instance) -> DecodingOptions {
        var snakeCase = false
        if case .bool(true)? = container.properties[Self.snakeCaseKey] { snakeCase = true }
        return DecodingOptions(dates: container.properties[Self.datesKey] ?? .void, snakeCase: snakeCase)
    }

    private func path(of container: Instance) -> String {
        if case .string(let path)? = container.properties[Self.pathKey] { return path }
        return ""
    }

    private func entry(_ key: String, in container: Instance) -> Value? {
        guard case .dictionary(let entries)? = container.properties[Self.jsonKey] else { return nil }
        return options(of: container).value(key, in: entries)
    }

    /// A `CodingKey` as the JSON names it: a `CodingKeys` case's raw value, else its name; `.name` written
    /// for a case of the container's keys type is that case.
    private func codingKey(_ value: Value, in container: Instance? = nil, at: SourceLocation) throws(EvaluationError)
        -> String
    {
        switch value {
        case .string(let s): return s
        case .implicitMember(let name, _):
            guard case .type(let keys)? = container?.properties[Self.keysKey] else { return name }
            return try codingKey(.instance(Instance(typeName: keys, properties: [:], caseName: name)), at: at)
        case .instance(let key) where key.caseName != nil:
            if case .string(let raw) = try rawValue(of: key, case: key.caseName!, at: at) { return raw }
            return key.caseName!
        default:
            throw EvaluationError(location: at, message: "expected a coding key, got \(value.kindName)")
        }
    }

    private func decodingError(_ message: String, at container: Instance, _ location: SourceLocation)
        -> EvaluationError
    {
        let path = path(of: container)
        return EvaluationError(
            location: location, message: "\(message)\(path.isEmpty ? "" : " at \(path)") in the JSON")
    }

    /// `json` decoded as `type`, as `Decodable` does; `path` says where in the document, for messages, and
    /// `context` the type whose property this is (its nested types are named from inside it).
    func decode(
        _ json: Value, as type: TypeSyntax, _ options: DecodingOptions, path: String, context: String? = nil,
        at: SourceLocation
    ) throws(EvaluationError) -> Value {
        func mismatch(_ expected: String) -> EvaluationError {
            EvaluationError(
                location: at,
                message:
                    "expected \(expected) at \(path.isEmpty ? "the top" : path) of the JSON, found \(json.kindName)")
        }
        switch type {
        case .optional(let inner):
            return json.isNil ? .void : try decode(json, as: inner, options, path: path, context: context, at: at)
        case .array, .named("Array", _), .named("Set", _):
            guard let element = Self.elementType(type) else { break }
            guard case .array(let elements) = json else { throw mismatch("an array") }
            var decoded: [Value] = []
            for (index, e) in elements.enumerated() {
                decoded.append(try decode(e, as: element, options, path: "\(path)[\(index)]", context: context, at: at))
            }
            return .array(decoded)
        case .dictionary(_, let valueType):
            guard case .dictionary(let entries) = json else { throw mismatch("an object") }
            var decoded: [DictionaryEntry] = []
            for entry in entries {
                let key = Self.printed(entry.key)
                decoded.append(
                    DictionaryEntry(
                        key: entry.key,
                        value: try decode(
                            entry.value, as: valueType, options, path: "\(path).\(key)", context: context, at: at)))
            }
            return .dictionary(decoded)
        case .named("Optional", let arguments) where arguments.count == 1:
            return json.isNil
                ? .void : try decode(json, as: arguments[0], options, path: path, context: context, at: at)
        default:
            break
        }
        guard var name = try program.qualifiedName(of: type) else { return json }
        if let context, let nested = try program.resolveType(name, from: context) { name = nested }
        switch name {
        case "String", "Character", "Substring", "UUID":
            guard case .string = json else { throw mismatch("a string") }
            return json
        case let n where StandardLibrary.integerTypes.contains(n):
            switch json {
            case .int: return json
            case .number(let d) where d == d.rounded() && abs(d) < 9e18: return .int(Int(d))
            default: throw mismatch("an integer")
            }
        case let n where StandardLibrary.floatingTypes.contains(n) || n == "Decimal":
            guard let number = json.numeric, !(json.memberName != nil) else { throw mismatch("a number") }
            return .number(number)
        case "Bool":
            guard case .bool = json else { throw mismatch("true or false") }
            return json
        case "Date":
            guard let date = try decodeDate(json, options, at: at) else {
                throw mismatch("a date as the decoder reads them")
            }
            return date
        case "URL":
            guard case .string = json else { throw mismatch("a URL string") }
            return .instance(Instance(typeName: "URL", properties: ["absoluteString": json]))
        case "Data":
            guard case .string(let base64) = json else { throw mismatch("base-64 data") }
            return Self.data(Data(base64Encoded: base64).flatMap { String(data: $0, encoding: .utf8) } ?? "")
        default:
            break
        }
        guard let declaration = try program.type(name) else { return json }
        if let cases = try program.enumCases(of: name), !cases.isEmpty {
            let made = try instantiate(name, [EvaluatedArgument(label: "rawValue", value: json, location: at)], at: at)
            guard !made.isNil else {
                throw EvaluationError(
                    location: at,
                    message: "\(Self.printed(json)) at \(path.isEmpty ? "the top" : path) is no case of \(name)")
            }
            return made
        }
        let decoder = Instance(
            typeName: "Decoder",
            properties: [
                Self.jsonKey: json, Self.datesKey: options.dates, Self.snakeCaseKey: .bool(options.snakeCase),
                Self.pathKey: .string(path),
            ])
        let ownInit = declaration.members.contains { member in
            if case .initializer(let parameters, _) = member.kind { parameters.first?.label == "from" } else { false }
        }
        if ownInit {
            return try instantiate(
                name, [EvaluatedArgument(label: "from", value: .instance(decoder), location: at)], at: at)
        }
        guard case .dictionary(let entries) = json else { throw mismatch("an object for \(name)") }
        return try synthesizedDecode(name, entries, options, path: path, at: at)
    }

    /// `Decodable`'s own `init(from:)`: every stored property the JSON (or `CodingKeys`) names, decoded as its
    /// declared type; a `let` with a value keeps it, as Swift does not decode it; a missing optional is nil.
    private func synthesizedDecode(
        _ type: String, _ entries: [DictionaryEntry], _ options: DecodingOptions, path: String, at: SourceLocation
    ) throws(EvaluationError) -> Value {
        var keys: [String: String] = [:]
        if let codingKeys = try program.resolveType("CodingKeys", from: type),
            let cases = try program.enumCases(of: codingKeys)
        {
            for c in cases {
                let key = Instance(typeName: codingKeys, properties: [:], caseName: c.name)
                keys[c.name] = try codingKey(.instance(key), at: at)
            }
        }
        var properties: [String: Value] = [:]
        for (member, v) in try program.storedProperties(of: type) {
            let key = keys.isEmpty ? v.name : keys[v.name]
            var scope = Scope(selfType: type)
            if v.isConstant, let initial = v.initialValue {
                properties[v.name] = typed(try evaluate(initial, &scope), as: v.type, in: type)
            } else if let key, let found = options.value(key, in: entries) {
                let fieldPath = path.isEmpty ? key : "\(path).\(key)"
                properties[v.name] =
                    try v.type.map { t throws(EvaluationError) in
                        try decode(found, as: t, options, path: fieldPath, context: type, at: at)
                    }
                    ?? found
            } else if case .optional? = v.type {
                properties[v.name] = .void
            } else if let initial = v.initialValue {
                properties[v.name] = typed(try evaluate(initial, &scope), as: v.type, in: type)
            } else {
                throw EvaluationError(
                    location: at,
                    message:
                        "no value for the key \"\(key ?? v.name)\"\(path.isEmpty ? "" : " at \(path)") in the JSON "
                        + "(\(type).\(v.name), declared at \(member.location.placed(in: type)))")
            }
        }
        guard program.isClass(type) else { return .instance(Instance(typeName: type, properties: properties)) }
        // A class: made as its `init()` makes it, then its decoded properties set.
        let made = try instantiateObject(type, [], at: at)
        guard case .instance(let handle) = made, let key = handle.objectKey else { return made }
        for (name, value) in properties { objects.set("\(key).\(name)", value) }
        return made
    }

    /// `[T]`'s, `Array<T>`'s and `Set<T>`'s element type.
    private static func elementType(_ type: TypeSyntax) -> TypeSyntax? {
        switch type {
        case .array(let element): element
        case .named(_, let arguments) where arguments.count == 1: arguments[0]
        default: nil
        }
    }

    /// A date as the decoder's strategy reads it; nil where the JSON does not hold one.
    private func decodeDate(_ json: Value, _ options: DecodingOptions, at: SourceLocation) throws(EvaluationError)
        -> Value?
    {
        switch options.dates {
        case .implicitMember("secondsSince1970", _):
            return json.numeric.map(DatePicker.date)
        case .implicitMember("millisecondsSince1970", _):
            return json.numeric.map { DatePicker.date($0 / 1000) }
        case .implicitMember("iso8601", _):
            guard case .string(let text) = json else { return nil }
            return Self.iso8601(text).map(DatePicker.date)
        case .implicitCall("formatted", let arguments, _) where arguments.count == 1:
            guard case .string = json else { return nil }
            let parsed = try method(
                "date", [EvaluatedArgument(label: "from", value: json, location: at)], on: arguments[0].value, at: at)
            return parsed.isNil ? nil : parsed
        default:
            // Foundation's default: seconds since 1 January 2001. A string (JSON written for another
            // strategy the code sets in a way not followed here) is read as ISO 8601 when it is one.
            if let seconds = json.numeric { return DatePicker.date(FrameDate.referenceOffset + seconds) }
            if case .string(let text) = json { return Self.iso8601(text).map(DatePicker.date) }
            return nil
        }
    }

    /// Seconds since 1970 of an ISO 8601 date (`2024-01-02T03:04:05Z`, with or without fractional seconds, or
    /// a date alone).
    static func iso8601(_ text: String) -> Double? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date.timeIntervalSince1970 }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date.timeIntervalSince1970 }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)?.timeIntervalSince1970
    }

    /// Every object key of `json` renamed from snake case (`first_name` → `firstName`), for JSON kept as read
    /// until its type is known.
    static func camelCaseKeys(_ json: Value) -> Value {
        switch json {
        case .array(let elements): return .array(elements.map(camelCaseKeys))
        case .dictionary(let entries):
            return .dictionary(
                entries.map { entry in
                    guard case .string(let key) = entry.key else { return entry }
                    return DictionaryEntry(key: .string(camelCase(key)), value: camelCaseKeys(entry.value))
                })
        default: return json
        }
    }

    /// Foundation's rule, as its `JSONDecoder` on Linux renames: the words between underscores joined, the
    /// first lowercased and each other capitalised (`URL_value` → `urlValue`, `a_1b` → `a1B`), leading and
    /// trailing underscores kept.
    static func camelCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        let leading = key.prefix { $0 == "_" }
        let trailing = key.reversed().prefix { $0 == "_" }
        let core = key.dropFirst(leading.count).dropLast(trailing.count)
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        func capitalized(_ word: Substring) -> String {
            var lower = word.lowercased()
            if let letter = lower.firstIndex(where: \.isLetter) {
                lower.replaceSubrange(letter...letter, with: lower[letter...letter].uppercased())
            }
            return lower
        }
        let joined = first.lowercased() + words.dropFirst().map(capitalized).joined()
        return leading + joined + String(trailing)
    }
}

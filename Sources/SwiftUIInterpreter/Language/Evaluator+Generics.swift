import SwiftSource

/// A generic type of the module made with concrete values: its type parameters are the types of what it
/// was given. `NMFloatingTabView<Item, Content>` made with a `Binding<Season>` has `Item` name `Season`, so
/// `Item.allCases` in its body are the seasons, as Swift's type inference makes them.
extension Evaluator {
    /// Names each of the type's generic parameters that a stored property's declared type shows
    /// (`Item`, `Binding<Item>`, `Item?`, `[Item]`) by the type of the value the property holds. The
    /// parameter is then a member of the instance, found by name inside its methods and body.
    func bindGenericParameters(of instance: inout Instance, _ declaration: StructDeclaration)
        throws(EvaluationError)
    {
        guard !declaration.genericParameters.isEmpty else { return }
        let stored = try program.storedProperties(of: instance.typeName)
        for parameter in declaration.genericParameters where instance.properties[parameter.name] == nil {
            for (_, v) in stored {
                guard let declared = v.type, let value = instance.properties[v.name],
                    let found = concreteType(of: value, for: parameter.name, declared: declared)
                else { continue }
                instance.properties[parameter.name] = .type(found)
                break
            }
        }
    }

    /// The type `name` stands for in `declared`, read off `value`; nil where the value does not say.
    private func concreteType(of value: Value, for name: String, declared: TypeSyntax) -> String? {
        // A `@Binding var selection: Item` (or a `Binding<Item>`) holds where its value is kept: that value.
        let current: Value? =
            switch value {
            case .stateReference(let key), .binding(let key): screen?.state.value(key) ?? objects.value(key)
            case .constantBinding(let held): held
            default: value
            }
        guard let value = current else { return nil }
        switch declared {
        case .named(name, let arguments) where arguments.isEmpty:
            return Self.typeName(of: value)
        case .named("Binding", let arguments) where arguments.count == 1:
            return concreteType(of: value, for: name, declared: arguments[0])
        case .optional(let inner):
            return value.isNil ? nil : concreteType(of: value, for: name, declared: inner)
        case .array(let element):
            guard case .array(let elements) = value, let first = elements.first else { return nil }
            return concreteType(of: first, for: name, declared: element)
        default:
            return nil
        }
    }

    private static func typeName(of value: Value) -> String? {
        switch value {
        case .instance(let instance): instance.typeName
        case .string: "String"
        case .int: "Int"
        case .number: "Double"
        case .bool: "Bool"
        default: nil
        }
    }
}

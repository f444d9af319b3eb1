import SwiftSource

/// A value of a type the interpreter does not know (`DateFormatter()`, `UIScreen.main.bounds`), on a
/// screen: rather than end the view, it stands in for whatever the code does with it. A member, a
/// call, a subscript or an operator on it gives it again, an assignment to its members is kept
/// nowhere, and where a view goes it is the type's placeholder (`Placeholder`), so `Chart(…)` draws
/// its dashed outline and `.frame(height: 200)` after it still sizes it. Where a number, a string or
/// a colour goes it is an error, which leaves out the modifier or view that wanted it, with a note.
struct StandIn: Sendable {
    /// The unknown type the chain started from: what the note and the placeholder name.
    var typeName: String
    /// Where the type was first named.
    var location: SourceLocation

    /// The placeholder drawn where the stand-in is used as a view.
    var view: ViewNode { Placeholder.view(named: typeName, at: location) }
}

extension Evaluator {
    /// The stand-in for `name`, a capitalised name nothing declares, with its note; nil where stand-ins
    /// are not made (a file of styles evaluated strictly) or where the name is known.
    func standIn(for name: String, at location: SourceLocation, _ scope: Scope) throws(EvaluationError) -> Value? {
        guard drawsPlaceholders, name.first?.isUppercase == true, !Builtins.typeNames.contains(name),
            !StandardLibrary.typeNames.contains(name), !StandardLibrary.functions.contains(name),
            ViewCatalog.byName[name] == nil
        else { return nil }
        guard try program.resolveType(name, from: scope.selfType) == nil, try !program.knowsType(name),
            try program.staticMember(name, of: "") == nil
        else { return nil }
        return standIn(named: name, at: location, "is not a view or type Neumorph knows")
    }

    /// The stand-in for what a type Neumorph only knows by name makes (`DateFormatter()`, `Bundle.main`,
    /// `UIScreen.main`), with its note; nil for a file of styles, the module's types and SwiftUI's,
    /// whose unknown members stay errors that name what they do have.
    func standIn(member: String, of type: String, at location: SourceLocation) throws(EvaluationError) -> Value? {
        guard drawsPlaceholders, try program.type(type) == nil, !Builtins.typeNames.contains(type),
            ViewCatalog.byName[type] == nil
        else { return nil }
        return standIn(
            named: member.isEmpty ? type : "\(type).\(member)", at: location, "is not something Neumorph makes")
    }

    private func standIn(named name: String, at location: SourceLocation, _ why: String) -> Value {
        noteIgnored(name, at: location, message: "\(name) \(why) (a placeholder stands in for it)")
        return .standIn(StandIn(typeName: name, location: location))
    }
}

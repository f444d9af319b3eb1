import SwiftSource

/// A value of a type the interpreter does not know (`JSONDecoder()`, `UIDevice.current.name`), on a
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
    /// The stand-in for `name`, a name nothing declares, with its note; nil where stand-ins are not made
    /// (a file of styles evaluated strictly) or where the name is known. A file that Xcode builds names
    /// nothing that does not exist, so an unknown name is another framework's (`UIDevice`,
    /// `kCLLocationAccuracyBest`). `anyName`: a lowercase name too, once every scope has been searched.
    func standIn(for name: String, at location: SourceLocation, _ scope: Scope, anyName: Bool = false)
        throws(EvaluationError) -> Value?
    {
        guard drawsPlaceholders, anyName || name.first?.isUppercase == true, !Builtins.typeNames.contains(name),
            !StandardLibrary.typeNames.contains(name), !StandardLibrary.functions.contains(name),
            Self.styleMember(name, [], at: location) == nil
        else { return nil }
        guard try program.resolveType(name, from: scope.selfType) == nil, try !program.knowsType(name),
            try program.staticMember(name, of: "") == nil
        else { return nil }
        let what = name.first?.isUppercase == true ? "a view or type" : "a name"
        return standIn(named: name, at: location, "is not \(what) Neumorph knows")
    }

    /// The stand-in for what a type Neumorph only knows by name makes (`JSONDecoder()`, `Bundle.main`,
    /// `UIDevice.current`), with its note; nil for a file of styles, the module's types and SwiftUI's,
    /// whose unknown members stay errors that name what they do have.
    func standIn(member: String, of type: String, at location: SourceLocation) throws(EvaluationError) -> Value? {
        guard drawsPlaceholders, try program.type(type) == nil, !Builtins.typeNames.contains(type),
            ViewCatalog.byName[type] == nil
        else { return nil }
        return standIn(
            named: member.isEmpty ? type : "\(type).\(member)", at: location, "is not something Neumorph makes")
    }

    /// The stand-in for a property whose wrapper Neumorph cannot resolve (`@Environment(Model.self)`):
    /// the view is drawn with it, and the note names the property.
    func standIn(wrapper: String, _ variable: VariableDeclaration, at location: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard drawsPlaceholders else { return nil }
        let type = variable.type.flatMap(Program.name(of:)) ?? variable.name
        noteIgnored(
            wrapper, at: location,
            message: "@\(wrapper) var \(variable.name) cannot be resolved here (a placeholder stands in for it)")
        return .standIn(StandIn(typeName: type, location: location))
    }

    private func standIn(named name: String, at location: SourceLocation, _ why: String) -> Value {
        noteIgnored(name, at: location, message: "\(name) \(why) (a placeholder stands in for it)")
        return .standIn(StandIn(typeName: name, location: location))
    }
}

extension Evaluator {
    /// A condition's value. Another framework's answer (`UIDevice.current.userInterfaceIdiom == .pad`,
    /// a network monitor's state) is a stand-in, taken as false with a note, so the branch a preview
    /// most often shows, the plain one, is drawn.
    func truth(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> Bool {
        guard case .standIn(let standIn) = value else { return try Convert.bool(value, at: location) }
        noteIgnored(
            standIn.typeName, at: location,
            message: "a condition on a stand-in for \(standIn.typeName) is taken as false")
        return false
    }
}

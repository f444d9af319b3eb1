import SwiftModule
import SwiftSource
import Synchronization

/// The declarations a file can reach, by name: its own, and its module's, each file of the module
/// loaded (parsed and registered) the first time a name it declares is looked up. The evaluator asks
/// here for every type and member; a lookup that reaches a file with a syntax error ends in that
/// file's error.
final class Program: Sendable {
    /// The file shown: its types in order (the styles and views a preview shows) and its previews.
    let primaryPath: String
    let structOrder: [String]
    let previews: [Preview]
    /// The file's own types' places, for messages and for the previews of what it declares.
    let structLocations: [String: SourceLocation]
    /// The file shown, as parsed.
    let primaryFile: SourceFile?
    private let module: SourceModule
    private let registry: Mutex<Registry>
    private let localizationTable = Mutex<LocalizedStrings?>(nil)

    struct Preview: Sendable {
        var name: String
        var body: [Statement]
        var location: SourceLocation
        /// The `PreviewProvider` whose `previews` this is: its statics are in scope.
        var selfType: String? = nil
        /// How it asks to be laid out: on a device (the default), as small as it is, or on a canvas.
        var traits = PreviewTraits()
        /// A gallery of what a file declares (`PreviewSynthesis`): a page, not a screen on a device.
        var isGallery = false
    }

    /// What the loaded files declare.
    private struct Registry: Sendable {
        var structs: [String: StructDeclaration] = [:]
        var locations: [String: SourceLocation] = [:]
        var classes: Set<String> = []
        var protocols: Set<String> = []
        var enumCases: [String: [EnumCase]] = [:]
        var typealiases: [String: TypeSyntax] = [:]
        /// `static` members of types and every member of extensions, by type name then member name
        /// (`Color.offWhite`, `ButtonStyle.neumorphic`, `View.glow`); top-level ones under "".
        var staticMembers: [String: [String: Declaration]] = [:]
        /// Every function of a type, its extensions' and its own instance methods, by base name, overloads
        /// included (`hex(rgb:)` beside `hex(rgba:)`), for a call to choose among by its labels.
        var overloads: [String: [String: [Declaration]]] = [:]
        /// Initialisers that extensions add to types (`LinearGradient(_ colors: Color...)`).
        var initializers: [String: [(parameters: [Parameter], body: [Statement])]] = [:]
        /// Protocols that extensions add (`extension Card: Identifiable {}`).
        var addedConformances: [String: [String]] = [:]
        var loadedFiles: Set<String> = []
        /// Names already looked up in the module: a miss is not searched twice.
        var searchedNames: Set<String> = []
        /// Type names the module was searched for and does not declare (`Text`, `VStack`): every
        /// file that could declare one is loaded by then, so a miss is for good.
        var absentTypes: Set<String> = []
        /// `resolveType`'s answers, by context and name: a body names the same types every frame.
        var resolved: [ResolvedName: String?] = [:]
    }

    private struct ResolvedName: Hashable, Sendable {
        let name: String
        let context: String?
    }

    /// The modules a file may import beside its own and its sibling packages'.
    static let modules: Set<String> = PreviewModules.names

    /// The program of `module`'s file at `path`: that file is loaded now (a syntax error in it is an
    /// error now); the others as their names are used.
    init(module: SourceModule, primary path: String) throws(EvaluationError) {
        self.module = module
        self.primaryPath = path
        self.registry = Mutex(Registry())
        let file: SourceFile
        do {
            file = try module.parsed(path)
        } catch {
            throw EvaluationError(location: error.location, message: error.message, file: path)
        }
        var previews: [Preview] = []
        var order: [String] = []
        var locations: [String: SourceLocation] = [:]
        try registry.withLock { (registry: inout Registry) throws(EvaluationError) in
            try Self.register(file, path: path, into: &registry)
        }
        for declaration in file.declarations {
            switch declaration.kind {
            case .struct(let s), .class(let s), .enum(let s):
                order.append(s.name)
                locations[s.name] = declaration.location
                Self.nestedTypes(s, in: s.name, at: declaration.location, order: &order, locations: &locations)
            case .extension(let e):
                for member in e.members {
                    guard case .struct(let s) = member.kind, let outer = Self.name(of: e.extendedType) else { continue }
                    order.append("\(outer).\(s.name)")
                    locations["\(outer).\(s.name)"] = member.location
                }
            case .preview(let arguments, let body):
                var name = "Preview \(previews.count + 1)"
                if case .stringLiteral(let title)? = arguments.first(where: { $0.label == nil })?.value.kind {
                    name = title
                }
                var preview = Preview(name: name, body: body, location: declaration.location)
                preview.traits.read(macroArguments: arguments)
                preview.traits.read(body: body)
                previews.append(preview)
            default:
                continue
            }
        }
        // `PreviewProvider`s, in file order.
        for name in order {
            guard let type = registry.withLock({ $0.structs[name] }),
                type.inheritance.compactMap(Self.name(of:)).contains("PreviewProvider"),
                let member = type.members.first(where: { member in
                    if case .variable(let v) = member.kind { v.name == "previews" && v.getter != nil } else { false }
                }), case .variable(let v) = member.kind, let getter = v.getter
            else { continue }
            let shown = name.hasSuffix("_Previews") ? String(name.dropLast(9)) : name
            guard let variants = PreviewVariants.split(getter) else {
                var preview = Preview(name: shown, body: getter, location: member.location, selfType: name)
                preview.traits.read(body: getter)
                previews.append(preview)
                continue
            }
            var names: Set<String> = []
            for (index, variant) in variants.enumerated() {
                // Named by `.previewDisplayName`, else numbered; two of one name are told apart.
                var shownName = variant.displayName ?? "\(shown) \(index + 1)"
                if !names.insert(shownName).inserted { shownName += " (\(index + 1))" }
                let location = variant.body.first?.location ?? member.location
                var preview = Preview(name: shownName, body: variant.body, location: location, selfType: name)
                preview.traits.read(body: variant.body)
                previews.append(preview)
            }
        }
        let enums = registry.withLock { Set($0.enumCases.keys) }
        self.primaryFile = file
        self.previews = previews
        self.structOrder = order.filter { !enums.contains($0) }
        self.structLocations = locations
    }

    /// A program of one source with no module around it (a test's, an export read back, SwiftUI's
    /// own styles).
    convenience init(source: String, path: String) throws(EvaluationError) {
        try self.init(module: SourceModule(name: "Main", path: path, source: source), primary: path)
    }

    private static func nestedTypes(
        _ s: StructDeclaration, in outer: String, at location: SourceLocation, order: inout [String],
        locations: inout [String: SourceLocation]
    ) {
        for member in s.members {
            guard case .struct(let inner) = member.kind else { continue }
            let name = "\(outer).\(inner.name)"
            order.append(name)
            locations[name] = member.location
            nestedTypes(inner, in: name, at: member.location, order: &order, locations: &locations)
        }
    }

    // MARK: - Loading

    /// Loads every file of the module that declares `name` and is not loaded yet, in preference order,
    /// until `found` holds. Returns whether anything was loaded.
    @discardableResult
    private func load(_ name: String, until found: (Registry) -> Bool) throws(EvaluationError) -> Bool {
        let candidates: [String]? = registry.withLock { registry in
            guard !found(registry), registry.searchedNames.insert(name).inserted else { return nil }
            return module.files(declaring: name).filter { !registry.loadedFiles.contains($0) }
        }
        guard let candidates, !candidates.isEmpty else { return false }
        for path in candidates {
            let file: SourceFile
            do {
                file = try module.parsed(path)
            } catch {
                throw EvaluationError(location: error.location, message: error.message, file: path)
            }
            let done = try registry.withLock { (registry: inout Registry) throws(EvaluationError) -> Bool in
                if !registry.loadedFiles.contains(path) { try Self.register(file, path: path, into: &registry) }
                return found(registry)
            }
            if done { break }
        }
        return true
    }

    /// A file's declarations into the registry. A type declared again in another file (two targets of
    /// one Xcode folder) keeps the first; declared twice in one file, it is an error.
    private static func register(_ file: SourceFile, path: String, into registry: inout Registry)
        throws(EvaluationError)
    {
        registry.loadedFiles.insert(path)
        var declaredHere: Set<String> = []
        // Types first, so that members may name types declared after them: top-level types, then
        // types nested in extensions, whose extended type may itself be nested further down.
        for declaration in file.declarations {
            switch declaration.kind {
            case .struct, .class, .enum, .protocol:
                try registerType(declaration, in: nil, file: &declaredHere, into: &registry)
            default: continue
            }
        }
        var pending = file.declarations.compactMap { declaration -> ExtensionDeclaration? in
            guard case .extension(let e) = declaration.kind, e.members.contains(where: \.declaresType) else {
                return nil
            }
            return e
        }
        while !pending.isEmpty {
            let before = pending.count
            var waiting: [ExtensionDeclaration] = []
            for e in pending {
                guard let outer = qualifiedName(of: e.extendedType, in: registry), registry.structs[outer] != nil else {
                    waiting.append(e)
                    continue
                }
                for member in e.members where member.declaresType {
                    try registerType(member, in: outer, file: &declaredHere, into: &registry)
                }
            }
            pending = waiting
            // An extension of a type declared in another file registers its types under that name.
            if pending.count == before {
                for e in pending {
                    let outer = qualifiedName(of: e.extendedType, in: registry) ?? ""
                    for member in e.members where member.declaresType {
                        try registerType(member, in: outer.isEmpty ? nil : outer, file: &declaredHere, into: &registry)
                    }
                }
                break
            }
        }
        for declaration in file.declarations {
            switch declaration.kind {
            case .import(let path):
                guard let module = path.first else { continue }
                if !modules.contains(module) {
                    // The module's own name and local packages are resolved by the module's files; an
                    // unknown framework is only a problem if something from it is used.
                    continue
                }
            case .struct, .class, .enum, .protocol:
                continue
            case .extension(let e):
                guard let typeName = qualifiedName(of: e.extendedType, in: registry) else { continue }
                let added = e.inheritance.compactMap(Self.name(of:))
                if !added.isEmpty { registry.addedConformances[typeName, default: []] += added }
                for member in e.members {
                    switch member.kind {
                    case .initializer(let parameters, let body):
                        registry.initializers[typeName, default: []].append((parameters, body))
                    case .variable, .function:
                        addStatic(member, to: typeName, into: &registry)
                    case .struct, .class, .enum, .protocol:
                        continue
                    case .typealias(let name, let type):
                        registry.typealiases["\(typeName).\(name)"] = type
                    default:
                        continue
                    }
                }
            case .variable, .function:
                addStatic(declaration, to: "", into: &registry)
            case .typealias(let name, let type):
                registry.typealiases[name] = type
            case .enumCases, .initializer, .preview, .topLevelCode, .unsupported:
                continue
            }
        }
    }

    /// A type declared inside a body (`#Preview { struct Wrapper: View { … }; return Wrapper() }`),
    /// registered under a name of its own place, so that two bodies may each declare a `Wrapper`; the
    /// name the body then calls it by. Its extensions' members cannot be written, as in Swift.
    func registerLocal(_ declaration: Declaration) throws(EvaluationError) -> String? {
        let place = "@\(declaration.location.line):\(declaration.location.column)"
        var renamed = declaration
        let local: String
        switch declaration.kind {
        case .struct(var s): (s.name, local) = (s.name + place, s.name + place); renamed.kind = .struct(s)
        case .class(var s): (s.name, local) = (s.name + place, s.name + place); renamed.kind = .class(s)
        case .enum(var s): (s.name, local) = (s.name + place, s.name + place); renamed.kind = .enum(s)
        default: return nil
        }
        try registry.withLock { (registry: inout Registry) throws(EvaluationError) in
            guard registry.structs[local] == nil else { return }
            var declaredHere: Set<String> = []
            try Self.registerType(renamed, in: nil, file: &declaredHere, into: &registry)
        }
        return local
    }

    /// A struct, class, enum or protocol, and the types nested in it, by their qualified names
    /// (`ActivitiesListView.ViewModel`).
    private static func registerType(
        _ declaration: Declaration, in outer: String?, file declaredHere: inout Set<String>,
        into registry: inout Registry
    ) throws(EvaluationError) {
        let type: StructDeclaration
        switch declaration.kind {
        case .struct(let s), .enum(let s), .class(let s), .protocol(let s): type = s
        default: return
        }
        let name = outer.map { "\($0).\(type.name)" } ?? type.name
        guard declaredHere.insert(name).inserted else {
            throw EvaluationError(location: declaration.location, message: "\(name) is declared twice")
        }
        guard registry.structs[name] == nil else { return }
        registry.structs[name] = type
        registry.locations[name] = declaration.location
        switch declaration.kind {
        case .class: registry.classes.insert(name)
        case .protocol: registry.protocols.insert(name)
        case .enum:
            var cases: [EnumCase] = []
            for member in type.members {
                if case .enumCases(let list) = member.kind { cases += list }
            }
            registry.enumCases[name] = cases
        default: break
        }
        for member in type.members {
            switch member.kind {
            case .struct, .class, .enum, .protocol:
                try registerType(member, in: name, file: &declaredHere, into: &registry)
            case .typealias(let alias, let aliased):
                registry.typealiases["\(name).\(alias)"] = aliased
            case .function(let f) where !member.isStatic:
                // An instance method: kept among the overloads a call chooses by its labels.
                registry.overloads[name, default: [:]][f.name, default: []].append(member)
            default:
                if member.isStatic { addStatic(member, to: name, into: &registry) }
            }
        }
    }

    private static func addStatic(_ declaration: Declaration, to typeName: String, into registry: inout Registry) {
        let name: String
        switch declaration.kind {
        case .variable(let v): name = v.name
        case .function(let f): name = f.name
        default: return
        }
        // The first declaration of a name wins (an overload keeps the one written first).
        if registry.staticMembers[typeName]?[name] == nil {
            registry.staticMembers[typeName, default: [:]][name] = declaration
        }
        if case .function(let f) = declaration.kind {
            registry.staticMembers[typeName, default: [:]]["\(name)#\(f.parameters.count)"] = declaration
            registry.overloads[typeName, default: [:]][name, default: []].append(declaration)
        }
    }

    // MARK: - Lookups

    /// The declaration of the file's type `name` (qualified: `Outer.Inner`).
    func type(_ name: String) throws(EvaluationError) -> StructDeclaration? {
        let known: StructDeclaration?? = registry.withLock { registry in
            if let found = registry.structs[name] { return .some(found) }
            return registry.absentTypes.contains(name) ? .some(nil) : nil
        }
        if let known { return known }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        try load(last) { $0.structs[name] != nil }
        return registry.withLock { registry in
            if let found = registry.structs[name] { return found }
            registry.absentTypes.insert(name)
            return nil
        }
    }

    func location(of type: String) -> SourceLocation? { registry.withLock { $0.locations[type] } }
    func isClass(_ type: String) -> Bool { registry.withLock { $0.classes.contains(type) } }
    func isProtocol(_ type: String) -> Bool { registry.withLock { $0.protocols.contains(type) } }

    /// The cases of the file's enum `type`, or nil when it is not one.
    func enumCases(of type: String) throws(EvaluationError) -> [EnumCase]? {
        guard try self.type(type) != nil else { return nil }
        return registry.withLock { $0.enumCases[type] }
    }

    /// The file's type a name written inside `context` means, as Swift looks it up: nested in the
    /// context, then in each type enclosing it, then at the top level; a typealias is followed.
    func resolveType(_ name: String, from context: String?) throws(EvaluationError) -> String? {
        let key = ResolvedName(name: name, context: context)
        if let known = registry.withLock({ $0.resolved[key] }) { return known }
        let found = try resolvingType(name, from: context)
        registry.withLock { $0.resolved[key] = .some(found) }
        return found
    }

    private func resolvingType(_ name: String, from context: String?) throws(EvaluationError) -> String? {
        // A generic style's variant (`Style<Circle>`) nests its types in `Style`.
        var outer = context.map { scope in scope.firstIndex(of: "<").map { String(scope[..<$0]) } ?? scope }
        while let scope = outer {
            if try type("\(scope).\(name)") != nil { return "\(scope).\(name)" }
            if let alias = registry.withLock({ $0.typealiases["\(scope).\(name)"] }) {
                return try Self.name(of: alias).flatMap { n throws(EvaluationError) in try resolveType(n, from: nil) }
            }
            outer = scope.lastIndex(of: ".").map { String(scope[..<$0]) }
        }
        if try type(name) != nil { return name }
        try load(name) { $0.typealiases[name] != nil }
        guard let alias = registry.withLock({ $0.typealiases[name] }) else { return nil }
        // `typealias Record = SchemaV2.Record`: the nested type, as written in full.
        if case .member = alias, let nested = try qualifiedName(of: alias), nested != name, try type(nested) != nil {
            return nested
        }
        if let aliased = Self.name(of: alias), aliased != name {
            return try resolveType(aliased, from: nil) ?? aliased
        }
        return nil
    }

    /// A `static` member, an extension's member or a top-level declaration (type ""), by name.
    func staticMember(_ name: String, of type: String) throws(EvaluationError) -> Declaration? {
        if let found = registry.withLock({ $0.staticMembers[type]?[name] }) { return found }
        try load(name) { $0.staticMembers[type]?[name] != nil }
        return registry.withLock { $0.staticMembers[type]?[name] }
    }

    /// The extension initialisers of `type`.
    func initializers(of type: String) throws(EvaluationError) -> [(parameters: [Parameter], body: [Statement])] {
        try load(type) { _ in false }
        return registry.withLock { $0.initializers[type] ?? [] }
    }

    /// Whether anything in the module extends or declares `type` (so it may be named as a type).
    func knowsType(_ type: String) throws(EvaluationError) -> Bool {
        try load(type) { _ in false }
        return registry.withLock { $0.initializers[type] != nil || $0.staticMembers[type] != nil }
    }

    /// The protocols a type conforms to, by name: those it declares, those its extensions add, and
    /// the ones those protocols inherit.
    func conformances(of name: String) throws(EvaluationError) -> [String] {
        guard let declaration = try type(name) else { return [] }
        try load(name.split(separator: ".").last.map(String.init) ?? name) { _ in false }
        var result: [String] = []
        var pending =
            declaration.inheritance.compactMap(Self.name(of:))
            + registry.withLock {
                $0.addedConformances[name] ?? []
            }
        while let next = pending.first {
            pending.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            if let inherited = try type(next), isProtocol(next) {
                pending += inherited.inheritance.compactMap(Self.name(of:))
            }
        }
        return result
    }

    /// The struct's stored instance properties, in order.
    func storedProperties(of name: String) throws(EvaluationError) -> [(
        declaration: Declaration, variable: VariableDeclaration
    )] {
        guard let s = try type(name) else { return [] }
        return s.members.compactMap { member in
            guard case .variable(let v) = member.kind, v.getter == nil, !member.isStatic, !v.name.isEmpty else {
                return nil
            }
            return (member, v)
        }
    }

    /// The instance member called `name` of `typeName`: its own (a computed property or a method), an
    /// extension's, then a default from an extension of a protocol it conforms to.
    func instanceMember(_ name: String, of typeName: String) throws(EvaluationError) -> Declaration? {
        if let own = try type(typeName)?.members.first(where: { member in
            guard !member.isStatic else { return false }
            switch member.kind {
            case .variable(let v): return v.name == name
            case .function(let f): return f.name == name
            default: return false
            }
        }) {
            return own
        }
        for owner in [typeName] + (try conformances(of: typeName)) + (try aliases(of: typeName)) {
            if let member = try staticMember(name, of: owner), !member.isStatic { return member }
        }
        return nil
    }

    /// The method called `name` of `typeName` whose parameters take these arguments, where the type
    /// declares overloads told apart by their labels (`circle(leading:center:)` beside a private
    /// `circle(_:_:)`); else the member `instanceMember` (or, `isStatic`, `staticMember`) finds.
    func method(
        _ name: String, of typeName: String, isStatic: Bool = false, accepting arguments: [EvaluatedArgument]
    ) throws(EvaluationError) -> Declaration? {
        // Looked up first, so the type and the extensions declaring the name are loaded.
        let found = isStatic ? try staticMember(name, of: typeName) : try instanceMember(name, of: typeName)
        let overloads = self.overloads(name, of: typeName).filter { $0.isStatic == isStatic }
        if overloads.count > 1,
            let fitting = overloads.first(where: { member in
                guard case .function(let f) = member.kind else { return false }
                return Evaluator.accepts(f.parameters, arguments)
            })
        {
            return fitting
        }
        return found
    }

    /// Every declaration called `name` of `typeName` and its extensions loaded so far, in the order
    /// written (the first a plain lookup finds comes first).
    func overloads(_ name: String, of typeName: String) -> [Declaration] {
        registry.withLock { $0.overloads[typeName]?[name] ?? [] }
    }

    /// Whether the type or an extension of it loaded so far declares a method called `name`: a lookup
    /// cheap enough for every call a body makes.
    func declaresMethod(_ name: String, of typeName: String) -> Bool {
        registry.withLock { $0.overloads[typeName]?[name] != nil }
    }

    /// The top-level typealiases that name a nested type (`typealias Record = SchemaV2.Record`): an
    /// extension written to the alias extends the type.
    func aliases(of typeName: String) throws(EvaluationError) -> [String] {
        guard typeName.contains(".") else { return [] }
        let candidates = registry.withLock { registry in
            registry.typealiases.filter { !$0.key.contains(".") }.map { ($0.key, $0.value) }
        }
        var found: [String] = []
        for (alias, target) in candidates where try qualifiedName(of: target) == typeName { found.append(alias) }
        return found.sorted()
    }

    /// `ActivitiesListView.ContentView` as the module's qualified name when it declares that type;
    /// otherwise the last component, as for SwiftUI's types (`Color`, `SwiftUI.Color`).
    func qualifiedName(of type: TypeSyntax) throws(EvaluationError) -> String? {
        if case .member(let base, let name) = type, let outer = try qualifiedName(of: base),
            try self.type("\(outer).\(name)") != nil
        {
            return "\(outer).\(name)"
        }
        return Self.name(of: type)
    }

    private static func qualifiedName(of type: TypeSyntax, in registry: Registry) -> String? {
        if case .member(let base, let name) = type, let outer = qualifiedName(of: base, in: registry),
            registry.structs["\(outer).\(name)"] != nil
        {
            return "\(outer).\(name)"
        }
        return name(of: type)
    }

    /// `Color`, `LinearGradient`, `ButtonStyle`: the name of a type as extensions write it.
    static func name(of type: TypeSyntax) -> String? {
        switch type {
        case .named(let name, _): name
        case .member(_, let name): name
        case .opaque(let inner), .optional(let inner), .attributed(_, let inner): self.name(of: inner)
        default: nil
        }
    }

    /// The module's asset catalogs.
    var assetCatalogs: [AssetCatalog] { module.assetCatalogs }

    /// The module's resource files (JSON, property lists, strings tables), by path.
    var resources: [String] { module.resources }

    /// The module's `Localizable` strings in English, read the first time a string is looked up.
    var localizedStrings: LocalizedStrings {
        localizationTable.withLock { table in
            if let table { return table }
            let read = LocalizedStrings(resources: module.resources)
            table = read
            return read
        }
    }

    /// The static members of the files loaded so far, by type name.
    var loadedStatics: [String: [String: Declaration]] { registry.withLock { $0.staticMembers } }

    /// Every name the module's files declare, for "did you mean" suggestions.
    var moduleNames: [String] { module.allNames }

    /// "module Demo (12 files)", for messages that say where a name was looked for.
    var moduleDescription: String {
        module.paths.count == 1 ? "the file" : "module \(module.name) (\(module.paths.count) files)"
    }

    /// The files of the module whose text contains `text`, loaded and in preference order: where the
    /// module's own code calls a view or style (`NeumorphicButtonStyle(`), for the values a preview
    /// passes it.
    func sources(containing text: String) -> [SourceFile] {
        module.files(containing: text).compactMap { try? module.parsed($0) }
    }
}

extension Declaration {
    /// A struct, class, enum or protocol.
    var declaresType: Bool {
        switch kind {
        case .struct, .class, .enum, .protocol: true
        default: false
        }
    }
}

import SwiftSource

/// SwiftUI's public API on iOS as data (`docs/swiftui-api.tsv`): every view, modifier and type Apple's
/// SDK declares, each with the iOS version that brought it and what Neumorph does with it. The coverage
/// figures in the README and docs/swiftui.md are counted from it, and a test keeps its statuses true.
public enum SwiftUIAPI {
    /// What a name is in SwiftUI. A modifier of `Shape`, `Text` or `Image` only is a kind of its own,
    /// as SwiftUI declares those on the type rather than on `View`.
    public enum Kind: String, Sendable, CaseIterable {
        case view
        case modifier
        case shapeModifier = "shape-modifier"
        case textModifier = "text-modifier"
        case imageModifier = "image-modifier"
        case type

        var isModifier: Bool { self != .view && self != .type }
    }

    public struct Entry: Sendable, Equatable {
        public var kind: Kind
        /// `Text`, `padding`, `Font.Weight`: a nested type is written with its outer one.
        public var name: String
        /// The iOS version that introduced it (`13.0`), empty when the SDK does not say.
        public var introduced: String
        /// `future` when Apple marks every form of it deprecated in a release to come, else empty.
        public var deprecated: String
        public var status: SurfaceStatus

        /// A type inside another (`ButtonStyleConfiguration.Label`): not counted among the views a
        /// file names, since code reaches it through its outer type (`configuration.label`).
        public var isNested: Bool { name.contains(".") }

        public init(kind: Kind, name: String, introduced: String, deprecated: String, status: SurfaceStatus) {
            self.kind = kind
            self.name = name
            self.introduced = introduced
            self.deprecated = deprecated
            self.status = status
        }
    }

    /// The columns, in order.
    public static let header = "kind\tname\tintroduced\tdeprecated\tstatus"

    /// What Neumorph does with `name` as a `kind`: a view it makes, a modifier it applies or accepts, a
    /// type it evaluates; anything else is unknown.
    public static func status(of name: String, as kind: Kind) -> SurfaceStatus {
        if kind.isModifier { return SurfaceStatus.of(name, as: .modifier) ?? .unknown }
        return SurfaceStatus.of(name, as: .type) ?? .unknown
    }

    /// The entries of a catalogue file: `#` lines are comments, the header is skipped, and every other
    /// line has the five columns. A line that does not is an error naming it.
    public static func parse(_ text: String) throws(CatalogueError) -> [Entry] {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") || line == header { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 5, let kind = Kind(rawValue: columns[0]), !columns[1].isEmpty,
                let status = SurfaceStatus(rawValue: columns[4])
            else {
                throw CatalogueError(line: index + 1, text: String(line.prefix(80)))
            }
            entries.append(
                Entry(
                    kind: kind, name: columns[1], introduced: columns[2], deprecated: columns[3], status: status))
        }
        return entries
    }

    /// The entries with the statuses Neumorph gives them now.
    public static func restated(_ entries: [Entry]) -> [Entry] {
        entries.map { entry in
            var entry = entry
            entry.status = status(of: entry.name, as: entry.kind)
            return entry
        }
    }

    /// The catalogue's lines: its comments, the header, then each entry.
    public static func written(_ entries: [Entry], comments: [String]) -> String {
        let lines = entries.map {
            [$0.kind.rawValue, $0.name, $0.introduced, $0.deprecated, $0.status.rawValue].joined(separator: "\t")
        }
        return (comments + [header] + lines).joined(separator: "\n") + "\n"
    }

    /// How much of a part of the API Neumorph draws: `drawn` of `total`, and `drawsNothing` accepted.
    public struct Coverage: Sendable, Equatable {
        public var drawn = 0
        public var drawsNothing = 0
        public var total = 0

        /// "62 of 111".
        public var figure: String { "\(drawn) of \(total)" }
    }

    /// The figures the docs give: the views a file names (nested ones left out), the modifiers of View,
    /// those of Shape, Text and Image, and the types.
    public static func coverage(_ entries: [Entry]) -> (
        views: Coverage, modifiers: Coverage, typeModifiers: Coverage, types: Coverage
    ) {
        func count(_ include: (Entry) -> Bool) -> Coverage {
            var coverage = Coverage()
            // A text modifier is also View's (`font`): counted once, where it is first listed.
            var seen: Set<String> = []
            for entry in entries where include(entry) && seen.insert(entry.name).inserted {
                coverage.total += 1
                switch entry.status {
                case .drawn: coverage.drawn += 1
                case .drawsNothing: coverage.drawsNothing += 1
                case .unknown: break
                }
            }
            return coverage
        }
        let viewModifiers = Set(entries.filter { $0.kind == .modifier }.map(\.name))
        return (
            count { $0.kind == .view && !$0.isNested },
            count { $0.kind == .modifier },
            count { $0.kind.isModifier && $0.kind != .modifier && !viewModifiers.contains($0.name) },
            count { $0.kind == .type && !$0.isNested }
        )
    }

    /// The sentence the README and docs/swiftui.md give the figures in.
    public static func summary(_ entries: [Entry]) -> String {
        let c = coverage(entries)
        return "views drawn \(c.views.figure), View modifiers \(c.modifiers.figure) "
            + "(\(c.modifiers.drawsNothing) more accepted without drawing), Shape, Text and Image modifiers "
            + "\(c.typeModifiers.figure), types \(c.types.figure)"
    }
}

/// A line of the catalogue that is not five tab-separated columns of known kinds and statuses.
public struct CatalogueError: Error, CustomStringConvertible, Sendable {
    public var line: Int
    public var text: String
    public var description: String { "line \(line): expected kind, name, introduced, deprecated, status: \(text)" }
}

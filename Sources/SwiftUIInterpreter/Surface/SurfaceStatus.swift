import SwiftSource

/// What Neumorph does with a name a file uses (`neumorph check`): draws it (a view it makes, a modifier
/// it applies, a type or value it evaluates), accepts it and draws nothing for it, or does not know it.
public enum SurfaceStatus: String, Sendable, CaseIterable, Comparable {
    case unknown
    case drawsNothing = "draws nothing"
    case drawn

    public static func < (a: SurfaceStatus, b: SurfaceStatus) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The status of a name used as `kind`; nil for a name that is not SwiftUI's, Foundation's or
    /// UIKit's to judge (a method of the file's values, a member the context decides).
    public static func of(_ name: String, as kind: NameUses.Kind) -> SurfaceStatus? {
        switch kind {
        case .type:
            if StandardLibrary.namedOnly.contains(name) { return .unknown }
            if ViewCatalog.byName[name] != nil || Builtins.typeNames.contains(name)
                || StandardLibrary.typeNames.contains(name) || honoured.contains(name)
                || Builtins.memberTypes.contains(name)
            {
                return .drawn
            }
            return .unknown
        case .modifier:
            if let declaration = ModifierCatalog.byName[name] {
                return declaration.drawsNothing ? .drawsNothing : .drawn
            }
            return MethodCatalog.declares(name) ? .drawn : nil
        case .member:
            return nil
        }
    }

    /// SwiftUI's protocols and property wrappers that a file's declarations use and Neumorph honours,
    /// though no expression makes one: a `ButtonStyle`'s `makeBody`, a `Layout`'s placements,
    /// `@Environment(\.colorScheme)`, a `GeometryProxy` parameter.
    static let honoured: Set<String> = [
        "View", "Shape", "InsettableShape", "ViewModifier", "Layout", "PreviewProvider", "App", "Scene",
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "ProgressViewStyle", "LabelStyle", "ShapeStyle",
        "Environment", "EnvironmentObject", "GeometryProxy", "LocalizedStringKey",
    ]
}

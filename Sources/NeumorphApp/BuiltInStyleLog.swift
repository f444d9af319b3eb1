import Style
import Synchronization

/// The built-in styles a scene asks for while its view is built: a style file's type of the same
/// name takes its stored properties from them (seed 002's `NeumorphicButtonStyle(color:)` on the
/// `buttons` scene), so the scene is asked rather than a table kept beside it.
final class BuiltInStyleLog: Sendable {
    private let styles = Mutex<[any ControlStyle]>([])

    init() {}

    func record(_ style: any ControlStyle) { styles.withLock { $0.append(style) } }

    /// Every style asked for, in order, each type once (the first one asked for wins).
    var recorded: [any ControlStyle] {
        var seen: Set<String> = []
        return styles.withLock { $0 }.filter { seen.insert(Self.typeName(of: $0)).inserted }
    }

    /// The Swift type name a file's style must have to take a built-in's properties.
    static func typeName(of style: any ControlStyle) -> String { String(describing: type(of: style)) }
}

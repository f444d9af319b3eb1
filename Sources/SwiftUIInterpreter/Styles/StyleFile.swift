import Foundation
import PlainText
import Raster
import Style
import SwiftModule
import SwiftSource

/// A Swift file of `ButtonStyle` / `ToggleStyle` code, read and interpreted: the styles it declares,
/// ready to draw. Everything is evaluated when the file loads (each style in every state), so drawing a
/// frame only lays out the view trees the file built, and a mistake is reported now, with its place,
/// rather than on some later frame.
public struct StyleFile: Sendable {
    /// The path as the user gave it: what messages name.
    public var path: String
    /// In the order the file declares them.
    public var buttonStyles: [InterpretedButtonStyle]
    public var toggleStyles: [InterpretedToggleStyle]
    /// Modifiers that change no pixels of a control (`.accessibilityLabel`), accepted and listed.
    public var ignoredModifiers: [IgnoredModifier]

    /// Every style's type name, in declaration order: what a key cycles through.
    public var styleTypeNames: [String] { declarationOrder }
    var declarationOrder: [String]
    /// The colours the file names (`extension Color { static let darkStart = … }`), for exports.
    var colorNames: [String: RGBA] = [:]
    /// The stand-ins each style took for properties nothing gave a value ("color: .gray, a stand-in").
    public var standIns: [String: [String]] = [:]
    /// What each style could not draw, opened leniently (`lenient:`): its notes, in the order made.
    public var notes: [String: [IgnoredModifier]] = [:]

    /// The largest file read: a style file of megabytes is a mistake, refused before parsing.
    public static let maxBytes = 2 << 20

    /// Reads and interprets the file at `path`, in the module it belongs to.
    public static func load(path: String, arguments: StyleArguments = StyleArguments()) throws(StyleFileError)
        -> StyleFile
    {
        try interpret(module: SourceModule.containing(path), path: path, arguments: arguments)
    }

    /// Interprets `source` (named `path` in messages) as a module of one file.
    public static func interpret(
        source: String, path: String, arguments: StyleArguments = StyleArguments(), lenient: Bool = false
    ) throws(StyleFileError) -> StyleFile {
        try interpret(
            module: SourceModule(name: "Main", path: path, source: source), path: path, arguments: arguments,
            lenient: lenient)
    }

    /// Interprets `module`'s file at `path`. `lenient`: what a style cannot make is a placeholder and
    /// a note (`notes`), as on a screen, rather than an error; for its gallery.
    public static func interpret(
        module: SourceModule, path: String, arguments: StyleArguments = StyleArguments(), lenient: Bool = false
    ) throws(StyleFileError) -> StyleFile {
        do {
            let program = try Program(module: module, primary: path)
            return try StyleFileBuilder(program: program, path: path, arguments: arguments, lenient: lenient).build()
        } catch {
            throw StyleFileError(error, path: path)
        }
    }

    /// The button style called `typeName`, or the first one.
    /// The button style called `typeName` (a generic one's first variant, `Style<Circle>`, answers to
    /// `Style` too), or the first one.
    public func buttonStyle(named typeName: String? = nil) -> InterpretedButtonStyle? {
        typeName.map { name in buttonStyles.first { Self.names($0.typeName, name) } } ?? buttonStyles.first
    }

    public func toggleStyle(named typeName: String? = nil) -> InterpretedToggleStyle? {
        typeName.map { name in toggleStyles.first { Self.names($0.typeName, name) } } ?? toggleStyles.first
    }

    /// Whether a style's type name is `name`, or a variant of it.
    public static func names(_ typeName: String, _ name: String) -> Bool {
        typeName == name || typeName.hasPrefix(name + "<")
    }
}

/// A modifier the interpreter accepted without drawing anything for it, or another construct it
/// stood in for (a symbol it has no drawing for), with what it did instead.
public struct IgnoredModifier: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var location: SourceLocation
    /// What happened, when not the usual "changes no pixels".
    public var message: String? = nil
    /// A modifier the interpreter does not know at all (left out), as `neumorph check` counts it.
    public var isUnknownModifier = false
    public var description: String {
        "\(location): " + text
    }

    /// What it says, without where.
    public var text: String { message ?? ".\(name) changes no pixels of a control; ignored" }

    /// `FILE:LINE:COLUMN: text`, the file `path` when the location names none.
    public func placed(in path: String) -> String { "\(location.placed(in: path)): \(text)" }
}

/// Why a style file could not be used: `FILE:LINE:COLUMN: message`, as compilers write it, so editors
/// and terminals link to the place.
public struct StyleFileError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem, where a caller acts on it: a file with no screen is a file of styles.
    public enum Reason: Sendable {
        /// No `#Preview`, `PreviewProvider` or `ContentView`.
        case noScreen
        /// No `ButtonStyle` or `ToggleStyle`.
        case noStyles
        case other
    }

    public var path: String
    /// Nil when the file itself could not be read.
    public var location: SourceLocation?
    public var message: String
    public var reason: Reason

    public init(path: String, location: SourceLocation?, message: String, reason: Reason = .other) {
        self.path = path
        self.location = location
        self.message = message
        self.reason = reason
    }

    public var description: String {
        guard let location else { return "\(path): \(message)" }
        return "\(location.placed(in: path)): \(message)"
    }

    /// An evaluation's error as the file (or the module's file it names) reports it.
    init(_ error: EvaluationError, path: String) {
        self.init(path: error.file ?? path, location: error.location, message: error.message, reason: error.reason)
    }
}

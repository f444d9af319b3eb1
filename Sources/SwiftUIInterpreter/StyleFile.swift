import Foundation
import PlainText
import Raster
import Style
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

    /// The largest file read: a style file of megabytes is a mistake, refused before parsing.
    public static let maxBytes = 2 << 20

    /// Reads and interprets the file at `path`.
    public static func load(path: String, arguments: StyleArguments = StyleArguments()) throws(StyleFileError)
        -> StyleFile
    {
        let text: String
        do {
            text = try TextFile.read(path, byteLimit: maxBytes)
        } catch {
            let location = error.line.map { SourceLocation(line: $0, column: error.column ?? 1) }
            throw StyleFileError(path: path, location: location, message: error.message)
        }
        return try interpret(source: text, path: path, arguments: arguments)
    }

    /// Interprets `source` (named `path` in messages).
    public static func interpret(source: String, path: String, arguments: StyleArguments = StyleArguments())
        throws(StyleFileError) -> StyleFile
    {
        let parsed = Parser.parse(source)
        if let first = parsed.diagnostics.first {
            throw StyleFileError(path: path, location: first.location, message: first.message)
        }
        do {
            return try StyleFileBuilder(file: parsed.file, path: path, arguments: arguments).build()
        } catch {
            throw StyleFileError(path: path, location: error.location, message: error.message, reason: error.reason)
        }
    }

    /// The button style called `typeName`, or the first one.
    public func buttonStyle(named typeName: String? = nil) -> InterpretedButtonStyle? {
        typeName.map { name in buttonStyles.first { $0.typeName == name } } ?? buttonStyles.first
    }

    public func toggleStyle(named typeName: String? = nil) -> InterpretedToggleStyle? {
        typeName.map { name in toggleStyles.first { $0.typeName == name } } ?? toggleStyles.first
    }
}

/// A modifier the interpreter accepted without drawing anything for it.
public struct IgnoredModifier: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var location: SourceLocation
    public var description: String { "\(location): .\(name) changes no pixels of a control; ignored" }
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
        return "\(path):\(location.line):\(location.column): \(message)"
    }
}

/// A place in the source: the file (as its module names it; empty when there is only the one), and the
/// 1-based line and column, the column counted in Characters (what an editor shows).
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String = "", line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`; a message that names the file writes `FILE:LINE:COLUMN` (`placed(in:)`).
    public var description: String { "\(line):\(column)" }

    /// `FILE:LINE:COLUMN` as compilers write it, with `fallback` for a location without a file.
    public func placed(in fallback: String) -> String { "\(file.isEmpty ? fallback : file):\(line):\(column)" }
}

/// A problem found while reading the source. Errors are data: the parser collects them and goes on, so a
/// file with three mistakes reports three, each where it is.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var line: Int { location.line }
    public var column: Int { location.column }
    public var description: String { "\(line):\(column): \(message)" }
}

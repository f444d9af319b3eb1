/// A place in the source: 1-based line and column, the column counted in Characters (what an editor shows).
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A problem found while reading the source. Errors are data: the parser collects them and goes on, so a
/// file with three mistakes reports three, each where it is.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.line = location.line
        self.column = location.column
        self.message = message
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }
    public var description: String { "\(line):\(column): \(message)" }
}

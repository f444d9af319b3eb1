import PlainText
import Platform
import Style
import UI

/// A value an option takes by name (`--scheme dark`), as swift-argument-parser's
/// `ExpressibleByArgument`: `Arguments.choice` parses it, and an unknown name is a usage error that
/// lists `allValueNames`.
protocol CommandLineValue {
    init?(argument: String)
    /// Every name the option accepts, in the order help lists them.
    static var allValueNames: [String] { get }
}

/// Enumerations named by their raw values need nothing more than the conformance; British spellings
/// (`colourful`) name the same values as American ones.
extension CommandLineValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(argument: String) { self.init(rawValue: Spelling.american(argument)) }
    static var allValueNames: [String] { allCases.map(\.rawValue) }
}

// The options' value types: each is named on the command line by its raw value.

extension Scheme: CommandLineValue {}
extension Appearance.Contrast: CommandLineValue {}
extension UIContext.ForcedState: CommandLineValue {}
extension SeedStyle: CommandLineValue {}
extension Window.Presentation: CommandLineValue {}

/// `--vision NAME` names a deficiency; normal vision is the option left out.
extension ColorVision: CommandLineValue {
    init?(argument: String) {
        guard let vision = ColorVision(rawValue: argument.lowercased()), vision != .normal else { return nil }
        self = vision
    }
    static var allValueNames: [String] { deficiencies.map(\.rawValue) }
}

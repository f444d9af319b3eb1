/// A colour as plain numbers, each in 0…1: what an asset catalog's components mean once their notation (`"0.886"`,
/// `"226"`, `"0xE2"`) is read. Kept below the style layer on purpose: the evaluator turns it into its own colour.
public struct CatalogColor: Equatable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1 (1 is opaque).
    public var alpha: Double

    /// A colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// One named colour of an asset catalog (a `Name.colorset` folder) with its appearances. At least one of the four
/// is set; which one a scheme uses is `value(dark:highContrast:)`.
public struct AssetColor: Equatable, Sendable {
    /// What one appearance of the colour is.
    public enum Value: Equatable, Sendable {
        /// Components, read as sRGB (a Display P3 colour's numbers too; `notes` says so).
        case components(CatalogColor)
        /// A system colour by its platform name (`systemBlueColor`, `labelColor`), as the catalog names it.
        case system(String)
    }

    /// The name code passes to `Color("…")`: the colour set's folder name, after its namespaced groups
    /// (`Brand/Primary`).
    public let name: String
    /// The namespaced groups the colour is in, outermost first (`["Brand"]`); Xcode nests the generated
    /// symbols in enums of these names (`ColorResource.Brand.primary`).
    public let namespaces: [String]
    /// The Swift name Xcode 15 generates for it (`AssetCatalog.symbolName(forColor:)`): `Color(.primary)`.
    public let symbolName: String
    /// The `.colorset` folder.
    public let path: String
    /// The light appearance: the catalog's explicit light entry, else its "Any Appearance" one.
    public var any: Value?
    /// The dark appearance.
    public var dark: Value?
    /// High contrast in light mode.
    public var highContrast: Value?
    /// High contrast in dark mode.
    public var highContrastDark: Value?
    /// What was read in a way worth saying (a Display P3 colour shown as sRGB, components clamped to 0…1).
    public var notes: [String]

    /// The generated symbol with its namespaces, as code writes it after `Color(.`: `Brand.primary`.
    public var symbolPath: String {
        (namespaces + [symbolName]).joined(separator: ".")
    }

    /// The appearance for a scheme, falling back as UIKit's trait matching does: high contrast dark → dark →
    /// high contrast → light; dark → light; high contrast → light. A colour with only other appearances gives one
    /// of those rather than none.
    public func value(dark isDark: Bool, highContrast isHighContrast: Bool) -> Value? {
        let preferred: Value? =
            switch (isDark, isHighContrast) {
            case (true, true): highContrastDark ?? dark ?? highContrast ?? any
            case (true, false): dark ?? any
            case (false, true): highContrast ?? any
            case (false, false): any
            }
        return preferred ?? any ?? dark ?? highContrast ?? highContrastDark
    }
}

/// Something in a catalog that was not read: that colour set (or that entry of it) is skipped, the rest is read.
public struct CatalogProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file or folder the problem is in (`…/Card.colorset/Contents.json`).
    public let path: String
    /// What is wrong, in words for the person who made the catalog.
    public let message: String

    /// A problem in `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, as compilers write a problem.
    public var description: String { path + ": " + message }
}

import Foundation
import Testing

@testable import SwiftModule

/// The fixture app's `Assets.xcassets` (three component notations, four appearances, a namespaced group, a system
/// colour, two broken colour sets) and catalogs made in each test.
@Suite struct AssetCatalogTests {
    let sandbox: Sandbox
    let catalog: AssetCatalog

    init() throws {
        sandbox = try Sandbox()
        catalog = AssetCatalog.read(try sandbox.copy("XcodeApp") + "/App/Assets.xcassets")
    }

    func components(_ value: AssetColor.Value?) -> [Double]? {
        guard case .components(let color) = value else { return nil }
        return [color.red, color.green, color.blue, color.alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func everyColorSetIsReadThroughItsGroups() {
        #expect(
            catalog.colors.map(\.name) == [
                "AccentColor", "Brand/Primary", "Brand/Secondary", "CardBackground", "DarkShadow", "Tint",
                "card-border",
            ])
        #expect(catalog.path == sandbox.path("XcodeApp/App/Assets.xcassets"))
    }

    @Test func componentsAreReadInEachNotation() {
        // Fractions as strings.
        #expect(components(catalog.color(named: "AccentColor")?.any) == [0.886, 0.902, 0.925, 1])
        // 8-bit integers as strings: 226, 230, 236.
        #expect(components(catalog.color(named: "CardBackground")?.any) == [0.886, 0.902, 0.925, 1])
        // 8-bit hex: 0xE2, 0xE6, 0xEC.
        #expect(components(catalog.color(named: "card-border")?.any) == [0.886, 0.902, 0.925, 1])
        // JSON numbers: fractions, and above 1 8-bit values.
        #expect(components(catalog.color(named: "Brand/Primary")?.any) == [0.2, 0.4, 0.6, 1])
        #expect(components(catalog.color(named: "Brand/Primary")?.dark) == [1, 0.4, 0, 1])
    }

    @Test func theFourAppearancesAreKeptApart() throws {
        let accent = try #require(catalog.color(named: "AccentColor"))
        #expect(components(accent.any) == [0.886, 0.902, 0.925, 1])
        #expect(components(accent.dark) == [0.1, 0.15, 0.2, 1])
        #expect(components(accent.highContrast) == [1, 1, 1, 1])
        #expect(components(accent.highContrastDark) == [0, 0, 0, 1])
        #expect(accent.value(dark: true, highContrast: true) == accent.highContrastDark)
        #expect(accent.value(dark: false, highContrast: true) == accent.highContrast)
    }

    @Test func missingAppearancesFallBackAsUIKitDoes() throws {
        let card = try #require(catalog.color(named: "CardBackground"))
        #expect(card.highContrast == nil && card.highContrastDark == nil)
        #expect(card.value(dark: true, highContrast: true) == card.dark)
        #expect(card.value(dark: false, highContrast: true) == card.any)
        let darkOnly = AssetColor(
            name: "D", namespaces: [], symbolName: "d", path: "", any: nil, dark: .system("x"), highContrast: nil,
            highContrastDark: nil, notes: [])
        #expect(darkOnly.value(dark: false, highContrast: false) == .system("x"))
    }

    @Test func anExplicitLightEntryWinsOverAnyAppearance() {
        // The "any" entry is black; the light one is the colour.
        #expect(components(catalog.color(named: "CardBackground")?.any) == [0.886, 0.902, 0.925, 1])
        #expect(components(catalog.color(named: "CardBackground")?.dark) == [0.2, 0.2, 0.2, 1])
    }

    @Test func theUniversalIdiomWinsOverIPhone() {
        #expect(components(catalog.color(named: "card-border")?.any)?.last == 1)
    }

    @Test func iPhoneWinsOverOtherIdiomsWithoutUniversal() throws {
        let catalog = try self.catalog(
            colors: [
                #"{"idiom": "mac", "color": {"color-space": "srgb", "components": {"red": "1.0", "green": "0.0", "blue": "0.0"}}}"#,
                #"{"idiom": "iphone", "color": {"color-space": "srgb", "components": {"red": "0.0", "green": "1.0", "blue": "0.0"}}}"#,
                #"{"idiom": "ipad", "color": {"color-space": "srgb", "components": {"red": "0.0", "green": "0.0", "blue": "1.0"}}}"#,
                #"{"idiom": "universal", "display-gamut": "display-P3", "color": {"color-space": "display-p3", "components": {"red": "0.5", "green": "0.5", "blue": "0.5"}}}"#,
            ])
        #expect(components(catalog.colors.first?.any) == [0.5, 0.5, 0.5, 1])
        let noUniversal = try self.catalog(
            colors: [
                #"{"idiom": "mac", "color": {"color-space": "srgb", "components": {"red": "1.0", "green": "0.0", "blue": "0.0"}}}"#,
                #"{"idiom": "iphone", "color": {"color-space": "srgb", "components": {"red": "0.0", "green": "1.0", "blue": "0.0"}}}"#,
            ])
        #expect(components(noUniversal.colors.first?.any) == [0, 1, 0, 1])
    }

    @Test func aNamespacedGroupPrefixesNamesAndAPlainGroupDoesNot() throws {
        let primary = try #require(catalog.color(named: "Brand/Primary"))
        #expect(
            primary.namespaces == ["Brand"] && primary.symbolName == "primary" && primary.symbolPath == "Brand.primary")
        #expect(catalog.color(symbol: "Brand.primary") == primary)
        #expect(catalog.color(named: "DarkShadow")?.namespaces == [])
        #expect(catalog.color(symbol: "darkShadow")?.name == "DarkShadow")
        #expect(catalog.color(symbol: "accent")?.name == "AccentColor")
        #expect(catalog.color(symbol: "cardBorder")?.name == "card-border")
    }

    @Test func grayP3AndSystemColorsAreRead() throws {
        #expect(components(catalog.color(named: "Brand/Secondary")?.any) == [0.5, 0.5, 0.5, 0.8])
        let shadow = try #require(catalog.color(named: "DarkShadow"))
        #expect(components(shadow.any) == [0.639, 0.694, 0.776, 0.6])
        #expect(shadow.notes == ["Display P3 components are used as sRGB numbers"])
        #expect(catalog.color(named: "Tint")?.any == .system("systemBlueColor"))
        #expect(catalog.color(named: "Tint")?.notes == [])
    }

    @Test func badColorSetsAreSkippedWithAProblemEach() {
        let folder = sandbox.path("XcodeApp/App/Assets.xcassets")
        #expect(catalog.color(named: "Broken") == nil && catalog.color(named: "Sepia") == nil)
        #expect(
            catalog.problems.map(\.path)
                == ["Broken", "Sepia", "Sepia"].map { folder + "/\($0).colorset/Contents.json" })
        #expect(catalog.problems[0].message.hasPrefix("not valid JSON"))
        #expect(catalog.problems[1].message == #"colour 1 is in the colour space "cmyk", which is not read here"#)
        #expect(catalog.problems[2].message == "no colour in it could be read: the colour set is skipped")
    }

    @Test func aBadEntryIsSkippedAndTheOthersKept() throws {
        let catalog = try self.catalog(
            colors: [
                #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.5", "green": "0.5", "blue": "0.5"}}}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "sepia"}], "color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1"}}}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "red", "green": "1", "blue": "1"}}}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"red": true, "green": 1, "blue": 1}}}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"green": "1", "blue": "1"}}}"#,
                #""just a string""#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"colour-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0"}}}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "white": "1"}}}"#,
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"red": "0", "green": "0", "blue": "0"}}}"#,
            ])
        let color = try #require(catalog.colors.first)
        #expect(components(color.any) == [0.5, 0.5, 0.5, 1])
        #expect(color.dark == nil && color.highContrast == nil && color.highContrastDark == nil)
        #expect(
            catalog.problems.map(\.message) == [
                "colour 2 has an appearance not known here (luminosity = sepia): skipped",
                "colour 3: red is red; expected 0…1, 0…255 or 0xFF",
                "colour 4: red is 1; expected 0…1, 0…255 or 0xFF",
                "colour 5 has no red component",
                "colour 6 is not an object",
                #"colour 7 has no "color" object"#,
                "colour 8 has fields not known here (colour-space): skipped",
                "colour 9 has fields not known here (white): skipped",
                #"colour 10 has neither "color-space" and "components" nor a system colour "reference""#,
            ])
    }

    @Test func componentsOutsideTheRangeAreClampedWithANote() throws {
        let catalog = try self.catalog(
            colors: [
                #"{"idiom": "universal", "color": {"color-space": "extended-srgb", "components": {"red": "1.200", "green": "-0.100", "blue": "0.5", "alpha": "1.000"}}}"#
            ])
        let color = try #require(catalog.colors.first)
        #expect(components(color.any) == [1, 0, 0.5, 1])
        #expect(color.notes == ["components outside 0…1 (extended range) are clamped to 0…1"])
    }

    @Test func notationsOfOneComponent() {
        #expect(ColorSetReader.component("0.5", isAlpha: false) == 0.5)
        #expect(ColorSetReader.component(" 1.000 ", isAlpha: false) == 1)
        #expect(ColorSetReader.component("255", isAlpha: false) == 1)
        #expect(ColorSetReader.component("1", isAlpha: false) == 1.0 / 255)
        #expect(ColorSetReader.component("1", isAlpha: true) == 1)
        #expect(ColorSetReader.component("0xff", isAlpha: false) == 1)
        #expect(ColorSetReader.component("0XFF", isAlpha: true) == 1)
        #expect(ColorSetReader.component("5e-1", isAlpha: false) == 0.5)
        #expect(ColorSetReader.component("0xZZ", isAlpha: false) == nil)
        #expect(ColorSetReader.component("nan.0", isAlpha: false) == nil)
        #expect(ColorSetReader.component("", isAlpha: false) == nil)
        #expect(ColorSetReader.component(NSNumber(value: 0.25), isAlpha: false) == 0.25)
        #expect(ColorSetReader.component(NSNumber(value: 51), isAlpha: false) == 0.2)
        #expect(ColorSetReader.component(NSNumber(value: true), isAlpha: false) == nil)
        #expect(ColorSetReader.component([1], isAlpha: false) == nil)
    }

    @Test func aMissingCatalogOrContentsIsAProblemNotAFailure() throws {
        let missing = AssetCatalog.read(sandbox.path("Nowhere.xcassets"))
        #expect(missing.colors.isEmpty && missing.problems.count == 1)
        try sandbox.folder("Empty.xcassets/Lonely.colorset")
        let empty = AssetCatalog.read(sandbox.path("Empty.xcassets"))
        #expect(empty.colors.isEmpty)
        #expect(
            empty.problems.map(\.description) == [
                sandbox.path("Empty.xcassets/Lonely.colorset/Contents.json") + ": no such file"
            ])
        try sandbox.write("Empty.xcassets/Other.colorset/Contents.json", #"{"info": {"version": 1}}"#)
        #expect(
            AssetCatalog.read(sandbox.path("Empty.xcassets")).problems.last?.message
                == #"no "colors" list: this is not an Xcode colour set"#)
    }

    @Test func aNameInTwoPlainGroupsIsKeptOnce() throws {
        let entry =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0"}}}]}"#
        try sandbox.write("Twice.xcassets/A/Ink.colorset/Contents.json", entry)
        try sandbox.write("Twice.xcassets/B/Ink.colorset/Contents.json", entry)
        let catalog = AssetCatalog.read(sandbox.path("Twice.xcassets"))
        #expect(catalog.colors.map(\.path) == [sandbox.path("Twice.xcassets/A/Ink.colorset")])
        #expect(catalog.problems.map(\.message) == ["a second colour named Ink: the first one is kept"])
    }

    /// A catalog of one colour set, `Test`, whose entries are `colors`.
    func catalog(colors: [String]) throws -> AssetCatalog {
        let folder = "Made\(UUID().uuidString).xcassets"
        try sandbox.write(
            folder + "/Test.colorset/Contents.json", #"{"colors": ["# + colors.joined(separator: ",") + "]}")
        return AssetCatalog.read(sandbox.path(folder))
    }

    /// Image sets: their files by scale and appearance, the one a screen draws, the generated symbol, and what is
    /// skipped (an empty well, a missing file, high contrast, an iPad entry beside iPhone ones).
    @Test func imageSetsAreReadWithTheirScalesAndAppearances() throws {
        try sandbox.write(
            "Pics.xcassets/Icons/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        try sandbox.write(
            "Pics.xcassets/Icons/heroImage.imageset/Contents.json",
            #"""
            {"images": [
              {"filename": "hero.png", "idiom": "universal", "scale": "1x"},
              {"filename": "hero@2x.png", "idiom": "universal", "scale": "2x"},
              {"idiom": "universal", "scale": "3x"},
              {"filename": "hero-dark@2x.png", "idiom": "universal", "scale": "2x",
               "appearances": [{"appearance": "luminosity", "value": "dark"}]},
              {"filename": "hero-hc.png", "idiom": "universal", "scale": "2x",
               "appearances": [{"appearance": "contrast", "value": "high"}]},
              {"filename": "hero-pad.png", "idiom": "ipad", "scale": "2x"},
              {"filename": "gone.png", "idiom": "universal", "scale": "1x"}
            ]}
            """#)
        for name in ["hero.png", "hero@2x.png", "hero-dark@2x.png", "hero-hc.png", "hero-pad.png"] {
            try sandbox.write("Pics.xcassets/Icons/heroImage.imageset/" + name, "x")
        }
        try sandbox.write(
            "Pics.xcassets/Logo.imageset/Contents.json",
            #"{"images": [{"filename": "logo.pdf", "idiom": "universal"}], "properties": {"preserves-vector-representation": true}}"#
        )
        try sandbox.write("Pics.xcassets/Logo.imageset/logo.pdf", "%PDF")
        let pictures = AssetCatalog.read(sandbox.path("Pics.xcassets"))
        #expect(pictures.images.map(\.name) == ["Icons/heroImage", "Logo"])
        let hero = try #require(pictures.image(named: "icons/heroimage"))
        #expect(hero.symbolName == "hero")
        #expect(pictures.image(symbol: "hero") == hero)
        #expect(
            hero.files.map { ($0.path as NSString).lastPathComponent } == [
                "hero.png", "hero@2x.png", "hero-dark@2x.png",
            ])
        func picked(_ scale: Double, dark: Bool) -> String? {
            hero.file(scale: scale, dark: dark).map { ($0.path as NSString).lastPathComponent }
        }
        // A 3× phone takes the largest there is; a 1× screen its own; dark takes the dark file.
        #expect(picked(3, dark: false) == "hero@2x.png")
        #expect(picked(1, dark: false) == "hero.png")
        #expect(picked(2, dark: true) == "hero-dark@2x.png")
        #expect(picked(1, dark: true) == "hero-dark@2x.png")
        let logo = try #require(pictures.image(named: "Logo"))
        #expect(logo.isVectorOnly && logo.file(scale: 3, dark: false) == nil)
        #expect(logo.files.first?.scale == nil)
        #expect(pictures.problems.map(\.message) == ["lists gone.png, which is not in the folder"])
    }
}

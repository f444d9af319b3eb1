import SwiftModule
import Testing

/// The names Xcode 15 generates, each pair as seen in a public project's `GeneratedAssetSymbols.swift` (or the
/// brief's examples); a lone word in capitals as an app's code names it (`Color.BG` for its `BG` set), and the
/// sets beside it (`FAPurple` is `Color.faPurple` there).
@Suite struct SymbolNameTests {
    @Test(
        arguments: [
            ("AccentColor", "accent"), ("card-background", "cardBackground"), ("Primary Text", "primaryText"),
            ("BrandBlue", "brandBlue"), ("Group/Name", "name"), ("Colors/Text/Primary", "primary"),
            ("Color", "color"), ("blackColor", "black"), ("black-color", "black"), ("hint_text_color", "hintText"),
            ("white_color_85", "whiteColor85"), ("BGColorOne", "bgColorOne"), ("UIAccent", "uiAccent"),
            ("UIColour", "uiColour"), ("QRpedia_QR-Code Blue", "qRpediaQRCodeBlue"), ("FTU-screen1", "ftuScreen1"),
            ("Seated Knee-ups", "seatedKneeUps"), ("Locate me OFF", "locateMeOFF"), ("U-Crunches", "uCrunches"),
            ("Launch_screen_colour", "launchScreenColour"), ("color_000000", "color000000"),
            ("Colors/121212", "_121212"), ("210421-citykey-layout-city-key-55", "_210421CitykeyLayoutCityKey55"),
            ("CLR_LAUNCH_SCREEN_COLOR", "CLR_LAUNCH_SCREEN"), ("CLR_INPUT", "CLR_INPUT"), ("Default", "default"),
            ("--", "_"), ("BG", "BG"), ("GB", "GB"), ("FAPurple", "faPurple"),
            ("DarkPurple", "darkPurple"),
        ])
    func xcodeFifteenNames(name: String, symbol: String) {
        #expect(AssetCatalog.symbolName(forColor: name) == symbol)
    }
}

extension AssetCatalog {
    /// The Swift name Xcode 15 and later generate for a colour set (`ColorResource.cardBackground`, so
    /// `Color(.cardBackground)` and `Color.cardBackground`). For a namespaced name (`Brand/Primary`) it is the last
    /// component's (`primary`): Xcode nests it in an enum per namespace, `ColorResource.Brand.primary`.
    ///
    /// Apple documents no algorithm; these rules are read off Xcode's generated `GeneratedAssetSymbols.swift` in
    /// public projects, where every example agrees with them:
    /// - words are split at anything not a letter or digit, and kept as written, the first letter of each word
    ///   after the first made uppercase: `card-background` → `cardBackground`, `Seated Knee-ups` →
    ///   `seatedKneeUps`, `Locate me OFF` → `locateMeOFF`, `Launch_screen_colour` → `launchScreenColour`;
    /// - the first word starts lowercase, a leading acronym all lowercase: `BrandBlue` → `brandBlue`, `UIAccent` →
    ///   `uiAccent`, `FTU-screen1` → `ftuScreen1`, `QRpedia` → `qRpedia`;
    /// - a trailing `Color` is dropped when something remains: `AccentColor` → `accent`, `hint_text_color` →
    ///   `hintText`, `black-color` → `black`, but `Color` → `color` and `white_color_85` → `whiteColor85`;
    /// - a name in capitals, one word or several joined by underscores, is kept as written, less a trailing
    ///   `_COLOR`: `CLR_LAUNCH_SCREEN_COLOR` → `CLR_LAUNCH_SCREEN`, `BG` → `BG` (an app names its `BG` set
    ///   `Color.BG`);
    /// - a name that starts with a digit gets an underscore: `121212` → `_121212`.
    /// A keyword stays as it is (`default`): Xcode backticks it in the declaration, and after a dot it needs none.
    public static func symbolName(forColor name: String) -> String {
        symbolName(name, droppingSuffix: "Color")
    }

    /// The Swift name Xcode generates for an image set (`ImageResource.logo`, so `Image(.logo)`): the colour's
    /// rules, with a trailing `Image` dropped instead of `Color` (`heroImage` → `hero`).
    public static func symbolName(forImage name: String) -> String {
        symbolName(name, droppingSuffix: "Image")
    }

    private static func symbolName(_ name: String, droppingSuffix suffix: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let words = last.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "_" }
        var symbol: String
        if !last.contains(where: \.isLowercase) && last.contains(where: \.isLetter)
            && last.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
        {
            let kept = words.last == suffix.uppercased() ? words.dropLast() : words[...]
            symbol = kept.joined(separator: "_")
        } else {
            symbol =
                lowercasedStart(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            if symbol.hasSuffix(suffix) && symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        }
        return symbol.first?.isNumber == true ? "_" + symbol : symbol
    }

    /// The first word with its leading capitals lowercased; of a run of capitals followed by a lowercase letter,
    /// the last capital starts the next word and stays (`UIAccent` → `uiAccent`).
    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        let run = characters.prefix { $0.isUppercase }.count
        guard run > 0 else { return word }
        let nextIsLowercase = run < characters.count && characters[run].isLowercase
        let lowered = nextIsLowercase && run > 1 ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}

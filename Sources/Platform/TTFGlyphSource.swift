import CSDL2
import Raster
import Render
import Style

/// Text through SDL2_ttf (FreeType + HarfBuzz): fonts opened per weight and pixel size, lines
/// rendered to coverage masks that the raster pipeline composites, so headless screenshots have text.
///
/// SDL_ttf is not thread-safe, so the source belongs to the main actor. The layout and the renderer
/// reach it through `TextMetrics` and `GlyphSource`, plain protocols that the UI and Render layers use
/// from whatever isolation they have; rather than make those layers `@MainActor`, the two protocol
/// methods are `nonisolated` and check that they run on the main actor (`MainActor.assumeIsolated` traps
/// otherwise). Being main-actor isolated makes it `Sendable` honestly, which the UI needs to keep it as
/// its text metrics.
@MainActor
public final class TTFGlyphSource: GlyphSource {
    /// Why fonts could not be loaded, naming the files; text is then drawn in the nearest face that
    /// loaded, or measured by estimate and not drawn when none did.
    public private(set) var problems: [String] = []
    /// The faces that load, and the file each loads from.
    private var paths: [FontFace: String] = [:]
    private var loadedFaces: [FontFace] = []
    /// The face drawing each font asked for: choosing one filters the catalogue, a hash is cheaper.
    private var chosen: [Font: FontFace] = [:]
    private let fonts = OpenFonts()
    private var masks: [MaskKey: Mask] = [:]
    /// The colour glyphs of the lines in `masks` that have any, evicted with them.
    private var colorLayers: [MaskKey: Pixmap] = [:]
    private var maskOrder: [MaskKey] = []
    /// Measured lines: a frame measures every label two or three times (layout, then drawing), and
    /// shaping a line costs more than hashing it. Forgotten all at once when it grows past
    /// `sizeCapacity` (measuring is cheap to redo, an order to keep is not worth it).
    private var sizes: [MaskKey: Size] = [:]
    private static let sizeCapacity = 4096
    private let fallback = EstimatedTextMetrics()
    /// Rendered lines kept (a frame draws a few dozen); the oldest goes first.
    private static let maskCapacity = 512
    /// The point size a font file is opened at to check that it loads.
    private static let probeSize: Int32 = 17

    private struct MaskKey: Hashable {
        let text: String
        let font: Font
        let scale: Double
    }

    /// The open fonts, closed when the source goes. A class of its own so that closing them needs no
    /// access to the main-actor state from the (nonisolated) deinitializer.
    private final class OpenFonts {
        struct FallbackKey: Hashable {
            let pixels: Int
            let bold: Bool
        }
        struct Key: Hashable {
            let face: FontFace
            /// Slanted by SDL_ttf: an italic asked of a face that has none (Quicksand).
            let slanted: Bool
            let pixels: Int
        }
        var byKey: [Key: OpaquePointer] = [:]
        /// The fallback font for scripts Inter lacks, by pixel size and whether it is emboldened.
        var fallbackByPixels: [FallbackKey: OpaquePointer] = [:]
        /// The open faces of semibold weight and heavier: text in them has its fallback run emboldened.
        var heavy: Set<OpaquePointer> = []
        /// The colour emoji font, opened once: its bitmaps come in one size, scaled to the text's.
        var emoji: OpaquePointer?

        deinit {
            for font in byKey.values { TTF_CloseFont(font) }
            for font in fallbackByPixels.values { TTF_CloseFont(font) }
            if let emoji { TTF_CloseFont(emoji) }
        }
    }

    /// Loads the faces of `FontFace.bundled` from `folder` (`Assets/Fonts` by default), each falling
    /// back to the system's copy from Debian's package unless `systemFallback` is off.
    public init(folder: String = Assets.path("Fonts"), systemFallback: Bool = true) {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            problems.append("cannot start SDL_ttf: \(String(cString: SDL_GetError()))")
            return
        }
        // One problem for all the files, so a missing folder is one warning, not twenty-six.
        var missing: [String] = []
        var replaced = 0
        var reason = ""
        for face in FontFace.bundled {
            let bundled = "\(folder)/\(face.file)"
            let system = "\(face.systemFolder)/\(face.file)"
            if let font = TTF_OpenFont(bundled, Self.probeSize) {
                TTF_CloseFont(font)
                paths[face] = bundled
                continue
            }
            missing.append(face.file)
            if reason.isEmpty { reason = String(cString: SDL_GetError()) }
            if systemFallback, let font = TTF_OpenFont(system, Self.probeSize) {
                TTF_CloseFont(font)
                paths[face] = system
                replaced += 1
            }
        }
        // Without Inter nothing is drawn: a serif or monospaced face is no stand-in for the whole UI.
        if !paths.keys.contains(where: { $0.design == .default }) { paths = [:] }
        loadedFaces = FontFace.bundled.filter { paths[$0] != nil }
        guard !missing.isEmpty else { return }
        let outcome =
            replaced == missing.count
            ? "using the system's copies"
            : paths.isEmpty
                ? "text is measured by estimate and not drawn" : "text in those is drawn in the nearest face"
        let files =
            missing.count == FontFace.bundled.count
            ? "fonts (all \(missing.count))" : "font\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))"
        problems.append("\(files) could not be loaded from '\(folder)' (\(reason)); \(outcome)")
    }

    /// System fonts that cover Chinese, Japanese and Korean, which Inter does not (seed 002's captions):
    /// the first one present draws the characters Inter lacks. `make run` installs the first.
    public static let fallbackCandidates = [
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/System/Library/Fonts/PingFang.ttc",
    ]
    private lazy var fallbackPath: String? = Self.fallbackCandidates.first { path in
        guard let font = TTF_OpenFont(path, Self.probeSize) else { return false }
        TTF_CloseFont(font)
        return true
    }

    /// The fallback at `pixels`; `bold`: emboldened by SDL_ttf, for text in a heavy face, since the
    /// system's CJK fonts come in one weight (a bold Korean heading had been drawn regular).
    private func fallbackFont(pixels: Int, bold: Bool) -> OpaquePointer? {
        let key = OpenFonts.FallbackKey(pixels: pixels, bold: bold)
        if let open = fonts.fallbackByPixels[key] { return open }
        guard let path = fallbackPath, let opened = TTF_OpenFont(path, Int32(pixels)) else { return nil }
        TTF_SetFontHinting(opened, TTF_HINTING_LIGHT)
        if bold { TTF_SetFontStyle(opened, TTF_STYLE_BOLD) }
        fonts.fallbackByPixels[key] = opened
        return opened
    }

    /// Debian's colour emoji font (package fonts-noto-color-emoji, which `make run` installs), and the
    /// pixels per em its bitmaps are drawn at: a glyph is scaled by the text's pixel size over this.
    public static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let emojiStrike = 109.0

    private func emojiFont() -> OpaquePointer? {
        if let open = fonts.emoji { return open }
        fonts.emoji = TTF_OpenFont(Self.emojiPath, Int32(Self.emojiStrike))
        return fonts.emoji
    }

    /// Whether `scalars[index]` starts or continues an emoji: a character shown as an emoji by default,
    /// one asking for it with U+FE0F after it, or a joiner, selector, skin tone or tag inside one.
    private static func isEmoji(_ scalars: [Unicode.Scalar], _ index: Int, continuing: Bool) -> Bool {
        let scalar = scalars[index]
        let p = scalar.properties
        if continuing,
            scalar.value == 0x200D || scalar.value == 0xFE0F || scalar.value == 0x20E3 || p.isEmojiModifier
                || (0xE0020...0xE007F).contains(scalar.value)
        {
            return true
        }
        let next = index + 1 < scalars.count ? scalars[index + 1].value : 0
        guard p.isEmoji else { return false }
        // A digit, # or * is text unless a keycap follows: 1️⃣.
        guard scalar.value > 0x7F else { return next == 0x20E3 || next == 0xFE0F }
        return p.isEmojiPresentation || scalar.value >= 0x1F000 || next == 0xFE0F
    }

    /// `text` cut into runs, each with the font that draws it: Inter where it has the glyph (spaces
    /// included), the emoji font for emoji, the fallback where only it has one. One run in Inter for
    /// most text.
    private func runs(_ text: String, main: OpaquePointer, pixels: Int) -> [(text: String, font: OpaquePointer)] {
        // Text is measured every frame: the usual line, all Inter's, is one run without building strings.
        if text.unicodeScalars.allSatisfy({
            $0.value <= 0x7F || ($0.properties.isEmoji == false && TTF_GlyphIsProvided32(main, $0.value) != 0)
        }) {
            return [(text, main)]
        }
        var runs: [(text: String, font: OpaquePointer)] = []
        var fallback: OpaquePointer?
        let scalars = Array(text.unicodeScalars)
        let emoji = emojiFont()
        for (index, scalar) in scalars.enumerated() {
            var font = main
            let continuing = runs.last.map { $0.font == emoji } ?? false
            if let emoji, Self.isEmoji(scalars, index, continuing: continuing),
                continuing || TTF_GlyphIsProvided32(emoji, scalar.value) != 0
            {
                font = emoji
            } else if scalar.value > 0x7F, TTF_GlyphIsProvided32(main, scalar.value) == 0 {
                fallback = fallback ?? fallbackFont(pixels: pixels, bold: fonts.heavy.contains(main))
                if let f = fallback, TTF_GlyphIsProvided32(f, scalar.value) != 0 { font = f }
            }
            if let last = runs.last, last.font == font {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((String(scalar), font))
            }
        }
        return runs
    }

    /// How much the emoji font's bitmaps are scaled for text of `pixels` pixels per em.
    private static func emojiScale(pixels: Int) -> Double { Double(pixels) / emojiStrike }

    public var isAvailable: Bool { !paths.isEmpty }

    /// The face that draws `font`: the nearest to its design, slant and weight among those that loaded.
    public func face(for font: Font) -> FontFace? {
        let request = Font(size: 0, weight: font.weight, design: font.design, italic: font.isItalic)
        if let known = chosen[request] { return known }
        let face = FontFace.nearest(to: request, among: loadedFaces)
        chosen[request] = face
        return face
    }

    private func font(_ font: Font, scale: Double) -> OpaquePointer? {
        let size = font.size * scale
        guard size.isFinite, size >= 0.5, size < 2000, let face = face(for: font), let path = paths[face] else {
            return nil
        }
        let pixels = Int(size.rounded())
        let key = OpenFonts.Key(face: face, slanted: font.isItalic && !face.isItalic, pixels: pixels)
        if let open = fonts.byKey[key] { return open }
        guard let opened = TTF_OpenFont(path, Int32(pixels)) else { return nil }
        TTF_SetFontHinting(opened, TTF_HINTING_LIGHT)
        if key.slanted { TTF_SetFontStyle(opened, TTF_STYLE_ITALIC) }
        fonts.byKey[key] = opened
        if face.weight.weightClass >= Font.Weight.semibold.weightClass { fonts.heavy.insert(opened) }
        return opened
    }

    public nonisolated func size(of text: String, font: Font) -> Size {
        MainActor.assumeIsolated {
            let key = MaskKey(text: text, font: font, scale: 1)
            if let known = sizes[key] { return known }
            let size = measure(text, font: font)
            if sizes.count >= Self.sizeCapacity { sizes.removeAll(keepingCapacity: true) }
            sizes[key] = size
            return size
        }
    }

    public nonisolated func mask(for text: String, font: Font, scale: Double) -> Mask? {
        MainActor.assumeIsolated { render(text, font: font, scale: scale) }
    }

    public nonisolated func colorGlyphs(for text: String, font: Font, scale: Double) -> Pixmap? {
        MainActor.assumeIsolated {
            guard render(text, font: font, scale: scale) != nil else { return nil }
            return colorLayers[MaskKey(text: text, font: font, scale: scale)]
        }
    }

    /// The width in pixels of `text` in `main` (and the fallback where `main` lacks a glyph).
    private func advance(_ text: String, main: OpaquePointer, pixels: Int) -> Int? {
        var width = 0
        for run in runs(text, main: main, pixels: pixels) {
            var w: Int32 = 0
            var h: Int32 = 0
            guard TTF_SizeUTF8(run.font, run.text, &w, &h) == 0 else { return nil }
            width += run.font == fonts.emoji ? Int((Double(w) * Self.emojiScale(pixels: pixels)).rounded()) : Int(w)
        }
        return width
    }

    /// Whether `font` places characters one by one (letter spacing, digits in cells) rather than
    /// letting SDL_ttf draw the line in one piece.
    private static func placesCharacters(_ text: String, _ font: Font) -> Bool {
        font.kerning != 0 || font.tracking != 0 || (font.hasMonospacedDigits && text.contains { Self.isDigit($0) })
    }

    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    /// Where each character of `text` starts, in pixels, and where the line ends, for a font that
    /// spaces its letters or its digits. A character's own advance is how far it moves the end of the
    /// line shaped up to it, so the font's pair kerning survives; past `exactPrefix` characters each is
    /// measured alone (shaping every prefix of a long line costs its length squared).
    private func placements(_ text: String, font: Font, main: OpaquePointer, pixels: Int, scale: Double)
        -> (characters: [(text: String, x: Double)], width: Double)?
    {
        let characters = Array(text)
        var digitCell: Double?
        if font.hasMonospacedDigits {
            var widest = 0
            for digit in "0123456789" {
                guard let w = advance(String(digit), main: main, pixels: pixels) else { return nil }
                widest = max(widest, w)
            }
            digitCell = Double(widest)
        }
        let kerning = font.kerning * scale
        let tracking = font.tracking * scale
        var placed: [(text: String, x: Double)] = []
        placed.reserveCapacity(characters.count)
        var x = 0.0
        var prefix = ""
        var prefixWidth = 0
        for (index, character) in characters.enumerated() {
            let own: Int
            if index < Self.exactPrefix {
                prefix.append(character)
                guard let upTo = advance(prefix, main: main, pixels: pixels) else { return nil }
                own = upTo - prefixWidth
                prefixWidth = upTo
            } else {
                guard let alone = advance(String(character), main: main, pixels: pixels) else { return nil }
                own = alone
            }
            var step = Double(own)
            var start = x
            if let cell = digitCell, Self.isDigit(character) {
                // Centred in its cell, as a tabular figure is.
                let width = advance(String(character), main: main, pixels: pixels) ?? own
                start += (cell - Double(width)) / 2
                step = cell
            }
            placed.append((String(character), start))
            x += step + kerning + (index < characters.count - 1 ? tracking : 0)
        }
        return (placed, max(0, x))
    }
    private static let exactPrefix = 200

    private func measure(_ text: String, font: Font) -> Size {
        guard !text.isEmpty else { return Size(width: 0, height: (font.size * 1.2).rounded(.up)) }
        guard let f = self.font(font, scale: 1) else { return fallback.size(of: text, font: font) }
        let pixels = Int(font.size.rounded())
        let width: Double
        if Self.placesCharacters(text, font) {
            guard let line = placements(text, font: font, main: f, pixels: pixels, scale: 1) else {
                return fallback.size(of: text, font: font)
            }
            width = line.width.rounded()
        } else {
            guard let w = advance(text, main: f, pixels: pixels) else { return fallback.size(of: text, font: font) }
            width = Double(w)
        }
        return Size(width: width, height: Double(TTF_FontHeight(f)))
    }

    /// A piece of a line: coverage, the ascent of the font that drew it, and where it starts.
    private typealias Piece = (mask: Mask, ascent: Int, x: Int)

    private func render(_ text: String, font: Font, scale: Double) -> Mask? {
        guard !text.isEmpty, scale.isFinite, scale > 0 else { return nil }
        let key = MaskKey(text: text, font: font, scale: scale)
        if let cached = masks[key] { return cached }
        guard let f = self.font(font, scale: scale) else { return nil }
        // Very long labels are cut to what fits a mask (16384 px) rather than failing outright.
        var line = text.count > 1000 ? String(text.prefix(1000)) : text
        var w: Int32 = 0
        var h: Int32 = 0
        while line.count > 1, TTF_SizeUTF8(f, line, &w, &h) == 0, Int(w) >= Mask.maxSide {
            line = String(line.prefix(line.count * 3 / 4))
        }
        let pixels = Int((font.size * scale).rounded())
        var pieces: [Piece] = []
        var colored: [ColorPiece] = []
        /// One run's piece at `x`: its coverage, or for emoji an empty mask as wide and their colours.
        func place(_ run: (text: String, font: OpaquePointer), at x: Int) -> Int? {
            if run.font == fonts.emoji {
                guard let image = Self.colors(of: run.text, in: run.font, scale: Self.emojiScale(pixels: pixels)),
                    let blank = Mask(width: image.pixmap.width, height: image.pixmap.height)
                else { return nil }
                pieces.append((blank, image.ascent, x))
                colored.append((image.pixmap, image.ascent, x))
                return blank.width
            }
            guard let mask = Self.coverage(of: run.text, in: run.font) else { return nil }
            pieces.append((mask, Int(TTF_FontAscent(run.font)), x))
            return mask.width
        }
        var lineWidth = 0
        if Self.placesCharacters(line, font) {
            guard let placed = placements(line, font: font, main: f, pixels: pixels, scale: scale) else { return nil }
            for character in placed.characters {
                var x = Int(character.x.rounded())
                for run in runs(character.text, main: f, pixels: pixels) {
                    // SDL_ttf starts a surface where the first glyph's ink does when it reaches left
                    // of the pen, so the surface goes that much to the left of the character's place.
                    let overhang = run.font == fonts.emoji ? 0 : Self.leftOverhang(of: run.text, in: run.font)
                    guard let width = place(run, at: x - overhang) else { continue }
                    x += width - overhang
                }
            }
            lineWidth = Int(placed.width.rounded())
        } else {
            var x = 0
            for run in runs(line, main: f, pixels: pixels) {
                guard let width = place(run, at: x) else { continue }
                x += width
            }
            lineWidth = x
        }
        guard !pieces.isEmpty else { return nil }
        let ascent = Int(TTF_FontAscent(f))
        let mask = Self.composite(pieces, lineWidth: lineWidth, ascent: ascent)
        if let mask {
            masks[key] = mask
            if !colored.isEmpty {
                colorLayers[key] = Self.composite(colored, width: mask.width, height: mask.height, ascent: ascent)
            }
            maskOrder.append(key)
            if maskOrder.count > Self.maskCapacity {
                let evicted = maskOrder.removeFirst()
                masks[evicted] = nil
                colorLayers[evicted] = nil
            }
        }
        return mask
    }

    /// Colour glyphs, their ascent, and where they start.
    private typealias ColorPiece = (pixmap: Pixmap, ascent: Int, x: Int)

    /// Colour pieces on the line's baseline, in a pixmap the size of the line's mask.
    private static func composite(_ pieces: [ColorPiece], width: Int, height: Int, ascent: Int) -> Pixmap? {
        guard var layer = Pixmap(width: width, height: height) else { return nil }
        for piece in pieces {
            let y0 = max(0, ascent - piece.ascent)
            for y in 0..<piece.pixmap.height where y0 + y < height {
                for x in 0..<piece.pixmap.width {
                    let column = piece.x + x
                    guard column >= 0, column < width else { continue }
                    let index = (y0 + y) * width + column
                    layer.pixels[index] = PixelFormat.sourceOver(
                        piece.pixmap.pixels[y * piece.pixmap.width + x], layer.pixels[index])
                }
            }
        }
        return layer
    }

    /// An emoji run in its colours, scaled by `scale` from the font's bitmaps (each output pixel the
    /// average of the premultiplied pixels it covers), with its scaled ascent.
    private static func colors(of text: String, in font: OpaquePointer, scale: Double) -> (pixmap: Pixmap, ascent: Int)?
    {
        guard scale > 0, scale.isFinite,
            let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 0, g: 0, b: 0, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let sourceWidth = Int(argb.pointee.w)
        let sourceHeight = Int(argb.pointee.h)
        let pitch = Int(argb.pointee.pitch)
        let width = max(1, Int((Double(sourceWidth) * scale).rounded()))
        let height = max(1, Int((Double(sourceHeight) * scale).rounded()))
        guard var pixmap = Pixmap(width: width, height: height), let base = argb.pointee.pixels else { return nil }
        for y in 0..<height {
            let sy0 = y * sourceHeight / height
            let sy1 = max(sy0 + 1, (y + 1) * sourceHeight / height)
            for x in 0..<width {
                let sx0 = x * sourceWidth / width
                let sx1 = max(sx0 + 1, (x + 1) * sourceWidth / width)
                var sum = SIMD4<UInt32>(repeating: 0)
                for sy in sy0..<sy1 {
                    let row = (base + sy * pitch).assumingMemoryBound(to: UInt32.self)
                    for sx in sx0..<sx1 {
                        let p = row[sx]
                        let a = p >> 24
                        // SDL's pixels are straight; the pixmap's are premultiplied.
                        sum &+= SIMD4(
                            a, ((p >> 16) & 0xFF) * a / 255, ((p >> 8) & 0xFF) * a / 255, (p & 0xFF) * a / 255)
                    }
                }
                let n = UInt32((sy1 - sy0) * (sx1 - sx0))
                pixmap.pixels[y * width + x] = PixelFormat.pack(
                    a: sum[0] / n, r: sum[1] / n, g: sum[2] / n, b: sum[3] / n)
            }
        }
        return (pixmap, Int((Double(TTF_FontAscent(font)) * scale).rounded()))
    }

    /// How far left of the pen the first glyph of `text` is inked, in pixels (0 for most glyphs).
    private static func leftOverhang(of text: String, in font: OpaquePointer) -> Int {
        guard let first = text.unicodeScalars.first else { return 0 }
        var minX: Int32 = 0
        var maxX: Int32 = 0
        var minY: Int32 = 0
        var maxY: Int32 = 0
        var advance: Int32 = 0
        guard TTF_GlyphMetrics32(font, first.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return 0 }
        return max(0, -Int(minX))
    }

    /// Pieces on one baseline, the main font's; the line is as tall as the main font's unless a
    /// fallback glyph reaches lower, and as wide as `lineWidth` unless a piece reaches further.
    private static func composite(_ pieces: [Piece], lineWidth: Int, ascent: Int) -> Mask? {
        let reach = pieces.map { $0.x + $0.mask.width }.max() ?? 0
        let width = min(max(lineWidth, reach), Mask.maxSide)
        let height = pieces.map { max(0, ascent - $0.ascent) + $0.mask.height }.max() ?? 0
        guard var mask = Mask(width: width, height: height) else { return nil }
        for piece in pieces {
            let y0 = max(0, ascent - piece.ascent)
            for y in 0..<piece.mask.height {
                for x in 0..<piece.mask.width {
                    let column = piece.x + x
                    guard column >= 0, column < width else { continue }
                    let source = piece.mask.coverage[y * piece.mask.width + x]
                    // Spaced letters may overlap (negative kerning): the darker wins.
                    let index = (y0 + y) * width + column
                    mask.coverage[index] = max(mask.coverage[index], source)
                }
            }
        }
        return mask
    }

    /// One run's coverage from SDL_ttf.
    private static func coverage(of text: String, in font: OpaquePointer) -> Mask? {
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let width = Int(argb.pointee.w)
        let height = Int(argb.pointee.h)
        let pitch = Int(argb.pointee.pitch)
        guard var mask = Mask(width: width, height: height), let base = argb.pointee.pixels else { return nil }
        mask.coverage.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
        return mask
    }
}

/// PNG assets from `Assets/Images`, and the PNG and JPEG files of a module's asset catalogs, each loaded once
/// (one that cannot be read is tried once, and its problem kept).
public final class AssetImages: ImageSource {
    private var loaded: [String: Pixmap?] = [:]
    public private(set) var problems: [String] = []
    private let folder: String

    public init(folder: String = Assets.path("Images")) { self.folder = folder }

    public func image(named name: String) -> Pixmap? {
        if let image = loaded[name] { return image }
        do {
            // A module's catalog image (`Image("photo")` of its `Assets.xcassets`) is named by its file.
            let image: Pixmap
            if let reference = ImageFileReference(name: name) {
                image = try ImageFile.read(reference.path)
            } else {
                image = try PNGFile.read("\(folder)/\(name).png")
            }
            loaded[name] = image
            return image
        } catch {
            loaded[name] = .some(nil)
            if !problems.contains(error.description) { problems.append(error.description) }
            return nil
        }
    }
}

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
    /// Why fonts could not be loaded, naming the file; text is then measured by estimate and not drawn.
    public private(set) var problems: [String] = []
    private var paths: [Font.Weight: String] = [:]
    private let fonts = OpenFonts()
    private var masks: [MaskKey: Mask] = [:]
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
        struct Key: Hashable {
            let weight: Font.Weight
            let pixels: Int
        }
        var byKey: [Key: OpaquePointer] = [:]
        /// The fallback font for scripts Inter lacks, by pixel size.
        var fallbackByPixels: [Int: OpaquePointer] = [:]

        deinit {
            for font in byKey.values { TTF_CloseFont(font) }
            for font in fallbackByPixels.values { TTF_CloseFont(font) }
        }
    }

    /// Loads Inter from `folder` (`Assets/Fonts` by default), falling back to the system's Inter
    /// unless `systemFallback` is off.
    public init(folder: String = Assets.path("Fonts"), systemFallback: Bool = true) {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            problems.append("cannot start SDL_ttf: \(String(cString: SDL_GetError()))")
            return
        }
        let files: [Font.Weight: String] = [
            .regular: "Inter-Regular.otf", .semibold: "Inter-SemiBold.otf", .bold: "Inter-Bold.otf",
        ]
        // One problem for all the weights, so a missing folder is one warning, not three.
        var missing: [String] = []
        var replaced = 0
        var reason = ""
        for (weight, file) in files.sorted(by: { $0.value < $1.value }) {
            let bundled = "\(folder)/\(file)"
            let system = "\(Self.systemFolder)/\(file)"
            if let font = TTF_OpenFont(bundled, Self.probeSize) {
                TTF_CloseFont(font)
                paths[weight] = bundled
                continue
            }
            missing.append(file)
            if reason.isEmpty { reason = String(cString: SDL_GetError()) }
            if systemFallback, let font = TTF_OpenFont(system, Self.probeSize) {
                TTF_CloseFont(font)
                paths[weight] = system
                replaced += 1
            }
        }
        guard !missing.isEmpty else { return }
        let outcome =
            replaced == missing.count
            ? "using the system's Inter in '\(Self.systemFolder)'"
            : paths.isEmpty ? "text is measured by estimate and not drawn" : "those weights are drawn in another weight"
        problems.append(
            "font\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) could not be loaded from"
                + " '\(folder)' (\(reason)); \(outcome)")
    }

    /// Where Debian's fonts-inter package puts Inter: the fallback for a missing bundled font.
    private static let systemFolder = "/usr/share/fonts/opentype/inter"

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

    private func fallbackFont(pixels: Int) -> OpaquePointer? {
        if let open = fonts.fallbackByPixels[pixels] { return open }
        guard let path = fallbackPath, let opened = TTF_OpenFont(path, Int32(pixels)) else { return nil }
        TTF_SetFontHinting(opened, TTF_HINTING_LIGHT)
        fonts.fallbackByPixels[pixels] = opened
        return opened
    }

    /// `text` cut into runs, each with the font that draws it: Inter where it has the glyph (spaces
    /// included), the fallback where only it has one. One run in Inter for most text.
    private func runs(_ text: String, main: OpaquePointer, pixels: Int) -> [(text: String, font: OpaquePointer)] {
        // Text is measured every frame: the usual line, all Inter's, is one run without building strings.
        if text.unicodeScalars.allSatisfy({ $0.value <= 0x7F || TTF_GlyphIsProvided32(main, $0.value) != 0 }) {
            return [(text, main)]
        }
        var runs: [(text: String, font: OpaquePointer)] = []
        var fallback: OpaquePointer?
        for scalar in text.unicodeScalars {
            var font = main
            if scalar.value > 0x7F, TTF_GlyphIsProvided32(main, scalar.value) == 0 {
                fallback = fallback ?? fallbackFont(pixels: pixels)
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

    public var isAvailable: Bool { !paths.isEmpty }

    private func font(_ font: Font, scale: Double) -> OpaquePointer? {
        let size = font.size * scale
        guard size.isFinite, size >= 0.5, size < 2000 else { return nil }
        let pixels = Int(size.rounded())
        let key = OpenFonts.Key(weight: font.weight, pixels: pixels)
        if let open = fonts.byKey[key] { return open }
        guard let path = paths[font.weight] ?? paths[.regular], let opened = TTF_OpenFont(path, Int32(pixels)) else {
            return nil
        }
        TTF_SetFontHinting(opened, TTF_HINTING_LIGHT)
        fonts.byKey[key] = opened
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

    private func measure(_ text: String, font: Font) -> Size {
        guard !text.isEmpty else { return Size(width: 0, height: (font.size * 1.2).rounded(.up)) }
        guard let f = self.font(font, scale: 1) else { return fallback.size(of: text, font: font) }
        var width = 0.0
        for run in runs(text, main: f, pixels: Int((font.size).rounded())) {
            var w: Int32 = 0
            var h: Int32 = 0
            guard TTF_SizeUTF8(run.font, run.text, &w, &h) == 0 else { return fallback.size(of: text, font: font) }
            width += Double(w)
        }
        return Size(width: width, height: Double(TTF_FontHeight(f)))
    }

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
        let pieces = runs(line, main: f, pixels: Int((font.size * scale).rounded())).compactMap { run in
            Self.coverage(of: run.text, in: run.font).map { (mask: $0, ascent: Int(TTF_FontAscent(run.font))) }
        }
        guard !pieces.isEmpty else { return nil }
        // Runs side by side on one baseline, Inter's; the line is as tall as Inter's unless a fallback
        // glyph reaches lower.
        let ascent = Int(TTF_FontAscent(f))
        let width = min(pieces.map(\.mask.width).reduce(0, +), Mask.maxSide)
        let height = pieces.map { max(0, ascent - $0.ascent) + $0.mask.height }.max() ?? 0
        guard var mask = Mask(width: width, height: height) else { return nil }
        var x0 = 0
        for piece in pieces {
            let y0 = max(0, ascent - piece.ascent)
            for y in 0..<piece.mask.height {
                for x in 0..<piece.mask.width where x0 + x < width {
                    mask.coverage[(y0 + y) * width + x0 + x] = piece.mask.coverage[y * piece.mask.width + x]
                }
            }
            x0 += piece.mask.width
        }
        masks[key] = mask
        maskOrder.append(key)
        if maskOrder.count > Self.maskCapacity {
            masks[maskOrder.removeFirst()] = nil
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

/// PNG assets from `Assets/Images`, loaded once.
public final class AssetImages: ImageSource {
    private var loaded: [String: Pixmap] = [:]
    public private(set) var problems: [String] = []
    private let folder: String

    public init(folder: String = Assets.path("Images")) { self.folder = folder }

    public func image(named name: String) -> Pixmap? {
        if let image = loaded[name] { return image }
        do {
            let image = try PNGFile.read("\(folder)/\(name).png")
            loaded[name] = image
            return image
        } catch {
            if !problems.contains(error.description) { problems.append(error.description) }
            return nil
        }
    }
}

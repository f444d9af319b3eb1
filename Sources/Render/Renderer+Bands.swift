import Raster
import Style
import Synchronization

/// A full frame drawn on several threads, pixel for pixel the frame one thread draws.
///
/// Two steps on every thread. First the masks: the frame's commands are drawn onto a canvas that covers
/// no pixel but makes every mask for the whole frame, each thread taking the next command, so the
/// shadows of different controls are rasterized and blurred at once and land in the shared mask cache.
/// Then the pixels: the frame is cut into horizontal bands (`Canvas.drawInBands`), and each thread takes
/// the next band and draws every command into it, finding its masks made. Text and images are fetched on the caller's thread
/// first: the font engine is not thread-safe.
extension Renderer {
    /// Draws `commands` on `threads` threads when they paint the whole frame (an opaque background
    /// first); `false`, having drawn nothing, for any other (a HUD over a frame, a canvas that is a
    /// band or a layer), which one thread draws.
    func renderInBands(_ commands: [DrawCommand], _ appearance: Appearance, into canvas: inout Canvas) -> Bool {
        // A region redrawn on its own (damage tracking, `keepsPixels` off) is small: one thread draws it.
        guard keepsPixels, canvas.origin == .zero, canvas.frameBounds == nil, canvas.pixmap.height >= 2 * threads,
            let run = backgroundRun(commands, appearance, canvas)
        else { return false }
        let initial = cachedBackground(run.key)
        if initial == nil { drawBackground(run, commands[run.start..<run.end], appearance, &canvas) }
        let rest = Array(commands[run.end...])
        // The threads must not write what the renderer keeps (images, groups), nor copy a band's pixels
        // into it: bands draw everything afresh.
        keepsPixels = false
        defer { keepsPixels = true }

        let (ownGlyphs, ownImages) = (glyphs, images)
        lendsSources = true
        defer {
            (glyphs, images) = (ownGlyphs, ownImages)
            lendsSources = false
        }
        glyphs = prefetchGlyphs(rest, transform: canvas.transform)
        images = prefetchImages(rest)

        let shared = SharedRenderer(renderer: self)
        let nextCommand = Atomic(0)
        let nextBand = Atomic(0)
        let nowhere = maskCanvas(like: canvas)
        let threads = threads
        let bandCount = min(threads * Self.bandsPerThread, canvas.pixmap.height)
        canvas.drawInBands(
            &bands, count: bandCount, startingFrom: initial,
            parallel: { count, drawBand in
                WorkerPool.perform(threads) { _ in
                    // The masks first, a command at a time; then bands, a band at a time. A thread
                    // starts on bands as soon as no command is left, and a band that needs a mask
                    // another thread is still making waits for it in the cache.
                    var canvas = nowhere
                    while true {
                        let i = nextCommand.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard i < rest.count else { break }
                        shared.renderer.draw(rest[i], appearance, &canvas)
                    }
                    while true {
                        let i = nextBand.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard i < count else { break }
                        drawBand(i)
                    }
                }
            }
        ) { band in
            for command in rest { shared.renderer.draw(command, appearance, &band) }
        }
        return true
    }

    /// Bands per thread. One: every band goes through every command, and a second band per thread
    /// (taken by whichever thread is free) cost more than it evened out (reference scene, 2 threads,
    /// cold: 0.97 ms with one band per thread, 1.16 with two, 1.25–1.40 with four).
    static let bandsPerThread = 1

    /// A canvas that makes masks as the frame's bands do (`frameBounds`, the same transform) but lies
    /// far outside the frame, so drawing a command onto it makes the command's masks and composites nothing.
    private func maskCanvas(like frame: Canvas) -> Canvas {
        var canvas = Canvas(pixmap: Pixmap(width: 1, height: 1)!, origin: IntPoint(x: -Self.nowhere, y: -Self.nowhere))
        canvas.frameBounds = frame.deviceBounds
        canvas.transform = frame.transform
        canvas.dithering = frame.dithering
        canvas.maskCache = frame.maskCache
        canvas.gradientTables = frame.gradientTables
        return canvas
    }

    /// Far enough from any frame (8192 px at most) and any shadow's reach that nothing lands on the
    /// canvas that prepares masks.
    private static let nowhere = 1 << 40

    /// The text masks `commands` draw, at the scale each is drawn at (layers may scale their content).
    private func prefetchGlyphs(_ commands: [DrawCommand], transform: AffineTransform) -> PrefetchedGlyphs? {
        guard let glyphs else { return nil }
        var masks: [PrefetchedGlyphs.Key: Mask?] = [:]
        var colors: [PrefetchedGlyphs.Key: Pixmap] = [:]
        func visit(_ commands: [DrawCommand], _ transform: AffineTransform) {
            for command in commands {
                switch command {
                case .text(let string, let font, _, _):
                    let key = PrefetchedGlyphs.Key(text: string, font: font, scale: transform.scaleFactor)
                    if masks[key] == nil {
                        masks[key] = .some(glyphs.mask(for: string, font: font, scale: key.scale))
                        colors[key] = glyphs.colorGlyphs(for: string, font: font, scale: key.scale)
                    }
                case .layer(let layer):
                    visit(layer.content, Self.contentTransform(of: layer, under: transform))
                    if let mask = layer.mask { visit(mask, transform) }
                default:
                    break
                }
            }
        }
        visit(commands, transform)
        return PrefetchedGlyphs(masks, colors: colors)
    }

    /// The images `commands` draw, by name.
    private func prefetchImages(_ commands: [DrawCommand]) -> PrefetchedImages? {
        guard let images else { return nil }
        var loaded: [String: Pixmap] = [:]
        func visit(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case .image(let name, _, _):
                    if loaded[name] == nil, let image = images.image(named: name) { loaded[name] = image }
                case .layer(let layer):
                    visit(layer.content)
                    if let mask = layer.mask { visit(mask) }
                default:
                    break
                }
            }
        }
        visit(commands)
        return PrefetchedImages(loaded)
    }
}

/// The renderer lent to the threads that draw one frame.
///
/// `@unchecked Sendable` because `Renderer` is a class with mutable state. It is safe while
/// `renderInBands` runs: no thread writes any of the renderer's stored properties then. Drawing reads
/// `glyphs` and `images` (set before the threads start, to sources that only read immutable tables),
/// `maskCache` and `gradientTables` (behind their own mutexes); the one write in drawing, of the cached
/// background, happens only for a canvas that is a whole frame (`covers`), never for a band or the
/// mask canvas, whose `frameBounds` is set.
private struct SharedRenderer: @unchecked Sendable {
    let renderer: Renderer
}

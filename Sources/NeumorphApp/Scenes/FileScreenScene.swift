import Platform
import Raster
import Style
import SwiftUIInterpreter
import Synchronization
import UI

/// A Swift file's own screen (`--style FILE` when the file has a `#Preview`, a `PreviewProvider` or a
/// `ContentView`): the file's code is the scene. It is evaluated every frame in the playground's colour
/// scheme, so `@Environment(\.colorScheme)` and dynamic colours follow the L / D / C keys, and its
/// controls write the screen's `@State` into `state`, which a reload keeps.
struct FileScreenScene: Scene {
    let screen: ScreenFile
    /// The preview shown, an index into `screen.previewNames`.
    let preview: Int
    /// The screen's `@State`: a reference shared by every version of the file, so values survive a save.
    let state: ScreenState
    /// What was on screen before the state last changed, to animate from; kept across reloads too.
    let transition: ScreenTransition
    /// The screen last laid out, kept while nothing it reads changes.
    let memo = ScreenMemo()
    /// How many times the file was read again (the audit overlay redraws when it changes).
    let generation: Int
    let defaultScheme = Scheme.light
    /// `--device`, `--orientation`, `--size`: what the command line asks the screen to be laid out on.
    let layout: DeviceOption
    /// What the preview shown is laid out on, decided once from `layout` and the preview's traits.
    let canvas: Canvas
    /// The last evaluation error written to stderr: the view is evaluated every frame, the message
    /// is written once.
    private let lastError = LastError()

    init(
        screen: ScreenFile, preview: Int = 0, state: ScreenState = ScreenState(), generation: Int = 0,
        transition: ScreenTransition = ScreenTransition(), layout: DeviceOption = DeviceOption(),
        saysUnknownDevice: Bool = true
    ) {
        self.screen = screen
        self.preview = min(max(preview, 0), max(screen.previewNames.count - 1, 0))
        self.state = state
        self.generation = generation
        self.transition = transition
        self.layout = layout
        canvas = Self.canvas(of: screen, preview: self.preview, layout: layout, saysUnknownDevice: saysUnknownDevice)
    }

    /// What the preview shown is laid out on.
    enum Canvas: Equatable {
        /// The device's screen, with its safe area and what it draws there (Xcode's canvas).
        case device(Device, Device.Orientation)
        /// As small as the view offered the device's screen (`.sizeThatFitsLayout`).
        case fitting(Device, Device.Orientation)
        /// A bare canvas of this size (`--size`, `.fixedLayout`).
        case bare(Size)
        /// Whatever the window or `--size` gives: a gallery of what a file declares.
        case page
    }

    /// The command line's choice first, then the preview's own traits, then Xcode's default device. A
    /// device the preview names that Neumorph does not know is said once, when the scene is made.
    /// `saysUnknownDevice` false: the caller has said it (`snapshot` draws a preview more than once).
    static func canvas(of screen: ScreenFile, preview: Int, layout: DeviceOption, saysUnknownDevice: Bool = true)
        -> Canvas
    {
        if screen.isGallery(preview: preview) { return .page }
        if let size = layout.canvas { return .bare(size) }
        let traits = screen.traits(preview: preview)
        var device = layout.device
        if device == nil, let name = traits.deviceName {
            device = Device.named(name)
            if device == nil, saysUnknownDevice {
                Console.error(
                    "neumorph: \(screen.path): note: .previewDevice(\"\(name)\") is not a device Neumorph knows; laid "
                        + "out on \(Device.standard.name)")
            }
        }
        let orientation = layout.orientation ?? traits.orientation ?? .portrait
        switch traits.layout {
        case .fixed(let width, let height) where layout.device == nil:
            return .bare(Size(width: width, height: height))
        case .sizeThatFits:
            return .fitting(device ?? .standard, orientation)
        default:
            return .device(device ?? .standard, orientation)
        }
    }

    /// The size in points the preview is drawn at, or nil to take the window's (a gallery).
    func fixedSize(metrics: TextMetrics & Sendable) -> Size? {
        switch canvas {
        case .device(let device, let orientation):
            return device.size(orientation)
        case .bare(let size):
            return size
        case .page:
            return nil
        case .fitting(let device, let orientation):
            // Offered the device's screen, as Xcode offers it, and as large as the view answers.
            let offer = device.size(orientation)
            guard let view = try? evaluate(.light, metrics: metrics) else { return offer }
            let size = Layout(metrics: metrics).size(of: view, proposed: offer)
            return Size(
                width: min(max(1, size.width.rounded(.up)), 8192), height: min(max(1, size.height.rounded(.up)), 8192))
        }
    }

    /// The file's name without its folder: screenshots and the layout JSON name the scene by it.
    var name: String {
        let file = screen.path.split(separator: "/").last.map(String.init) ?? screen.path
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    var summary: String { "the screen of \(screen.path): \(previewName)" }

    var previewName: String { screen.previewNames.isEmpty ? "" : screen.previewNames[preview] }

    /// The HUD's line: the preview shown, and how many the file has.
    var previewSummary: String {
        let count = screen.previewNames.count
        return count > 1 ? "\(previewName) (preview \(preview + 1) of \(count))" : previewName
    }

    /// The next preview, wrapping around; the state and the command line's device and text size go along.
    func cycled() -> FileScreenScene {
        FileScreenScene(
            screen: screen, preview: (preview + 1) % max(screen.previewNames.count, 1), state: state,
            generation: generation, transition: ScreenTransition(), layout: layout, saysUnknownDevice: false)
    }

    /// The same preview at the next larger (`step` 1) or smaller (-1) Dynamic Type size, kept between
    /// xSmall and accessibility5; the state goes along.
    func resizingText(by step: Int) -> FileScreenScene {
        var changed = layout
        changed.dynamicTypeSize = dynamicTypeSize.stepped(by: step)
        return FileScreenScene(
            screen: screen, preview: preview, state: state, generation: generation, transition: ScreenTransition(),
            layout: changed, saysUnknownDevice: false)
    }

    /// A freshly read version of the file showing the preview of the same name (else the same
    /// index), keeping the state.
    func reloaded(_ file: ScreenFile) -> FileScreenScene {
        let index = file.previewNames.firstIndex(of: previewName) ?? preview
        return FileScreenScene(
            screen: file, preview: index, state: state, generation: generation + 1, transition: transition,
            layout: layout)
    }

    /// The text size the preview is shown at: `--dynamic-type`'s, else iOS's default.
    var dynamicTypeSize: DynamicTypeSize { layout.dynamicTypeSize ?? .standard }

    /// Light is light; the dark and colourful schemes are both SwiftUI's `.dark`.
    static func colorScheme(_ scheme: Scheme) -> Appearance.ColorScheme { scheme == .light ? .light : .dark }

    /// The view in `scheme`, or the error that stops it (a state the user's code cannot handle).
    func evaluate(
        _ scheme: Scheme, time: Double = 0, metrics: (TextMetrics & Sendable)? = nil,
        safeArea: EdgeInsets = EdgeInsets(), screenSize: Size = Device.standard.portrait,
        screenScale: Double = Device.standard.scale
    ) throws(StyleFileError) -> View {
        state.tick(time)
        return try screen.view(
            preview: preview, colorScheme: Self.colorScheme(scheme), dynamicTypeSize: dynamicTypeSize, state: state,
            output: { Console.error($0) }, imageSize: { Self.assetSizes.size(named: $0) }, transition: transition,
            time: time, metrics: metrics, safeArea: safeArea, screenSize: screenSize,
            screenScale: screenScale, memo: memo)
    }

    /// Every view of the preview shown as layout places it on a canvas of `size` (the device's screen,
    /// inside its safe area), for `--layout`'s `"views"`; none when the file does not evaluate.
    func laidOutViews(_ scheme: Scheme, size: Size, metrics: TextMetrics & Sendable) -> [LaidOutView] {
        var safeArea = EdgeInsets()
        if case .device(let device, let orientation) = canvas { safeArea = device.safeArea(orientation) }
        return
            (try? screen.laidOutViews(
                preview: preview, colorScheme: Self.colorScheme(scheme), dynamicTypeSize: dynamicTypeSize, state: state,
                size: size, safeArea: safeArea,
                metrics: metrics, imageSize: { Self.assetSizes.size(named: $0) })) ?? []
    }

    /// `Image("name")`'s natural size, for layout (`.scaledToFit()` keeps the asset's proportions).
    private static let assetSizes = AssetSizes()

    /// What SwiftUI shows behind a screen that does not fill the window (`systemBackground`): white in
    /// light, black in dark. Without it the pixels around a small preview would be left transparent.
    static func systemBackground(_ scheme: Scheme) -> Color { systemBackground(colorScheme(scheme)) }

    static func systemBackground(_ scheme: Appearance.ColorScheme) -> Color { scheme == .light ? .white : .black }

    /// The scheme the window shows: the file's `.preferredColorScheme(…)` when it asks for one (the
    /// last evaluation's), else the playground's.
    private func shownScheme(_ scheme: Scheme) -> Appearance.ColorScheme {
        state.preferredColorScheme ?? Self.colorScheme(scheme)
    }

    func view(_ c: SceneContext, state _: SceneState) -> View {
        do {
            guard case .device(let device, let orientation) = canvas else {
                // Centred in the window, as Xcode's canvas centres a preview smaller than the device.
                let content = try evaluate(c.scheme, time: c.time, metrics: c.metrics, screenSize: c.size)
                let background = Self.systemBackground(shownScheme(c.scheme))
                return .background(
                    draw: { [.fill(Rectangle(), in: $0, .color(background))] }, .fill(alignment: .center, content))
            }
            // Inside the safe area (the views that ignore it reach the edges), centred there as an
            // app's root view is, under the status bar and the home indicator.
            let content = try evaluate(
                c.scheme, time: c.time, metrics: c.metrics, safeArea: device.safeArea(orientation),
                screenSize: device.size(orientation), screenScale: device.scale)
            let background = Self.systemBackground(shownScheme(c.scheme))
            let chrome = DeviceChrome.commands(
                device, orientation, size: c.size, colorScheme: shownScheme(c.scheme), metrics: c.metrics)
            return .background(
                draw: { [.fill(Rectangle(), in: $0, .color(background))] },
                .zstack(
                    alignment: .center,
                    [.fill(alignment: .center, content), .background(draw: { _ in chrome }, .empty)]))
        } catch {
            // Only a change of state or scheme gets here: a file that fails as it loads is refused
            // then, and a reload that fails keeps the last good version. Said on screen, where the
            // user is looking, and once on stderr.
            lastError.report(error.description)
            return .background(
                draw: { [.fill(Rectangle(), in: $0, .color(StylePreviewScene.canvas))] },
                .fill(
                    alignment: .center,
                    .text(error.description, font: .headline, color: Color(r8: 150, g8: 30, b8: 30))))
        }
    }
}

/// A message written once while it stays the same.
private final class LastError: Sendable {
    private let message = Mutex<String?>(nil)

    func report(_ text: String) {
        let isNew = message.withLock { last in
            defer { last = text }
            return last != text
        }
        if isNew { Console.error("neumorph: \(text)") }
    }
}

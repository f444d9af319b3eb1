import CSDL2
import Raster

/// An SDL window that shows one premultiplied pixmap per frame through a streaming texture.
///
/// Owns the window, renderer and texture and frees them in `deinit`. Frames are rendered at the
/// drawable size (device pixels), so HiDPI displays get sharp pixels; `scale` is drawable ÷ window.
@MainActor
public final class Window {
    /// How frames reach the screen: a streaming texture through SDL's renderer (HiDPI-aware), or a
    /// copy into the window surface (no GPU context: cheaper in memory and, under X11, in time).
    public enum Presentation: String, Sendable, CaseIterable {
        case texture, surface
    }

    public let presentation: Presentation
    /// SDL's video drivers that draw into memory only.
    static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]
    private let window: OpaquePointer
    private let renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// A texture just made holds nothing: the whole frame goes into it, whatever changed.
    private var textureIsFresh = true
    /// The window surface last drawn into: SDL makes a new one on a resize, which needs all of the frame.
    private var lastSurface: UnsafeMutablePointer<SDL_Surface>?
    private let handCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
    private let arrowCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
    private var isHand = false

    /// SDL tries Wayland even when no compositor can be found, and libwayland then prints "error:
    /// XDG_RUNTIME_DIR is invalid…" ahead of our own "no display" message. When no driver was asked
    /// for and neither `WAYLAND_DISPLAY` (as a path) nor `XDG_RUNTIME_DIR` can lead to a compositor,
    /// SDL is told to try only the other drivers.
    private static func skipUnreachableWayland() {
        guard SDL_getenv("SDL_VIDEODRIVER") == nil, SDL_getenv("WAYLAND_SOCKET") == nil else { return }
        let display = SDL_getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
        let runtime = SDL_getenv("XDG_RUNTIME_DIR").map { String(cString: $0) } ?? ""
        guard runtime.isEmpty, !display.hasPrefix("/") else { return }
        let others = (0..<SDL_GetNumVideoDrivers()).compactMap { SDL_GetVideoDriver($0).map { String(cString: $0) } }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, others.filter { $0 != "wayland" }.joined(separator: ","))
    }

    /// Opens a resizable window of `width`×`height` points.
    public init(title: String, width: Int, height: Int, presentation: Presentation = .texture) throws(SDLError) {
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Without this SDL implements the window surface with a GL renderer, loading Mesa (~90 MB).
        if presentation == .surface { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        Self.skipUnreachableWayland()
        guard SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("cannot start SDL video") }
        // With no display SDL falls back to a driver that shows nothing; a window nobody can see
        // would run until killed, so say so unless that driver was asked for (tests do).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
        if Self.headlessDrivers.contains(driver) && !requested.split(separator: ",").contains(Substring(driver)) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw SDLError(
                message: "no display to open a window on (is DISPLAY or WAYLAND_DISPLAY set, and the server running?); "
                    + "`neumorph screenshot` and `neumorph record` render without one")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let window = SDL_CreateWindow(
                title, NEU_WINDOWPOS_CENTERED, NEU_WINDOWPOS_CENTERED, Int32(width), Int32(height), flags)
        else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw SDLError("cannot open a window")
        }
        self.presentation = presentation
        if presentation == .texture {
            guard
                let renderer = SDL_CreateRenderer(window, -1, 0)
                    ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            else {
                SDL_DestroyWindow(window)
                SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
                throw SDLError("cannot create a renderer")
            }
            self.renderer = renderer
        } else {
            self.renderer = nil
        }
        self.window = window
        SDL_SetWindowMinimumSize(window, 320, 240)
        // SDL starts with text input on; it is turned on only while a text field is edited, so an
        // input method does not compose over the playground's single-key shortcuts.
        SDL_StopTextInput()
    }

    /// Text input (SDL_TEXTINPUT, composed by the keyboard layout and any input method) is on: set
    /// while a text field is being edited.
    public var acceptsText = false {
        didSet {
            guard acceptsText != oldValue else { return }
            if acceptsText { SDL_StartTextInput() } else { SDL_StopTextInput() }
        }
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let handCursor { SDL_FreeCursor(handCursor) }
        if let arrowCursor { SDL_FreeCursor(arrowCursor) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        letPendingWakeupsLand()
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }

    /// SDL 2.26's X11 driver wakes its own event wait by sending the window a ClientMessage over a
    /// second X connection, even for events it dispatches itself (the Esc that quits). The server may
    /// handle our DestroyWindow first; the late message then names a window that is gone, and Xlib's
    /// BadWindow handler ends the process (fixed upstream in SDL 2.28). Hiding the window is a round
    /// trip on our connection; the pause lets the server take the other connection's message first.
    private func letPendingWakeupsLand() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        SDL_HideWindow(window)
        SDL_PumpEvents()
        SDL_Delay(Self.wakeupGraceMilliseconds)
        SDL_PumpEvents()
    }
    static let wakeupGraceMilliseconds: UInt32 = 100

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Window size in points.
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Drawable size in device pixels.
    public var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &w, &h)
        } else {
            SDL_GetWindowSizeInPixels(window, &w, &h)
        }
        return (Int(w), Int(h))
    }

    /// Device pixels per point (2 on a Retina display).
    public var scale: Double {
        let points = size
        let pixels = drawableSize
        guard points.width > 0 else { return 1 }
        return max(1, Double(pixels.width) / Double(points.width))
    }

    /// Shows the hand cursor over controls, the arrow elsewhere.
    public func setHandCursor(_ hand: Bool) {
        if hand != isHand {
            isHand = hand
            SDL_SetCursor(hand ? handCursor : arrowCursor)
        }
    }

    /// Uploads the frame once and presents it; with `rects` (device pixels, what changed since the
    /// last frame presented) only those are copied and shown.
    public func present(_ pixmap: Pixmap, only rects: [IntRect]? = nil) throws(SDLError) {
        let frame = IntRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let changed = rects?.map { $0.intersection(frame) }.filter { !$0.isEmpty }
        if changed?.isEmpty == true { return }
        guard let renderer else {
            try presentToSurface(pixmap, only: changed)
            return
        }
        if texture == nil || textureSize != (pixmap.width, pixmap.height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(pixmap.width), Int32(pixmap.height))
            guard texture != nil else { throw SDLError("cannot create a \(pixmap.width)×\(pixmap.height) texture") }
            textureSize = (pixmap.width, pixmap.height)
            textureIsFresh = true
        }
        let status = pixmap.pixels.withUnsafeBytes { bytes -> Int32 in
            guard let changed, textureIsFresh == false else {
                return SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(pixmap.width * 4))
            }
            for r in changed {
                var area = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                let start = bytes.baseAddress! + (r.y * pixmap.width + r.x) * 4
                let result = SDL_UpdateTexture(texture, &area, start, Int32(pixmap.width * 4))
                if result != 0 { return result }
            }
            return 0
        }
        guard status == 0 else { throw SDLError("cannot upload the frame") }
        textureIsFresh = false
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Copies the frame, or the `rects` of it that changed, into the window surface and shows them;
    /// SDL converts when the surface's format differs.
    private func presentToSurface(_ pixmap: Pixmap, only rects: [IntRect]?) throws(SDLError) {
        guard let surface = SDL_GetWindowSurface(window) else { throw SDLError("cannot get the window surface") }
        let w = min(Int(surface.pointee.w), pixmap.width)
        let h = min(Int(surface.pointee.h), pixmap.height)
        guard w > 0, h > 0 else { return }
        // A surface SDL made anew (a resize) holds nothing yet: all of it is copied then.
        let isNew = surface != lastSurface
        lastSurface = surface
        let visible = IntRect(x: 0, y: 0, width: w, height: h)
        let areas = (isNew ? nil : rects)?.map { $0.intersection(visible) }.filter { !$0.isEmpty } ?? [visible]
        let format = surface.pointee.format.pointee
        let pitch = Int(surface.pointee.pitch)
        let bytesPerPixel = Int(format.BytesPerPixel)
        for r in areas {
            let status = pixmap.pixels.withUnsafeBytes { bytes in
                SDL_ConvertPixels(
                    Int32(r.width), Int32(r.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                    bytes.baseAddress! + (r.y * pixmap.width + r.x) * 4, Int32(pixmap.width * 4), format.format,
                    surface.pointee.pixels + r.y * pitch + r.x * bytesPerPixel, Int32(pitch))
            }
            guard status == 0 else { throw SDLError("cannot copy the frame to the window") }
        }
        if areas.count == 1, areas[0] == visible {
            guard SDL_UpdateWindowSurface(window) == 0 else { throw SDLError("cannot show the frame") }
            return
        }
        var sdlRects = areas.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        guard SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)) == 0 else {
            throw SDLError("cannot show the frame")
        }
    }

    /// Makes a `waitEvents` blocked on another thread return, with no event for the wake itself:
    /// a file watcher calls it after setting a flag the loop checks once `waitEvents` returns.
    /// SDL's event queue is thread-safe; without SDL's events started there is no wait to end.
    public nonisolated static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// Waits up to `timeout` seconds (forever when `nil`) for input, then returns all pending
    /// events translated. Sleeping here is what keeps an idle playground at ~0 % CPU.
    public func waitEvents(timeout: Double?) -> [WindowEvent] {
        var event = SDL_Event()
        var events: [WindowEvent] = []
        let got: Int32
        if let timeout {
            got = SDL_WaitEventTimeout(&event, Int32(max(0, min(timeout, 3600)) * 1000))
        } else {
            got = SDL_WaitEvent(&event)
        }
        if got != 0, let e = translate(event) { events.append(e) }
        while SDL_PollEvent(&event) != 0 {
            if let e = translate(event) { events.append(e) }
        }
        return events
    }

    private func translate(_ event: SDL_Event) -> WindowEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                let d = drawableSize
                return .resized(width: d.width, height: d.height)
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            case SDL_WINDOWEVENT_LEAVE: return .mouseLeft
            case SDL_WINDOWEVENT_CLOSE: return .quit
            default: return nil
            }
        case SDL_MOUSEMOTION:
            return .mouseMoved(x: Double(event.motion.x), y: Double(event.motion.y))
        case SDL_MOUSEBUTTONDOWN:
            return .mouseDown(x: Double(event.button.x), y: Double(event.button.y), button: Int(event.button.button))
        case SDL_MOUSEBUTTONUP:
            return .mouseUp(x: Double(event.button.x), y: Double(event.button.y), button: Int(event.button.button))
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
            let steps = Double(event.wheel.preciseY) * (flipped ? -1 : 1)
            guard steps != 0 else { return nil }
            return .mouseWheel(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY), steps: steps)
        case SDL_KEYDOWN:
            return .keyDown(
                Self.key(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod),
                isRepeat: event.key.repeat != 0)
        case SDL_KEYUP:
            return .keyUp(Self.key(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod))
        case SDL_TEXTINPUT:
            // Up to 32 bytes of UTF-8, NUL-terminated.
            var bytes = event.text.text
            let text = withUnsafeBytes(of: &bytes) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_USEREVENT:
            // `wake()`: the caller checks what it was woken for.
            return nil
        default:
            return nil
        }
    }

    static func key(_ sym: Int32) -> Key {
        switch sym {
        case Int32(SDLK_ESCAPE.rawValue): return .escape
        case Int32(SDLK_TAB.rawValue): return .tab
        case Int32(SDLK_SPACE.rawValue): return .space
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): return .enter
        case Int32(SDLK_BACKSPACE.rawValue): return .backspace
        case Int32(SDLK_DELETE.rawValue): return .delete
        case Int32(SDLK_LEFT.rawValue): return .left
        case Int32(SDLK_RIGHT.rawValue): return .right
        case Int32(SDLK_UP.rawValue): return .up
        case Int32(SDLK_DOWN.rawValue): return .down
        case Int32(SDLK_HOME.rawValue): return .home
        case Int32(SDLK_END.rawValue): return .end
        case Int32(SDLK_PAGEUP.rawValue): return .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int32(SDLK_PRINTSCREEN.rawValue): return .printScreen
        case Int32(SDLK_F1.rawValue)...Int32(SDLK_F12.rawValue):
            return .function(Int(sym - Int32(SDLK_F1.rawValue)) + 1)
        case 33...126:
            if let scalar = Unicode.Scalar(UInt32(sym)) { return .character(Character(scalar)) }
            return .other(sym)
        default: return .other(sym)
        }
    }

    /// The modifier keys held now (a drag or a wheel turn moves finely with Shift).
    public static var currentModifiers: KeyModifiers {
        modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var m: KeyModifiers = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { m.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { m.insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { m.insert(.option) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { m.insert(.command) }
        return m
    }
}

import Foundation
import Platform
import Raster
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SDL window with the dummy video driver: no display needed, so CI always runs it.
@Suite(.serialized) @MainActor struct WindowSmokeTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    @Test(arguments: Window.Presentation.allCases)
    func windowPresentsOneFrame(presentation: Window.Presentation) throws {
        let window = try Window(title: "Neumorph smoke", width: 320, height: 240, presentation: presentation)
        #expect(window.size.width == 320 && window.size.height == 240)
        #expect(window.scale >= 1)
        var pixmap = Pixmap(width: 320, height: 240)!
        pixmap.fill(RGBA(r8: 50, g8: 60, b8: 65))
        try window.present(pixmap)
        // A second frame of another size (a resize) recreates the texture.
        try window.present(Pixmap(width: 200, height: 100)!)
        window.title = "Neumorph — renamed"
        #expect(window.title == "Neumorph — renamed")
        _ = window.waitEvents(timeout: 0)
    }
}

import Foundation
import Raster
import Style
import SwiftUIInterpreter
import TestSupport
import Testing
import UI

@testable import NeumorphApp

/// A screen's text field in the playground: while it is edited the keys are the field's, not the
/// playground's shortcuts, and a recording's script captures and replays the typing.
@Suite(.serialized) @MainActor struct PlaygroundTextFieldTests {
    static let screen = """
        import SwiftUI
        struct ContentView: View {
            @State private var name = ""
            var body: some View {
                VStack(spacing: 20) {
                    Text("Hello, \\(name)")
                    TextField("Name", text: $name).frame(width: 240)
                }
            }
        }
        """

    static let size = Size(width: 400, height: 300)

    func playground(in folder: TemporaryFolder) throws -> (Playground, FileScreenScene) {
        let option = StyleOption(path: folder.write("Name.swift", Self.screen), typeName: nil, assignments: [:])
        let screen = try #require(try option.openScreen())
        let scene = FileScreenScene(screen: screen, layout: DeviceOption(canvas: Self.size))
        let playground = Playground(scene: scene, scheme: .light)
        playground.showsHUD = false
        playground.showsToasts = false
        playground.writesFiles = false
        playground.showStyleFile(option, option.screenStyles())
        _ = playground.render(size: Self.size, scale: 1, time: 0)
        return (playground, scene)
    }

    func name(_ scene: FileScreenScene) -> String {
        scene.state.keys.first { $0.contains("name") }.map { scene.state.string($0) } ?? ""
    }

    func clickField(_ playground: Playground) throws {
        let field = try #require(playground.lastFrame.controls.first { $0.kind == .textField })
        playground.pointer(.pointerMoved(field.frame.center))
        playground.pointer(.pointerDown(field.frame.center))
        playground.pointer(.pointerUp(field.frame.center))
    }

    /// Keys as the window delivers them: the key, then its character as text input.
    func type(_ text: String, into playground: Playground) {
        for c in text {
            playground.keyDown(.character(Character(c.lowercased())), modifiers: c.isUppercase ? .shift : [])
            playground.text(String(c))
            playground.keyUp(.character(Character(c.lowercased())), modifiers: c.isUppercase ? .shift : [])
        }
    }

    @Test func whileAFieldIsEditedTheKeysTypeInsteadOfActing() throws {
        let folder = try TemporaryFolder()
        let (playground, scene) = try playground(in: folder)
        try clickField(playground)
        // Typed before any frame is drawn: the click is applied first, so these go to the field.
        type("Sid", into: playground)
        _ = playground.render(size: Self.size, scale: 1, time: 1)
        #expect(name(scene) == "Sid")
        // S (screenshot), i (contrast) and d (dark scheme) typed: no file key was counted, the scheme stays.
        #expect(playground.ignoredFileKeys == 0)
        #expect(playground.session.scheme == .light)
        #expect(playground.session.contrast == .standard)
        playground.keyDown(.backspace, modifiers: [])
        playground.keyDown(.character("a"), modifiers: .control)
        type("Ada", into: playground)
        _ = playground.render(size: Self.size, scale: 1, time: 2)
        #expect(name(scene) == "Ada")
        // Esc ends editing and does not quit; the next Esc quits.
        playground.keyDown(.escape, modifiers: [])
        #expect(!playground.quitRequested)
        #expect(!playground.isEditingText())
        type("d", into: playground)
        #expect(playground.session.scheme == .dark, "not editing, d is the scheme key again")
        playground.keyDown(.escape, modifiers: [])
        #expect(playground.quitRequested)
    }

    @Test func textIsQuotedAndReadBack() throws {
        for text in ["Ada", "a \"quoted\" word", "back\\slash", "#hash", "tab\there", "日本語 👩‍💻", " ", ""] {
            let line = "0.5 text \(InputScript.quoted(text))"
            let script = try InputScript(text: line + " # a comment\n")
            #expect(script.events.map(\.action) == [.text(text)], "\(line)")
        }
        #expect(!InputScript.quoted("#").contains("#"))
        for bad in ["0.5 text Ada", "0.5 text \"open", "0.5 text \"a\\q\"", "0.5 text \"\\u{zz}\"", "0.5 text"] {
            #expect(throws: InputScript.ParseError.self, "\(bad)") { try InputScript(text: bad) }
        }
    }

    @Test func aRecordingCapturesTheTypingAndItsScriptReplaysIt() throws {
        let folder = try TemporaryFolder()
        let (playground, scene) = try playground(in: folder)
        let capture = InputCapture(
            session: playground.session, region: Rect(origin: .zero, size: Self.size), style: nil, pointer: nil,
            start: 0)
        let field = try #require(playground.lastFrame.controls.first { $0.kind == .textField }).frame.center
        capture.pointer(.pointerDown(field), at: 0.1)
        capture.pointer(.pointerUp(field), at: 0.15)
        capture.text("Adx", at: 0.2)
        capture.key(.backspace, modifiers: [], down: true, at: 0.3)
        capture.text("a \"#1\"", at: 0.4)
        let script = try InputScript(text: capture.text(end: 1))
        #expect(
            script.events.map(\.action) == [
                .mouseDown(field), .mouseUp(field), .text("Adx"), .keyDown(.backspace, []), .text("a \"#1\""),
            ])
        for event in script.events { RecordCommand.apply(event.action, to: playground) }
        _ = playground.render(size: Self.size, scale: 1, time: 1)
        #expect(name(scene) == "Ada \"#1\"")
        // That frame was evaluated before the typing changed the state; the next shows it.
        _ = playground.render(size: Self.size, scale: 1, time: 2)
        let texts = playground.lastFrame.commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
        #expect(texts.contains("Hello, Ada \"#1\""))
    }

    /// Editing, its caret's blink, its end and the focus ring it leaves redraw exactly what a full
    /// frame draws.
    @Test func damagedFramesOfEditingEqualFullFrames() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var name = ""
                @State private var note = ""
                var body: some View {
                    VStack(spacing: 18) {
                        TextField("Name", text: $name).frame(width: 240)
                        TextField("Note", text: $note).textFieldStyle(.roundedBorder).frame(width: 240)
                    }
                }
            }
            """
        let folder = try TemporaryFolder()
        let path = folder.write("Two.swift", source)
        func make(tracksDamage: Bool) throws -> Playground {
            let option = StyleOption(path: path, typeName: nil, assignments: [:])
            let playground = Playground(
                scene: FileScreenScene(screen: try #require(try option.openScreen())), scheme: .dark)
            playground.showsHUD = false
            playground.showsToasts = false
            playground.tracksDamage = tracksDamage
            playground.showStyleFile(option, option.screenStyles())
            return playground
        }
        let tracked = try make(tracksDamage: true)
        let full = try make(tracksDamage: false)
        var time = 0.0
        func frame(_ step: String) throws {
            time += 0.2
            let a = try #require(tracked.render(size: Self.size, scale: 1, time: time))
            let b = try #require(full.render(size: Self.size, scale: 1, time: time))
            let at = zip(a.pixels, b.pixels).enumerated().filter { $0.element.0 != $0.element.1 }.map {
                ($0.offset % a.width, $0.offset / a.width)
            }
            #expect(
                at.isEmpty,
                "after \(step): \(at.count) pixels differ, \(at.first.map { "\($0)" } ?? "")…\(at.last.map { "\($0)" } ?? ""); damage \(tracked.lastDamage.map { "\($0)" } ?? "all")"
            )
        }
        try frame("the first frame")
        let fields = tracked.lastFrame.controls.map(\.frame.center)
        func both(_ act: (Playground) -> Void, _ step: String) throws {
            act(tracked)
            act(full)
            try frame(step)
            try frame(step + ", a blink later")
        }
        try both(
            { p in
                p.pointer(.pointerDown(fields[1])); p.pointer(.pointerUp(fields[1]))
            }, "a click on the note")
        try both({ self.type("Open", into: $0) }, "typing")
        try both({ $0.keyDown(.escape, modifiers: []) }, "Esc")
        try both(
            { p in
                p.pointer(.pointerDown(fields[0])); p.pointer(.pointerUp(fields[0]))
            }, "a click on the name")
        try both({ $0.keyDown(.tab, modifiers: []) }, "Tab")
    }
}

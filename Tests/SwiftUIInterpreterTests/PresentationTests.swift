import Raster
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// Sheets, alerts and dialogs are drawn over the whole screen while their binding presents them; a
/// press on a button presents one, and a press on one of its buttons runs the action and dismisses it.
@Suite struct PresentationTests {
    static func source(alert: Bool = false, dialog: Bool = false, sheet: Bool = false) -> String {
        """
        import SwiftUI
        struct Account: View {
            @State private var showsAlert = \(alert)
            @State private var showsDialog = \(dialog)
            @State private var showsSheet = \(sheet)
            @State private var signedOut = false
            var body: some View {
                VStack(spacing: 20) {
                    Text(signedOut ? "Signed out" : "Signed in")
                    Button("Delete account") { showsDialog = true }
                    Button("Sign out") { showsAlert = true }
                }
                .alert("Sign out?", isPresented: $showsAlert) {
                    Button("Cancel", role: .cancel) {}
                    Button("Sign Out", role: .destructive) { signedOut = true }
                } message: {
                    Text("You can sign in again at any time.")
                }
                .confirmationDialog("Delete your account?", isPresented: $showsDialog, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {}
                }
                .sheet(isPresented: $showsSheet) {
                    Text("Edit profile")
                }
            }
        }
        #Preview { Account() }
        """
    }

    @Test func nothingIsPresentedAtRestAndEachShowsWhenItsStateSaysSo() throws {
        #expect(try ScreenDriver(Self.source()).texts() == ["Signed in", "Delete account", "Sign out"])
        // The alert over the screen: drawn after it, its title, message and both buttons.
        let alert = try ScreenDriver(Self.source(alert: true)).texts()
        #expect(alert.prefix(3) == ["Signed in", "Delete account", "Sign out"])
        #expect(alert.count == 7 && alert[3] == "Sign out?" && alert[4].hasPrefix("You can sign in"), "\(alert)")
        #expect(alert.suffix(2) == ["Cancel", "Sign Out"])
        // The dialog adds iOS's Cancel when the file gives none.
        let dialog = try ScreenDriver(Self.source(dialog: true)).texts()
        #expect(Array(dialog.dropFirst(3)) == ["Delete your account?", "Delete", "Cancel"])
        let sheet = try ScreenDriver(Self.source(sheet: true)).texts()
        #expect(sheet.last == "Edit profile")
    }

    @Test @MainActor func aPressPresentsAndTheAlertsButtonRunsItsActionAndDismisses() throws {
        let driver = try ScreenDriver(Self.source())
        func press(_ title: String, at time: Double) throws {
            let frame = try driver.frame(at: time)
            let texts = frame.commands.compactMap { command -> (String, Point)? in
                if case .text(let s, _, _, let origin) = command { return (s, origin) }
                return nil
            }
            let origin = try #require(texts.last { $0.0 == title }?.1, "\(title) in \(texts.map(\.0))")
            let button = try #require(
                frame.controls.last { $0.frame.contains(Point(x: origin.x + 2, y: origin.y + 4)) })
            let c = button.frame.center
            try driver.frame(at: time, [.pointerMoved(c), .pointerDown(c), .pointerUp(c)])
        }
        try press("Sign out", at: 0)
        #expect(try driver.texts(at: 1).contains("Sign out?"))
        try press("Sign Out", at: 1)
        let after = try driver.texts(at: 2)
        #expect(after.first == "Signed out")
        #expect(!after.contains("Sign out?"))
    }

    /// `sheet(item:)` presents while the item is set, its content made from the item.
    @Test func aSheetOfAnItemShowsTheItem() throws {
        let source = """
            import SwiftUI
            struct Note: Identifiable { let id: Int; let title: String }
            struct Notes: View {
                @State private var open: Note? = Note(id: 1, title: "Groceries")
                var body: some View {
                    Text("List").sheet(item: $open) { note in Text(note.title) }
                }
            }
            #Preview { Notes() }
            """
        #expect(try ScreenDriver(source).texts() == ["List", "Groceries"])
    }

    /// A sheet's content that calls `@Environment(\.dismiss)` takes the sheet away.
    @Test @MainActor func aSheetsDoneButtonDismissesIt() throws {
        let source = """
            import SwiftUI
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            struct Profile: View {
                @State private var editing = true
                var body: some View {
                    Text(editing ? "Editing" : "Saved").sheet(isPresented: $editing) { Editor() }
                }
            }
            #Preview { Profile() }
            """
        let driver = try ScreenDriver(source)
        let frame = try driver.frame(at: 0)
        let done = try #require(frame.controls.last)
        let c = done.frame.center
        try driver.frame(at: 0, [.pointerMoved(c), .pointerDown(c), .pointerUp(c)])
        #expect(try driver.texts(at: 1) == ["Saved"])
    }
}

/// `.presentationDetents` on a sheet's content: the sheet opens at its smallest detent, at the bottom of
/// the screen, the screen above it seen through the dimming.
@Suite struct SheetDetentTests {
    static func sheetTop(_ detents: String) throws -> Double {
        let source = """
            import SwiftUI
            #Preview {
                Text("Behind").sheet(isPresented: .constant(true)) {
                    Text("Card").presentationDetents(\(detents))
                }
            }
            """
        let (commands, _) = try phoneFrame(source)
        // The card's own fill: the system background, drawn after the dimming.
        let cards = commands.compactMap { command -> Rect? in
            guard case .filled(_, let rect, .color(let c)?, _, _) = command,
                c.resolve(in: Appearance()) == RGBA(red: 1, green: 1, blue: 1)
            else { return nil }
            return rect
        }
        return try #require(cards.last).minY
    }

    @Test func aSheetOpensAtItsSmallestDetent() throws {
        let height = Device.standard.portrait.height
        #expect(try Self.sheetTop("[.medium, .large]") == height / 2)
        #expect(try Self.sheetTop("[.fraction(0.25)]") == height * 0.75)
        #expect(try Self.sheetTop("[.height(200), .medium]") == height - 200)
        // Only .large: from under the status bar, as without detents.
        #expect(try Self.sheetTop("[.large]") < 80)
    }
}

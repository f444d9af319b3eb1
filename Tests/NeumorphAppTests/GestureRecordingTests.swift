import Foundation
import Platform
import Raster
import TestSupport
import Testing

@testable import NeumorphApp

/// A file's gesture driven by a recorded drag: `neumorph record` replays the script through the
/// window's input path, and the knob of `Assets/Examples/DragKnob.swift` ends where the drag left it.
@Suite(.serialized) @MainActor struct GestureRecordingTests {
    /// At 480×360 the knob's centre is at (130, 211.5); the track runs 220 points to its right.
    static let drag = """
        0.2 mouse move 130 211
        0.2 mouse down 130 211
        0.3 mouse move 150 212
        0.4 mouse move 190 213
        0.5 mouse move 240 214
        0.6 mouse up 240 214
        """

    @Test func aRecordedDragMovesTheKnobAndReplaysTheSame() throws {
        let folder = try TemporaryFolder()
        let script = folder.write("drag.txt", Self.drag)
        for name in ["first", "again"] {
            let run = try ChildProcess.run([
                "record", "--style", Assets.path("Examples/DragKnob.swift"), "--script", script, "--size", "480x360",
                "--fps", "10", "--duration", "1", "--out", folder.path + "/" + name,
            ])
            #expect(run.status == 0, "\(run.err)")
            guard run.status == 0 else { return }
        }
        func frame(_ recording: String, _ number: Int) throws -> Pixmap {
            try PNGFile.read(folder.path + "/\(recording)/frame-\(String(format: "%05d", number)).png")
        }
        let before = try frame("first", 1)
        let after = try frame("first", 11)
        // The knob's surface colour is where it ended, 110 points on (half its travel), and the
        // blue fill runs under where it started.
        func isBlue(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool {
            let c = p.color(x: x, y: y)
            return c.blue - c.red > 0.3
        }
        #expect(!isBlue(before, 180, 211))
        #expect(isBlue(after, 180, 211))
        #expect(!isBlue(after, 240, 211), "the knob sits over the fill's end")
        #expect(!isBlue(after, 300, 211), "past the knob the track is empty")
        // A replay is the same, frame for frame.
        for number in 1...11 {
            let a = try frame("first", number)
            let b = try frame("again", number)
            #expect(a.pixels == b.pixels, "frame \(number) differs between two replays")
        }
    }
}

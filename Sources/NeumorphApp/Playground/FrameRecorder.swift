import Foundation
import Platform
import Raster

/// Writes every presented frame as a numbered PNG, with the frame times in `frames.txt`.
final class FrameRecorder {
    let folder: String
    private(set) var frameCount = 0
    private let start: Double
    private let toasts: Toasts

    init(folder: String, start: Double, toasts: Toasts) {
        self.folder = folder
        self.start = start
        self.toasts = toasts
    }

    func add(_ pixmap: Pixmap, time: Double, writer: BackgroundWriter) {
        frameCount += 1
        let index = frameCount
        let folder = self.folder
        let elapsed = max(0, time - start)
        let toasts = self.toasts
        writer.write {
            let name = String(format: "frame-%05d.png", index)
            do {
                try PNGFile.write(pixmap, to: "\(folder)/\(name)")
                let line = String(format: "%@ %.4f\n", name, elapsed)
                let times = "\(folder)/frames.txt"
                if let handle = FileHandle(forWritingAtPath: times) {
                    handle.seekToEndOfFile()
                    handle.write(Data(line.utf8))
                    handle.closeFile()
                } else {
                    _ = FileManager.default.createFile(atPath: times, contents: Data(line.utf8))
                }
            } catch {
                toasts.show("recording frame \(index) failed: \(error)", isError: true)
            }
        }
    }
}

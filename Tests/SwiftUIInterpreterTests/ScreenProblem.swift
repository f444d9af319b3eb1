import Raster
import Style
import UI

@testable import SwiftUIInterpreter

/// What went wrong on a screen: the error that stopped it, else its notes (a view drawn as a
/// placeholder, a modifier left out), one a line as they are printed; nil when nothing did.
@MainActor func screenProblem(_ file: ScreenFile, preview: Int = 0) -> String? {
    let state = ScreenState()
    do {
        let view = try file.view(preview: preview, colorScheme: .light, state: state, output: { _ in })
        // Placing the screen makes what a GeometryReader holds: its notes too.
        _ = UIContext().frame(view, size: Size(width: 400, height: 300), time: 0)
    } catch {
        return "\(error)"
    }
    let notes = state.notes.map { $0.placed(in: file.path) }
    return notes.isEmpty ? nil : notes.joined(separator: "\n")
}

/// The same for a source of one file named `path`; an error reading the file is its problem.
@MainActor func screenProblem(source: String, path: String = "Probe.swift") -> String? {
    do {
        return screenProblem(try ScreenFile.interpret(source: source, path: path))
    } catch {
        return "\(error)"
    }
}

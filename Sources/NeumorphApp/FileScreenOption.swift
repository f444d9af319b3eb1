import PlainText
import SwiftUIInterpreter

/// `--style FILE` when the file has a screen of its own, and `--preview NAME`: what every command that
/// shows a scene (play, screenshot, record, audit) reads, so they open the same scene.
extension StyleOption {
    /// The file's screen, or nil when it has none (a file of styles only, previewed as before); a
    /// file with a screen that does not read or does not evaluate ends the command with its
    /// `FILE:LINE:COLUMN: message`.
    func openScreen() throws(CommandFailure) -> ScreenFile? {
        do {
            let screen = try interpretScreen()
            for note in screen.skipped { Console.error("neumorph: note: skipped \(note)") }
            // Evaluated once now, so a mistake in the body is reported before a window opens or a
            // file is written, as a mistake in a style is.
            for index in screen.previewNames.indices {
                _ = try screen.view(preview: index, colorScheme: .light, state: ScreenState(), output: { _ in })
            }
            return screen
        } catch  where error.reason == .noScreen {
            // A file without a screen is a file of styles.
            return nil
        } catch {
            throw CommandFailure("neumorph: \(error.description)")
        }
    }

    /// The file's screen, or the folder's screen of every file's previews, read anew.
    func interpretScreen() throws(StyleFileError) -> ScreenFile {
        isFolder
            ? try ScreenFile.interpret(folder: module, path: path)
            : try ScreenFile.interpret(module: module, path: path)
    }

    /// The file's styles, if it declares any, for exports from its screen; a screen file without
    /// styles (or whose styles do not load) simply has none to export.
    func screenStyles() -> FileStyles? {
        guard !isFolder,
            let file = try? StyleFile.interpret(module: module, path: path, arguments: arguments(builtIns: [])),
            !file.styleTypeNames.isEmpty
        else { return nil }
        return FileStyles(file: file)
    }
}

extension FileScreenScene {
    /// The scene for `--style FILE [--preview NAME]`; a name the file does not have is a usage error
    /// listing the names it has.
    static func open(
        _ screen: ScreenFile, preview name: String?, layout: DeviceOption = DeviceOption(), usage: CommandUsage
    ) throws(CommandFailure) -> FileScreenScene {
        guard let name else { return FileScreenScene(screen: screen, layout: layout) }
        // A folder's previews are named `File.swift: Name`; the name alone, or the file's, picks too.
        let index =
            screen.previewNames.firstIndex(of: name)
            ?? screen.previewNames.firstIndex { $0.hasSuffix(": " + name) || $0.hasPrefix(name + ": ") }
        guard let index else {
            throw .usage(
                "\(screen.path) has no preview named '\(name.excerpt())'; its previews: "
                    + screen.previewNames.joined(separator: ", "), usage)
        }
        return FileScreenScene(screen: screen, preview: index, layout: layout)
    }
}

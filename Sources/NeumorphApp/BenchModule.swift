import Foundation
import Platform
import SwiftUIInterpreter

/// `style_module_open_ms` and `style_module_save_ms`: a project of 300 files, generated for the bench,
/// opened from one of its files as `--style FILE` opens it, and re-rendered after a save of another.
extension BenchCommand {
    /// How many files the generated module has, and how many of them the screen uses.
    static let moduleFiles = 300

    /// The median time to open the module's screen (find the module, read what the screen uses,
    /// evaluate, draw the first 1280×800 frame), and to show a save of the palette file (re-read it,
    /// evaluate, draw); NaN when the generated module cannot be written.
    static func moduleFigures(frames: Int) throws(CommandFailure) -> (open: Double, save: Double) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "neumorph-bench-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard let (screen, palette) = try? writeModule(in: folder) else {
            Console.error("neumorph: bench: cannot write the generated module in \(folder)")
            return (.nan, .nan)
        }
        let size = SceneCatalog.defaultSize
        func open() throws(CommandFailure) -> Playground {
            let option = StyleOption(path: screen, typeName: nil, assignments: [:])
            guard let file = try option.openScreen() else {
                throw CommandFailure("neumorph: bench: the generated module has no screen")
            }
            let playground = Playground(scene: FileScreenScene(screen: file), scheme: nil)
            playground.showsHUD = false
            playground.showsToasts = false
            playground.showStyleFile(option, option.screenStyles())
            _ = playground.render(size: size, scale: 1, time: 0)
            return playground
        }
        var opens: [Double] = []
        // Opening is the slow path; a few runs give a steady median.
        for _ in 0..<min(max(frames / 10, 3), 20) {
            let start = Stopwatch.now()
            _ = try open()
            opens.append((Stopwatch.now() - start) * 1000)
        }
        let playground = try open()
        var saves: [Double] = []
        for save in 0..<max(frames, 2) {
            guard (try? write(paletteSource(shade: save % 2 == 0 ? 0.2 : 0.8), to: palette)) != nil else { break }
            let start = Stopwatch.now()
            playground.styleFileChanged.raise([palette])
            playground.checkStyleFile()
            _ = playground.render(size: size, scale: 1, time: Double(save + 1) / 60)
            saves.append((Stopwatch.now() - start) * 1000)
        }
        return (opens.median, saves.median)
    }

    /// Writes the module: `Package.swift` with one target, 298 files of views, styles and modifiers
    /// the screen does not use (about 1 MB in all, as a large app's target), a palette and the
    /// screen. Returns the screen's and the palette's paths.
    private static func writeModule(in folder: String) throws -> (screen: String, palette: String) {
        let sources = folder + "/Sources/Showcase"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try write(
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Showcase\", "
                + "targets: [.target(name: \"Showcase\")])\n", to: folder + "/Package.swift")
        for index in 0..<(moduleFiles - 2) {
            try write(unusedFileSource(index), to: sources + "/Feature\(index).swift")
        }
        let palette = sources + "/Palette.swift"
        try write(paletteSource(shade: 0.5), to: palette)
        let screen = sources + "/Showcase.swift"
        try write(
            """
            import SwiftUI

            struct SoftCard: View {
                var title: String
                var body: some View {
                    Text(title)
                        .padding(24)
                        .background(
                            RoundedRectangle(cornerRadius: 20)
                                .fill(Palette.surface)
                                .shadow(color: .black.opacity(0.2), radius: 10, x: 10, y: 10)
                                .shadow(color: .white.opacity(0.7), radius: 10, x: -5, y: -5))
                }
            }

            #Preview {
                ZStack {
                    Palette.surface
                    VStack(spacing: 40) {
                        SoftCard(title: "Morning")
                        SoftCard(title: "Evening")
                    }
                }
            }

            """, to: screen)
        return (screen, palette)
    }

    private static func paletteSource(shade: Double) -> String {
        "import SwiftUI\n\nenum Palette {\n    static let surface = Color(white: \(shade))\n}\n"
    }

    /// A file as an app's target has many: a view with state, a button style and a modifier, about
    /// 3 KB, its names its own.
    private static func unusedFileSource(_ index: Int) -> String {
        var rows = ""
        for row in 0..<12 {
            rows += """
                            HStack {
                                Image(systemName: "star.fill")
                                Text("Row \(row) of feature \(index)")
                                Spacer()
                                Text(String(format: "%.1f", Double(\(row)) * scale))
                            }

                """
        }
        return """
            import SwiftUI

            struct Feature\(index)View: View {
                @State private var isOn = false
                var scale: Double = 1.5

                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
            \(rows)            Toggle("Enabled", isOn: $isOn)
                    }
                    .padding()
                    .modifier(Feature\(index)Modifier())
                }
            }

            struct Feature\(index)ButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.horizontal, 20)
                        .padding(.vertical, 10)
                        .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.white))
                        .scaleEffect(configuration.isPressed ? 0.96 : 1)
                }
            }

            struct Feature\(index)Modifier: ViewModifier {
                func body(content: Content) -> some View {
                    content.background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.94)))
                }
            }

            """
    }

    private static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

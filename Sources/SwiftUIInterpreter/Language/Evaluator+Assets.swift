import Raster
import Style
import SwiftModule
import SwiftSource

/// Colours and images from the module's asset catalogs: `Color("Name")`, `UIColor(named:)`, and Xcode 15's
/// generated `Color(.name)` and `Color.name`, each with its light, dark and increased-contrast
/// appearances as the catalog gives them; `Image("name")` and `Image(.name)`.
extension Evaluator {
    /// The app's accent colour: the catalog's `AccentColor` (Xcode's global accent colour, named so by
    /// its app templates) when the module's catalog gives it a value, else iOS's blue. Buttons, links,
    /// toggles, tab bars, gauges and `Color.accentColor` are drawn in it unless a `.tint` says otherwise.
    var accentColor: Color {
        if let appAccent { return appAccent }
        for catalog in program.assetCatalogs {
            guard let asset = catalog.color(named: "AccentColor"), asset.value(dark: false, highContrast: false) != nil
            else { continue }
            return Self.color(asset)
        }
        return Builtins.colors["accentColor"] ?? .blue
    }

    /// The catalog colour called `name` (as written in the catalog), or nil. A name that differs only in
    /// case finds it too, as the Mac's file system lets Xcode's preview find it (`"primary"` for a set
    /// named `Primary`).
    func catalogColor(named name: String) -> Color? {
        for catalog in program.assetCatalogs {
            if let color = catalog.color(named: name) { return Self.color(color) }
        }
        for catalog in program.assetCatalogs {
            if let color = catalog.colors.first(where: { $0.name.lowercased() == name.lowercased() }) {
                return Self.color(color)
            }
        }
        return nil
    }

    /// The catalog colour whose generated symbol is `symbol` (`cardBackground`), or nil.
    func catalogColor(symbol: String) -> Color? {
        for catalog in program.assetCatalogs {
            if let color = catalog.color(symbol: symbol) { return Self.color(color) }
        }
        return nil
    }

    private static func color(_ asset: AssetColor) -> Color {
        func resolve(_ dark: Bool, _ contrast: Bool) -> Color? {
            switch asset.value(dark: dark, highContrast: contrast) {
            case .components(let c)?: return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
            case .system(let name)?: return Builtins.systemColor(name)
            case nil: return nil
            }
        }
        let light = resolve(false, false) ?? .clear
        let dark = resolve(true, false) ?? light
        return Color(
            light: light, dark: dark, lightIncreasedContrast: resolve(false, true),
            darkIncreasedContrast: resolve(true, true))
    }

    /// A name that cannot be found among the catalog's colours, with the names near it.
    func missingCatalogColor(_ name: String, at location: SourceLocation) -> EvaluationError {
        let names = program.assetCatalogs.flatMap { $0.colors.map(\.name) }
        let near = names.filter { Self.editDistance($0.lowercased(), name.lowercased()) <= max(2, name.count / 3) }
        let looked =
            program.assetCatalogs.isEmpty
            ? "the module has no asset catalog"
            : "looked in \(program.assetCatalogs.map(\.path).joined(separator: ", "))"
        return EvaluationError(
            location: location,
            message: "no colour '\(name)' in the asset catalogs (\(looked))"
                + (near.isEmpty ? "" : "; did you mean \(near.prefix(3).map { "'\($0)'" }.joined(separator: " or "))?"))
    }

    /// The catalog image called `name` (a name that differs only in case finds it too), or nil.
    func catalogImage(named name: String) -> AssetImage? {
        for catalog in program.assetCatalogs {
            if let image = catalog.image(named: name) { return image }
        }
        return nil
    }

    /// The catalog image whose generated symbol is `symbol` (`logo`), or nil.
    func catalogImage(symbol: String) -> AssetImage? {
        for catalog in program.assetCatalogs {
            if let image = catalog.image(symbol: symbol) { return image }
        }
        return nil
    }

    /// A catalog image as a view: the file for the preview's screen scale and colour scheme, at its size in
    /// points. A set of only PDF or SVG files (vector drawings the renderer does not read) is a placeholder, with
    /// a note.
    func catalogImageView(_ image: AssetImage, at location: SourceLocation) throws(EvaluationError) -> Value {
        let scale = screen?.screenScale ?? Device.standard.scale
        guard let file = image.file(scale: scale, dark: screen?.colorScheme == .dark) else {
            let kinds = Set(image.files.map { ($0.path.split(separator: ".").last ?? "").uppercased() })
            noteIgnored(
                "Image", at: location,
                message:
                    "the image '\(image.name.prefix(60))' is a vector drawing (\(kinds.sorted().joined(separator: ", "))), which Neumorph does not draw (a placeholder stands in for it)"
            )
            return .view(Placeholder.view(named: "Image(\"\(image.name.prefix(40))\")", at: location))
        }
        let scaleOfFile = file.scale ?? 1
        let reference = ImageFileReference(path: file.path, scale: scaleOfFile).name
        if let sizes = screen?.imageSize {
            let fileName = file.path.split(separator: "/").last ?? ""
            var problem: String?
            if let size = sizes(reference) {
                // The renderer would refuse to decode it: said here, where the code names it.
                problem = PixelBudget.image.refusal(
                    width: Int((size.width * scaleOfFile).rounded()), height: Int((size.height * scaleOfFile).rounded())
                )
            } else {
                problem = "it cannot be read as a PNG or JPEG"
            }
            if let problem {
                noteIgnored(
                    "Image", at: location,
                    message:
                        "the image '\(image.name.prefix(60))' (\(fileName)) is not drawn: \(problem) (a placeholder stands in for it)"
                )
                return .view(Placeholder.view(named: "Image(\"\(image.name.prefix(40))\")", at: location))
            }
        }
        return .view(.asset(reference, resizable: false))
    }
}

import Style

extension StyleFile {
    /// The button style called `typeName` (or the first) as the exporters describe a style, so
    /// `export --style` writes SwiftUI and CSS from what the file draws. Throws, naming the style, when
    /// it draws something the export model cannot say.
    public func exportModel(typeName: String? = nil) throws(StyleFileError) -> ExportModel {
        throw StyleFileError(path: path, location: nil, message: "export of style files is not written yet")
    }
}

/// `export --format`: what the exporters write.
enum ExportFormat: String, CaseIterable, CommandLineValue {
    case swiftui, css
}

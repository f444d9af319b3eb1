import Raster
import Style
import SwiftUIInterpreter

/// The styles of a style file as a scene wears them: which one is chosen (`FILE:TypeName`, or the
/// one the playground's key cycled to) and what replaces the scene's built-in button and toggle
/// styles. A value, so a reload swaps it whole and the last good one stays until then.
struct FileStyles: Sendable {
    let file: StyleFile
    /// The one style shown; nil shows all of them (the preview) or the first of each kind (a scene).
    var selected: String?
    /// How many times the file was read again: what changed when the path did not.
    let generation: Int
    /// The Dynamic Type size the preview shows the styles at (`--dynamic-type`, T / Shift-T); the scenes
    /// that wear a style keep their own labels' size.
    var dynamicTypeSize: DynamicTypeSize

    init(
        file: StyleFile, selected: String? = nil, generation: Int = 0,
        dynamicTypeSize: DynamicTypeSize = .standard
    ) {
        self.file = file
        self.dynamicTypeSize = dynamicTypeSize
        self.selected = selected.flatMap { name in
            file.styleTypeNames.contains { StyleFile.names($0, name) } ? name : nil
        }
        self.generation = generation
    }

    /// The file's button styles the preview shows: the chosen one, or all of them.
    var shownButtonStyles: [InterpretedButtonStyle] {
        file.buttonStyles.filter { style in selected.map { StyleFile.names(style.typeName, $0) } ?? true }.map {
            var style = $0
            style.dynamicTypeSize = dynamicTypeSize
            return style
        }
    }

    var shownToggleStyles: [InterpretedToggleStyle] {
        file.toggleStyles.filter { style in selected.map { StyleFile.names(style.typeName, $0) } ?? true }.map {
            var style = $0
            style.dynamicTypeSize = dynamicTypeSize
            return style
        }
    }

    /// What goes on a scene's buttons: the chosen button style, else the file's first.
    var buttonStyle: InterpretedButtonStyle? {
        file.buttonStyle(named: chosen(among: file.buttonStyles.map(\.typeName)))
    }

    /// What goes on a scene's toggles: the chosen toggle style, else the file's first (none: the
    /// scene keeps its own).
    var toggleStyle: InterpretedToggleStyle? {
        file.toggleStyle(named: chosen(among: file.toggleStyles.map(\.typeName)))
    }

    private func chosen(among names: [String]) -> String? {
        selected.flatMap { names.contains($0) ? $0 : nil }
    }

    /// The next step of the playground's cycle: every style, then each one in declaration order.
    func cycled() -> FileStyles {
        let names = file.styleTypeNames
        guard let selected, let index = names.firstIndex(of: selected) else {
            return FileStyles(
                file: file, selected: names.first, generation: generation, dynamicTypeSize: dynamicTypeSize)
        }
        return FileStyles(
            file: file, selected: index + 1 < names.count ? names[index + 1] : nil, generation: generation,
            dynamicTypeSize: dynamicTypeSize)
    }

    /// The same choice in a freshly loaded version of the file (all styles when it is gone).
    func reloaded(_ file: StyleFile) -> FileStyles {
        FileStyles(file: file, selected: selected, generation: generation + 1, dynamicTypeSize: dynamicTypeSize)
    }

    /// For the HUD: the style in use, or how many the file shows.
    var summary: String {
        if let selected { return selected }
        let names = file.styleTypeNames
        return names.count == 1 ? names[0] : "\(names.count) styles: \(names.joined(separator: ", "))"
    }

    /// `buttonStyle`, labelled as `builtIn` labels its controls: a scene colours its icons itself (part 2
    /// makes its hearts white), and that colour must survive the swap.
    func buttonStyle(replacing builtIn: any ButtonStyle) -> (any ButtonStyle)? {
        guard var style = buttonStyle else { return nil }
        style.labelColor = Self.labelColor(of: builtIn)
        return style
    }

    func toggleStyle(replacing builtIn: any ToggleStyle) -> (any ToggleStyle)? {
        guard var style = toggleStyle else { return nil }
        style.labelColor = Self.labelColor(of: builtIn)
        return style
    }

    /// The colour a built-in style gives its label; nil for styles that leave it to the label.
    static func labelColor(of style: any ControlStyle) -> Color? {
        switch style {
        case let seed as any CircularSeedStyle: seed.labelColor
        case let toggle as any CircularSeedToggleStyle: labelColor(of: toggle.button)
        case is NeumorphicButtonStyle, is StickyNeumorphicStyle: NeumorphicButtonStyle.labelColor
        case let parametric as ParametricButtonStyle: Color(parametric.parameters.labelColor)
        case let parametric as ParametricToggleStyle: Color(parametric.parameters.labelColor)
        case is AddNewStyle: .white
        case let file as InterpretedButtonStyle: file.labelColor
        case let file as InterpretedToggleStyle: file.labelColor
        default: nil
        }
    }
}

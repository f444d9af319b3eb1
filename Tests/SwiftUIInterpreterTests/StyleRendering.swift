import Foundation
import Raster
import Render
import Style
import TestSupport

@testable import SwiftUIInterpreter

/// Renders one control the way the playground does, for comparing a file's style with a built-in one.
enum StyleRendering {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Styles").standardized.path

    static func load(_ file: String, arguments: StyleArguments = StyleArguments()) throws -> StyleFile {
        try StyleFile.load(path: assets + "/" + file, arguments: arguments)
    }

    static let label = Label(systemImage: .heartFill)
    static let canvasSide = 220

    /// The control centred on a canvas of the scheme's background, at `scale` pixels per point.
    static func render(_ commands: (Rect) -> [DrawCommand], size: Size, appearance: Appearance, scale: Double)
        -> Pixmap
    {
        let side = Double(canvasSide)
        var canvas = Canvas(width: Int(side * scale), height: Int(side * scale))!
        canvas.transform = AffineTransform(scale: scale, about: .zero)
        let rect = Rect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height)
        let background = DrawCommand.fill(
            Rectangle(), in: Rect(x: 0, y: 0, width: side, height: side), .color(Color(r8: 40, g8: 44, b8: 52)))
        Renderer().render([background] + commands(rect), appearance: appearance, into: &canvas)
        return canvas.pixmap
    }

    static func button(
        _ style: any ButtonStyle, isPressed: Bool, pressAmount: Double? = nil, appearance: Appearance, scale: Double
    ) -> (Size, Pixmap) {
        let configuration = ButtonConfiguration(label: label, isPressed: isPressed, pressAmount: pressAmount)
        let size = style.size(for: configuration)
        let image = render(
            { style.makeBody(configuration: configuration, in: $0) }, size: size, appearance: appearance, scale: scale)
        return (size, image)
    }

    static func toggle(_ style: any ToggleStyle, isOn: Bool, appearance: Appearance, scale: Double) -> (Size, Pixmap) {
        let configuration = ToggleConfiguration(button: ButtonConfiguration(label: label, isPressed: false), isOn: isOn)
        let size = style.size(for: configuration)
        let image = render(
            { style.makeBody(configuration: configuration, in: $0) }, size: size, appearance: appearance, scale: scale)
        return (size, image)
    }
}

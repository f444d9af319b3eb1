import Raster
import Style

extension ReferenceScene {
    /// What the scene draws, as the exporters describe a style: its rounded control (the circles
    /// are the same surface) with the darkStart→darkEnd fill, the reversed gradient ring (w4) and
    /// the two independent shadows, on the scene's top-to-bottom gradient. The scene has no
    /// controls to press, so the pressed look is the released one.
    static var exportModel: ExportModel {
        let start = ExportModel.Swatch(name: "darkStart", color: darkStart)
        let end = ExportModel.Swatch(name: "darkEnd", color: darkEnd)
        let look = ExportModel.Look(
            fill: .gradient([start, end], start: .topLeading, end: .bottomTrailing),
            stroke: (.gradient([end, start], start: .topLeading, end: .bottomTrailing), 4),
            shadows: shadows.map {
                ExportModel.ShadowSpec(
                    color: $0.color == darkEnd ? end : start, radius: $0.radius, x: $0.x, y: $0.y)
            })
        // The scene's controls are fixed frames; an exported control pads its label by 20.
        var model = ExportModel(
            name: "Reference", shape: .roundedRectangle(cornerRadius: 20, continuous: false), padding: 20,
            labelColor: nil, released: look, pressed: look)
        model.composition = .independent
        model.page = .gradient([start, end], start: .top, end: .bottom)
        return model
    }
}

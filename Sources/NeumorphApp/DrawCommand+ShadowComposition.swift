import Raster
import Style

extension DrawCommand {
    /// The command with every shadow cast as `composition` says, through layers and masks: the
    /// playground's chained/independent switch, applied to any style's commands before they reach
    /// the renderer (which draws what it is given).
    func castingShadows(_ composition: ShadowComposition) -> DrawCommand {
        switch self {
        case .filled(let shape, let rect, let fill, let shadows, _):
            return .filled(shape, in: rect, fill, shadows: shadows, composition: composition)
        case .layer(var layer):
            layer.content = layer.content.map { $0.castingShadows(composition) }
            layer.mask = layer.mask?.map { $0.castingShadows(composition) }
            return .layer(layer)
        case .stroked, .innerShadowed, .text, .icon, .image:
            return self
        }
    }
}

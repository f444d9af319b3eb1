import Raster
import Style

extension ViewNode {
    func size(proposed: ProposedSize, in environment: DrawEnvironment) -> Size {
        Size(width: proposed.width ?? 0, height: proposed.height ?? 0)
    }

    func draw(in rect: Rect, _ environment: DrawEnvironment) -> [DrawCommand] { [] }
}

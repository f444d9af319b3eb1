import Foundation
import Raster
import Style
import UI

/// `--layout FILE.json`: every control's id, kind, style, state and frame in points and pixels, for
/// the audit and the end-to-end tests.
enum LayoutReport {
    static func json(
        scene: String, scheme: Scheme, contrast: Appearance.Contrast, size: Size, scale: Double,
        controls: [ControlRecord]
    ) -> String {
        func rect(_ r: Rect) -> [String: Double] { ["x": r.minX, "y": r.minY, "width": r.width, "height": r.height] }
        var items: [[String: Any]] = []
        for c in controls {
            var state: [String: Any] = ["pressed": c.isPressed, "enabled": c.isEnabled]
            if let on = c.isOn { state["on"] = on }
            let pixels = Rect(
                x: c.frame.minX * scale, y: c.frame.minY * scale, width: c.frame.width * scale,
                height: c.frame.height * scale)
            items.append([
                "id": c.id.description, "key": c.key, "kind": c.kind.rawValue, "style": c.style, "state": state,
                "frame": rect(c.frame), "pixels": rect(pixels),
            ])
        }
        let root: [String: Any] = [
            "scene": scene, "scheme": scheme.rawValue, "contrast": contrast.rawValue, "scale": scale,
            "size": ["width": size.width, "height": size.height], "controls": items,
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

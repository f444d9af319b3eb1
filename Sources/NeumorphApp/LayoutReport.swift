import Presets
import Raster
import Style
import SwiftUIInterpreter
import UI

/// `--layout FILE.json`: every control's id, kind, style, state and frame in points and pixels, for
/// the audit and the end-to-end tests.
enum LayoutReport {
    static func json(
        scene: String, scheme: Scheme, contrast: Appearance.Contrast, size: Size, scale: Double,
        controls: [ControlRecord], views: [LaidOutView]? = nil, notes: [String] = []
    ) -> String {
        func rect(_ r: Rect) -> JSONValue {
            .object([
                ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)),
                ("height", .number(r.height)),
            ])
        }
        let items: [JSONValue] = controls.map { c in
            var state: [(key: String, value: JSONValue)] = [
                ("pressed", .bool(c.isPressed)), ("enabled", .bool(c.isEnabled)),
            ]
            if let on = c.isOn { state.append(("on", .bool(on))) }
            let pixels = Rect(
                x: c.frame.minX * scale, y: c.frame.minY * scale, width: c.frame.width * scale,
                height: c.frame.height * scale)
            return .object([
                ("id", .string(c.id.description)), ("key", .string(c.key)), ("kind", .string(c.kind.rawValue)),
                ("style", .string(c.style)), ("state", .object(state)), ("frame", rect(c.frame)),
                ("pixels", rect(pixels)),
            ])
        }
        var fields: [(key: String, value: JSONValue)] = [
            ("scene", .string(scene)), ("scheme", .string(scheme.rawValue)), ("contrast", .string(contrast.rawValue)),
            ("scale", .number(scale)),
            ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("controls", .array(items)),
        ]
        if let views {
            // A file's screen: every view its code made, in tree order, where layout placed it.
            fields.append(
                (
                    "views",
                    .array(
                        views.map { view in
                            var entry: [(key: String, value: JSONValue)] = [("type", .string(view.type))]
                            if let text = view.text { entry.append(("text", .string(text))) }
                            entry.append(("frame", rect(view.frame)))
                            if let at = view.location {
                                entry.append(("location", .string("\(at.file):\(at.line):\(at.column)")))
                            }
                            if view.isPlaceholder { entry.append(("placeholder", .bool(true))) }
                            return .object(entry)
                        })
                ))
        }
        if views != nil || !notes.isEmpty {
            // What the screen's code could not draw or left out, each `FILE:LINE:COLUMN: what`.
            fields.append(("notes", .array(notes.map { .string($0) })))
        }
        return JSONValue.object(fields).formatted()
    }
}

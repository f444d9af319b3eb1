import Raster
import Style

/// Every string a drawing writes, in order, the layers' included: what a test reads off a frame.
public func drawnTexts(_ commands: [DrawCommand]) -> [String] {
    commands.flatMap { command -> [String] in
        switch command {
        case .text(let string, _, _, _): [string]
        case .layer(let layer): drawnTexts(layer.content)
        default: []
        }
    }
}

/// The colour of every icon the commands draw, in order, layers included, resolved in the light
/// appearance.
public func drawnIconColours(_ commands: [DrawCommand]) -> [RGBA] {
    commands.flatMap { command -> [RGBA] in
        switch command {
        case .icon(_, _, let color): [color.resolve(in: Appearance())]
        case .layer(let layer): drawnIconColours(layer.content)
        default: []
        }
    }
}

/// Every text the commands draw with its colour, in order, layers included, resolved in the light
/// appearance.
public func drawnTextColours(_ commands: [DrawCommand]) -> [(text: String, colour: RGBA)] {
    commands.flatMap { command -> [(text: String, colour: RGBA)] in
        switch command {
        case .text(let string, _, let color, _): [(string, color.resolve(in: Appearance()))]
        case .layer(let layer): drawnTextColours(layer.content)
        default: []
        }
    }
}

/// Every shape filled with a plain colour, with its frame and the colour resolved in the light
/// appearance, in order, layers included (a layer's own scale or offset not applied).
public func drawnColourFills(_ commands: [DrawCommand]) -> [(rect: Rect, colour: RGBA)] {
    commands.flatMap { command -> [(rect: Rect, colour: RGBA)] in
        switch command {
        case .filled(_, let rect, .color(let color)?, _, _): [(rect, color.resolve(in: Appearance()))]
        case .layer(let layer): drawnColourFills(layer.content)
        default: []
        }
    }
}

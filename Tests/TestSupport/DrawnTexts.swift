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

import SwiftSource

/// How a preview asks to be laid out, read from its code as Xcode reads it before running anything:
/// `#Preview(traits: .sizeThatFitsLayout, .landscapeLeft)`, or `.previewLayout(_:)`,
/// `.previewDevice(_:)` and `.previewInterfaceOrientation(_:)` on the preview's view.
public struct PreviewTraits: Hashable, Sendable {
    public enum Layout: Hashable, Sendable {
        /// On the device, with its safe area and status bar (Xcode's default).
        case device
        /// As small as the view: offered the device's screen, the canvas takes the view's size.
        case sizeThatFits
        /// A bare canvas of this many points.
        case fixed(width: Double, height: Double)
    }

    public var layout: Layout = .device
    /// The device `.previewDevice` names, as written (matched by `Device.named`).
    public var deviceName: String?
    public var orientation: Device.Orientation?

    public init() {}

    /// The traits of a `#Preview` macro's arguments.
    mutating func read(macroArguments arguments: [Argument]) {
        var inTraits = false
        for argument in arguments {
            if argument.label == "traits" { inTraits = true } else if argument.label != nil { inTraits = false }
            if inTraits { read(trait: argument.value) }
        }
    }

    /// The preview modifiers on the outermost view a preview's statements make.
    mutating func read(body: [Statement]) {
        for statement in body {
            switch statement.kind {
            case .expression(let e), .return(let e?): read(chain: e)
            default: continue
            }
        }
    }

    /// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.landscapeLeft`, `.portrait`…
    private mutating func read(trait: Expression) {
        switch trait.kind {
        case .implicitMember(let name), .member(_, let name):
            switch name {
            case "sizeThatFitsLayout": layout = .sizeThatFits
            case "landscapeLeft", "landscapeRight": orientation = .landscape
            case "portrait", "portraitUpsideDown": orientation = .portrait
            default: break
            }
        case .call(let callee, let arguments, _):
            if case .implicitMember("fixedLayout") = callee.kind, let size = Self.size(arguments) {
                layout = .fixed(width: size.width, height: size.height)
            }
        default:
            break
        }
    }

    /// Walks `view.a().b()…` from the outside in, reading the preview modifiers on the way; the
    /// outermost of each kind wins, as it would in SwiftUI.
    private mutating func read(chain: Expression) {
        var node = chain
        var seen: Set<String> = []
        while case .call(let callee, let arguments, _) = node.kind {
            guard case .member(let base, let name) = callee.kind else { return }
            if seen.insert(name).inserted {
                let first = arguments.first?.value
                switch name {
                case "previewLayout":
                    if let first { readLayout(first) }
                case "previewDevice":
                    if let first, let device = Self.deviceName(first) { deviceName = device }
                case "previewInterfaceOrientation":
                    if let first { read(trait: first) }
                default:
                    break
                }
            }
            node = base
        }
    }

    /// `.sizeThatFits`, `.fixed(width:height:)`, `.device`.
    private mutating func readLayout(_ value: Expression) {
        switch value.kind {
        case .implicitMember("sizeThatFits"), .member(_, "sizeThatFits"): layout = .sizeThatFits
        case .implicitMember("device"), .member(_, "device"): layout = .device
        case .call(let callee, let arguments, _):
            switch callee.kind {
            case .implicitMember("fixed"), .member(_, "fixed"):
                if let size = Self.size(arguments) { layout = .fixed(width: size.width, height: size.height) }
            default: break
            }
        default: break
        }
    }

    /// `"iPhone SE (3rd generation)"` or `PreviewDevice(rawValue: "…")`.
    private static func deviceName(_ value: Expression) -> String? {
        switch value.kind {
        case .stringLiteral(let name): return name
        case .call(_, let arguments, _): return arguments.first.flatMap { deviceName($0.value) }
        default: return nil
        }
    }

    /// `width: 320, height: 200`, as whole or decimal literals.
    private static func size(_ arguments: [Argument]) -> (width: Double, height: Double)? {
        func number(_ label: String) -> Double? {
            guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
            switch value.kind {
            case .integerLiteral(let text), .floatLiteral(let text):
                return Double(text.replacingOccurrences(of: "_", with: ""))
            default: return nil
            }
        }
        guard let width = number("width"), let height = number("height"), width > 0, height > 0, width.isFinite,
            height.isFinite
        else { return nil }
        return (min(width, 8192), min(height, 8192))
    }
}

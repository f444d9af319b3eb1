import Raster
import Style
import UI

/// What `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog` put over the whole
/// screen while their binding presents it, drawn as an iPhone draws them. The modifier marks the view it
/// is on (`ViewModifier.presentation`); the screen lifts the marks out of the tree and lays each
/// presentation over everything (`hoisting`), as UIKit presents over the window.
struct Presentation: Sendable {
    enum Kind: Sendable {
        /// A card from under the status bar to the bottom, over the dimmed screen (a popover too, on
        /// an iPhone).
        case sheet
        case fullScreenCover
        /// A box in the middle: the title, the message, the actions under hairlines.
        case alert(title: ViewNode?, message: ViewNode?)
        /// An action sheet at the bottom: the title and the actions in one group, Cancel apart.
        case confirmationDialog(title: ViewNode?, message: ViewNode?)
    }
    var kind: Kind
    /// A sheet's content, or an alert's or dialog's buttons.
    var content: ViewNode
    /// The state that presents it (`isPresented`'s, or `item`'s), which a button of an alert sets back.
    var stateKey: String?
    /// What the state is set to on dismissal: false, or nil for an `item`.
    var dismissed: Value = .bool(false)
    /// The app's accent, the colour of an alert's and a dialog's actions.
    var accent: Color

    /// `@Environment(\.dismiss)` inside a presentation: called, it resets the state that presents it.
    static let dismissType = "DismissAction"

    static func dismissAction(stateKey: String?, dismissed: Value) -> Value {
        var action = Instance(typeName: dismissType, properties: ["dismissed": dismissed])
        if let stateKey { action.properties["stateKey"] = .string(stateKey) }
        return .instance(action)
    }

    /// The corner radius of a sheet's top corners, and the gap above it under the status bar.
    static let sheetRadius = 10.0
    static let sheetGap = 10.0
    static let alertWidth = 270.0
    static let groupRadius = 14.0

    static var background: Color { Builtins.systemColors["systemBackground"] ?? .white }
    /// Alerts and action sheets are a light material: near white in light, a dark grey in dark.
    static var groupBackground: Color { Color(light: Color(white: 0.96), dark: Color(white: 0.17)) }
    static var hairline: Color { Builtins.systemColors["separator"] ?? Color.gray.opacity(0.3) }
    static var dimming: Color { Color.black.opacity(0.25) }

    /// The layer over the screen: the dimming and the presented view, laid out in `safeArea`.
    func layer(safeArea: EdgeInsets, screenHeight: Double) -> ViewNode {
        switch kind {
        case .sheet:
            let full = screenHeight - safeArea.top - Self.sheetGap
            let detents = content.sheetDetents.map { $0.height(in: screenHeight) }
            let card = ViewNode.modified(
                .modified(
                    content.filling(alignment: .center),
                    .padding(EdgeInsets(top: 0, leading: 0, bottom: safeArea.bottom, trailing: 0))),
                .background(
                    .shape(
                        .unevenRoundedRectangle(
                            UnevenRoundedRectangle(topLeading: Self.sheetRadius, topTrailing: Self.sheetRadius)),
                        .fill(.color(Self.background), innerShadows: [])),
                    alignment: .center))
            // `.presentationDetents([.medium, .large])`: the sheet opens at its smallest detent, from the
            // bottom of the screen, the screen above it still seen through the dimming.
            if let smallest = detents.min(), smallest < full {
                let sized = ViewNode.modified(card, .frame(width: nil, height: max(0, smallest), alignment: .center))
                return .stack(
                    .z, spacing: nil, alignment: .center,
                    [.paint(.color(Self.dimming)), sized.filling(alignment: .bottom)])
            }
            let placed = ViewNode.modified(
                card, .padding(EdgeInsets(top: safeArea.top + Self.sheetGap, leading: 0, bottom: 0, trailing: 0)))
            return .stack(.z, spacing: nil, alignment: .center, [.paint(.color(Self.dimming)), placed])
        case .fullScreenCover:
            let inside = ViewNode.modified(content.filling(alignment: .center), .padding(safeArea))
            return .stack(.z, spacing: nil, alignment: .center, [.paint(.color(Self.background)), inside])
        case .alert(let title, let message):
            return .stack(.z, spacing: nil, alignment: .center, [.paint(.color(Self.dimming)), alert(title, message)])
        case .confirmationDialog(let title, let message):
            let sheet = ViewNode.modified(
                dialog(title, message),
                .padding(EdgeInsets(top: 0, leading: 8, bottom: max(8, safeArea.bottom), trailing: 8)))
            return .stack(
                .z, spacing: nil, alignment: .center,
                [.paint(.color(Self.dimming)), sheet.filling(alignment: .bottom)])
        }
    }

    /// The buttons the actions closure made; none makes iOS's single OK.
    private var actions: [ControlNode] {
        var found: [ControlNode] = []
        Self.controls(in: content, into: &found)
        if found.isEmpty, let stateKey { found = [dismissing("OK", stateKey: stateKey)] }
        return found
    }

    /// A button of iOS's own that only dismisses (OK, Cancel).
    private func dismissing(_ title: String, stateKey: String, role: String? = nil) -> ControlNode {
        ControlNode(
            kind: .choice(stateKey: stateKey, value: dismissed), label: .text(title),
            location: .init(line: 0, column: 0),
            role: role)
    }

    /// One action, a line in the accent colour (red for a destructive role, semibold for a cancel one),
    /// drawn plain, the width of the group; it dismisses what presents it after its action.
    private func styled(_ control: ControlNode, font: Font) -> ViewNode {
        var button = control
        let color = control.role == "destructive" ? Builtins.colors["red"] ?? .red : accent
        let weighted = control.role == "cancel" ? font.weight(.semibold) : font
        button.label = .modified(.modified(control.label, .font(weighted)), .foregroundColor(.color(color)))
        if button.dismissing == nil { button.dismissing = stateKey.map { ($0, dismissed) } }
        return .modified(
            .modified(
                .modified(.control(button), .frame(width: nil, height: 44, alignment: .center)),
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .center))),
            .buttonStyle(.system("plain")))
    }

    private static func controls(in node: ViewNode, into found: inout [ControlNode]) {
        switch node {
        case .control(let control): found.append(control)
        case .stack(_, _, _, let children): for child in children { controls(in: child, into: &found) }
        case .modified(let child, _): controls(in: child, into: &found)
        default: break
        }
    }

    private static var divider: ViewNode {
        .modified(.paint(.color(hairline)), .frame(width: nil, height: 0.5, alignment: .center))
    }

    private func alert(_ title: ViewNode?, _ message: ViewNode?) -> ViewNode {
        var heading: [ViewNode] = []
        if let title { heading.append(.modified(title, .font(.headline))) }
        if let message { heading.append(.modified(message, .font(.footnote))) }
        let text = ViewNode.modified(
            .modified(.stack(.v, spacing: 4, alignment: .center, heading), .multilineTextAlignment(.center)),
            .padding(EdgeInsets(top: 19, leading: 16, bottom: 17, trailing: 16)))
        let buttons = actions.map { styled($0, font: .body) }
        var rows: [ViewNode] = [text, Self.divider]
        if buttons.count == 2 {
            let upright = ViewNode.modified(
                .paint(.color(Self.hairline)), .frame(width: 0.5, height: 44, alignment: .center))
            rows.append(.stack(.h, spacing: 0, alignment: .center, [buttons[0], upright, buttons[1]]))
        } else {
            for (index, button) in buttons.enumerated() {
                if index > 0 { rows.append(Self.divider) }
                rows.append(button)
            }
        }
        return .modified(
            .modified(
                .stack(.v, spacing: 0, alignment: .center, rows),
                .frame(width: Self.alertWidth, height: nil, alignment: .center)),
            .background(
                .shape(
                    .roundedRectangle(cornerRadius: Self.groupRadius, style: .continuous),
                    .fill(.color(Self.groupBackground), innerShadows: [])),
                alignment: .center))
    }

    private func dialog(_ title: ViewNode?, _ message: ViewNode?) -> ViewNode {
        let all = actions
        let font = Font(size: 20)
        var rows: [ViewNode] = []
        var heading: [ViewNode] = []
        if let title { heading.append(.modified(title, .font(Font.footnote.weight(.semibold)))) }
        if let message { heading.append(.modified(message, .font(.footnote))) }
        if !heading.isEmpty {
            rows.append(
                .modified(
                    .modified(
                        .modified(
                            .stack(.v, spacing: 4, alignment: .center, heading), .foregroundColor(.color(.secondary))),
                        .multilineTextAlignment(.center)),
                    .padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16))))
        }
        for action in all where action.role != "cancel" {
            if !rows.isEmpty { rows.append(Self.divider) }
            rows.append(.modified(styled(action, font: font), .frame(width: nil, height: 57, alignment: .center)))
        }
        // iOS always ends the sheet with Cancel: the file's, or one of its own.
        let cancel = all.first { $0.role == "cancel" } ?? dismissing("Cancel", stateKey: stateKey ?? "", role: "cancel")
        let cancelRow = ViewNode.modified(
            styled(cancel, font: font), .frame(width: nil, height: 57, alignment: .center))
        return .stack(.v, spacing: 8, alignment: .center, [Self.group(rows), Self.group([cancelRow])])
    }

    private static func group(_ rows: [ViewNode]) -> ViewNode {
        .modified(
            .stack(.v, spacing: 0, alignment: .center, rows),
            .background(
                .shape(
                    .roundedRectangle(cornerRadius: groupRadius, style: .continuous),
                    .fill(.color(groupBackground), innerShadows: [])),
                alignment: .center))
    }
}

extension Presentation {
    /// The tree without its presentation marks, and what they present, outermost first.
    static func hoisting(_ node: ViewNode) -> (ViewNode, [Presentation]) {
        var found: [Presentation] = []
        let rest = node.removingPresentations(into: &found)
        return (rest, found)
    }
}

/// A height a sheet may rest at (`.presentationDetents`): `.medium` is half the screen, `.large` all
/// of it below the status bar, `.fraction(f)` that share, `.height(h)` that many points.
enum SheetDetent: Sendable, Equatable {
    case fraction(Double)
    case height(Double)

    func height(in screenHeight: Double) -> Double {
        switch self {
        case .fraction(let f): f * screenHeight
        case .height(let h): h
        }
    }
}

extension ViewNode {
    /// The detents `.presentationDetents` sets on a sheet's content (on its root, under other modifiers).
    var sheetDetents: [SheetDetent] {
        guard case .modified(let child, let modifier) = self else { return [] }
        if case .presentationDetents(let detents) = modifier { return detents }
        return child.sheetDetents
    }

    fileprivate func removingPresentations(into found: inout [Presentation]) -> ViewNode {
        switch self {
        case .modified(let child, .presentation(let presented)):
            found.append(presented)
            return child.removingPresentations(into: &found)
        case .modified(let child, .background(let other, let alignment)):
            let inner = child.removingPresentations(into: &found)
            return .modified(inner, .background(other.removingPresentations(into: &found), alignment: alignment))
        case .modified(let child, .overlay(let other, let alignment)):
            let inner = child.removingPresentations(into: &found)
            return .modified(inner, .overlay(other.removingPresentations(into: &found), alignment: alignment))
        case .modified(let child, let modifier):
            return .modified(child.removingPresentations(into: &found), modifier)
        case .stack(let kind, let spacing, let alignment, let children):
            var kept: [ViewNode] = []
            for child in children { kept.append(child.removingPresentations(into: &found)) }
            return .stack(kind, spacing: spacing, alignment: alignment, kept)
        case .list(let list):
            var inner: [Presentation] = []
            let kept = (try? list.mapViews { $0.removingPresentations(into: &inner) }) ?? list
            found += inner
            return .list(kept)
        default:
            return self
        }
    }
}

import Foundation
import Platform
import Raster
import Style
import UI

/// The knobs of the parametric style as the keys and the panel change them: selection, steps,
/// resets, the colour being edited and the hex digits typed after `#`.
extension Playground {
    /// Selects a knob (the arrow keys step it); a colour channel shows its colour on the panel.
    func select(knob index: Int) {
        guard Self.knobs.indices.contains(index) else { return }
        selectedParameter = index
        if let role = Self.knobs[index].colorRole { activeColor = role }
        needsFrame = true
    }

    /// Shows a colour's channels on the panel and selects its lightness.
    func chooseColor(_ role: ColorRole) {
        activeColor = role
        if let index = Self.knobs.firstIndex(where: { $0.colorRole == role }) { selectedParameter = index }
        needsFrame = true
    }

    func setFamily(_ family: StyleFamily) {
        guard session.family != family else { return }
        session.family = family
        toasts.show(family == .seed ? "seed styles" : "parametric style")
    }

    func setComposition(_ composition: ShadowComposition) {
        session.compositionOverride = composition
        session.parameters.composition = composition
        toasts.show("\(composition.rawValue) shadows")
    }

    /// A knob was changed: the parametric style is what changed, so it is what the scene shows.
    func showParametric() {
        if session.family == .seed && !session.scene.showsParametricStyleItself {
            session.family = .parametric
            toasts.show("parametric style (F switches back)")
        }
    }

    /// Backspace or a double-click on a knob: its default, or for a colour channel, the colour derived
    /// again.
    func reset(knob spec: ParameterSpec) {
        if let role = spec.colorRole {
            session.parameters[keyPath: ParametricStyle.color(role).keyPath] = nil
        } else {
            session.parameters[keyPath: spec.keyPath] = spec.defaultValue
        }
        needsFrame = true
    }

    /// A key while a colour is typed: hex digits add to it (six set the chosen colour), Backspace
    /// takes one back, Return sets it, Escape cancels; any other key cancels and does what it does.
    func typeHex(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard var typed = hexEntry else { return false }
        needsFrame = true
        switch key {
        case .character(let c) where c.isHexDigit && !modifiers.contains(.shift):
            typed.append(Character(c.uppercased()))
            hexEntry = typed
            if typed.count == 6 { applyHex(typed) }
            return true
        case .backspace, .delete:
            hexEntry = String(typed.dropLast())
            return true
        case .enter:
            if typed.count == 6 || typed.count == 3 { applyHex(typed) } else { hexEntry = nil }
            return true
        case .escape:
            hexEntry = nil
            toasts.show("colour not changed")
            return true
        default:
            hexEntry = nil
            return false
        }
    }

    /// Sets the chosen colour from six hex digits (or three, CSS's short form).
    private func applyHex(_ digits: String) {
        hexEntry = nil
        let full = digits.count == 3 ? digits.map { "\($0)\($0)" }.joined() : digits
        guard let color = RGBA(hex: "#" + full) else { return }
        let spec = ParametricStyle.color(activeColor)
        session.parameters[keyPath: spec.keyPath] = color
        toasts.show("\(spec.label.lowercased()) colour #\(full)")
        showParametric()
    }

    /// Left / Right as steps for a focused slider or picker; Up / Down too for a radio group.
    func arrowSteps(_ action: PlaygroundAction) -> Int? {
        switch action {
        case .decrease: -1
        case .increase: 1
        case .selectPreviousParameter: -1
        case .selectNextParameter: 1
        default: nil
        }
    }

    /// Whether the focused control takes this arrow: sliders and segmented controls take Left /
    /// Right, radio groups all four.
    func focusedControlTakesArrows(_ action: PlaygroundAction) -> Bool {
        guard let focused = session.ui.focused, let c = lastFrame.controls.first(where: { $0.id == focused })
        else { return false }
        switch (c.kind, action) {
        case (.slider, .decrease), (.slider, .increase), (.segmented, .decrease), (.segmented, .increase): return true
        case (.radioGroup, _): return true
        default: return false
        }
    }

    func step(_ direction: Double, fine: Bool) {
        let spec = Self.knobs[selectedParameter]
        let step = fine ? spec.fineStep : spec.coarseStep
        let value = session.knobValue(spec) + direction * step
        var next = (value / step).rounded() * step
        // Hue goes round the circle.
        if spec.colorChannel == .hue {
            next = (next.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        }
        session.setKnob(spec, next)
        // Tweaks act on the parametric style: show it.
        showParametric()
    }
}

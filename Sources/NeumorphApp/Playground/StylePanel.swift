import Foundation
import Raster
import Style
import UI

/// The playground's style panel: the scene's name and timings, then every knob of the parametric
/// style as a Neumorph control (the panel is built from the controls it styles), laid out beside
/// the scene, which takes the space left. Clicks, drags, the wheel and double-clicks reach it
/// through the one UI context, like any scene's controls; the arrow keys step the selected knob.
@MainActor
enum StylePanel {
    static let width = 340.0
    /// The panel's own surface and the soft style its controls wear: a dark soft look that reads
    /// over any scheme.
    nonisolated static let surface = RGBA(r8: 38, g8: 41, b8: 47)
    static let parameters: ParametricStyle = {
        var p = ParametricStyle()
        p.baseColor = surface
        p.intensity = 0.45
        p.distance = 8
        p.blurRadius = 8
        return p
    }()
    static let text = Color(white: 0.92)
    static let dim = Color(white: 0.66)
    static let accent = Color(parameters.accentColor)
    static let rowHeight = 44.0
    static let labelWidth = 104.0
    static let valueWidth = 52.0
    static let inset = 16.0
    static var sliderWidth: Double { width - 2 * inset - labelWidth - valueWidth - 12 }

    /// The panel's content for this frame, `height` points tall, scrolled by the playground's
    /// `panelScroll`.
    static func view(for p: Playground, height: Double, metrics: TextMetrics & Sendable) -> View {
        let s = p.session
        var rows: [View] = []
        for (line, color) in p.statusLines() {
            rows.append(textRow(line, color: color, font: .footnote, metrics: metrics))
        }
        if !(s.scene is FileScreenScene) {
            let panelStyle = SoftSegmentedStyle(parameters, font: .caption, segmentPadding: 10)
            rows.append(.spacer(6))
            rows.append(
                labelled(
                    "Styles",
                    .picker(
                        PickerItem(
                            "family", options: ["seed", "parametric"],
                            selection: binding(p) {
                                $0.session.family == .seed ? 0 : 1
                            } set: {
                                $0.setFamily($1 == 0 ? .seed : .parametric)
                            }, style: panelStyle, isFocusable: false)), metrics: metrics))
            rows.append(section("Shadow and shape", metrics))
            for spec in ParametricStyle.parameters { rows.append(slider(spec, p, metrics)) }
            rows.append(choice("Shape", "shape", \.shape, p, panelStyle, metrics))
            rows.append(choice("Surface", "surface", \.surface, p, panelStyle, metrics))
            rows.append(
                labelled(
                    "Spring",
                    .toggle(
                        ToggleItem(
                            "spring", label: Label(""), style: SoftSwitchStyle(parameters),
                            isOn: binding(p) {
                                $0.session.parameters.animation == .spring
                            } set: {
                                $0.session.parameters.animation = $1 ? .spring : .none
                            })), metrics: metrics))
            rows.append(
                labelled(
                    "Shadows",
                    .picker(
                        PickerItem(
                            "composition", options: ["chained", "independent"],
                            selection: binding(p) {
                                ($0.session.compositionOverride ?? $0.session.parameters.composition) == .chained
                                    ? 0 : 1
                            } set: {
                                $0.setComposition($1 == 0 ? .chained : .independent)
                            }, style: panelStyle,
                            isFocusable: false)), metrics: metrics))
            rows.append(section("Colours (OKLCH)", metrics))
            rows.append(swatches(p, metrics))
            rows.append(hexLine(p, metrics))
            for spec in ParametricStyle.color(p.activeColor).channels { rows.append(slider(spec, p, metrics)) }
        }
        rows.append(.spacer(8))
        rows.append(
            textRow("H: help · M: move · `: hide · #: hex", color: dim, font: .caption, metrics: metrics))
        let content = View.padding(
            EdgeInsets(top: 12, leading: inset, bottom: 16, trailing: inset),
            .vstack(spacing: 2, alignment: .leading, rows))
        let contentHeight = Layout(metrics: metrics).size(
            of: content, proposed: Size(width: width, height: height)
        ).height
        p.panelContentHeight = contentHeight
        let scroll = min(max(p.panelScroll, 0), max(0, contentHeight - height))
        let surface = Color(surface)
        return .background(
            draw: { [.fill(Rectangle(), in: $0, .color(surface))] },
            .frame(
                width: width, height: height, alignment: .topLeading,
                .offset(x: 0, y: -scroll, .scope("panel", content))))
    }

    /// One numeric knob: its name (accent when selected), a slider, and its value.
    static func slider(_ spec: ParameterSpec, _ p: Playground, _ metrics: TextMetrics) -> View {
        let index = Playground.knobs.firstIndex { $0.key == spec.key } ?? 0
        let isSelected = index == p.selectedParameter
        let name = spec.colorChannel.map { $0.rawValue.capitalized } ?? spec.label
        let value = p.session.knobValue(spec)
        let item = SliderItem(
            spec.key,
            value: binding(p) {
                $0.session.knobValue(spec)
            } set: {
                $0.session.setKnob(spec, $1)
                $0.showParametric()
            },
            in: spec.range, step: spec.coarseStep, fineStep: spec.fineStep, defaultValue: spec.defaultValue,
            width: sliderWidth, style: SoftSliderStyle(parameters), isFocusable: false,
            onReset: { MainActor.assumeIsolated { p.reset(knob: spec) } },
            onEditingChanged: { began in
                if began { MainActor.assumeIsolated { p.select(knob: index) } }
            })
        return .hstack(
            spacing: 6, alignment: .center,
            [
                .frame(
                    width: labelWidth, height: rowHeight, alignment: .leading,
                    .text((isSelected ? "› " : "") + name, font: .footnote, color: isSelected ? accent : text)),
                .slider(item),
                .frame(
                    width: valueWidth, height: rowHeight, alignment: .trailing,
                    .text(
                        spec.fineStep >= 1 ? String(format: "%.0f", value) : HUD.format(value), font: .footnote,
                        color: isSelected ? accent : dim)),
            ])
    }

    /// A choice among a `CaseIterable` knob's cases as a segmented control.
    static func choice<Value: CaseIterable & RawRepresentable & Equatable & Sendable>(
        _ title: String, _ key: String, _ path: WritableKeyPath<ParametricStyle, Value> & Sendable, _ p: Playground,
        _ style: SoftSegmentedStyle, _ metrics: TextMetrics
    ) -> View where Value.RawValue == String {
        let cases = Array(Value.allCases)
        return labelled(
            title,
            .picker(
                PickerItem(
                    key, options: cases.map(\.rawValue),
                    selection: binding(p) {
                        cases.firstIndex(of: $0.session.parameters[keyPath: path]) ?? 0
                    } set: {
                        $0.session.parameters[keyPath: path] = cases[min(max($1, 0), cases.count - 1)]
                        $0.showParametric()
                    }, style: style, isFocusable: false)), metrics: metrics, stacked: true)
    }

    /// The six colour knobs as swatches in one row; the chosen one's channels are the sliders below.
    static func swatches(_ p: Playground, _ metrics: TextMetrics) -> View {
        let names: [ColorRole: String] = [
            .base: "Base", .lightShadow: "Light", .darkShadow: "Dark", .background: "Page", .pressed: "Pressed",
            .label: "Label",
        ]
        return .hstack(
            spacing: 5, alignment: .center,
            ParametricStyle.colors.map { spec in
                .button(
                    ButtonItem(
                        spec.key, label: Label(names[spec.role] ?? spec.label, font: .caption),
                        style: SwatchButtonStyle(
                            color: p.session.knobColor(spec.role),
                            isChosen: spec.role == p.activeColor, relief: SoftRelief(parameters)),
                        action: { MainActor.assumeIsolated { p.chooseColor(spec.role) } }))
            })
    }

    /// The chosen colour's hex value (and whether it is derived), or the hex being typed.
    static func hexLine(_ p: Playground, _ metrics: TextMetrics) -> View {
        let spec = ParametricStyle.color(p.activeColor)
        let line: String
        if let typed = p.hexEntry {
            line = "\(spec.label): #\(typed)\(String(repeating: "_", count: max(0, 6 - typed.count)))  (Return / Esc)"
        } else {
            let parameters = p.session.parameters
            let color = p.session.knobColor(spec.role)
            let origin: String
            switch spec.role {
            case _ where parameters[keyPath: spec.keyPath] != nil: origin = ""
            case .base: origin = " · the scheme's"
            case .background: origin = parameters.baseColor == nil ? " · the scheme's" : " · the base"
            case .lightShadow, .darkShadow: origin = " · derived"
            case .pressed: origin = " · the surface"
            case .label: origin = " · black or white"
            }
            line = "\(spec.label) \(color.hex)\(origin)"
        }
        return textRow(line, color: p.hexEntry == nil ? text : accent, font: .footnote, metrics: metrics)
    }

    static func section(_ title: String, _ metrics: TextMetrics) -> View {
        .padding(
            EdgeInsets(top: 10, leading: 0, bottom: 2, trailing: 0),
            textRow(title.uppercased(), color: dim, font: .caption, metrics: metrics))
    }

    static func textRow(_ line: String, color: Color, font: Font, metrics: TextMetrics) -> View {
        let fitted = HUD.fitted(line, width: width - 2 * inset, metrics, font: font)
        let size = metrics.size(of: fitted, font: font)
        return .frame(
            width: width - 2 * inset, height: size.height + 4, alignment: .leading,
            .text(fitted, font: font, color: color))
    }

    /// A control with its name before it, or above it (`stacked`) when the control is wide.
    static func labelled(_ title: String, _ control: View, metrics: TextMetrics, stacked: Bool = false) -> View {
        let name = View.frame(
            width: stacked ? width - 2 * inset : labelWidth, height: stacked ? 18 : rowHeight, alignment: .leading,
            .text(title, font: .footnote, color: text))
        return stacked
            ? .vstack(spacing: 2, alignment: .leading, [name, control])
            : .hstack(spacing: 6, alignment: .center, [name, control])
    }

    /// A binding into the playground: the UI calls it on the main actor, during the frame.
    static func binding<Value: Sendable>(
        _ p: Playground, get: @escaping @MainActor (Playground) -> Value,
        set: @escaping @MainActor (Playground, Value) -> Void
    ) -> Binding<Value> {
        Binding(
            get: { MainActor.assumeIsolated { get(p) } },
            set: { value in MainActor.assumeIsolated { set(p, value) } })
    }
}

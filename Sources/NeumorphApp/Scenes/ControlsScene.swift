import Raster
import Style
import UI

/// Every soft control kind (switch, checkbox, slider, segmented control, radio group, progress bar)
/// in the current style: live ones to press, drag and Tab through, beside each kind's pressed look
/// and its disabled look. The progress bars follow the live slider.
struct ControlsScene: Scene {
    let name = "controls"
    let summary = "every soft control: switch, checkbox, slider, segmented, radio group, progress"
    let defaultScheme = Scheme.light
    func view(_ c: SceneContext, state: SceneState) -> View {
        let p = c.softParameters
        let switchStyle = SoftSwitchStyle(p)
        let checkbox = SoftCheckboxStyle(p)
        let slider = SoftSliderStyle(p)
        let segmented = SoftSegmentedStyle(p)
        let radio = SoftRadioGroupStyle(p)
        let progress = SoftProgressStyle(p)
        let metrics = c.metrics
        let text = Color(p.labelColor)
        let caption = Color(p.labelColor).opacity(0.75)
        let columnWidth = 240.0

        /// The same control drawn pressed (or on), as a preview: it takes no input.
        func pressedToggle(_ style: any ToggleStyle, _ label: Label, isOn: Bool) -> View {
            let config = ToggleConfiguration(
                button: ButtonConfiguration(label: label, isPressed: true, metrics: metrics), isOn: isOn)
            return .drawing(style.size(for: config)) { style.makeBody(configuration: config, in: $0) }
        }
        func cell(_ view: View) -> View { .frame(width: columnWidth, height: nil, alignment: .leading, view) }
        func row(_ title: String, _ cells: [View]) -> View {
            .hstack(
                spacing: 24, alignment: .center,
                [.frame(width: 110, height: nil, alignment: .leading, .text(title, font: .headline, color: text))]
                    + cells.map(cell))
        }
        let volume = state.value("controls/volume", initial: 0.35)
        let header = View.hstack(
            spacing: 24, alignment: .center,
            [.frame(width: 110, height: nil, alignment: .leading, .empty)]
                + ["live", "pressed", "disabled"].map { cell(.text($0, font: .caption, color: caption)) })
        let sliderRect = Size(width: columnWidth - 20, height: slider.height)
        let pressedSlider = View.drawing(sliderRect) {
            slider.makeBody(configuration: SliderConfiguration(fraction: 0.6, isPressed: true), in: $0)
        }
        let days = ["Day", "Week", "Month"]
        let pressedSegments = View.drawing(segmented.size(options: days, metrics: metrics)) {
            segmented.makeBody(
                configuration: PickerConfiguration(options: days, selection: 1, pressedOption: 2, metrics: metrics),
                in: $0)
        }
        let sizes = ["Small", "Medium", "Large"]
        let pressedRadio = View.drawing(radio.size(options: sizes, metrics: metrics)) {
            radio.makeBody(
                configuration: PickerConfiguration(options: sizes, selection: 0, pressedOption: 2, metrics: metrics),
                in: $0)
        }
        let switches = View.vstack(
            spacing: 4, alignment: .leading,
            [
                .toggle(
                    ToggleItem(
                        "wifi", label: Label("Wi-Fi"), style: switchStyle,
                        isOn: state.isOn("controls/wifi", initial: true)
                    )),
                .toggle(
                    ToggleItem(
                        "bluetooth", label: Label("Bluetooth"), style: switchStyle,
                        isOn: state.isOn("controls/bluetooth"))),
            ])
        let titles = ["Switch", "Checkbox", "Slider", "Segmented", "Radio group", "Progress"]
        let live: [View] = [
            switches,
            .toggle(
                ToggleItem(
                    "remember", label: Label("Remember me"), style: checkbox, isOn: state.isOn("controls/remember"))),
            .slider(
                SliderItem(
                    "volume", value: volume, in: 0...1, step: 0.05, fineStep: 0.01, defaultValue: 0.35,
                    width: columnWidth - 20, style: slider)),
            .picker(
                PickerItem("period", options: days, selection: state.selection("controls/period"), style: segmented)),
            .picker(
                PickerItem(
                    "size", options: sizes, selection: state.selection("controls/size", initial: 1), style: radio)),
            .progress(volume.wrappedValue, width: columnWidth - 20, style: progress),
        ]
        let pressed: [View] = [
            pressedToggle(switchStyle, Label("Wi-Fi"), isOn: true),
            pressedToggle(checkbox, Label("Remember me"), isOn: false),
            pressedSlider,
            pressedSegments,
            pressedRadio,
            .progress(1, width: columnWidth - 20, style: progress),
        ]
        let disabled: [View] = [
            .toggle(
                ToggleItem(
                    "airdrop", label: Label("AirDrop"), style: switchStyle, isOn: .constant(true), isEnabled: false)),
            .toggle(
                ToggleItem("terms", label: Label("Accepted"), style: checkbox, isOn: .constant(true), isEnabled: false)),
            .slider(
                SliderItem(
                    "balance", value: .constant(0.5), in: 0...1, step: 0.05, width: columnWidth - 20, style: slider,
                    isEnabled: false)),
            .picker(
                PickerItem("period-off", options: days, selection: .constant(2), style: segmented, isEnabled: false)),
            .picker(PickerItem("size-off", options: sizes, selection: .constant(0), style: radio, isEnabled: false)),
            .progress(0, width: columnWidth - 20, style: progress),
        ]
        let rows: [View] = [header] + titles.indices.map { row(titles[$0], [live[$0], pressed[$0], disabled[$0]]) }
        let full = View.vstack(spacing: 22, alignment: .leading, rows)
        let fullSize = Layout(metrics: metrics).size(of: full, proposed: c.size)
        guard fullSize.width > c.size.width || fullSize.height > c.size.height else {
            return .background(draw: { c.background(in: $0) }, .fill(alignment: .center, .scope("controls", full)))
        }
        // Too small for the table: the live controls alone, titled, in as many columns as fit.
        let cells: [View] = zip(titles, live).map { title, control in
            .frame(
                width: columnWidth, height: nil, alignment: .topLeading,
                .vstack(spacing: 6, alignment: .leading, [.text(title, font: .headline, color: text), control]))
        }
        let columns = max(1, min(cells.count, Int((c.size.width - 32) / (columnWidth + 24))))
        let grid = stride(from: 0, to: cells.count, by: columns).map { start in
            View.hstack(spacing: 24, alignment: .top, Array(cells[start..<min(start + columns, cells.count)]))
        }
        return .background(
            draw: { c.background(in: $0) },
            .fill(alignment: .center, .scope("controls", .vstack(spacing: 16, alignment: .leading, grid))))
    }
}

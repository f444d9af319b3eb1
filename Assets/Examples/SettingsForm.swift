import SwiftUI

/// A settings screen made only of SwiftUI's standard controls, in a grouped Form: switches, a
/// checkbox, a slider, a stepper, a segmented and a menu picker, a progress bar and a date picker.
enum Theme: CaseIterable {
    case light, dark, automatic

    var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .automatic: "Auto"
        }
    }
}

struct SettingsForm: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var brightness = 0.6
    @State private var fontSize = 17
    @State private var theme = Theme.automatic
    @State private var quality = "High"
    @State private var autoLock = true
    @State private var reminder = Date()

    var body: some View {
        Form {
            Section("Connectivity") {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
            }
            Section {
                Slider(value: $brightness, in: 0...1, step: 0.05) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.max").imageScale(.small)
                } maximumValueLabel: {
                    Image(systemName: "sun.max.fill")
                }
                .labelsHidden()
                Stepper("Text size \(fontSize)", value: $fontSize, in: 12...24)
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases, id: \.self) { option in
                        Text(option.title).tag(option)
                    }
                }
                .pickerStyle(.segmented)
            } header: {
                Text("Display")
            } footer: {
                Text("Automatic follows the time of day.")
            }
            Section(header: Text("Video")) {
                Picker("Quality", selection: $quality) {
                    Text("Low").tag("Low")
                    Text("Medium").tag("Medium")
                    Text("High").tag("High")
                }
                Toggle("Lock automatically", isOn: $autoLock)
                    .toggleStyle(.checkbox)
                ProgressView("Downloading", value: 0.4)
            }
            Section("Reminder") {
                DatePicker("Remind me", selection: $reminder)
            }
        }
    }
}

#Preview {
    SettingsForm()
}

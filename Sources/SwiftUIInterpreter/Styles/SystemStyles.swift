import Style
import SwiftSource

/// SwiftUI's own button and toggle styles, for a screen's controls that name none (or `.plain`,
/// `.switch`): written in the language style files use and interpreted like them.
enum SystemStyles {
    static let source = """
        import SwiftUI

        // Disabled, iOS greys a system button's title (and a bordered one's fill) rather than
        // dimming it: the styles read `isEnabled` and draw that look themselves.
        struct AutomaticButtonStyle: ButtonStyle {
            @Environment(\\.isEnabled) private var isEnabled
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundColor(
                        !isEnabled ? Color(.tertiaryLabel) : configuration.role == .destructive ? .red : .accentColor)
                    .opacity(configuration.isPressed ? 0.3 : 1)
            }
        }

        // iOS 15's bordered buttons at the regular control size: a continuous rounded rectangle around
        // the title, filled with the accent (its title white), or washed with it (its title in it).
        struct BorderedProminentButtonStyle: ButtonStyle {
            @Environment(\\.isEnabled) private var isEnabled
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundColor(isEnabled ? .white : Color(.tertiaryLabel))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 7)
                    .background(
                        RoundedRectangle(cornerRadius: 8, style: .continuous)
                            .fill(
                                !isEnabled
                                    ? Color(.tertiarySystemFill)
                                    : configuration.role == .destructive ? Color.red : Color.accentColor))
                    .opacity(configuration.isPressed ? 0.7 : 1)
            }
        }

        struct BorderedButtonStyle: ButtonStyle {
            @Environment(\\.isEnabled) private var isEnabled
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundColor(
                        !isEnabled ? Color(.tertiaryLabel) : configuration.role == .destructive ? .red : .accentColor)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 7)
                    .background(
                        RoundedRectangle(cornerRadius: 8, style: .continuous)
                            .fill(
                                !isEnabled
                                    ? Color(.tertiarySystemFill)
                                    : (configuration.role == .destructive ? Color.red : Color.accentColor).opacity(0.15)))
                    .opacity(configuration.isPressed ? 0.7 : 1)
            }
        }

        struct PlainButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .opacity(configuration.isPressed ? 0.6 : 1)
            }
        }

        // Green unless `.tint(…)` or `SwitchToggleStyle(tint:)` colours it: the app's accent colour
        // does not reach a switch.
        struct SwitchToggleStyle: ToggleStyle {
            let tint: Color
            func makeBody(configuration: Configuration) -> some View {
                // iOS's labelled switch fills its row: the label leading, the switch trailing. The label
                // takes what the switch leaves (a Spacer beside it would halve that).
                HStack(spacing: 12) {
                    configuration.label
                        .frame(maxWidth: .infinity, alignment: .leading)
                    SwitchKnob(isOn: configuration.isOn, tint: tint)
                }
            }
        }

        /// `.labelsHidden()`: the switch alone, as big as itself.
        struct LabelsHiddenSwitchToggleStyle: ToggleStyle {
            let tint: Color
            func makeBody(configuration: Configuration) -> some View {
                SwitchKnob(isOn: configuration.isOn, tint: tint)
            }
        }

        struct SwitchKnob: View {
            let isOn: Bool
            let tint: Color
            var body: some View {
                ZStack {
                    Capsule()
                        .fill(isOn ? tint : Color(white: 0.85))
                    Circle()
                        .fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 2, x: 0, y: 1)
                        .padding(2)
                        .offset(x: isOn ? 10 : -10)
                }
                .frame(width: 51, height: 31)
            }
        }
        """

    /// The styles, read anew for each screen file rather than kept in a static: a static AST lives
    /// until exit, where LeakSanitizer (tests, fuzzing) cannot tell it from a leak.
    static func program() -> Program? { try? Program(source: source, path: "SystemStyles.swift") }

    static func buttonTypeName(_ name: String?) -> String {
        // A borderless button is drawn in the accent colour, as the automatic one is in a screen.
        switch name {
        case "plain": "PlainButtonStyle"
        case "borderedProminent": "BorderedProminentButtonStyle"
        case "bordered": "BorderedButtonStyle"
        default: "AutomaticButtonStyle"
        }
    }

    /// A switch's colour when on, where nothing tints it.
    static let switchTint = Builtins.colors["green"] ?? Color(r8: 52, g8: 199, b8: 89)
    static let toggleTypeName = "SwitchToggleStyle"
    static let labelsHiddenToggleTypeName = "LabelsHiddenSwitchToggleStyle"
}

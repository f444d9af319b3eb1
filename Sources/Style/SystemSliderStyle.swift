import Raster

/// iOS's own slider (`UISlider`, what SwiftUI's `Slider` is on an iPhone): a 4-point track, the accent
/// up to the value and a translucent grey after it, and a white 27-point knob lifted by a soft shadow.
/// A screen's Slider wears it unless the file gives it our soft look.
public struct SystemSliderStyle: SliderStyle {
    /// `.tint(_:)`, else the app's accent.
    public var accent: Color
    static let knob = 27.0
    static let track = 4.0
    /// iOS's `systemFill`, the track past the value.
    static let rest = Color(
        light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2),
        dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36))

    public init(accent: Color) { self.accent = accent }

    public var name: String { "system-slider" }
    public var animation: Animation { .spring }
    /// A `UISlider`'s height, the whole of it taking the press.
    public var height: Double { 31 }

    public func knobTravel(in rect: Rect) -> (minX: Double, maxX: Double) { KnobTravel.span(knob: Self.knob, in: rect) }

    public func knobRect(fraction: Double, in rect: Rect) -> Rect {
        KnobTravel.knobRect(knob: Self.knob, fraction: fraction, in: rect)
    }

    func trackRect(in rect: Rect) -> Rect {
        Rect(x: rect.minX, y: rect.midY - Self.track / 2, width: rect.width, height: Self.track)
    }

    public func makeBody(configuration: SliderConfiguration, in rect: Rect) -> [DrawCommand] {
        let track = trackRect(in: rect)
        let knob = knobRect(fraction: configuration.fraction, in: rect)
        var body: [DrawCommand] = [.fill(Capsule(), in: track, .color(Self.rest))]
        let filled = Rect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
        if filled.width > 0 {
            body.append(.fill(Capsule(), in: filled, .color(configuration.isEnabled ? accent : .gray)))
        }
        // UIKit's knob: white, a hairline shadow close under it and a wider soft one.
        let shadows = [
            Shadow(color: Color.black.opacity(0.12), radius: 0.5, y: 0.5),
            Shadow(color: Color.black.opacity(0.15), radius: 4, y: 3),
        ]
        body.append(.fill(Circle(), in: knob, .color(.white), shadows: shadows))
        return body
    }

    public func edges(configuration: SliderConfiguration, in rect: Rect) -> [Path] {
        [
            Capsule().path(in: trackRect(in: rect)),
            Circle().path(in: knobRect(fraction: configuration.fraction, in: rect)),
        ]
    }
}

import Raster
import Style
import SwiftUIInterpreter

/// What a device draws over an app's screen at rest, as a screenshot of Xcode's canvas shows it: the
/// status bar at 9:41 with full signal, Wi-Fi and battery, the Dynamic Island, the home indicator, or
/// a Mac window's title bar. In the colour scheme's ink: black over a light screen, white over a dark one.
enum DeviceChrome {
    static func commands(
        _ device: Device, _ orientation: Device.Orientation, size: Size, colorScheme: Appearance.ColorScheme,
        metrics: TextMetrics
    ) -> [DrawCommand] {
        let ink: Color = colorScheme == .dark ? .white : .black
        var commands: [DrawCommand] = []
        let landscape = orientation == .landscape && device.rotates
        switch device.housing {
        case .island(let width, let height, let top):
            // An iPhone hides its status bar in landscape; the island is then at the leading side.
            if landscape {
                let island = Rect(x: top, y: (size.height - width) / 2, width: height, height: width)
                commands.append(.fill(Capsule(), in: island, .color(.black)))
            } else {
                let island = Rect(x: (size.width - width) / 2, y: top, width: width, height: height)
                commands.append(.fill(Capsule(), in: island, .color(.black)))
                let ear = island.minX
                let centreY = island.midY
                commands += time(at: Point(x: ear / 2 + 6, y: centreY), centred: true, size: 17, ink: ink, metrics)
                commands += indicators(centredAt: Point(x: size.width - ear / 2 - 6, y: centreY), ink: ink)
            }
        case .statusBar:
            if !landscape {
                let centreY = device.safeArea(.portrait).top / 2
                commands += time(at: Point(x: size.width / 2, y: centreY), centred: true, size: 12, ink: ink, metrics)
                commands += signal(at: Point(x: 6, y: centreY), ink: ink, scale: 0.85)
                commands += battery(endingAt: Point(x: size.width - 6, y: centreY), ink: ink, scale: 0.85)
            }
        case .tabletBar:
            let centreY = device.safeArea(orientation).top / 2
            commands += time(at: Point(x: 20, y: centreY), centred: false, size: 13, ink: ink, metrics)
            commands += battery(endingAt: Point(x: size.width - 20, y: centreY), ink: ink, scale: 0.85)
            commands.append(
                .icon(
                    SystemImage(named: "wifi"), in: Rect(x: size.width - 75, y: centreY - 6, width: 16, height: 12),
                    color: ink))
        case .titleBar:
            commands += titleBar(width: size.width, height: device.safeArea(orientation).top, colorScheme: colorScheme)
        }
        if device.hasHomeIndicator {
            let width = min(landscape ? 200 : 134, size.width * 0.4)
            let bar = Rect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
            commands.append(.fill(Capsule(), in: bar, .color(ink)))
        }
        return commands
    }

    /// "9:41", the time of every Apple product shot, at a point: its middle there (`centred`), or its
    /// leading edge, centred across.
    private static func time(at point: Point, centred: Bool, size: Double, ink: Color, _ metrics: TextMetrics)
        -> [DrawCommand]
    {
        let font = Font(size: size, weight: .semibold)
        let box = metrics.size(of: "9:41", font: font)
        let x = centred ? point.x - box.width / 2 : point.x
        return [.text("9:41", font: font, color: ink, origin: Point(x: x, y: point.y - box.height / 2))]
    }

    /// Cellular bars, Wi-Fi and the battery, in that order, centred on a point.
    private static func indicators(centredAt centre: Point, ink: Color) -> [DrawCommand] {
        let total = 18.0 + 6 + 16 + 6 + 27
        let x = centre.x - total / 2
        var commands = signal(at: Point(x: x, y: centre.y), ink: ink, scale: 1)
        commands.append(
            .icon(SystemImage(named: "wifi"), in: Rect(x: x + 24, y: centre.y - 6, width: 16, height: 12), color: ink))
        commands += battery(endingAt: Point(x: x + total, y: centre.y), ink: ink, scale: 1)
        return commands
    }

    /// Four bars rising to the right, all lit, their bottoms on a line.
    private static func signal(at origin: Point, ink: Color, scale: Double) -> [DrawCommand] {
        let heights = [4.0, 6.5, 9, 11.5].map { $0 * scale }
        let bottom = origin.y + 5.75 * scale
        return heights.enumerated().map { index, height in
            .fill(
                RoundedRectangle(cornerRadius: 1 * scale),
                in: Rect(
                    x: origin.x + Double(index) * 4.8 * scale, y: bottom - height, width: 3.2 * scale, height: height),
                .color(ink))
        }
    }

    /// A full battery: an outline, its charge, and the terminal, ending at a point.
    private static func battery(endingAt end: Point, ink: Color, scale: Double) -> [DrawCommand] {
        let body = Rect(x: end.x - 27 * scale, y: end.y - 6.5 * scale, width: 24.5 * scale, height: 13 * scale)
        let charge = body.insetBy(dx: 2 * scale, dy: 2 * scale)
        let terminal = Rect(x: body.maxX + 1 * scale, y: end.y - 2 * scale, width: 1.5 * scale, height: 4 * scale)
        return [
            .stroked(
                AnyInsettableShape(RoundedRectangle(cornerRadius: 4 * scale)), in: body, .color(ink.opacity(0.4)),
                lineWidth: 1, inside: true),
            .fill(RoundedRectangle(cornerRadius: 2.5 * scale), in: charge, .color(ink)),
            .fill(RoundedRectangle(cornerRadius: 0.75 * scale), in: terminal, .color(ink.opacity(0.4))),
        ]
    }

    /// A Mac window's title bar: its three buttons at the leading edge over a hairline.
    private static func titleBar(width: Double, height: Double, colorScheme: Appearance.ColorScheme) -> [DrawCommand] {
        let bar = Rect(x: 0, y: 0, width: width, height: height)
        let background = colorScheme == .dark ? Color(r8: 56, g8: 56, b8: 58) : Color(r8: 236, g8: 236, b8: 236)
        let rule = colorScheme == .dark ? Color(r8: 20, g8: 20, b8: 20) : Color(r8: 208, g8: 208, b8: 208)
        var commands: [DrawCommand] = [
            .fill(Rectangle(), in: bar, .color(background)),
            .fill(Rectangle(), in: Rect(x: 0, y: height - 1, width: width, height: 1), .color(rule)),
        ]
        let buttons = [Color(r8: 255, g8: 95, b8: 87), Color(r8: 254, g8: 188, b8: 46), Color(r8: 40, g8: 200, b8: 64)]
        for (index, color) in buttons.enumerated() {
            let centre = Point(x: 20 + Double(index) * 20, y: height / 2)
            commands.append(
                .fill(Circle(), in: Rect(x: centre.x - 6, y: centre.y - 6, width: 12, height: 12), .color(color)))
        }
        return commands
    }
}

extension DeviceChrome {
    /// The display's corner radius in points (a home-button iPhone's is square).
    static func cornerRadius(_ device: Device) -> Double {
        switch device.housing {
        case .island: 55
        case .statusBar: 0
        case .tabletBar: 18
        case .titleBar: 10
        }
    }
}

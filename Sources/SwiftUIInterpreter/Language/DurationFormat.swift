/// `DateComponentsFormatter`'s `string(from: TimeInterval)`, the timer text of a Pomodoro or a music
/// player ("25:00", "1h 5m"). Foundation on Linux marks the formatter unavailable, so its rules for US
/// English are written here: the allowed units from the largest down, the largest taking what the
/// others do not; `.positional` joins them with colons, its leading zero units dropped (down to minutes
/// and seconds) unless `.pad` keeps every allowed unit at two digits; the other styles name each unit
/// that is not zero.
enum DurationFormat {
    /// The units a duration is written in, largest first, with their seconds and their names by style.
    private static let units: [(name: String, seconds: Int, abbreviated: String, short: String, full: String)] = [
        ("day", 86_400, "d", "day", "day"), ("hour", 3_600, "h", "hr", "hour"), ("minute", 60, "m", "min", "minute"),
        ("second", 1, "s", "sec", "second"),
    ]

    /// `interval` in the `allowed` units (nil: hours, minutes and seconds), in `style` (`positional`,
    /// `abbreviated`, `brief`, `short`, `full`; nil: positional), padded when `pads` (`.pad`).
    static func string(_ interval: Double, allowed: [String]?, style: String?, pads: Bool) -> String? {
        guard interval.isFinite, abs(interval) < 1e12 else { return nil }
        // Hours, minutes and seconds when none are allowed that a duration is written in.
        let standard = ["hour", "minute", "second"]
        var chosen = units.filter { (allowed ?? standard).contains($0.name) }
        if chosen.isEmpty { chosen = units.filter { standard.contains($0.name) } }
        var left = Int(abs(interval).rounded(.towardZero))
        var values: [Int] = []
        for unit in chosen {
            values.append(left / unit.seconds)
            left %= unit.seconds
        }
        let sign = interval <= -1 ? "-" : ""
        switch style ?? "positional" {
        case "positional":
            var shown = Array(zip(chosen.map(\.name), values))
            if !pads {
                // Leading zero units go, down to the last two (a minute and its seconds: "0:05").
                while shown.count > 2, shown[0].1 == 0 { shown.removeFirst() }
            }
            let parts = shown.enumerated().map { index, part in
                index == 0 && !pads ? String(part.1) : (part.1 < 10 ? "0" : "") + String(part.1)
            }
            return sign + parts.joined(separator: ":")
        case let style:
            var parts: [String] = []
            for (unit, value) in zip(chosen, values) where value != 0 || pads {
                switch style {
                case "abbreviated": parts.append("\(value)\(unit.abbreviated)")
                case "brief": parts.append("\(value)\(unit.short)")
                case "short": parts.append("\(value) \(unit.short)")
                default: parts.append("\(value) \(unit.full)\(value == 1 ? "" : "s")")
                }
            }
            if parts.isEmpty, let smallest = chosen.last {
                return string(0, allowed: [smallest.name], style: style, pads: true)
            }
            let separator = style == "abbreviated" || style == "brief" ? " " : ", "
            return sign + parts.joined(separator: separator)
        }
    }
}

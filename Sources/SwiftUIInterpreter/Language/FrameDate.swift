import Foundation

/// `Date` in a screen: the preview's fixed moment (9 January 2007, 9:41 UTC, `DatePicker.standIn`)
/// plus the frame clock's time since the screen's first frame, so a clock drawn with `Date()` or a
/// `TimelineView` shows 9:41 when the screen opens and ticks in the window, and a screenshot or a
/// recording shows the same times on every run. `Calendar.current` is the Gregorian
/// calendar in UTC.
enum FrameDate {
    /// Seconds from 1970 to 2001, where `timeIntervalSinceReferenceDate` counts from.
    static let referenceOffset = 978_307_200.0

    static func now(_ evaluator: Evaluator) -> Value {
        DatePicker.date(DatePicker.standIn + evaluator.objects.sinceFirstFrame)
    }

    /// A `Date`'s computed members.
    static func property(_ name: String, of seconds: Double, _ evaluator: Evaluator) -> Value? {
        switch name {
        case "timeIntervalSinceReferenceDate": .number(seconds - referenceOffset)
        case "timeIntervalSinceNow": .number(seconds - (DatePicker.standIn + evaluator.objects.sinceFirstFrame))
        default: nil
        }
    }

    private static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// `Calendar.current.component(.hour, from: date)`, nil for a component it does not know.
    static func component(_ name: String, of seconds: Double) -> Int? {
        let units: [String: Calendar.Component] = [
            "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
            "weekday": .weekday, "nanosecond": .nanosecond,
        ]
        guard let unit = units[name], seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        return calendar.component(unit, from: Date(timeIntervalSince1970: seconds))
    }

    /// `Text(date, style: .time)` and `.date` as iOS writes them in US English.
    static func text(_ seconds: Double, style: String) -> String? {
        switch style {
        case "time": DatePicker.formatted(seconds, "h:mm a")
        case "date": DatePicker.formatted(seconds, "MMMM d, yyyy")
        default: nil
        }
    }
}

import Foundation
import SwiftSource

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

    static let units: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "weekday": .weekday, "weekOfYear": .weekOfYear, "weekOfMonth": .weekOfMonth,
        "nanosecond": .nanosecond, "quarter": .quarter, "weekdayOrdinal": .weekdayOrdinal,
        "yearForWeekOfYear": .yearForWeekOfYear,
    ]

    /// `DateComponents`' properties, in the order Foundation lists them.
    static let componentNames = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
        "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear",
    ]

    /// `Calendar.current.component(.hour, from: date)`, nil for a component it does not know.
    static func component(_ name: String, of seconds: Double) -> Int? {
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

extension FrameDate {
    /// `Calendar.current`'s arithmetic on dates, in the Gregorian calendar in UTC; "today" is the
    /// preview's day. Nil for a method it does not have.
    static func calendarMethod(
        _ name: String, _ arguments: [EvaluatedArgument], at: SourceLocation, now: Double
    ) throws(EvaluationError) -> Value? {
        var list = ArgumentList(arguments, callee: "Calendar.\(name)", at: at)
        func date(_ label: String?) throws(EvaluationError) -> Date {
            let a = try list.required(label)
            // `startOfDay(for: .now)`: the preview's moment where a Date goes.
            if case .implicitMember("now", _) = a.value { return Date(timeIntervalSince1970: now) }
            guard let seconds = DatePicker.seconds(a.value) else {
                throw EvaluationError(location: a.location, message: "Calendar.\(name) takes a Date here")
            }
            return Date(timeIntervalSince1970: seconds)
        }
        func made(_ date: Date?) -> Value { date.map { DatePicker.date($0.timeIntervalSince1970) } ?? .void }
        func unitSet(_ value: Value, at location: SourceLocation) throws(EvaluationError) -> [String] {
            let members: [Value]
            if case .array(let elements) = value { members = elements } else { members = [value] }
            return try members.map { m throws(EvaluationError) in
                guard case .implicitMember(let unit, _) = m, units[unit] != nil else {
                    throw EvaluationError(location: location, message: "expected a Calendar.Component such as .day")
                }
                return unit
            }
        }
        func componentsValue(_ c: DateComponents, _ names: [String]) -> Value {
            var instance = Instance(typeName: "DateComponents", properties: [:])
            for n in componentNames {
                let value = names.contains(n) ? units[n].flatMap { c.value(for: $0) } : nil
                instance.properties[n] = value.map(Value.int) ?? .void
            }
            return .instance(instance)
        }
        let today = Date(timeIntervalSince1970: now)
        let result: Value
        switch name {
        case "date" where list.peek("byAdding") != nil:
            let unit = try list.required("byAdding")
            let names = try unitSet(unit.value, at: unit.location)
            let amount = try list.required("value")
            let n = try Convert.integer(amount.value, at: amount.location)
            guard names.count == 1, let component = units[names[0]], abs(n) < 1_000_000 else {
                throw EvaluationError(location: unit.location, message: "byAdding: takes one component such as .day")
            }
            result = made(calendar.date(byAdding: component, value: n, to: try date("to")))
        case "date" where list.peek("from") != nil:
            let given = try list.required("from")
            guard case .instance(let c) = given.value, c.typeName == "DateComponents" else {
                throw EvaluationError(location: given.location, message: "date(from:) takes DateComponents")
            }
            var parts = DateComponents()
            for (n, unit) in units {
                if case .int(let v)? = c.properties[n], abs(v) < 1_000_000 { parts.setValue(v, for: unit) }
            }
            result = made(calendar.date(from: parts))
        case "date" where list.peek("bySettingHour") != nil:
            func part(_ label: String) throws(EvaluationError) -> Int {
                try list.take(label).map { a throws(EvaluationError) in try Convert.integer(a.value, at: a.location) }
                    ?? 0
            }
            let (h, m, s) = (try part("bySettingHour"), try part("minute"), try part("second"))
            guard (0..<24).contains(h), (0..<60).contains(m), (0..<60).contains(s) else { return .void }
            result = made(calendar.date(bySettingHour: h, minute: m, second: s, of: try date("of")))
        case "startOfDay":
            result = made(calendar.startOfDay(for: try date("for")))
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow":
            let offset = ["isDateInToday": 0, "isDateInYesterday": -1, "isDateInTomorrow": 1][name]!
            let day = calendar.date(byAdding: .day, value: offset, to: today) ?? today
            result = .bool(calendar.isDate(try date(nil), inSameDayAs: day))
        case "isDateInWeekend":
            result = .bool(calendar.isDateInWeekend(try date(nil)))
        case "isDate" where list.peek("inSameDayAs") != nil:
            let a = try date(nil)
            result = .bool(calendar.isDate(a, inSameDayAs: try date("inSameDayAs")))
        case "dateComponents":
            let set = try list.required(nil)
            let names = try unitSet(set.value, at: set.location)
            let from = try date("from")
            let wanted = Set(names.compactMap { units[$0] })
            if list.peek("to") != nil {
                result = componentsValue(calendar.dateComponents(wanted, from: from, to: try date("to")), names)
            } else {
                result = componentsValue(calendar.dateComponents(wanted, from: from), names)
            }
        default:
            return nil
        }
        try list.finish()
        return result
    }
}

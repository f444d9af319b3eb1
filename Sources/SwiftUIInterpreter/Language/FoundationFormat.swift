import Foundation
import SwiftSource

/// Foundation's formatting of dates and numbers, done by Foundation itself (swift-foundation on
/// Linux gives the strings Apple's does) in US English and UTC, the locale and zone every preview
/// here is drawn in, so a picture is the same on every machine.
///
/// A format style is a value while the code builds it: `.dateTime.hour().minute()` starts from
/// `.dateTime` and gains a part per call, `.number.precision(.fractionLength(2))` likewise. It is an
/// `Instance` of `FormatStyle` holding its kind and its parts, turned into Foundation's style only
/// when a value is formatted with it.
enum FoundationFormat {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC")!
    static let typeName = "FormatStyle"

    /// The styles a chain starts from: `.dateTime`, `.number`, `.percent`, `.currency(code:)`,
    /// `.relative(presentation:)`, `.iso8601`.
    static let kinds: Set<String> = ["dateTime", "number", "percent", "currency", "relative", "iso8601"]

    /// The format style `value` is or starts, nil for anything else.
    static func style(_ value: Value) -> Instance? {
        switch value {
        case .instance(let i) where i.typeName == typeName: return i
        case .implicitMember(let kind, _) where kinds.contains(kind): return make(kind)
        case .implicitCall(let kind, let arguments, _) where kinds.contains(kind):
            var style = make(kind)
            for argument in arguments {
                style.properties[argument.label ?? "_"] = argument.value
            }
            return style
        default: return nil
        }
    }

    static func make(_ kind: String, _ properties: [String: Value] = [:]) -> Instance {
        var all = properties
        all["kind"] = .string(kind)
        all["parts"] = all["parts"] ?? .array([])
        return Instance(typeName: typeName, properties: all)
    }

    /// `style.name(argument)`: the style with one more part (`.hour()`, `.precision(…)`).
    static func extend(_ style: Instance, _ name: String, _ arguments: [EvaluatedArgument]) -> Value {
        var extended = style
        guard case .array(var parts)? = style.properties["parts"] else { return .instance(style) }
        parts.append(.tuple([TupleElement(label: name, value: arguments.first?.value ?? .void)]))
        extended.properties["parts"] = .array(parts)
        return .instance(extended)
    }

    private static func parts(of style: Instance) -> [(name: String, argument: Value)] {
        guard case .array(let parts)? = style.properties["parts"] else { return [] }
        return parts.compactMap { part in
            guard case .tuple(let elements) = part, let first = elements.first, let name = first.label else {
                return nil
            }
            return (name, first.value)
        }
    }

    // MARK: Dates

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    /// `date.formatted()`: numeric date and short time, "1/9/2007, 9:41 AM".
    static func formatted(date seconds: Double) -> String {
        formatted(seconds, date: "numeric", time: "shortened")
    }

    /// `date.formatted(date: .abbreviated, time: .omitted)`.
    static func formatted(_ seconds: Double, date dateName: String?, time timeName: String?) -> String {
        let dates: [String: Date.FormatStyle.DateStyle] = [
            "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
        ]
        let times: [String: Date.FormatStyle.TimeStyle] = [
            "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
        ]
        let style = Date.FormatStyle(
            date: dateName.flatMap { dates[$0] } ?? .omitted, time: timeName.flatMap { times[$0] } ?? .omitted,
            locale: locale, timeZone: timeZone)
        return date(seconds).formatted(style)
    }

    /// A date in a format style: `.dateTime` with its parts, `Date.FormatStyle(date:time:)`,
    /// `.relative(presentation:)` (to `now`), `.iso8601`.
    static func format(date seconds: Double, _ style: Instance, now: Double, at: SourceLocation)
        throws(EvaluationError) -> String
    {
        guard case .string(let kind)? = style.properties["kind"] else { return formatted(date: seconds) }
        switch kind {
        case "dateTime":
            var format = Date.FormatStyle(locale: locale, timeZone: timeZone)
            let parts = parts(of: style)
            if parts.isEmpty { return date(seconds).formatted(Date.FormatStyle.dateTime.locale(locale)) }
            for (name, argument) in parts { format = try dateField(format, name, argument, at: at) }
            return date(seconds).formatted(format)
        case "date/time":
            return formatted(
                seconds, date: style.properties["date"]?.memberName, time: style.properties["time"]?.memberName)
        case "relative":
            let units: Date.RelativeFormatStyle.UnitsStyle =
                switch style.properties["unitsStyle"]?.memberName {
                case "abbreviated": .abbreviated
                case "narrow": .narrow
                case "spellOut": .spellOut
                default: .wide
                }
            // The date described as seen from the preview's moment, not from the machine's clock.
            let format = Date.AnchoredRelativeFormatStyle(
                anchor: date(seconds),
                presentation: style.properties["presentation"]?.memberName == "named" ? .named : .numeric,
                unitsStyle: units, locale: locale)
            return format.format(date(now))
        case "iso8601":
            return date(seconds).formatted(Date.ISO8601FormatStyle(timeZone: timeZone))
        default:
            throw EvaluationError(location: at, message: "a date cannot be formatted as .\(kind)")
        }
    }

    private static func dateField(_ format: Date.FormatStyle, _ name: String, _ argument: Value, at: SourceLocation)
        throws(EvaluationError) -> Date.FormatStyle
    {
        let width = argument.memberName
        switch name {
        case "year": return format.year(width == "twoDigits" ? .twoDigits : .defaultDigits)
        case "month":
            let months: [String: Date.FormatStyle.Symbol.Month] = [
                "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "twoDigits": .twoDigits,
                "defaultDigits": .defaultDigits,
            ]
            return format.month(width.flatMap { months[$0] } ?? .abbreviated)
        case "day": return format.day(width == "twoDigits" ? .twoDigits : .defaultDigits)
        case "weekday":
            let days: [String: Date.FormatStyle.Symbol.Weekday] = [
                "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit,
                "twoDigits": .twoDigits,
            ]
            return format.weekday(width.flatMap { days[$0] } ?? .abbreviated)
        case "hour":
            // `.hour(.defaultDigits(amPM: .omitted))`: the hour without AM or PM.
            if case .implicitCall(_, let arguments, _) = argument,
                arguments.contains(where: { $0.label == "amPM" && $0.value.memberName == "omitted" })
            {
                return format.hour(.defaultDigits(amPM: .omitted))
            }
            return format.hour()
        case "minute": return format.minute(width == "twoDigits" ? .twoDigits : .defaultDigits)
        case "second": return format.second(width == "twoDigits" ? .twoDigits : .defaultDigits)
        case "era": return format.era()
        case "quarter": return format.quarter()
        case "week": return format.week()
        case "dayOfYear": return format.dayOfYear()
        case "timeZone": return format.timeZone()
        case "locale", "attributed", "secondFraction": return format
        default:
            throw EvaluationError(location: at, message: "Date.FormatStyle has no part .\(name)")
        }
    }

    /// `DateFormatter`'s `dateStyle` and `timeStyle` (`.short` … `.full`), or its `dateFormat`.
    static func dateFormatter(_ seconds: Double, dateStyle: String?, timeStyle: String?, format: String?) -> String {
        formatter(dateStyle: dateStyle, timeStyle: timeStyle, format: format).string(from: date(seconds))
    }

    /// `DateFormatter.date(from:)`: the seconds since 1970 of `text` read in the format, nil where it
    /// does not fit.
    static func parseDate(_ text: String, dateStyle: String?, timeStyle: String?, format: String?) -> Double? {
        formatter(dateStyle: dateStyle, timeStyle: timeStyle, format: format).date(from: text)?
            .timeIntervalSince1970
    }

    /// `DateFormatter`'s `weekdaySymbols`, `shortMonthSymbols`…, in the preview's locale.
    static func calendarSymbols(_ name: String) -> [String]? {
        let formatter = DateFormatter()
        formatter.locale = locale
        switch name {
        case "weekdaySymbols": return formatter.weekdaySymbols
        case "shortWeekdaySymbols": return formatter.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": return formatter.veryShortWeekdaySymbols
        case "monthSymbols": return formatter.monthSymbols
        case "shortMonthSymbols": return formatter.shortMonthSymbols
        case "veryShortMonthSymbols": return formatter.veryShortMonthSymbols
        case "amSymbol": return [formatter.amSymbol]
        case "pmSymbol": return [formatter.pmSymbol]
        default: return nil
        }
    }

    private static func formatter(dateStyle: String?, timeStyle: String?, format: String?) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        let styles: [String: DateFormatter.Style] = [
            "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
        ]
        if let format, !format.isEmpty {
            formatter.dateFormat = format
        } else {
            formatter.dateStyle = dateStyle.flatMap { styles[$0] } ?? .none
            formatter.timeStyle = timeStyle.flatMap { styles[$0] } ?? .none
        }
        return formatter
    }

    // MARK: Numbers

    /// A number in a format style: `.number`, `.percent`, `.currency(code:)`, with `.precision(…)`,
    /// `.notation(…)` and `.grouping(…)`.
    static func format(number: Double, _ style: Instance, at: SourceLocation) throws(EvaluationError) -> String {
        guard case .string(let kind)? = style.properties["kind"] else { return formatted(number: number) }
        var precision: NumberFormatStyleConfiguration.Precision?
        var notation: NumberFormatStyleConfiguration.Notation?
        var grouping: NumberFormatStyleConfiguration.Grouping?
        for (name, argument) in parts(of: style) {
            switch name {
            case "precision": precision = try Self.precision(argument, at: at)
            case "notation":
                notation =
                    switch argument.memberName {
                    case "compactName": .compactName
                    case "scientific": .scientific
                    default: .automatic
                    }
            case "grouping": grouping = argument.memberName == "never" ? .never : .automatic
            case "locale", "sign", "decimalSeparator", "rounded", "scale": break
            default: throw EvaluationError(location: at, message: "a number format has no part .\(name)")
            }
        }
        switch kind {
        case "number":
            var format = FloatingPointFormatStyle<Double>(locale: locale)
            if let precision { format = format.precision(precision) }
            if let notation { format = format.notation(notation) }
            if let grouping { format = format.grouping(grouping) }
            return number.formatted(format)
        case "percent":
            var format = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let precision { format = format.precision(precision) }
            return number.formatted(format)
        case "currency":
            guard case .string(let code)? = style.properties["code"] else {
                throw EvaluationError(location: at, message: ".currency needs code: \"USD\"")
            }
            var format = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { format = format.precision(precision) }
            return number.formatted(format)
        default:
            throw EvaluationError(location: at, message: "a number cannot be formatted as .\(kind)")
        }
    }

    private static func precision(_ value: Value, at: SourceLocation) throws(EvaluationError)
        -> NumberFormatStyleConfiguration.Precision
    {
        guard case .implicitCall(let name, let arguments, _) = value, let first = arguments.first else {
            throw EvaluationError(location: at, message: ".precision takes .fractionLength(n) or .significantDigits(n)")
        }
        func bounds(_ v: Value) throws(EvaluationError) -> ClosedRange<Int> {
            if case .range(let low, let high, let closed) = v {
                let a = try Convert.integer(low, at: at)
                let b = try Convert.integer(high, at: at) - (closed ? 0 : 1)
                guard a >= 0, b >= a, b <= 20 else {
                    throw EvaluationError(location: at, message: "the digits must be a range within 0…20")
                }
                return a...b
            }
            let n = try Convert.integer(v, at: at)
            guard (0...20).contains(n) else {
                throw EvaluationError(location: at, message: "the digits must be 0…20, got \(n)")
            }
            return n...n
        }
        switch name {
        case "fractionLength": return .fractionLength(try bounds(first.value))
        case "significantDigits":
            let range = try bounds(first.value)
            return .significantDigits(max(1, range.lowerBound)...max(1, range.upperBound))
        case "integerLength": return .integerLength(try bounds(first.value))
        default:
            throw EvaluationError(location: at, message: ".precision has no .\(name)")
        }
    }

    /// `1234.5.formatted()`: "1,234.5".
    static func formatted(number: Double) -> String {
        number.formatted(FloatingPointFormatStyle<Double>(locale: locale))
    }

    /// `NumberFormatter`'s `numberStyle` with its fraction digits and currency code.
    static func numberFormatter(
        _ number: Double, style: String?, minimumFractionDigits: Int?, maximumFractionDigits: Int?,
        currencyCode: String?
    ) -> String? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        let styles: [String: NumberFormatter.Style] = [
            "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
            "spellOut": .spellOut, "ordinal": .ordinal,
        ]
        formatter.numberStyle = style.flatMap { styles[$0] } ?? .none
        if let currencyCode { formatter.currencyCode = currencyCode }
        if let minimumFractionDigits { formatter.minimumFractionDigits = max(0, min(20, minimumFractionDigits)) }
        if let maximumFractionDigits { formatter.maximumFractionDigits = max(0, min(20, maximumFractionDigits)) }
        return formatter.string(from: NSNumber(value: number))
    }
}

import Foundation
import Testing

@testable import SwiftUIInterpreter

/// The Foundation view code mixes in, each string checked against what Foundation itself writes on
/// this machine for the same date or number in US English and UTC (the locale and zone previews are
/// drawn in), or against what Swift prints where the value is plain.
@MainActor struct FoundationTests {
    static let seconds = 1_700_000_000.0
    static let date = Date(timeIntervalSince1970: seconds)
    static let english = Locale(identifier: "en_US")
    static let utc = TimeZone(identifier: "UTC")!

    /// The texts a `ContentView` with `body` draws, in order, and the notes its evaluation made.
    private func texts(_ body: String, _ declarations: String = "") throws -> [String] {
        let source = """
            import SwiftUI
            struct ContentView: View {
                let when = Date(timeIntervalSince1970: \(Int(Self.seconds)))
                var body: some View {
                    VStack {
                        \(body)
                    }
                }
                \(declarations)
            }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Dates.swift"))
        #expect(notes.isEmpty, "\(notes.map(\.text))")
        return views.compactMap(\.text)
    }

    @Test func formatStylesWriteWhatFoundationWrites() throws {
        let texts = try texts(
            """
            Text(when, format: .dateTime.hour().minute())
            Text(when, format: .dateTime.weekday(.wide).month(.wide).day())
            Text(when, format: Date.FormatStyle(date: .numeric, time: .standard))
            Text(when.formatted(date: .abbreviated, time: .omitted))
            Text(when.formatted())
            Text(when.formatted(.dateTime.year().month(.twoDigits).day(.twoDigits)))
            """)
        let style = Date.FormatStyle(locale: Self.english, timeZone: Self.utc)
        #expect(
            texts == [
                Self.date.formatted(style.hour().minute()),
                Self.date.formatted(style.weekday(.wide).month(.wide).day()),
                Self.date.formatted(
                    Date.FormatStyle(date: .numeric, time: .standard, locale: Self.english, timeZone: Self.utc)),
                Self.date.formatted(
                    Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Self.english, timeZone: Self.utc)),
                Self.date.formatted(
                    Date.FormatStyle(date: .numeric, time: .shortened, locale: Self.english, timeZone: Self.utc)),
                Self.date.formatted(style.year().month(.twoDigits).day(.twoDigits)),
            ])
        // What those are, read by eye: US English, 24-hour clock never.
        #expect(texts[0].hasPrefix("10:13") && texts[0].hasSuffix("PM"))
        #expect(texts[3] == "Nov 14, 2023")
    }

    @Test func formattersAreObjectsSetUpPropertyByProperty() throws {
        let texts = try texts(
            """
            Text(Self.formatter.string(from: when))
            Text(numberText)
            Text(NumberFormatter.localizedString(from: 1234.5, number: .decimal))
            Text(DateFormatter.localizedString(from: when, dateStyle: .long, timeStyle: .none))
            """,
            """
            static let formatter: DateFormatter = {
                let f = DateFormatter()
                f.dateStyle = .medium
                f.timeStyle = .short
                return f
            }()
            var numberText: String {
                let n = NumberFormatter()
                n.numberStyle = .currency
                n.currencyCode = "EUR"
                n.maximumFractionDigits = 1
                return n.string(from: NSNumber(value: 9876.54)) ?? ""
            }
            """)
        let dates = DateFormatter()
        dates.locale = Self.english
        dates.timeZone = Self.utc
        dates.dateStyle = .medium
        dates.timeStyle = .short
        let numbers = NumberFormatter()
        numbers.locale = Self.english
        numbers.numberStyle = .currency
        numbers.currencyCode = "EUR"
        numbers.maximumFractionDigits = 1
        let decimal = NumberFormatter()
        decimal.locale = Self.english
        decimal.numberStyle = .decimal
        let long = DateFormatter()
        long.locale = Self.english
        long.timeZone = Self.utc
        long.dateStyle = .long
        #expect(
            texts == [
                dates.string(from: Self.date), numbers.string(from: 9876.54)!, decimal.string(from: 1234.5)!,
                long.string(from: Self.date),
            ])
    }

    @Test func numbersInFormatStyles() throws {
        let texts = try texts(
            """
            Text(12.5, format: .currency(code: "USD"))
            Text(0.42, format: .percent)
            Text(1234.5678.formatted(.number.precision(.fractionLength(2))))
            Text(1234.formatted())
            """)
        #expect(
            texts == [
                Double(12.5).formatted(.currency(code: "USD").locale(Self.english)),
                Double(0.42).formatted(.percent.locale(Self.english)),
                Double(1234.5678).formatted(.number.precision(.fractionLength(2)).locale(Self.english)),
                Double(1234).formatted(.number.locale(Self.english)),
            ])
        #expect(texts == ["$12.50", "42%", "1,234.57", "1,234"])
    }

    /// Dates move by seconds, compare, and the calendar counts from the preview's moment (9 January 2007,
    /// 9:41 UTC), so "today" and "an hour ago" are the same on every run.
    @Test func dateArithmeticAndTheCalendar() throws {
        let texts = try texts(
            """
            Text((when + 60).formatted(date: .omitted, time: .shortened))
            Text(when.addingTimeInterval(-3600) < when ? "earlier" : "later")
            Text("\\(when.timeIntervalSince(when - 90))")
            Text(Date().addingTimeInterval(-3600).formatted(.relative(presentation: .named)))
            Text(Date(timeIntervalSinceNow: -86400).formatted(date: .long, time: .omitted))
            Text(Calendar.current.isDateInToday(Date()) ? "today" : "not today")
            Text(Calendar.current.isDateInYesterday(Date(timeIntervalSinceNow: -86400)) ? "yesterday" : "no")
            Text(Calendar.current.date(byAdding: .day, value: 3, to: when)!.formatted(date: .long, time: .omitted))
            Text("\\(Calendar.current.dateComponents([.day], from: when, to: when + 86400 * 2).day ?? 0)")
            Text(Calendar.current.startOfDay(for: when).formatted(date: .omitted, time: .shortened))
            """)
        let time = Date.FormatStyle(date: .omitted, time: .shortened, locale: Self.english, timeZone: Self.utc)
        let long = Date.FormatStyle(date: .long, time: .omitted, locale: Self.english, timeZone: Self.utc)
        #expect(
            texts == [
                Self.date.addingTimeInterval(60).formatted(time), "earlier", "90.0", "1 hour ago",
                "January 8, 2007", "today", "yesterday",
                Self.date.addingTimeInterval(3 * 86400).formatted(long), "2",
                Date(timeIntervalSince1970: 1_699_920_000).formatted(time),
            ])
    }

    @Test func wrongArgumentsAreNotesThatNameThePlace() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(Date(), format: .dateTime.fortnight())
                        Text(1.5, format: .currency)
                        Text("kept")
                    }
                }
            }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Bad.swift"))
        #expect(views.contains { $0.text == "kept" })
        #expect(notes.count == 2)
        #expect(notes.first?.text.contains("no part .fortnight") == true, "\(notes.map(\.text))")
        #expect(notes.last?.text.contains("code:") == true, "\(notes.map(\.text))")
    }

    /// `NSPredicate(format: "SELF MATCHES %@", pattern)`, as login screens validate an email: the whole
    /// string against ICU's regular expression, checked against `NSRegularExpression`'s own answer.
    @Test func regexPredicatesMatchTheWholeString() throws {
        let email = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\\\.[A-Za-z]{2,64}"
        let texts = try texts(
            """
            Text(valid("ann@example.com") ? "yes" : "no")
            Text(valid("not an email") ? "yes" : "no")
            Text(valid("ann@example.com trailing") ? "yes" : "no")
            Text(NSPredicate(format: "SELF MATCHES[c] %@", "abc").evaluate(with: "ABC") ? "yes" : "no")
            Text(NSPredicate(format: "SELF MATCHES %@", "abc").evaluate(with: "ABC") ? "yes" : "no")
            """,
            """
            func valid(_ text: String) -> Bool {
                let regex = "\(email)"
                return NSPredicate(format: "SELF MATCHES %@", regex).evaluate(with: text)
            }
            """)
        let expression = try NSRegularExpression(pattern: "^(?:[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64})$")
        func matches(_ text: String) -> String {
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil ? "no" : "yes"
        }
        #expect(
            texts == [
                matches("ann@example.com"), matches("not an email"), matches("ann@example.com trailing"), "yes", "no",
            ])
        #expect(texts.prefix(3) == ["yes", "no", "no"])
    }

    @Test func aPredicateFormatNotReadIsANoteNamingIt() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(NSPredicate(format: "age > 3").evaluate(with: 4) ? "yes" : "no")
                        Text("kept")
                    }
                }
            }
            """
        let (views, notes) = try laidOutViewsAndNotes(try ScreenFile.interpret(source: source, path: "Bad.swift"))
        #expect(views.contains { $0.text == "kept" })
        #expect(notes.contains { $0.text.contains("format: \"age > 3\") is not read here") }, "\(notes.map(\.text))")
    }

    /// `DateComponentsFormatter`, which Foundation on Linux marks unavailable: the strings Apple's
    /// documentation and Xcode give for US English (a timer's "25:00", "1h 2m 5s").
    @Test func durationsAsDateComponentsFormatterWritesThem() throws {
        let texts = try texts(
            """
            Text(timer(1500, pad: true))
            Text(timer(65, pad: true))
            Text(timer(65, pad: false))
            Text(timer(5, pad: false))
            Text(clock.string(from: 3725) ?? "")
            Text(clock.string(from: 65)!)
            Text(words(3725, .abbreviated))
            Text(words(3660, .full))
            Text(words(125, .short))
            """,
            """
            let clock = DateComponentsFormatter()
            func timer(_ seconds: TimeInterval, pad: Bool) -> String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.minute, .second]
                formatter.unitsStyle = .positional
                if pad { formatter.zeroFormattingBehavior = .pad }
                return formatter.string(from: seconds) ?? "0:00"
            }
            func words(_ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle) -> String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.unitsStyle = style
                return formatter.string(from: seconds) ?? ""
            }
            """)
        #expect(
            texts == [
                "25:00", "01:05", "1:05", "0:05", "1:02:05", "1:05", "1h 2m 5s", "1 hour, 1 minute", "2 min, 5 sec",
            ])
    }
}

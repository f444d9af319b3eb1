import Foundation
import Raster
import Style
import SwiftSource
import UI

/// `DatePicker` in iOS's compact style, drawn at rest: the title at the leading edge and the chosen
/// date (and time) in grey rounded capsules at the trailing one, in a fixed US English format
/// (`Jan 9, 2007`, `9:41 AM`, in UTC) so a screen draws the same on every machine. It does not open.
enum DatePicker {
    /// What `Date()` is in a screen's first frame: 9 January 2007, 9:41 UTC; the frame clock adds to it
    /// (`FrameDate`).
    static let standIn = 1_168_335_660.0

    static func date(_ secondsSince1970: Double) -> Value {
        .instance(Instance(typeName: "Date", properties: ["timeIntervalSince1970": .number(secondsSince1970)]))
    }

    /// The seconds a `Date` value holds, nil for anything else.
    static func seconds(_ value: Value) -> Double? {
        guard case .instance(let i) = value, i.typeName == "Date",
            case .number(let n)? = i.properties["timeIntervalSince1970"]
        else { return nil }
        return n
    }

    static func formatted(_ seconds: Double, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    /// The picker's row: `showsDate` and `showsTime` from `displayedComponents`.
    static func make(title: ViewNode, seconds: Double, showsDate: Bool, showsTime: Bool) -> ViewNode {
        var capsules: [ViewNode] = []
        if showsDate { capsules.append(capsule(formatted(seconds, "MMM d, yyyy"))) }
        if showsTime { capsules.append(capsule(formatted(seconds, "h:mm a"))) }
        return .row(title, trailing: .stack(.h, spacing: 8, alignment: .center, capsules))
    }

    private static func capsule(_ text: String) -> ViewNode {
        let fill = Builtins.systemColors["tertiarySystemFill"] ?? Color.gray.opacity(0.12)
        let padded = ViewNode.modified(.text(text), .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)))
        return .modified(
            padded,
            .background(
                .shape(.roundedRectangle(cornerRadius: 7, style: .continuous), .fill(.color(fill), innerShadows: [])),
                alignment: .center))
    }
}

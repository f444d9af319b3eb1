import Style
import SwiftSource

/// UIKit's appearance proxies, which apps set in an `init()` or an `.onAppear` to colour SwiftUI's
/// controls (`UISegmentedControl.appearance().selectedSegmentTintColor = .brown`): one shared object
/// per class in the screen's state, which the control reads when it is drawn.
enum AppearanceProxy {
    /// The properties each class's proxy keeps, and the title colours `setTitleTextAttributes` sets.
    static let properties: [String: [String]] = [
        "UISegmentedControl": [
            "selectedSegmentTintColor", "backgroundColor", "tintColor", "selectedTitleColor", "normalTitleColor",
        ],
        "UIPageControl": ["currentPageIndicatorTintColor", "pageIndicatorTintColor"],
    ]

    /// The proxy's type name: `UISegmentedControl.Appearance`.
    static let suffix = ".Appearance"

    /// The state's key for a property of a class's proxy.
    static func key(_ kit: String, _ property: String) -> String { "appearance.\(kit).\(property)" }
}

extension Evaluator {
    /// `UISegmentedControl.appearance()`: the class's one proxy, its properties in the screen's state.
    func appearanceProxy(_ kit: String) -> Value {
        // An object, as UIKit's proxy is: `UIPageControl.appearance().pageIndicatorTintColor = …` sets it
        // through the call's result.
        let objectKey = AppearanceProxy.key(kit, "proxy")
        var proxy = Instance(typeName: kit + AppearanceProxy.suffix, properties: [:], objectKey: objectKey)
        for name in AppearanceProxy.properties[kit] ?? [] {
            let key = AppearanceProxy.key(kit, name)
            proxy.properties[name] = .stateReference(key)
            _ = objects.value(key, initial: .void)
        }
        _ = objects.value(objectKey, initial: .instance(proxy))
        return .instance(proxy)
    }

    /// `setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)`: the title colour of
    /// that state (other attributes, a font, are not drawn differently here).
    func appearanceMethod(_ name: String, _ proxy: Instance, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard name == "setTitleTextAttributes" else { return nil }
        guard let attributes = arguments.first, case .dictionary(let entries) = attributes.value else { return .void }
        let state = arguments.first { $0.label == "for" }.flatMap { $0.value.memberName } ?? "normal"
        guard let property = ["selected": "selectedTitleColor", "normal": "normalTitleColor"][state],
            case .stateReference(let key)? = proxy.properties[property]
        else { return .void }
        for entry in entries where entry.key.memberName == "foregroundColor" {
            objects.set(key, .color(try color(entry.value, at: attributes.location)))
        }
        return .void
    }

    /// A colour an app set on a class's proxy, or nil.
    private func appearanceColour(_ kit: String, _ property: String) -> Color? {
        guard let value = objects.value(AppearanceProxy.key(kit, property)), !value.isNil else { return nil }
        return try? color(Builtins.kitValue(value), at: SourceLocation(file: "", line: 0, column: 0))
    }

    /// The colours a page-style TabView's dots take from `UIPageControl.appearance()`.
    func pageDots() -> TabBar.PageDots {
        var dots = TabBar.PageDots()
        if let current = appearanceColour("UIPageControl", "currentPageIndicatorTintColor") { dots.current = current }
        if let other = appearanceColour("UIPageControl", "pageIndicatorTintColor") { dots.other = other }
        return dots
    }

    /// The colours a screen's segmented controls take from `UISegmentedControl.appearance()`.
    func segmentedAppearance() -> SegmentedAppearance {
        func colour(_ property: String) -> Color? { appearanceColour("UISegmentedControl", property) }
        return SegmentedAppearance(
            selectedTint: colour("selectedSegmentTintColor"), background: colour("backgroundColor"),
            selectedTitle: colour("selectedTitleColor"), normalTitle: colour("normalTitleColor"))
    }
}

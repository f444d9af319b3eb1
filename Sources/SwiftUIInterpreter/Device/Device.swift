import Raster
import UI

/// A device a screen is laid out on, as Xcode's canvas lays a preview out: its screen in points, the
/// safe area its status bar, sensor housing and home indicator take, and what is drawn there.
///
/// The sizes and insets are Apple's (the Human Interface Guidelines' device table and the safe-area
/// insets a simulator reports); the chrome is drawn as iOS draws it at rest, at 9:41.
public struct Device: Hashable, Sendable {
    /// What sits at the top of the screen.
    public enum Housing: Hashable, Sendable {
        /// A home-button iPhone: a 20-point status bar with the time in its middle.
        case statusBar
        /// A Dynamic Island: a black pill `width` × `height` points, `top` points from the edge,
        /// the time and the indicators in the ears beside it.
        case island(width: Double, height: Double, top: Double)
        /// An iPad: a thin status bar, the time at the leading edge.
        case tabletBar
        /// A Mac window: a title bar with the window's three buttons.
        case titleBar
    }

    /// The name Xcode gives it (what `--device` and `.previewDevice` match).
    public let name: String
    /// The screen in portrait, in points.
    public let portrait: Size
    /// The safe area's insets in portrait (top and bottom).
    public let portraitInsets: EdgeInsets
    /// The safe area's insets in landscape (its sides and bottom; the status bar is hidden there on
    /// an iPhone).
    public let landscapeInsets: EdgeInsets
    public let housing: Housing
    /// Whether a home indicator is drawn at the bottom (Face ID iPhones and iPads).
    public let hasHomeIndicator: Bool
    /// Whether the device turns (a Mac window does not).
    public let rotates: Bool

    /// Which way the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// The screen's size held `orientation`.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .landscape && rotates ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// Pixels to a point: 3 on the Dynamic Island iPhones, 2 on the SE, the iPads and a Mac's Retina
    /// display (what `UIScreen.main.scale` reads).
    public var scale: Double {
        if case .island = housing { return 3 }
        return 2
    }

    /// The safe area's insets held `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .landscape && rotates ? landscapeInsets : portraitInsets
    }

    /// Every device `--device` knows, smallest phone first.
    public static let all: [Device] = [
        Device(
            name: "iPhone SE (3rd generation)", portrait: Size(width: 375, height: 667),
            portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets(), housing: .statusBar,
            hasHomeIndicator: false, rotates: true),
        Device(
            name: "iPhone 16", portrait: Size(width: 393, height: 852),
            portraitInsets: EdgeInsets(top: 59, bottom: 34),
            landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
            housing: .island(width: 125, height: 37, top: 11), hasHomeIndicator: true, rotates: true),
        Device(
            name: "iPhone 16 Plus", portrait: Size(width: 430, height: 932),
            portraitInsets: EdgeInsets(top: 59, bottom: 34),
            landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
            housing: .island(width: 125, height: 37, top: 11), hasHomeIndicator: true, rotates: true),
        Device(
            name: "iPhone 16 Pro", portrait: Size(width: 402, height: 874),
            portraitInsets: EdgeInsets(top: 62, bottom: 34),
            landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
            housing: .island(width: 125, height: 37, top: 14), hasHomeIndicator: true, rotates: true),
        Device(
            name: "iPhone 16 Pro Max", portrait: Size(width: 440, height: 956),
            portraitInsets: EdgeInsets(top: 62, bottom: 34),
            landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
            housing: .island(width: 125, height: 37, top: 14), hasHomeIndicator: true, rotates: true),
        Device(
            name: "iPad (10th generation)", portrait: Size(width: 820, height: 1180),
            portraitInsets: EdgeInsets(top: 24, bottom: 20), landscapeInsets: EdgeInsets(top: 24, bottom: 20),
            housing: .tabletBar, hasHomeIndicator: true, rotates: true),
        Device(
            name: "iPad Pro 13-inch (M4)", portrait: Size(width: 1032, height: 1376),
            portraitInsets: EdgeInsets(top: 24, bottom: 20), landscapeInsets: EdgeInsets(top: 24, bottom: 20),
            housing: .tabletBar, hasHomeIndicator: true, rotates: true),
        Device(
            name: "Mac", portrait: Size(width: 800, height: 600), portraitInsets: EdgeInsets(top: 28),
            landscapeInsets: EdgeInsets(top: 28), housing: .titleBar, hasHomeIndicator: false, rotates: false),
    ]

    /// Xcode's default canvas device.
    public static let standard = all.first { $0.name == "iPhone 16 Pro" }!

    /// The device called `name`, loosely: case and spacing do not count, a name without its generation
    /// matches (`iphone se`, `iPad`), and so does an older model of the same size class that Xcode's
    /// files still name (`iPhone 15 Pro` is laid out as an `iPhone 16`-class phone of the nearest size).
    public static func named(_ name: String) -> Device? {
        let wanted = key(name)
        guard !wanted.isEmpty else { return nil }
        if let exact = all.first(where: { key($0.name) == wanted }) { return exact }
        if let prefix = all.first(where: { key($0.name).hasPrefix(wanted) }) { return prefix }
        return older(wanted)
    }

    /// A name reduced to its letters and digits in lower case, without a generation in parentheses.
    static func key(_ name: String) -> String {
        let base = name.split(separator: "(").first.map(String.init) ?? name
        return String(base.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The iPhones of the last years by the model they share a screen with: a Pro Max is a Pro Max,
    /// a Pro a Pro, a Plus a Plus, and the rest the plain model.
    private static func older(_ key: String) -> Device? {
        guard key.hasPrefix("iphone"), key.dropFirst(6).first?.isNumber == true else { return nil }
        let model =
            key.hasSuffix("promax")
            ? "iPhone 16 Pro Max"
            : key.hasSuffix("pro") ? "iPhone 16 Pro" : key.hasSuffix("plus") ? "iPhone 16 Plus" : "iPhone 16"
        return all.first { $0.name == model }
    }
}

import PlainText
import Raster
import Style
import SwiftUIInterpreter

/// `--device NAME` and `--orientation portrait|landscape`: the device a file's screen is laid out on,
/// over what its preview asks for (`.previewDevice`, `traits: .landscapeLeft`). `--size WxH` instead
/// asks for a bare canvas of that size: no safe area, no status bar. `--dynamic-type SIZE`: the text size
/// the screen is shown at, as Xcode's canvas device settings set it.
struct DeviceOption: Sendable {
    var device: Device?
    var orientation: Device.Orientation?
    var dynamicTypeSize: DynamicTypeSize?
    /// `--size` as given: a bare canvas for a file's screen.
    var canvas: Size?

    static let options = [
        CommandOption.value(
            "device", "NAME",
            "with a file's screen: the device it is laid out on (default its preview's, else iPhone 16 Pro); "
                + "'neumorph devices' lists them"),
        .value(
            "orientation", "O", "with a file's screen: portrait or landscape (default its preview's, else portrait)"),
        .value(
            "dynamic-type", "SIZE",
            "with a file's screen or styles: the Dynamic Type text size, xSmall … xxxLarge or accessibility1 …"
                + " accessibility5 (also XS … XXXL, AX1 … AX5; default large)"),
    ]

    static func parse(_ args: Arguments, usage: CommandUsage) throws(CommandFailure) -> DeviceOption {
        var option = DeviceOption()
        if let name = args.values["device"] {
            guard let device = Device.named(name) else {
                throw .usage(
                    "--device '\(name.excerpt())' is not a device Neumorph knows; its devices: "
                        + Device.all.map(\.name).joined(separator: ", "), usage)
            }
            option.device = device
        }
        option.orientation = try args.choice("orientation", as: Device.Orientation.self, usage: usage)
        option.dynamicTypeSize = try args.choice("dynamic-type", as: DynamicTypeSize.self, usage: usage)
        if args.values["size"] != nil { option.canvas = try SceneCatalog.parseSize(args.values["size"], usage: usage) }
        return option
    }
}

extension Device.Orientation: CommandLineValue {}

/// `--dynamic-type`: SwiftUI's names (`xxLarge`, `accessibility3`), UIKit's (`extraExtraLarge`,
/// `accessibilityLarge`) and the short ones of Xcode's canvas and the Settings app (`XXL`, `AX3`), in any case.
extension DynamicTypeSize: CommandLineValue {
    init?(argument: String) {
        let name = argument.lowercased()
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
        if let index = short.firstIndex(of: name) {
            self = Self.allCases[index]
        } else if let size = Self.allCases.first(where: { $0.rawValue.lowercased() == name }) {
            self = size
        } else if let index = Self.categoryNames.firstIndex(where: { $0.lowercased() == name }) {
            self = Self.allCases[index]
        } else {
            return nil
        }
    }

    static var allValueNames: [String] { allCases.map(\.rawValue) }
}

/// `neumorph devices`: the devices a screen can be laid out on, with their sizes.
enum DevicesCommand: HeadlessSubcommand {
    static let usage = CommandUsage(
        name: "devices", summary: "list the devices a file's screen can be laid out on (--device)", options: [])

    static func run(_ argv: [String]) throws(CommandFailure) {
        guard argv.isEmpty else { throw .usage("devices takes no options", usage) }
        try Console.result(table)
    }

    /// One line a device: its name, its screen in points, its safe area in portrait; the default marked.
    static var table: String {
        let width = Device.all.map(\.name.count).max() ?? 0
        let lines = Device.all.map { device -> String in
            let size = device.portrait
            let insets = device.safeArea(.portrait)
            let name = device.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            let points = "\(Int(size.width))×\(Int(size.height)) pt".padding(
                toLength: 14, withPad: " ", startingAt: 0)
            let mark = device == Device.standard ? "  (default)" : ""
            return "\(name)\(points)safe area top \(Int(insets.top)), bottom \(Int(insets.bottom))\(mark)"
        }
        return lines.joined(separator: "\n")
    }
}

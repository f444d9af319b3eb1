import Raster

extension RGBA {
    /// "#RRGGBB", or "#RRGGBBAA" when not opaque: how presets and exports write colours.
    public var hex: String {
        let c = clamped
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.alpha < 1 ? byte(c.alpha) : "")
    }

    /// Parses "#RRGGBB" or "#RRGGBBAA"; `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9,
            hex.dropFirst().allSatisfy(\.isHexDigit), let v = UInt64(hex.dropFirst(), radix: 16)
        else { return nil }
        let hasAlpha = hex.count == 9
        let rgb = hasAlpha ? v >> 8 : v
        self.init(
            r8: Int((rgb >> 16) & 0xFF), g8: Int((rgb >> 8) & 0xFF), b8: Int(rgb & 0xFF),
            alpha: hasAlpha ? Double(v & 0xFF) / 255 : 1)
    }
}

import Raster

/// Part 1's look as a toggle: sunk while on (the light family has no toggle in the article).
public struct SimpleToggleStyle: CircularSeedToggleStyle {
    public var button: SimpleButtonStyle
    public init() { button = SimpleButtonStyle() }
    public var sinksWhilePressed: Bool { true }
}

extension ToggleStyle where Self == SimpleToggleStyle {
    public static var simple: SimpleToggleStyle { SimpleToggleStyle() }
}

// TEMPORARY until the icon work lands.
public enum SystemImage: String, CaseIterable, Sendable {
    case heart, heartFill = "heart.fill", person, globe, plus, gear
    public func path(in rect: Rect) -> Path { Circle().path(in: rect) }
    public var fillRule: FillRule { .nonZero }
    public var aspectRatio: Double { 1 }
}

import Raster

/// The direction a `VStack` or `HStack` lays its children along; the other direction is where
/// they are aligned. One description of both stacks, so their rules cannot drift apart.
enum StackAxis {
    case vertical, horizontal

    /// Where a child sits across the stack.
    enum CrossAlignment { case start, center, end }

    /// A size's extent along the axis and across it.
    func length(of size: Size) -> Double { self == .vertical ? size.height : size.width }
    func breadth(of size: Size) -> Double { self == .vertical ? size.width : size.height }

    /// The stack's size: lengths and spacing added up along the axis, the widest child across.
    func stackSize(of sizes: [Size], spacing: Double) -> Size {
        let length = sizes.map(length(of:)).reduce(0, +) + spacing * Double(max(sizes.count - 1, 0))
        let breadth = sizes.map(breadth(of:)).max() ?? 0
        return self == .vertical ? Size(width: breadth, height: length) : Size(width: length, height: breadth)
    }

    /// Each child's frame in `rect`, one after another from the start of the axis.
    func frames(of sizes: [Size], spacing: Double, alignment: CrossAlignment, in rect: Rect) -> [Rect] {
        let (start, crossMin, crossMid, crossMax) =
            self == .vertical
            ? (rect.minY, rect.minX, rect.midX, rect.maxX) : (rect.minX, rect.minY, rect.midY, rect.maxY)
        var position = start
        return sizes.map { size in
            let breadth = breadth(of: size)
            let cross: Double
            switch alignment {
            case .start: cross = crossMin
            case .center: cross = crossMid - breadth / 2
            case .end: cross = crossMax - breadth
            }
            defer { position += length(of: size) + spacing }
            return self == .vertical
                ? Rect(x: cross, y: position, width: size.width, height: size.height)
                : Rect(x: position, y: cross, width: size.width, height: size.height)
        }
    }
}

extension HorizontalAlignment {
    /// A `VStack`'s alignment across its vertical axis.
    var crossAlignment: StackAxis.CrossAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}

extension VerticalAlignment {
    /// An `HStack`'s alignment across its horizontal axis.
    var crossAlignment: StackAxis.CrossAlignment {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }
}

import SegueEngine

/// An axis-aligned box in device pixels (what a group surface or a blur buffer must cover).
struct DeviceBox: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The box holding nothing (the identity of `union`).
    static let empty = DeviceBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// Whether the box holds no area.
    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// The smallest box holding `points`.
    init(points: [Point]) {
        self = .empty
        for p in points { add(p) }
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Grows the box to hold `p`.
    mutating func add(_ p: Point) {
        (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }

    /// The smallest box holding both.
    func union(_ o: DeviceBox) -> DeviceBox {
        DeviceBox(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    /// The overlap of both (empty when they do not overlap).
    func intersection(_ o: DeviceBox) -> DeviceBox {
        DeviceBox(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    /// The box grown by `margin` on every side.
    func expanded(by margin: Double) -> DeviceBox {
        isEmpty ? self : DeviceBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    /// The box out to whole pixels.
    var integral: DeviceBox {
        isEmpty
            ? self
            : DeviceBox(
                minX: minX.rounded(.down), minY: minY.rounded(.down), maxX: maxX.rounded(.up), maxY: maxY.rounded(.up))
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
}

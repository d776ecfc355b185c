/// How much a constraint, or a view's content hugging or compression resistance, matters against others: 1...1000,
/// 1000 being required. Its operators are UIKit's overlay's (`.defaultHigh + 1`, `a < b`, `a - b` as a Float).
/// Like UIKit's, it takes no literals: code that writes `priority = 999` declares that conformance itself.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority for a drag that may resize the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority for a drag that does not resize the window's scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view fits the target size when its fitting size is asked (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `lhs` raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue + rhs) }

    /// `rhs` raised by `lhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority { .init(lhs + rhs.rawValue) }

    /// `lhs` lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue - rhs) }

    /// How far `lhs` lies above `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float { lhs.rawValue - rhs.rawValue }

    /// Raises `lhs` by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue += rhs }

    /// Lowers `lhs` by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue -= rhs }
}

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as Core Animation spells it.
    public let rawValue: String

    /// A name from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve for animations: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: the cubic Bézier from (0, 0) to (1, 1) through two control points, mapping time to progress.
open class CAMediaTimingFunction: @unchecked Sendable {
    // Sendable though open: the curve is immutable (let properties only) and subclasses are not expected to add state.
    private let x1: Double
    private let y1: Double
    private let x2: Double
    private let y2: Double

    /// The curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        // Each Float as the shortest decimal that prints it, so 0.42 written in source gives the Double 0.42 and
        // the curve equals the named one exactly, rather than 0.41999998688697815.
        (x1, y1, x2, y2) = (Self.decimal(c1x), Self.decimal(c1y), Self.decimal(c2x), Self.decimal(c2y))
    }

    // Core Animation raises for an unknown name, which would take a host loading the plugin down with it.
    /// One of the predefined curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Double, Double, Double, Double)
        switch name {
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
        case .default: points = (0.25, 0.1, 0.25, 1)
        default: points = (0, 0, 1, 1)
        }
        self.init(exactly: points)
    }

    /// The curve with these exact control points.
    private init(exactly points: (Double, Double, Double, Double)) {
        (x1, y1, x2, y2) = points
    }

    /// Writes point `idx` of the curve (0: (0, 0); 1, 2: the control points; 3: (1, 1)) to `ptr[0]` and `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (x1, y1)
        case 2: point = (x2, y2)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The two control points in double precision, for the runtime's timing.
    package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) { (x1, y1, x2, y2) }

    /// `value` as the Double its shortest decimal spelling names.
    private static func decimal(_ value: Float) -> Double {
        Double(value.description) ?? Double(value)
    }
}

/// How a scripted gesture's release decided the transition, by UIKit's rule as the seeds' swipe
/// controllers apply it: a release finishes when the gesture is past half way, or when it still
/// moves onwards at half a container (or half the fingers' distance) per second or faster (a
/// flick); otherwise, or when the system cancelled the gesture, it cancels.
public struct GestureRelease: Equatable, Sendable, Encodable {
    /// What decided.
    public enum Reason: String, Sendable, Encodable {
        /// The fraction was at or past `finishFraction`.
        case pastHalfway
        /// The fraction was short, but the velocity was at or past `flickVelocity`.
        case flicked
        /// Neither: short and slow.
        case shortAndSlow
        /// The system cancelled the gesture; a cancelled gesture always cancels.
        case systemCancelled
    }

    /// Progress at or beyond which a release finishes.
    public static let finishFraction = 0.5
    /// Onward speed, in fractions per second, at or beyond which a release finishes.
    public static let flickVelocity = 0.5

    /// The transition's progress where the finger lifted, 0…1.
    public let fraction: Double
    /// How fast the progress still grew when the finger lifted, in fractions per second (negative: going back).
    public let velocity: Double
    /// What decided.
    public let reason: Reason

    /// The rule's decision for a gesture lifted at `fraction` moving at `velocity` onwards, or
    /// cancelled by the system.
    public init(fraction: Double, velocity: Double, systemCancelled: Bool) {
        self.fraction = fraction
        self.velocity = velocity
        reason =
            systemCancelled
            ? .systemCancelled
            : fraction >= Self.finishFraction
                ? .pastHalfway
                : velocity >= Self.flickVelocity ? .flicked : .shortAndSlow
    }

    /// Whether the release finishes the transition (otherwise it cancels it).
    public var finishes: Bool { reason == .pastHalfway || reason == .flicked }

    /// One line for the summary, e.g. "released at 0.62 moving 1.4/s: finished (fraction ≥ 0.5)".
    public var sentence: String {
        let motion = "at \(Self.short(fraction)) moving \(Self.short(velocity))/s"
        let limits = (fraction: Self.short(Self.finishFraction), velocity: Self.short(Self.flickVelocity))
        return switch reason {
        case .pastHalfway: "released \(motion): finished (fraction ≥ \(limits.fraction))"
        case .flicked:
            "released \(motion): finished (fraction < \(limits.fraction) but velocity ≥ \(limits.velocity)/s)"
        case .shortAndSlow:
            "released \(motion): cancelled (fraction < \(limits.fraction) and velocity < \(limits.velocity)/s)"
        case .systemCancelled: "cancelled by the system \(motion): cancelled (a cancelled gesture always cancels)"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case fraction, velocity, finished, reason, sentence
    }

    /// The fields, the outcome and the sentence.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fraction, forKey: .fraction)
        try container.encode(velocity, forKey: .velocity)
        try container.encode(finishes, forKey: .finished)
        try container.encode(reason, forKey: .reason)
        try container.encode(sentence, forKey: .sentence)
    }

    /// `value` to two decimals, without trailing zeros (and never "-0").
    static func short(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100 + 0
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

/// An interaction controller that replays a scripted gesture and remembers how its releases decided.
public protocol ReleasingInteraction: AnyObject {
    /// The last release's decision, once a finger lifted (nil before, and when it never lifts).
    var release: GestureRelease? { get }
    /// Every release's decision, in order (a gesture that grabs the transition again releases more than once).
    var releases: [GestureRelease] { get }
}

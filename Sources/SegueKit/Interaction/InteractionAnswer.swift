import SegueEngine

/// What an interaction decider wants after a gesture event (`segue_interaction_answer_t`).
public enum InteractionAnswer: Equatable, Sendable {
    /// Nothing changes.
    case none
    /// Show this fraction, 0…1 (`update(_:)`); only while driving.
    case update(Double)
    // The two completions are indirect: a curve makes them some 100 bytes, which every answer
    // (an update on every gesture event, natively or from a plugin) would otherwise be copied at.
    /// Finish from where it is (`finish()`); only while driving.
    indirect case finish(InteractionCompletion)
    /// Run back to the start (`cancel()`); only while driving.
    indirect case cancel(InteractionCompletion)
    /// Stop a finishing or cancelling transition where it shows and drive it again (`pause()`);
    /// only while finishing or cancelling.
    case grab

    /// Why this answer breaks the ABI's rules for `event` (interaction.h), or nil when it keeps them.
    public func violation(for event: GestureEvent) -> String? {
        switch self {
        case .update(let fraction):
            if !fraction.isFinite || fraction < 0 || fraction > 1 {
                return "an update to \(fraction), outside 0...1"
            }
            if event.isRelease { return "an update for a release, which must finish or cancel" }
            return event.state == .driving ? nil : "an update while the transition \(event.state.verb)"
        case .finish(let completion), .cancel(let completion):
            if let problem = completion.violation { return problem }
            return event.state == .driving ? nil : "a finish or cancel while the transition \(event.state.verb)"
        case .grab:
            if event.isRelease { return "a grab for a release, which must finish or cancel" }
            return event.state == .driving ? "a grab while the transition is under interaction" : nil
        case .none:
            return event.isRelease && event.state == .driving ? "no decision for a release" : nil
        }
    }
}

/// How a finishing or cancelling transition runs on: `completionSpeed` and `completionCurve`.
public struct InteractionCompletion: Equatable, Sendable {
    /// Allowed speeds (relative to normal).
    public static let speeds = 0.01...100.0

    /// Speed relative to normal.
    public var speed: Double
    /// The curve the rest runs on.
    public var curve: TimingCurve

    /// A completion at `speed` on `curve`; UIKit's defaults are 1 and ease-in-out.
    public init(speed: Double = 1, curve: TimingCurve = .easeInOut) {
        self.speed = speed
        self.curve = curve
    }

    /// Why the speed is out of bounds, or nil.
    var violation: String? {
        speed.isFinite && Self.speeds.contains(speed)
            ? nil : "a completion speed of \(speed), outside \(Self.speeds.lowerBound)...\(Self.speeds.upperBound)"
    }
}

extension GestureEvent.TransitionState {
    /// "is finishing", for diagnostics.
    var verb: String {
        switch self {
        case .driving: "is under interaction"
        case .finishing: "is finishing"
        case .cancelling: "is cancelling"
        }
    }
}

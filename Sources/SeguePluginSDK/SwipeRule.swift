/// VCTransitionsLibrary's swipe rule (CEHorizontalSwipeInteractionController and
/// CEVerticalSwipeInteractionController differ only in their axis): `distance` points of travel
/// along the axis, either way, are the whole transition; a release past `threshold` (the
/// original's strict "more than half") finishes, anything else cancels, and a cancelled gesture
/// always cancels. Both run on at the original's completion speed, 1 − fraction, on UIKit's
/// ease-in-out (UIPercentDrivenInteractiveTransition's default curve).
///
/// Where Segue differs, and why:
/// - The original decides from the last *changed* event; this reads the release event's own
///   translation, the same unless the finger moved between them.
/// - The original caps an update at 0.99 to dodge a UIKit bug (its issue 4: a transition updated
///   to 1 never completed); Segue's host completes one, so fractions reach 1.
/// - The completion speed stays within the ABI's 0.01…100: at a fraction of 1 the original's
///   speed of 0 would never finish.
/// - A later touch during the finish or cancel grabs the transition (issue 26); it then drives
///   from the grabbed fraction by its own signed travel along the first touch's direction, so it
///   can pull the transition back as well as on (the first touch keeps the original's `fabs`).
public struct SwipeRule: Sendable {
    /// The axis a swipe is measured along.
    public enum Axis: Sendable {
        /// Left or right (`translation.x`).
        case horizontal
        /// Down or up (`translation.y`).
        case vertical
    }

    /// The axis this rule reads.
    public let axis: Axis
    private var progress = InteractionProgress()
    /// +1 or −1: the way the first touch went.
    private var direction = 1.0

    /// A rule reading `axis`.
    public init(axis: Axis) {
        self.axis = axis
    }

    /// Starts over for a new transition.
    public mutating func reset() {
        progress.reset()
        direction = 1
    }

    /// The answer to `event`, for `distance` points of travel making the whole transition and a
    /// release needing more than `threshold` to finish.
    public mutating func decide(_ event: InteractionEvent, distance: Double, threshold: Double) -> InteractionResponse {
        if event.isGrab { return progress.grab(event) }
        guard event.state == .driving, event.touch == progress.touch, event.phase != .began else { return .none }
        let fraction = fraction(of: event, distance: distance)
        guard event.isRelease else { return .update(fraction) }
        let speed = max(1 - fraction, 0.01)
        let finishes = event.phase == .ended && fraction > threshold
        return finishes ? .finish(speed: speed) : .cancel(speed: speed)
    }

    /// The fraction `event` shows: the first touch's unsigned travel, or a grabbing touch's signed one.
    private mutating func fraction(of event: InteractionEvent, distance: Double) -> Double {
        let travel = (axis == .horizontal ? event.translation.x : event.translation.y) / distance
        if progress.touch == 0 {
            if travel != 0 { direction = travel < 0 ? -1 : 1 }
            return progress.fraction(adding: abs(travel))
        }
        return progress.fraction(adding: travel * direction)
    }
}

/// The two parameters every swipe controller declares.
extension ParameterInfo {
    /// A swipe's `distance`: points of travel that make the whole transition (200, VCTransitionsLibrary's).
    public static func swipeDistance(_ axis: SwipeRule.Axis) -> ParameterInfo {
        ParameterInfo(
            id: "distance", name: "Distance",
            description: "Points of \(axis == .horizontal ? "horizontal" : "vertical") travel that make the whole "
                + "transition.", defaultValue: 200, range: 20...2000)
    }

    /// A swipe's `threshold`: the fraction a release must pass to finish (0.5, VCTransitionsLibrary's).
    public static let swipeThreshold = ParameterInfo(
        id: "threshold", name: "Threshold", description: "The fraction a release must pass to finish.",
        defaultValue: 0.5, range: 0...1)
}

/// The fraction a percent-driven controller shows, across issue 26's grabs: the first touch
/// drives from 0; a later touch that grabs a finishing or cancelling transition drives from the
/// fraction it grabbed, adding its own drag. Controllers keep one and reset it in `begin`.
public struct InteractionProgress: Sendable {
    /// Where the driving touch started: 0 for the first, the grabbed fraction for a later one.
    public private(set) var base = 0.0
    /// Which touch drives now (0 until a grab).
    public private(set) var touch = 0

    /// A progress at 0, driven by the first touch.
    public init() {}

    /// Starts over for a new transition.
    public mutating func reset() {
        self = Self()
    }

    /// Takes `event`'s transition where it shows (answer the returned `.grab`); `event.isGrab`
    /// must hold.
    public mutating func grab(_ event: InteractionEvent) -> InteractionResponse {
        base = event.fraction
        touch = event.touch
        return .grab
    }

    /// The fraction to show after the driving touch moved `drag` (in fractions of the whole
    /// transition, signed), clamped to 0…1.
    public func fraction(adding drag: Double) -> Double {
        let value = base + drag
        return value.isFinite ? min(max(value, 0), 1) : base
    }
}

import SegueABI
import SegueABIValues
import SegueKit

// The host's names for the ABI's value types (SegueABIValues) and SegueKit's operation, kept so
// that the code across the host and its users reads as before.

/// The transition a plugin animator is asked to animate: SegueKit's operation.
public typealias PluginOperation = TransitionOperation
/// What an animator says it can do (the descriptor's `SEGUE_CAPABILITY_*` flags).
public typealias AnimatorCapabilities = SegueCapabilities
/// A `segue_status_t` as a typed value: what a host service answered a plugin.
public typealias PluginStatus = SegueStatus
/// A view property a plugin reads, sets or animates.
typealias PluginProperty = SegueProperty
/// Which curve a plugin's `segue_timing_t` describes.
typealias PluginTimingKind = SegueTimingKind
/// How a plugin's keyframe animation joins its key values.
typealias PluginKeyframeCalculation = SegueKeyframeCalculation
/// Where an animation stopped, as its completion tells the plugin.
typealias PluginAnimationPosition = SegueAnimationPosition
/// Which end of the transition a plugin asks about.
typealias PluginTransitionKey = SegueTransitionKey
/// The presentation style a plugin reads from its context.
typealias PluginPresentationStyle = SeguePresentationStyle
/// The severity of a message a plugin logs through the host.
typealias PluginLogLevel = SegueLogLevel

extension SegueStatus {
    /// The status `raw` names, or nil for a number the ABI does not define (the validator reads
    /// plugins' answers with it).
    public init?(_ raw: segue_status_t) { self.init(known: raw) }

    /// The C value (the validator's spelling of `rawValue`).
    public var raw: segue_status_t { rawValue }
}

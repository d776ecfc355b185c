import SegueABI
import SegueKit

/// Which end of the transition a plugin asks about (the ABI's `segue_transition_key_t`).
enum PluginTransitionKey: PluginABIEnumeration {
    /// `SEGUE_KEY_FROM`: the side on screen when the transition starts.
    case from
    /// `SEGUE_KEY_TO`: the side on screen when it ends.
    case to

    /// The C value.
    var raw: Int32 {
        switch self {
        case .from: Int32(SEGUE_KEY_FROM.rawValue)
        case .to: Int32(SEGUE_KEY_TO.rawValue)
        }
    }

    /// SegueKit's key for the same side.
    var transitionKey: TransitionKey {
        switch self {
        case .from: .from
        case .to: .to
        }
    }
}

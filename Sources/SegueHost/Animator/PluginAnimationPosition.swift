import SegueABI
import SegueEngine

/// Where an animation stopped, as its completion tells the plugin (the ABI's
/// `segue_animation_position_t`).
enum PluginAnimationPosition: PluginABIEnumeration {
    /// `SEGUE_POSITION_END`: at its targets.
    case end
    /// `SEGUE_POSITION_START`: back where it started.
    case start
    /// `SEGUE_POSITION_CURRENT`: stopped part way.
    case current

    /// The position of an engine animator that stopped at `position`.
    init(_ position: AnimatingPosition) {
        self =
            switch position {
            case .end: .end
            case .start: .start
            case .current: .current
            }
    }

    /// The C value.
    var raw: Int32 {
        switch self {
        case .end: Int32(SEGUE_POSITION_END.rawValue)
        case .start: Int32(SEGUE_POSITION_START.rawValue)
        case .current: Int32(SEGUE_POSITION_CURRENT.rawValue)
        }
    }
}

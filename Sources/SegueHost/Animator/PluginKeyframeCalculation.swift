import SegueABI
import SegueEngine

/// `segue_keyframe_calculation_t`: how a plugin's keyframe animation joins its key values.
enum PluginKeyframeCalculation: PluginABIEnumeration {
    /// `SEGUE_KEYFRAME_CALCULATION_LINEAR`.
    case linear
    /// `SEGUE_KEYFRAME_CALCULATION_CUBIC`: a Catmull-Rom spline.
    case cubic

    /// The C value.
    var raw: Int32 {
        switch self {
        case .linear: Int32(SEGUE_KEYFRAME_CALCULATION_LINEAR.rawValue)
        case .cubic: Int32(SEGUE_KEYFRAME_CALCULATION_CUBIC.rawValue)
        }
    }

    /// The engine's mode.
    var mode: KeyframeCalculationMode {
        switch self {
        case .linear: .linear
        case .cubic: .cubic
        }
    }
}

import SegueABIValues
import SegueEngine

extension SegueKeyframeCalculation {
    /// The engine's mode; a number the ABI does not define is refused before this is asked.
    var mode: KeyframeCalculationMode { self == .cubic ? .cubic : .linear }
}

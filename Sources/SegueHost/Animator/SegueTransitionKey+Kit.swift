import SegueABIValues
import SegueKit

extension SegueTransitionKey {
    /// SegueKit's key for the same side; a number the ABI does not define is refused before this
    /// is asked.
    var transitionKey: TransitionKey { self == .from ? .from : .to }
}

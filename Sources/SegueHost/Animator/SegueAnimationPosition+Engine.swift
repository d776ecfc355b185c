import SegueABIValues
import SegueEngine

extension SegueAnimationPosition {
    /// The position of an engine animator that stopped at `position`.
    init(_ position: AnimatingPosition) {
        self =
            switch position {
            case .end: .end
            case .start: .start
            case .current: .current
            }
    }
}

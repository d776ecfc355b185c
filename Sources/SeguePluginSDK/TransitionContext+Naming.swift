import SegueABI
import SegueABIValues

extension TransitionContext {
    // MARK: Names and style

    /// The name `view` has in traces and pictures.
    public func name(of view: ViewHandle) throws(ServiceError) -> String {
        guard let name = try callViewName(view.raw) else { return "" }
        return String(cString: name)
    }

    /// UIModalPresentationStyle of a modal transition (`.none` for the others).
    public var presentationStyle: SeguePresentationStyle { SeguePresentationStyle(rawValue: callPresentationStyle()) }
}

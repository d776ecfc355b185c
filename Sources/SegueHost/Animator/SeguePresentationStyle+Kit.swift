import SegueABIValues
import SegueKit

extension SeguePresentationStyle {
    /// The style of a transition: nil or `.none` (a navigation, tab or container switch) is
    /// `none`; `.automatic` is resolved first, as it is before a transition starts.
    init(_ style: ModalPresentationStyle?) {
        guard let style, style != .none else {
            self = .none
            return
        }
        self =
            switch style.resolved {
            case .none, .automatic: .none
            case .fullScreen: .fullScreen
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .currentContext: .currentContext
            case .custom: .custom
            case .overFullScreen: .overFullScreen
            case .overCurrentContext: .overCurrentContext
            case .popover: .popover
            }
    }
}

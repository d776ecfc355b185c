import SegueABI
import SegueKit

/// The presentation style a plugin reads from its context (the ABI's `segue_presentation_style_t`).
enum PluginPresentationStyle: PluginABIEnumeration {
    /// `SEGUE_STYLE_NONE`: not a modal transition.
    case none
    /// The modal presentation style of a present or dismiss.
    case modal(ModalPresentationStyle)

    /// Every case, the modal styles in SegueKit's order (`.automatic` is resolved before a
    /// transition starts, so no context reports it).
    static var allCases: [PluginPresentationStyle] {
        [.none] + ModalPresentationStyle.presentableCases.filter { $0 != .automatic }.map(Self.modal)
    }

    /// The style of a transition: nil or `.none` (a navigation, tab or container switch) is `none`.
    init(_ style: ModalPresentationStyle?) {
        guard let style, style != .none else {
            self = .none
            return
        }
        self = .modal(style.resolved)
    }

    /// The C value.
    var raw: Int32 {
        guard case .modal(let style) = self else { return Int32(SEGUE_STYLE_NONE.rawValue) }
        return switch style.resolved {
        case .none, .automatic: Int32(SEGUE_STYLE_NONE.rawValue)
        case .fullScreen: Int32(SEGUE_STYLE_FULL_SCREEN.rawValue)
        case .pageSheet: Int32(SEGUE_STYLE_PAGE_SHEET.rawValue)
        case .formSheet: Int32(SEGUE_STYLE_FORM_SHEET.rawValue)
        case .currentContext: Int32(SEGUE_STYLE_CURRENT_CONTEXT.rawValue)
        case .custom: Int32(SEGUE_STYLE_CUSTOM.rawValue)
        case .overFullScreen: Int32(SEGUE_STYLE_OVER_FULL_SCREEN.rawValue)
        case .overCurrentContext: Int32(SEGUE_STYLE_OVER_CURRENT_CONTEXT.rawValue)
        case .popover: Int32(SEGUE_STYLE_POPOVER.rawValue)
        }
    }
}

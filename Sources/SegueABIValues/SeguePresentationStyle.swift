import SegueABI

/// The presentation style a plugin reads from its context (`segue_presentation_style_t`, context.h).
public struct SeguePresentationStyle: ABIEnumeration {
    /// The C value, as the context's `presentation_style` answers it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    init(_ constant: segue_presentation_style) { self.init(rawValue: constant.rawValue) }

    /// Not a modal transition.
    public static let none = Self(SEGUE_STYLE_NONE)
    /// Full screen.
    public static let fullScreen = Self(SEGUE_STYLE_FULL_SCREEN)
    /// A page sheet.
    public static let pageSheet = Self(SEGUE_STYLE_PAGE_SHEET)
    /// A form sheet.
    public static let formSheet = Self(SEGUE_STYLE_FORM_SHEET)
    /// Over the current context's controller, replacing it.
    public static let currentContext = Self(SEGUE_STYLE_CURRENT_CONTEXT)
    /// A custom presentation controller.
    public static let custom = Self(SEGUE_STYLE_CUSTOM)
    /// Full screen, the presenter staying beneath.
    public static let overFullScreen = Self(SEGUE_STYLE_OVER_FULL_SCREEN)
    /// Over the current context, the presenter staying beneath.
    public static let overCurrentContext = Self(SEGUE_STYLE_OVER_CURRENT_CONTEXT)
    /// A popover.
    public static let popover = Self(SEGUE_STYLE_POPOVER)

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.none, "none", "SEGUE_STYLE_NONE"),
        .init(.fullScreen, "fullScreen", "SEGUE_STYLE_FULL_SCREEN"),
        .init(.pageSheet, "pageSheet", "SEGUE_STYLE_PAGE_SHEET"),
        .init(.formSheet, "formSheet", "SEGUE_STYLE_FORM_SHEET"),
        .init(.currentContext, "currentContext", "SEGUE_STYLE_CURRENT_CONTEXT"),
        .init(.custom, "custom", "SEGUE_STYLE_CUSTOM"),
        .init(.overFullScreen, "overFullScreen", "SEGUE_STYLE_OVER_FULL_SCREEN"),
        .init(.overCurrentContext, "overCurrentContext", "SEGUE_STYLE_OVER_CURRENT_CONTEXT"),
        .init(.popover, "popover", "SEGUE_STYLE_POPOVER"),
    ]
}

import SegueABI

/// The presentation style a plugin reads from its context (`segue_presentation_style_t`, context.h).
public struct SeguePresentationStyle: ABIEnumeration {
    /// The C value, as the context's `presentation_style` answers it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_presentation_style) { self.init(rawValue: constant.rawValue) }

    /// Not a modal transition.
    @inlinable public static var none: Self { Self(SEGUE_STYLE_NONE) }
    /// Full screen.
    @inlinable public static var fullScreen: Self { Self(SEGUE_STYLE_FULL_SCREEN) }
    /// A page sheet.
    @inlinable public static var pageSheet: Self { Self(SEGUE_STYLE_PAGE_SHEET) }
    /// A form sheet.
    @inlinable public static var formSheet: Self { Self(SEGUE_STYLE_FORM_SHEET) }
    /// Over the current context's controller, replacing it.
    @inlinable public static var currentContext: Self { Self(SEGUE_STYLE_CURRENT_CONTEXT) }
    /// A custom presentation controller.
    @inlinable public static var custom: Self { Self(SEGUE_STYLE_CUSTOM) }
    /// Full screen, the presenter staying beneath.
    @inlinable public static var overFullScreen: Self { Self(SEGUE_STYLE_OVER_FULL_SCREEN) }
    /// Over the current context, the presenter staying beneath.
    @inlinable public static var overCurrentContext: Self { Self(SEGUE_STYLE_OVER_CURRENT_CONTEXT) }
    /// A popover.
    @inlinable public static var popover: Self { Self(SEGUE_STYLE_POPOVER) }

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

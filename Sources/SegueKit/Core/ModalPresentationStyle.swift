/// How a presented controller covers the screen (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    /// The system's choice, resolved when the presentation starts (see `resolved`); never the
    /// style of a running transition.
    case automatic
    /// Not a modal presentation: what a navigation, tab or resize transition reports
    /// (`UIModalPresentationNone`). Presenting with it is refused.
    case none
    /// Covers the whole window; the presenter's view is removed once the presentation ends.
    case fullScreen
    /// A sheet as wide as a portrait page, full height, centred; the presenter stays visible.
    case pageSheet
    /// A centred 540 × 620 sheet; the presenter stays visible.
    case formSheet
    /// Covers the controller that defines the presentation context; its view is removed.
    case currentContext
    /// Placed by the presentation controller the transitioning delegate vends.
    case custom
    /// Covers the whole window over the presenter, which stays in place.
    case overFullScreen
    /// Covers the presentation context's controller, which stays in place.
    case overCurrentContext
    /// A `preferredContentSize` box next to an anchor rectangle.
    case popover

    /// The styles a controller may be presented with (every one but `.none`).
    public static var presentableCases: [ModalPresentationStyle] { allCases.filter { $0 != .none } }

    /// The style a presentation uses: `.automatic` becomes `.pageSheet`, as the documentation of
    /// `UIModalPresentationStyle.automatic` says UIKit does for most view controllers.
    public var resolved: ModalPresentationStyle {
        self == .automatic ? .pageSheet : self
    }

    /// Whether a horizontally compact container shows this style full screen instead.
    var adaptsToFullScreenWhenCompact: Bool {
        self == .pageSheet || self == .formSheet || self == .popover
    }

    /// Whether the style covers a presentation context rather than the window.
    var coversCurrentContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}

/// The built-in animation a presentation uses when its transitioning delegate vends no animator
/// (`UIModalTransitionStyle`).
public enum ModalTransitionStyle: String, CaseIterable, Sendable {
    /// The presented view slides up from the bottom edge; down again on dismissal.
    case coverVertical
    /// A 3D flip about the vertical axis from the presenter's view to the presented one.
    case flipHorizontal
    /// The presented view fades in over the presenter; out on dismissal.
    case crossDissolve
    /// The presenter's view curls up part of the way, revealing the presented view beneath it
    /// (full-screen presenters only).
    case partialCurl
}

/// How wide the container is, the way size classes say it (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Sendable {
    /// Narrow: sheets and popovers adapt to full screen.
    case compact
    /// Wide enough for sheets and popovers.
    case regular
}

/// Which side of a transition a controller or view is on.
public enum TransitionKey: String, Sendable {
    /// The controller (or view) on screen when the transition starts.
    case from
    /// The controller (or view) on screen when it ends.
    case to
}

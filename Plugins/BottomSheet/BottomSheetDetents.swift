import SeguePluginSDK

/// A height a bottom sheet rests at (UISheetPresentationController.Detent).
enum Detent: Int, CaseIterable {
    /// Half the container's height (UIKit's `.medium()`).
    case medium = 0
    /// The container's height less its top safe area and a 10-point inset, so the presenter
    /// peeks out above (UIKit's `.large()` on a phone).
    case large = 1
    /// The presented controller's preferredContentSize height with the bottom safe area, at most
    /// the large detent's (a custom detent sized to the content; medium's when it states none).
    case content = 2

    /// The inset above the large detent, in points.
    static let largeTopInset = 10.0

    /// The sheet's height at this detent in `layout`, in whole points (never above the large one's).
    func height(in layout: PresentationLayout) -> Double {
        let container = layout.containerBounds.height
        let large = max(container - layout.safeArea.top - Self.largeTopInset, 0)
        let medium = min((container / 2).rounded(.down), large)
        switch self {
        case .medium: return medium
        case .large: return large
        case .content:
            let content = layout.preferredContentSize.height
            guard content > 0 else { return medium }
            return min((content + layout.safeArea.bottom).rounded(.up), large)
        }
    }

    /// The sheet's top edge at this detent, in the container's coordinates.
    func top(in layout: PresentationLayout) -> Double {
        layout.containerBounds.height - height(in: layout)
    }

    /// The sheet's frame at this detent, or with its top edge at `top` while a finger drags it.
    static func frame(top: Double, in layout: PresentationLayout) -> Rect {
        let bounds = layout.containerBounds
        return Rect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
    }
}

/// What a tap on the dimming view does (the `dimming-tap` parameter).
enum TapPolicy: Int {
    /// Dismiss the sheet (UIKit's default for a sheet that is not modal in presentation).
    case dismiss = 0
    /// Nothing (isModalInPresentation).
    case nothing = 1
    /// Deliver the tap to the presenter beneath (largestUndimmedDetentIdentifier's behaviour).
    case passThrough = 2
}

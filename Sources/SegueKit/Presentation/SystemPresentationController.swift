import SegueEngine

/// The presentation controller behind every built-in `modalPresentationStyle`: it places the
/// presented view for the style and says whether the presenter's view goes away.
final class SystemPresentationController: PresentationController {
    /// The style asked for (`modalPresentationStyle`, resolved).
    let requestedStyle: ModalPresentationStyle
    /// The style in effect: the requested one, or what it adapted to.
    var style: ModalPresentationStyle
    /// The controller shown instead of the presented one while adapted, when the adaptive
    /// delegate vended one.
    var adaptiveReplacement: ViewController?

    /// The classic form sheet size.
    static let formSheetSize = Size(width: 540, height: 620)
    /// A popover's size when the content prefers none.
    static let popoverSize = Size(width: 320, height: 480)
    /// Space kept between a popover and the container's edges, and the arrow's length.
    static let popoverMargin = 10.0, popoverArrow = 13.0

    init(style: ModalPresentationStyle, presented: ViewController, presenting: ViewController) {
        self.requestedStyle = style
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
        logsCalls = false
    }

    override var presentationStyle: ModalPresentationStyle { style }

    override var requestedPresentationStyle: ModalPresentationStyle { requestedStyle }

    override var presentedView: View? { adaptiveReplacement?.view ?? presentedViewController.view }

    override var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .automatic, .none:
            return bounds
        case .pageSheet:
            return Self.pageSheetFrame(in: bounds)
        case .formSheet:
            let preferred = presentedViewController.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
            let width = min(size.width, bounds.width)
            let height = min(size.height, bounds.height)
            return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        case .popover:
            return popoverFrame(in: bounds)
        }
    }

    /// The page sheet: as wide as the window is in portrait (its shorter side), full height,
    /// centred. That is the rule `UIModalPresentationPageSheet`'s documentation gave up to iOS 12
    /// (UIViewController.h: the screen's portrait width, the screen's height); today's page gives
    /// no size, only "roughly a page", so the documented rule stands.
    static func pageSheetFrame(in bounds: Rect) -> Rect {
        let width = min(bounds.width, bounds.height)
        return Rect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Below the anchor when it fits, else above it; centred on the anchor and kept inside the
    /// container's margins.
    private func popoverFrame(in bounds: Rect) -> Rect {
        let preferred = presentedViewController.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.popoverSize
        let margin = Self.popoverMargin
        let width = min(size.width, bounds.width - 2 * margin)
        let height = min(size.height, bounds.height - 2 * margin)
        let anchor: Rect
        if let rect = presentedViewController.popoverSourceRect, let container = containerView {
            let sourceView = presentedViewController.popoverSourceView ?? presentingViewController.view
            let origin = presentingViewController.frame(of: sourceView, in: container)
            anchor = rect.offsetBy(dx: origin.minX - sourceView.bounds.minX, dy: origin.minY - sourceView.bounds.minY)
        } else {
            anchor = Rect(x: bounds.midX, y: bounds.minY + margin, width: 0, height: 0)
        }
        let x = min(max(anchor.midX - width / 2, bounds.minX + margin), bounds.maxX - margin - width)
        let below = anchor.maxY + Self.popoverArrow
        let y =
            below + height <= bounds.maxY - margin
            ? below : max(anchor.minY - Self.popoverArrow - height, bounds.minY + margin)
        return Rect(x: x, y: y, width: width, height: height)
    }
}

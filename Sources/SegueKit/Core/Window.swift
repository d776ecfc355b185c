import SegueEngine

/// The top of a controller hierarchy (`UIWindow`): a root view of a given size holding the root
/// controller's view, the presentations above it, and the log of every transition in it.
public final class Window {
    /// The engine the window's views live on.
    public let engine: AnimationEngine
    /// The window's own view, the root of everything it shows.
    public let view: View
    /// Every transition call and diagnostic in this window.
    public let events: TransitionEventLog
    /// The size class to report regardless of width; nil derives it from the width.
    public var sizeClassOverride: SizeClass?
    /// Transitions that never complete are completed by a watchdog this long after their
    /// expected end, with a diagnostic.
    public var watchdogGrace: Double = Window.defaultWatchdogGrace
    /// The watchdog's grace unless a window says otherwise, in seconds.
    static let defaultWatchdogGrace = 2.0

    /// The transition running in this window now, if any (one at a time, as in UIKit).
    var activeTransition: AnyObject?

    /// A window of `size` on `engine`; its view is named `name`.
    public init(engine: AnimationEngine, size: Size, name: String = "window") {
        self.engine = engine
        self.view = View(name: name, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), in: engine.tree)
        self.events = TransitionEventLog(engine: engine)
    }

    /// The window's size.
    public var size: Size { view.bounds.size }

    /// Widths below this are horizontally compact (phones in portrait, split-screen slivers).
    public static let regularWidthThreshold = 600.0

    /// Whether the window is horizontally compact or regular.
    public var horizontalSizeClass: SizeClass { horizontalSizeClass(forWidth: size.width) }

    /// The size class the window has at `width` (the override, when set, whatever the width).
    func horizontalSizeClass(forWidth width: Double) -> SizeClass {
        sizeClassOverride ?? (width < Self.regularWidthThreshold ? .compact : .regular)
    }

    /// Whether a transition is running in this window.
    public var isTransitioning: Bool { activeTransition != nil }

    /// A window that goes away mid-transition abandons the transition (its animations stop, so
    /// the engine lets go of them and of the context). A presented controller and its
    /// presentation controller hold each other and the presenting controller; a window that goes
    /// away while presenting takes its presentations with it instead of leaving that cycle (and
    /// the transition's animators) alive.
    deinit {
        (activeTransition as? TransitionRun)?.abandon()
        if let root = rootViewController { Self.dismantlePresentations(from: root) }
    }

    private static func dismantlePresentations(from controller: ViewController) {
        for child in controller.children { dismantlePresentations(from: child) }
        guard let presented = controller.presentedViewController else { return }
        controller.presentedViewController = nil
        presented.presentationController = nil
        dismantlePresentations(from: presented)
    }

    /// The controller whose view fills the window. Setting it installs its view at the window's
    /// bounds and runs its appearance callbacks (not animated).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.windowStorage = nil
                old.endAppearanceTransition(animated: false)
            }
            if let root = rootViewController {
                root.windowStorage = self
                root.view.frame = view.bounds
                root.layoutViewHierarchy()
                root.beginAppearanceTransition(true, animated: false)
                view.insertSubview(root.view, at: 0)
                root.endAppearanceTransition(animated: false)
            }
        }
    }

    /// The controller on top: the last one presented above the root, or the root.
    public var topViewController: ViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}

/// The window: the scene a transition plays in (one per plugin process).
open class UIWindow: UIView {
    /// The scene's window.
    nonisolated(unsafe) static let scene = UIWindow(frame: UIScreen.main.bounds)
    /// The controller at the root (none: the host owns the scene's controllers).
    open var rootViewController: UIViewController?
    /// Whether it is the key window.
    open var isKeyWindow: Bool { true }
    /// Makes it key and visible (nothing to do).
    open func makeKeyAndVisible() {}
    /// The window's level.
    open var windowLevel: CGFloat = 0
}

/// The screen: the scene's size, read from the container while a transition runs.
open class UIScreen {
    /// The screen the scene is on.
    nonisolated(unsafe) public static let main = UIScreen()
    /// The scene's bounds: the container's while the host runs a call, else the last seen (a phone's 390×844
    /// before any).
    open var bounds: CGRect {
        if let container = HostSession.current.flatMap({ try? $0.context.containerView() }),
            let value = try? HostSession.current?.context.frame(of: container)
        {
            lastBounds = CGRect(origin: .zero, size: CGRect(value).size)
        }
        return lastBounds
    }
    /// Points to pixels (Segue's scene is in points; pictures choose their own scale).
    open var scale: CGFloat { 1 }
    /// The native scale.
    open var nativeScale: CGFloat { 1 }
    /// The native bounds.
    open var nativeBounds: CGRect { bounds }
    /// The bounds last read.
    private var lastBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

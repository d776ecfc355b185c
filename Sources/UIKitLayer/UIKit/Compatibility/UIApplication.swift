/// The app: Segue's scene, one window, no status bar.
open class UIApplication: UIResponder {
    /// The app.
    nonisolated(unsafe) public static let shared = UIApplication()
    /// The windows: the scene's.
    open var windows: [UIWindow] { [UIWindow.scene] }
    /// The key window: the scene's.
    open var keyWindow: UIWindow? { UIWindow.scene }
    /// The status bar's frame (the scene has none).
    open var statusBarFrame: CGRect { .zero }
    /// The connected scenes.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.scene] }
    /// The layout direction.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Starts ignoring events (there are none).
    open func beginIgnoringInteractionEvents() {}
    /// Stops ignoring events.
    open func endIgnoringInteractionEvents() {}
}

/// The direction text and layouts run.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// A scene.
open class UIScene: UIResponder {}

/// A window scene: the scene's one.
open class UIWindowScene: UIScene {
    /// The scene's.
    nonisolated(unsafe) static let scene = UIWindowScene()
    /// The status bar (none).
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// Its windows.
    open var windows: [UIWindow] { [UIWindow.scene] }
}

/// The status bar's manager.
open class UIStatusBarManager {
    /// The status bar's frame (none).
    open var statusBarFrame: CGRect { .zero }
    /// Whether it is hidden.
    open var isStatusBarHidden: Bool { true }
}

extension UIWindow {
    /// The window's scene.
    public var windowScene: UIWindowScene? { UIWindowScene.scene }
}

extension UINavigationController {
    /// The swipe-back gesture (never fires: the host drives interactions).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}

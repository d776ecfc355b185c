/// What Auto Layout keeps for one view, beside it (an extension cannot add stored properties to `UIView`): its
/// anchors, its layout guides, the constraints it holds and its content priorities.
///
/// [main thread]
final class ViewLayoutState {
    /// The view (weak: the state does not keep it alive, and a state whose view is gone is dropped).
    private weak var view: UIView?
    /// The view's anchors.
    let anchors: LayoutAnchors
    /// The active constraints the view holds, in the order they came.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to the view, in the order they came.
    var layoutGuides: [UILayoutGuide] = []
    /// How much the view resists growing beyond its content, by axis.
    var contentHugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// How much the view resists shrinking below its content, by axis.
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// The state of `view`, new.
    private init(view: UIView) {
        self.view = view
        anchors = LayoutAnchors(item: view)
    }

    /// The safe area's guide: the bounds inset by the safe area's insets.
    private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(system: "UIViewSafeAreaLayoutGuide", of: view) {
        $0.bounds.inset(by: $0.safeAreaInsets)
    }
    /// The margins' guide: the bounds inset by the layout margins.
    private(set) lazy var layoutMarginsGuide = UILayoutGuide(system: "UIViewLayoutMarginsGuide", of: view) {
        $0.bounds.inset(by: $0.layoutMargins)
    }
    /// The readable content's guide: the margins' frame (a phone's readable width is its margins').
    private(set) lazy var readableContentGuide = UILayoutGuide(system: "UIViewReadableContentGuide", of: view) {
        $0.bounds.inset(by: $0.layoutMargins)
    }

    // MARK: The side table

    /// The state of `view`, made on first use.
    static func of(_ view: UIView) -> ViewLayoutState {
        let key = ObjectIdentifier(view)
        if let state = states[key], state.view === view { return state }
        // No state, or a stale one left by a view gone at the same address.
        if states.count >= pruneCount {
            states = states.filter { $0.value.view != nil }
            pruneCount = max(64, states.count * 2)
        }
        let state = ViewLayoutState(view: view)
        states[key] = state
        return state
    }

    /// Every view's state, by the view's identity. `nonisolated(unsafe)`: the UIKit layer runs on the main thread
    /// only (the host calls a plugin on one thread), so nothing reads or writes it concurrently.
    nonisolated(unsafe) private static var states: [ObjectIdentifier: ViewLayoutState] = [:]
    /// The count at which states of views gone are dropped (then twice the live count, so dropping stays linear).
    /// `nonisolated(unsafe)` for the same reason: the main thread only.
    nonisolated(unsafe) private static var pruneCount = 64
}

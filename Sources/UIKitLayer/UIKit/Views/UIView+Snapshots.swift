internal import SeguePluginSDK

// Snapshots: the host copies a view's look once into a new view that moves, scales and fades as one.

extension UIView {
    /// A view showing this view's look (as last drawn, or with every change so far when `afterUpdates`), sized
    /// like the bounds at 0/0 and in no hierarchy yet; nil, with a warning, for a view the host does not draw.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshot("snapshotView(afterScreenUpdates:)") { context, handle throws(ServiceError) in
            try context.snapshot(handle, afterUpdates: afterUpdates)
        }
    }

    /// A view showing the part `rect` of this view's look; `capInsets` keep their size when it is resized.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let insets = EdgeInsets(
            top: Double(capInsets.top), left: Double(capInsets.left), bottom: Double(capInsets.bottom),
            right: Double(capInsets.right))
        return snapshot("resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)") {
            context, handle throws(ServiceError) in
            try context.snapshot(handle, rect: rect.abi, afterUpdates: afterUpdates, capInsets: insets)
        }
    }

    /// Draws the view into the current image context (a renderer's or UIGraphicsBeginImageContext's): the image
    /// made from it is a picture of the view. False when no image context is open.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        layer.render(in: context)
        return true
    }

    /// A snapshot through `take`, adopted as a view of the plugin's own.
    private func snapshot(
        _ call: String, _ take: (TransitionContext, ViewHandle) throws(ServiceError) -> ViewHandle
    ) -> UIView? {
        guard let handle = layer.hostHandle() else {
            HostSession.warnOnce("\(call) of a view the host does not draw (not in the container yet) answers nil")
            return nil
        }
        let made = HostSession.perform(call) { context throws(ServiceError) in try take(context, handle) }
        guard let snapshot = made else { return nil }
        let view = UIView(frame: .zero)
        view.layer.adopt(snapshot, origin: .created)
        return view
    }
}

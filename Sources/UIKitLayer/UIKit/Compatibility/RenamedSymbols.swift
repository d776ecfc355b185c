// Swift 4.0's names, renamed in Swift 4.2 as on iOS: the compiler says what each is called now (Xcode's fix-its).

/// Renamed.
@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Renamed.
@available(*, unavailable, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// Renamed.
@available(*, unavailable, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

extension UIView {
    /// Renamed.
    @available(*, unavailable, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// Renamed.
    @available(*, unavailable, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

/// The appearance calls that bracket every kind of transition (modal, navigation, tab, custom
/// container): `viewWill…` before the animations, `viewDid…` once the transition ends.
enum AppearanceTransition {
    /// Begins the appearance changes: the outgoing controller's `viewWillDisappear`, then the
    /// incoming one's `viewWillAppear`.
    static func begin(appearing: ViewController?, disappearing: ViewController?, animated: Bool) {
        disappearing?.beginAppearanceTransition(false, animated: animated)
        appearing?.beginAppearanceTransition(true, animated: animated)
    }

    /// Ends the appearance changes begun before the animations. A cancelled transition swaps them
    /// back here, when the transition ends (after the cancel animation, at
    /// `completeTransition(false)`), not at the cancel call: the controller that was to appear
    /// hears `viewWillDisappear`/`viewDidDisappear`, the other `viewWillAppear`/`viewDidAppear`,
    /// which is the order UIKit delivers them in.
    static func finish(appearing: ViewController?, disappearing: ViewController?, completed: Bool, animated: Bool) {
        if completed {
            appearing?.endAppearanceTransition(animated: animated)
            disappearing?.endAppearanceTransition(animated: animated)
        } else {
            appearing?.beginAppearanceTransition(false, animated: animated)
            appearing?.endAppearanceTransition(animated: animated)
            disappearing?.beginAppearanceTransition(true, animated: animated)
            disappearing?.endAppearanceTransition(animated: animated)
        }
    }
}

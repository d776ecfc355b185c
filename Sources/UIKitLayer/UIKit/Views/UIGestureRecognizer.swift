/// A gesture recognizer. Segue delivers no touches to plugin views: the host's gestures and interaction plugins
/// drive transitions. The recognizers exist so presentation controllers that add them compile; they never fire
/// (target–action needs the Objective-C runtime, which `segue plugin import` reports).
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in its life.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognition: the same raw value as `ended`.
        public static var recognized: State { .ended }
    }

    /// Its state (always `.possible`: no touches arrive).
    open internal(set) var state: State = .possible
    /// Its delegate.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether it is enabled.
    open var isEnabled = true
    /// Whether it cancels touches in its view.
    open var cancelsTouchesInView = true
    /// Whether it delays touches began.
    open var delaysTouchesBegan = false
    /// Whether it delays touches ended.
    open var delaysTouchesEnded = true
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Its name.
    open var name: String?

    /// A recognizer that would send `action` to `target`.
    public init(target: Any?, action: Selector?) {
        super.init()
    }

    /// A recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target (never called: see the class comment).
    open func addTarget(_ target: Any, action: Selector) {}
    /// Removes a target.
    open func removeTarget(_ target: Any?, action: Selector?) {}
    /// Requires `otherGestureRecognizer` to fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    /// Where the gesture is, in `view`'s coordinates (zero: no touches arrive).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// How many touches it has.
    open var numberOfTouches: Int { 0 }
}

/// A gesture recognizer's delegate; every method is optional on iOS, so each has a default.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize at once.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer should receive a touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: yes.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: no.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: yes.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}

/// A touch (none arrive).
open class UITouch: NSObject {
    /// Where it is in `view`.
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// A pan.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The most touches it takes.
    open var maximumNumberOfTouches = Int.max
    /// The fewest touches it takes.
    open var minimumNumberOfTouches = 1
    /// How far the pan moved, in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Resets how far it moved.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// How fast it moves, points per second.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    /// The translation last set.
    private var translation = CGPoint.zero
}

/// A pan from a screen edge.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from.
    open var edges: UIRectEdge = []
}

/// A tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed.
    open var numberOfTapsRequired = 1
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
}

/// A long press.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds it takes.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pinch.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers' scale.
    open var scale: CGFloat = 1
    /// How fast the scale changes.
    open var velocity: CGFloat { 0 }
}

/// A swipe.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions it recognizes.
    open var direction: Direction = .right

    /// A swipe's directions.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        /// Directions of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }
}

extension UIView {
    /// Attaches `gestureRecognizer` (kept; it never fires, see UIGestureRecognizer).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = nil
    }

    /// Ends editing in the view (there is no keyboard): true.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}

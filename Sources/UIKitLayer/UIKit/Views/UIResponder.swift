/// The responder chain's base class (views and view controllers are responders).
open class UIResponder: NSObject {
    /// The next responder (none: Segue delivers no events to plugin views).
    open var next: UIResponder? { nil }
    /// Whether it can become first responder.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become first responder (always refused: there is no keyboard).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

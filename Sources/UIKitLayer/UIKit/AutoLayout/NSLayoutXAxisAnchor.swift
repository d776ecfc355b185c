/// A horizontal anchor: a leading, trailing, left, right or centre-x anchor.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint making this anchor trail `anchor` by `multiplier` × the system spacing (8 points here).
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint making this anchor trail `anchor` by at least `multiplier` × the system spacing.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint making this anchor trail `anchor` by at most `multiplier` × the system spacing.
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

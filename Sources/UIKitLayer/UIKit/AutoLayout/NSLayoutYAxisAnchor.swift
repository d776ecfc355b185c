/// A vertical anchor: a top, bottom, centre-y or baseline anchor.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint placing this anchor `multiplier` × the system spacing (8 points here) below `anchor`.
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint placing this anchor at least `multiplier` × the system spacing below `anchor`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint placing this anchor at most `multiplier` × the system spacing below `anchor`.
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

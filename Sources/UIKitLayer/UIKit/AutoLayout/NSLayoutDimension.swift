/// A width or height anchor, which can also be constrained to a constant or to a multiple of another dimension.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint making this dimension `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, nil as NSLayoutDimension?, constant: c)
    }

    /// A constraint making this dimension at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil as NSLayoutDimension?, constant: c)
    }

    /// A constraint making this dimension at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil as NSLayoutDimension?, constant: c)
    }

    /// A constraint making this dimension `m` × `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m)
    }

    /// A constraint making this dimension at least `m` × `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m)
    }

    /// A constraint making this dimension at most `m` × `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m)
    }

    /// A constraint making this dimension `m` × `anchor` plus `c`.
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint making this dimension at least `m` × `anchor` plus `c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint making this dimension at most `m` × `anchor` plus `c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

// Auto Layout's surface on UIView: anchors, layout guides, the constraints a view holds, content priorities.
// Constraints are kept but not solved (constraint-driven layout does not animate yet): set frames instead.

extension UIView {
    // MARK: Anchors (the same object each time)

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { layoutState.anchors.leading }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutState.anchors.trailing }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { layoutState.anchors.left }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { layoutState.anchors.right }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { layoutState.anchors.top }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutState.anchors.bottom }
    /// The width.
    public var widthAnchor: NSLayoutDimension { layoutState.anchors.width }
    /// The height.
    public var heightAnchor: NSLayoutDimension { layoutState.anchors.height }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutState.anchors.centerX }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutState.anchors.centerY }
    /// The baseline of the first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutState.anchors.firstBaseline }
    /// The baseline of the last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutState.anchors.lastBaseline }

    // MARK: Layout guides

    /// The guide of the area no bars cover; its frame is the bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { layoutState.safeAreaLayoutGuide }
    /// The guide of the area within the layout margins; its frame is the bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { layoutState.layoutMarginsGuide }
    /// The guide of a readable width of text; its frame is the margins' (a phone's readable width).
    public var readableContentGuide: UILayoutGuide { layoutState.readableContentGuide }

    /// The guides added with `addLayoutGuide`, in the order they came.
    public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

    /// Adds `layoutGuide` to the view (taking it from the view it belonged to).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        layoutGuide.owningView = self
        if !layoutState.layoutGuides.contains(where: { $0 === layoutGuide }) {
            layoutState.layoutGuides.append(layoutGuide)
        }
    }

    /// Takes `layoutGuide` from the view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutState.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    // MARK: Constraints (kept, not solved)

    /// The active constraints the view holds: those added to it and those activated whose items' nearest common
    /// ancestor it is.
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Activates `constraint`, held by this view (logs, once, that constraint-driven layout does not animate yet).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(in: self) }

    /// Activates each of `constraints`, held by this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.uninstall() }
    }

    /// Deactivates each of `constraints` this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Content priorities (kept)

    /// How much the view resists growing beyond its content along `axis` (`.defaultLow` unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.contentHugging[axis] ?? .defaultLow
    }

    /// Sets how much the view resists growing beyond its content along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.contentHugging[axis] = priority
    }

    /// How much the view resists shrinking below its content along `axis` (`.defaultHigh` unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking below its content along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        layoutState.compressionResistance[axis] = priority
    }

    /// The view's Auto Layout state, made on first use.
    private var layoutState: ViewLayoutState { ViewLayoutState.of(self) }
}

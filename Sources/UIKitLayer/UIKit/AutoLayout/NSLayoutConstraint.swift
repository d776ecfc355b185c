/// A relation between two layout attributes, `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, with UIKit's surface so code that makes and activates constraints
/// compiles unchanged.
///
/// Segue keeps constraints but does not solve them: constraint-driven layout does not animate yet, so activating one
/// logs a warning (once per process) and leaves every frame as it is. Set frames instead.
///
/// [main thread]
open class NSLayoutConstraint: NSObject {
    /// The first item (weak: as in UIKit, a constraint does not keep its items alive).
    private weak var storedFirstItem: AnyObject?
    /// The second item, if any (weak).
    private weak var storedSecondItem: AnyObject?
    /// The first item's attribute.
    private let storedFirstAttribute: Attribute
    /// The second item's attribute (`notAnAttribute` without a second item).
    private let storedSecondAttribute: Attribute
    /// The relation.
    private let storedRelation: Relation
    /// The multiplier of the second attribute.
    private let storedMultiplier: CGFloat
    /// Whether the constraint is active.
    private var active = false
    /// The view holding the constraint while it is active: the items' nearest common ancestor, or the view it was
    /// added to; nil when inactive or when the items share no view.
    private(set) weak var holder: UIView?

    /// The constraint `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
    init(
        firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        storedFirstItem = firstItem
        storedFirstAttribute = firstAttribute
        storedRelation = relation
        storedSecondItem = secondItem
        storedSecondAttribute = secondAttribute
        storedMultiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// The constraint `view1.attr1 relation multiplier × view2.attr2 + c` (`view2` nil and `attr2`
    /// `.notAnAttribute` for a constant), between views or layout guides. Segue does not check it as UIKit does.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            firstItem: Self.layoutItem(view1), firstAttribute: attr1, relation: relation,
            secondItem: view2.map(Self.layoutItem), secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    // MARK: The equation

    /// The first item, nil once it is gone.
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second item, nil for a constant or once it is gone.
    open var secondItem: AnyObject? { storedSecondItem }
    /// The first item's attribute.
    open var firstAttribute: Attribute { storedFirstAttribute }
    /// The second item's attribute (`notAnAttribute` for a constant).
    open var secondAttribute: Attribute { storedSecondAttribute }
    /// The relation between the two sides.
    open var relation: Relation { storedRelation }
    /// The multiplier of the second attribute.
    open var multiplier: CGFloat { storedMultiplier }
    /// The constant added to the right-hand side.
    open var constant: CGFloat
    /// How much the constraint matters against others (required by default).
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    open var identifier: String?
    /// Whether archiving keeps the constraint (kept: there is no archiving).
    open var shouldBeArchived = false

    /// The first anchor: the first item's anchor of the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }

    /// The second anchor; nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondAttribute == .notAnAttribute ? nil : NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
    }

    // MARK: Activation

    /// Whether the constraint is active. Activating it logs, once per process, that constraint-driven layout does
    /// not animate yet; the constraint is held by its items' nearest common ancestor (`constraints`) and lays nothing
    /// out.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { install(in: nearestCommonAncestor()) } else { uninstall() }
        }
    }

    /// Activates each of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Makes the constraint active, held by `view` (moved there from any view holding it before).
    func install(in view: UIView?) {
        HostSession.warnOnce("constraint-driven layout does not animate yet; set frames instead")
        if active && holder === view { return }
        uninstall()
        active = true
        holder = view
        if let view { ViewLayoutState.of(view).constraints.append(self) }
    }

    /// Makes the constraint inactive, taking it from the view holding it.
    func uninstall() {
        if let holder { ViewLayoutState.of(holder).constraints.removeAll { $0 === self } }
        holder = nil
        active = false
    }

    /// The nearest view both items are in (a layout guide is in its owning view), as UIKit installs an activated
    /// constraint; nil when they share none (UIKit raises an exception there).
    private func nearestCommonAncestor() -> UIView? {
        let first = Self.view(of: firstItem)
        guard let second = Self.view(of: secondItem) else { return first }
        guard let first else { return second }
        var firstAncestors: [UIView] = []
        var view: UIView? = first
        while let next = view {
            firstAncestors.append(next)
            view = next.superview
        }
        view = second
        while let next = view {
            if firstAncestors.contains(where: { $0 === next }) { return next }
            view = next.superview
        }
        return nil
    }

    // MARK: Items

    /// The view an item lies in: the view itself, or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// `value` as a layout item (a view or guide passed as `Any`, even wrapped in an optional).
    private static func layoutItem(_ value: Any) -> AnyObject {
        (value as? UIView) ?? (value as? UILayoutGuide) ?? (value as AnyObject)
    }

    /// An item's name for descriptions: its class and its identifier, if any (`UIView'card'`).
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let identifier = (item as? UIView)?.accessibilityIdentifier ?? (item as? UILayoutGuide)?.identifier
        guard let identifier, !identifier.isEmpty else { return "\(type(of: item))" }
        return "\(type(of: item))'\(identifier)'"
    }

    /// UIKit's standard spacing between sibling views, what system-spacing anchors multiply.
    static let systemSpacing: CGFloat = 8

    /// The equation (`UIView.top == UIView'card'.bottom + 8.0 @750.0`), and whether the constraint is active.
    open override var description: String {
        var equation = "\(Self.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
        if secondAttribute == .notAnAttribute {
            equation += "\(constant)"
        } else {
            if multiplier != 1 { equation += "\(multiplier)*" }
            equation += "\(Self.name(of: secondItem)).\(secondAttribute)"
            if constant != 0 { equation += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        }
        if priority != .required { equation += " @\(priority.rawValue)" }
        return "<NSLayoutConstraint \(equation)\(active ? " (active)" : "")>"
    }
}

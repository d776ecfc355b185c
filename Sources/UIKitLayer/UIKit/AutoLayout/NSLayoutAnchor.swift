/// An edge, centre, baseline or dimension of a view or layout guide, which makes constraints with another anchor of
/// its kind (`AnchorType`: an x-axis anchor pairs only with x-axis anchors, as in UIKit).
/// The constraints are kept, not solved: constraint-driven layout does not animate yet.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, NSCopying {
    /// The view or layout guide the anchor belongs to (weak, as UIKit's).
    private weak var storedItem: AnyObject?
    /// The attribute of the item the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    /// The anchor of `attribute` of `item`.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        storedItem = item
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide the anchor belongs to, nil once it is gone.
    open var item: AnyObject? { storedItem }

    /// The anchor's name: its attribute's (`top`, `centerX`).
    open var name: String { "\(attribute)" }

    // MARK: Constraints

    /// A constraint making this anchor equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor)
    }

    /// A constraint making this anchor at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor)
    }

    /// A constraint making this anchor at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor)
    }

    /// A constraint making this anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: c)
    }

    /// A constraint making this anchor at least `anchor` plus `c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint making this anchor at most `anchor` plus `c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraint `self relation multiplier × other + constant` (no other: `self relation constant`).
    func makeConstraint<Other>(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<Other>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: other?.item,
            secondAttribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    // MARK: Identity

    /// Anchors are immutable: a copy is the anchor itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is an anchor of the same attribute of the same item (of whichever anchor class).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any LayoutAnchorIdentity else { return false }
        return other.anchoredAttribute == attribute && other.anchoredItem === item
    }

    /// A hash of the attribute and the item, as `isEqual` compares them.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(attribute)
        hasher.combine(item.map(ObjectIdentifier.init))
        return hasher.finalize()
    }

    /// The anchor's class, item and attribute (`NSLayoutYAxisAnchor(UIView.top)`).
    open override var description: String {
        "\(type(of: self))(\(NSLayoutConstraint.name(of: item)).\(attribute))"
    }
}

/// What makes two anchors the same whatever their class (a constraint's `firstAnchor` is an `NSLayoutAnchor<AnyObject>`
/// while the view's is an `NSLayoutYAxisAnchor`).
protocol LayoutAnchorIdentity: AnyObject {
    /// The anchor's item.
    var anchoredItem: AnyObject? { get }
    /// The anchor's attribute.
    var anchoredAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: LayoutAnchorIdentity {
    /// The anchor's item.
    var anchoredItem: AnyObject? { item }
    /// The anchor's attribute.
    var anchoredAttribute: NSLayoutConstraint.Attribute { attribute }
}

import Foundation
import Testing
import UIKit

/// A card as iOS code lays one out with anchors (the shape of a presented sheet's content view): it must compile
/// against the UIKit layer unchanged.
private final class CardView: UIView {
    let grabber = UIView()
    let content = UIView()
    private(set) var cardConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        grabber.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(grabber)
        addSubview(content)
        let contentHeight = content.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5, constant: -20)
        contentHeight.priority = .defaultHigh - 1
        contentHeight.identifier = "content.height"
        cardConstraints = [
            grabber.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
            grabber.centerXAnchor.constraint(equalTo: centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            content.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 12),
            content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            contentHeight,
        ]
        NSLayoutConstraint.activate(cardConstraints)
        content.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        content.setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Auto Layout's surface against NSLayoutConstraint.h, NSLayoutAnchor.h and UILayoutGuide.h: constraints keep their
/// items, attributes, relation, multiplier and constant as made; activating one puts it in its items' nearest
/// common ancestor's `constraints` and deactivating takes it out; anchors are the same object each time; the raw
/// values are Apple's. Nothing is laid out: constraint-driven layout does not animate yet, so frames stay as set.
@Suite("UIKit layer: Auto Layout", .serialized)
struct AutoLayoutTests {
    @Test("anchors make constraints with the items, attributes, relations, multipliers and constants asked for")
    func anchorConstraints() throws {
        let card = CardView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        let all = card.cardConstraints
        try #require(all.count == 9)
        let (grabber, content) = (card.grabber, card.content)

        let spacing = all[0]
        #expect(spacing.firstItem === grabber && spacing.firstAttribute == .top)
        #expect(spacing.secondItem === card && spacing.secondAttribute == .top)
        #expect(spacing.relation == .equal && spacing.multiplier == 1 && spacing.constant == 8)

        let width = all[2]
        #expect(width.firstItem === grabber && width.firstAttribute == .width)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        #expect(width.relation == .equal && width.multiplier == 1 && width.constant == 36)

        let below = all[4]
        #expect(below.firstItem === content && below.secondItem === grabber)
        #expect(below.firstAttribute == .top && below.secondAttribute == .bottom && below.constant == 12)

        let trailing = all[6]
        #expect(trailing.secondItem === card.layoutMarginsGuide && trailing.secondAttribute == .trailing)
        #expect(trailing.relation == .lessThanOrEqual && trailing.constant == 0)

        let bottom = all[7]
        #expect(bottom.secondItem === card.safeAreaLayoutGuide && bottom.secondAttribute == .bottom)
        #expect(bottom.relation == .greaterThanOrEqual && bottom.constant == -8)

        let height = all[8]
        #expect(height.firstItem === content && height.firstAttribute == .height)
        #expect(height.secondItem === card && height.secondAttribute == .height)
        #expect(height.multiplier == 0.5 && height.constant == -20)
        #expect(height.priority == UILayoutPriority(749) && height.identifier == "content.height")

        #expect(all.allSatisfy { $0.isActive })
        #expect(content.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(content.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(content.contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(content.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("activating puts a constraint in its items' nearest common ancestor; frames stay as they were set")
    func activationHolders() throws {
        let card = CardView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        let all = card.cardConstraints
        // Between the card's subviews, or a subview and the card (or its guides): the card holds them.
        // A constant width or height: the view itself holds it.
        #expect(card.constraints.count == 7)
        #expect(card.grabber.constraints.map(ObjectIdentifier.init) == [all[2], all[3]].map(ObjectIdentifier.init))
        #expect(card.content.constraints.isEmpty)
        #expect(card.frame == CGRect(x: 0, y: 400, width: 390, height: 444))
        #expect(card.grabber.frame == .zero && card.content.frame == .zero, "nothing is laid out")

        NSLayoutConstraint.deactivate(all)
        #expect(all.allSatisfy { !$0.isActive })
        #expect(card.constraints.isEmpty && card.grabber.constraints.isEmpty)
    }

    @Test("isActive toggles, and addConstraint and removeConstraint install in and remove from that view")
    func toggles() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let badge = UIView()
        container.addSubview(badge)
        let centre = NSLayoutConstraint(
            item: badge, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
            multiplier: 1, constant: 0)
        let side = NSLayoutConstraint(
            item: badge, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 44)
        #expect(!centre.isActive && centre.firstItem === badge && centre.secondItem === container)
        #expect(side.relation == .lessThanOrEqual && side.secondItem == nil && side.secondAnchor == nil)

        centre.isActive = true
        #expect(centre.isActive && container.constraints.count == 1 && container.constraints[0] === centre)
        centre.isActive = true
        #expect(container.constraints.count == 1, "activating twice holds it once")
        centre.isActive = false
        #expect(!centre.isActive && container.constraints.isEmpty)

        container.addConstraints([centre, side])
        #expect(centre.isActive && side.isActive && container.constraints.count == 2)
        badge.removeConstraint(centre)
        #expect(centre.isActive, "a view that does not hold a constraint leaves it")
        container.removeConstraints([centre, side])
        #expect(!centre.isActive && !side.isActive && container.constraints.isEmpty)

        side.constant = 60
        side.priority = .defaultLow
        #expect(side.constant == 60 && side.priority.rawValue == 250)
    }

    @Test("the dimension and system-spacing forms relate as named, with their multipliers and constants")
    func otherForms() {
        let (a, b) = (UIView(), UIView())
        let (ge, le) = (NSLayoutConstraint.Relation.greaterThanOrEqual, NSLayoutConstraint.Relation.lessThanOrEqual)
        let forms: [(NSLayoutConstraint, NSLayoutConstraint.Relation, CGFloat, CGFloat)] = [
            (a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2), ge, 2, 0),
            (a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 3), le, 3, 0),
            (a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1.5), .equal, 1.5, 0),
            (a.heightAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 4), ge, 2, 4),
            (a.heightAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 5), le, 2, 5),
            (a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10), ge, 1, 10),
            (a.heightAnchor.constraint(lessThanOrEqualToConstant: 11), le, 1, 11),
            (b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2), .equal, 1, 16),
            (
                b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.leadingAnchor, multiplier: 1), ge,
                1, 8
            ),
            (
                b.firstBaselineAnchor.constraint(
                    lessThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1),
                le, 1, 8
            ),
            (b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor), ge, 1, 0),
            (b.leftAnchor.constraint(lessThanOrEqualTo: a.rightAnchor, constant: -3), le, 1, -3),
        ]
        for (constraint, relation, multiplier, constant) in forms {
            #expect(constraint.firstItem != nil && !constraint.isActive)
            #expect(constraint.relation == relation, "\(constraint)")
            #expect(constraint.multiplier == multiplier && constraint.constant == constant, "\(constraint)")
        }
        #expect(forms[9].0.firstAttribute == .firstBaseline && forms[9].0.secondAttribute == .lastBaseline)
        #expect(forms[1].0.secondItem === b && forms[1].0.secondAttribute == .height)
        #expect(forms[5].0.secondItem == nil && forms[5].0.secondAttribute == .notAnAttribute)
    }

    @Test("anchors are the same object each time and equal a constraint's anchors; guides belong to their view")
    func anchorsAndGuides() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(view.topAnchor === view.topAnchor && view.widthAnchor === view.widthAnchor)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(view.leadingAnchor.item === view && view.centerYAnchor.name == "centerY")
        let constraint = view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        #expect(constraint.firstAnchor.isEqual(view.bottomAnchor))
        #expect(constraint.secondAnchor?.isEqual(view.safeAreaLayoutGuide.bottomAnchor) == true)
        #expect(!constraint.firstAnchor.isEqual(view.topAnchor))

        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        #expect(guide.owningView == nil && guide.layoutFrame == .zero)
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view && view.layoutGuides.count == 1)
        let other = UIView()
        other.addLayoutGuide(guide)
        #expect(guide.owningView === other && view.layoutGuides.isEmpty && other.layoutGuides.count == 1)
        other.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && other.layoutGuides.isEmpty)

        // The view's own guides answer the frames they have without constraints.
        #expect(view.safeAreaLayoutGuide.owningView === view)
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    @Test("raw values are Apple's; priorities compare and shift as UIKit's overlay's")
    func values() {
        let attributes: [NSLayoutConstraint.Attribute] = [
            .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        #expect(attributes.map(\.rawValue) == Array(0...20))
        let relations: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        #expect(relations.map(\.rawValue) == [-1, 0, 1])
        #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0 && NSLayoutConstraint.Axis.vertical.rawValue == 1)

        let levels: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel]
        #expect(levels.map(\.rawValue) == [1000, 750, 250, 50])
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(rawValue: 751))
        #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(251))
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.required - .defaultHigh == 250)
        #expect(UILayoutPriority.defaultLow < .defaultHigh && levels.sorted().first == .fittingSizeLevel)
        var priority = UILayoutPriority.defaultLow
        priority += 10
        priority -= 5
        #expect(priority.rawValue == 255)
    }
}

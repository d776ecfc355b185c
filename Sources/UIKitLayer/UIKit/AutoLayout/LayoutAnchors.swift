/// The anchors of one view or layout guide, each made on first use and the same object after.
final class LayoutAnchors {
    /// The view or layout guide (weak: the item owns its anchors, not the other way round).
    private weak var item: AnyObject?

    /// The anchors of `item`.
    init(item: AnyObject) { self.item = item }

    /// The leading edge.
    private(set) lazy var leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
    /// The trailing edge.
    private(set) lazy var trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
    /// The left edge.
    private(set) lazy var left = NSLayoutXAxisAnchor(item: item, attribute: .left)
    /// The right edge.
    private(set) lazy var right = NSLayoutXAxisAnchor(item: item, attribute: .right)
    /// The top edge.
    private(set) lazy var top = NSLayoutYAxisAnchor(item: item, attribute: .top)
    /// The bottom edge.
    private(set) lazy var bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
    /// The width.
    private(set) lazy var width = NSLayoutDimension(item: item, attribute: .width)
    /// The height.
    private(set) lazy var height = NSLayoutDimension(item: item, attribute: .height)
    /// The horizontal centre.
    private(set) lazy var centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
    /// The vertical centre.
    private(set) lazy var centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
    /// The first line's baseline (views only).
    private(set) lazy var firstBaseline = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
    /// The last line's baseline (views only).
    private(set) lazy var lastBaseline = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
}

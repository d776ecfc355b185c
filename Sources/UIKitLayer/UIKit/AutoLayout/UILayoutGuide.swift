/// A rectangle that takes part in Auto Layout without being a view, with the anchors of a view's edges, centres and
/// size. Segue solves no constraints: a guide added to a view has a zero `layoutFrame`; a view's safe-area, margins
/// and readable-content guides answer the frames those are without constraints.
///
/// [main thread]
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (`addLayoutGuide` sets it).
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's frame in its owning view from the view itself, for a view's own guides; nil for others.
    private let systemFrame: ((UIView) -> CGRect)?
    /// The guide's anchors, made on first use.
    private lazy var anchors = LayoutAnchors(item: self)

    /// A guide to add to a view with `addLayoutGuide`.
    public override init() {
        systemFrame = nil
        super.init()
    }

    /// Archived guides are not supported (there are no nibs): answers nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view's own guide named `identifier`, whose frame `frame` reads from the view.
    init(system identifier: String, of view: UIView?, frame: @escaping (UIView) -> CGRect) {
        systemFrame = frame
        super.init()
        self.identifier = identifier
        owningView = view
    }

    /// The guide's frame in its owning view's coordinates: zero (constraints are not solved), except for a view's
    /// safe-area, margins and readable-content guides, which answer the view's bounds inset by those.
    open var layoutFrame: CGRect {
        guard let systemFrame, let owningView else { return .zero }
        return systemFrame(owningView)
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The width.
    open var widthAnchor: NSLayoutDimension { anchors.width }
    /// The height.
    open var heightAnchor: NSLayoutDimension { anchors.height }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }

    /// The guide's class and identifier.
    open override var description: String {
        identifier.isEmpty ? "<\(type(of: self))>" : "<\(type(of: self)) '\(identifier)'>"
    }
}

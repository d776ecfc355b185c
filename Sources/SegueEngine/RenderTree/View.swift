/// A rectangle in the render tree with UIKit's geometry (frame, bounds, center, transform about
/// the anchor point), opacity, colour, corner radius, a hidden flag, an ordered list of subviews
/// (back to front) and Core Animation's layer properties (anchor point, z position, sublayer
/// transform, clipping, border, shadow, gradient and mask; see `View+Layer.swift` and its neighbours).
///
/// Property values live in the owning `RenderTree`'s contiguous storage; setting one inside an
/// animation block (see `PropertyAnimator`) animates it instead of jumping.
public final class View {
    /// Stable identity, unique in the tree.
    public let id: ViewID
    /// A human-readable name, used in traces and pictures.
    public var name: String
    /// The tree whose storage holds this view's properties.
    public let tree: RenderTree
    /// This view's block in the tree's storage.
    let slot: Int

    /// The view this one is a subview of, if any.
    public private(set) weak var superview: View?
    /// Subviews, back to front.
    public private(set) var subviews: [View] = []
    /// Whether the view (and so its subviews) is not drawn; not animatable, as in UIKit.
    @exclusivity(unchecked) public var isHidden = false {
        willSet { if changeEpoch != tree.changeEpoch { tree.viewWillChange(self) } }
    }
    /// Whether subviews are cut to the bounds (`layer.masksToBounds`); not animatable, as in UIKit.
    public var clipsToBounds = false { willSet { if changeEpoch != tree.changeEpoch { tree.viewWillChange(self) } } }
    /// How many gradient stops the block holds, 0 for no gradient (see `gradient`).
    var gradientStopCount = 0 { willSet { if changeEpoch != tree.changeEpoch { tree.viewWillChange(self) } } }
    /// The mask's outline kind, nil for no mask (see `mask`).
    var maskShape: MaskShape? { willSet { if changeEpoch != tree.changeEpoch { tree.viewWillChange(self) } } }
    /// The picture the view shows over its background colour, as a `UIImageView` shows its
    /// image, or nil (the default) for none. Not animatable, as in UIKit: setting it inside an
    /// animation block shows the new picture at once (before-updates snapshots keep the old one).
    public var image: ViewImage? { willSet { if changeEpoch != tree.changeEpoch { tree.viewWillChange(self) } } }
    /// What this view shows if it is a snapshot view (see `View+Snapshot.swift`).
    public internal(set) var snapshotContent: SnapshotContent?
    /// The tree's change epoch when this view was last noted as changed (see `LastDrawnValues`).
    @exclusivity(unchecked) var changeEpoch = -1

    /// A view called `name` with the given frame, living in `tree`.
    public init(name: String, frame: Rect = .zero, in tree: RenderTree) {
        (slot, id) = tree.allocate()
        self.name = name
        self.tree = tree
        // A view created inside an animation block appears where it is put, not animated from zero.
        tree.withoutRecording { self.frame = frame }
    }

    deinit {
        tree.release(slot: slot)
        dismantleSubtree()
    }

    /// Lets go of the subviews one level at a time: releasing them the ordinary way would free a
    /// chain of views by a nested call per level, deep enough for a long chain to overflow the
    /// thread's stack. A subview something else still holds keeps its own subviews.
    private func dismantleSubtree() {
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    // MARK: Geometry

    /// Where the anchor point sits in the superview's coordinates: the bounds' centre while the
    /// anchor point is the default (0.5, 0.5). Core Animation calls it `position`.
    public var center: Point {
        get { Point(x: tree.value(slot: slot, .center, 0), y: tree.value(slot: slot, .center, 1)) }
        set { tree.write(self, .center, SIMD4(newValue.x, newValue.y, 0, 0)) }
    }

    /// Core Animation's name for `center`: the anchor point's place in the superview.
    public var position: Point {
        get { center }
        set { center = newValue }
    }

    /// The view's own coordinate space: origin (usually zero) and size.
    public var bounds: Rect {
        get {
            Rect(
                x: tree.value(slot: slot, .bounds, 0), y: tree.value(slot: slot, .bounds, 1),
                width: tree.value(slot: slot, .bounds, 2), height: tree.value(slot: slot, .bounds, 3))
        }
        set { tree.write(self, .bounds, SIMD4(newValue.minX, newValue.minY, newValue.width, newValue.height)) }
    }

    /// The rectangle the view covers in its superview: the bounds' size placed so the anchor
    /// point lies on `position` and, when the transform is not the identity, the bounding box of
    /// the bounds transformed about the anchor point. Setting it keeps the anchor point, moves
    /// the position to origin + anchor × size and resizes the bounds, as Core Animation does for
    /// an untransformed layer.
    public var frame: Rect {
        get {
            let size = bounds.size
            let center = self.center
            let anchor = anchorPoint
            let transform = transform3D
            // Offsets of the bounds' edges from the anchor point (exactly ±size/2 at the default anchor).
            let (left, top) = (-anchor.x * size.width, -anchor.y * size.height)
            let (right, bottom) = ((1 - anchor.x) * size.width, (1 - anchor.y) * size.height)
            if transform.isIdentity {
                return Rect(x: center.x + left, y: center.y + top, width: size.width, height: size.height)
            }
            let corners = [
                Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom),
            ]
            .map(transform.project)
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let (minX, minY) = (xs.min()!, ys.min()!)
            return Rect(x: center.x + minX, y: center.y + minY, width: xs.max()! - minX, height: ys.max()! - minY)
        }
        set {
            let anchor = anchorPoint
            center = Point(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            var bounds = self.bounds
            bounds.size = newValue.size
            self.bounds = bounds
        }
    }

    /// Opacity from 0 (invisible) to 1.
    public var alpha: Double {
        get { tree.value(slot: slot, .alpha) }
        set { tree.write(self, .alpha, SIMD4(newValue, 0, 0, 0)) }
    }

    /// Fill colour.
    public var backgroundColor: Color {
        get {
            Color(
                red: tree.value(slot: slot, .backgroundColor, 0), green: tree.value(slot: slot, .backgroundColor, 1),
                blue: tree.value(slot: slot, .backgroundColor, 2), alpha: tree.value(slot: slot, .backgroundColor, 3))
        }
        set { tree.write(self, .backgroundColor, SIMD4(newValue.red, newValue.green, newValue.blue, newValue.alpha)) }
    }

    /// Radius of the rounded corners.
    public var cornerRadius: Double {
        get { tree.value(slot: slot, .cornerRadius) }
        set { tree.write(self, .cornerRadius, SIMD4(newValue, 0, 0, 0)) }
    }

    /// The full 3D transform about the anchor point (Core Animation's `layer.transform`).
    public var transform3D: Transform3D {
        get { tree.transform(slot: slot) }
        set { tree.write(self, transform: newValue) }
    }

    /// The affine part of the transform (UIKit's `view.transform`); setting it replaces the 3D transform.
    public var transform: AffineTransform {
        get {
            let m = transform3D
            return AffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
        }
        set { transform3D = newValue.transform3D }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, first removing it from any other superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the back-to-front order (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself or an ancestor")
        view.removeFromSuperview()
        tree.hierarchyWillChange(self)
        tree.hierarchyWillChange(view)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Inserts `view` just above `sibling`; if `sibling` is not a subview, adds `view` on top.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`; if `sibling` is not a subview, adds `view` at the back.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view` (a subview) to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview; does nothing if it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        tree.hierarchyWillChange(parent)
        tree.hierarchyWillChange(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `ancestor` is this view or contains it, however deep.
    public func isDescendant(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// The first view named `name` in this subtree, depth first, including this view; walked
    /// with an explicit stack, so no chain a plugin builds can overflow the thread's stack.
    public func descendant(named name: String) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.name == name { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}

import SegueABI

extension TransitionContext {
    // MARK: Walking the hierarchy (ABI 1.1)

    /// `view`'s superview, nil when it has none.
    public func superview(of view: ViewHandle) throws(ServiceError) -> ViewHandle? {
        let parent = try callSuperview(view.raw)
        return parent == 0 ? nil : ViewHandle(raw: parent)
    }

    /// `view`'s subviews, back to front.
    public func subviews(of view: ViewHandle) throws(ServiceError) -> [ViewHandle] {
        let (count, at) = (try service(\.subview_count), try service(\.subview_at))
        var total: UInt32 = 0
        try check(count(raw, view.raw, &total))
        var subviews: [ViewHandle] = []
        subviews.reserveCapacity(Int(total))
        for index in 0..<total {
            var subview: segue_view_t = 0
            try check(at(raw, view.raw, index, &subview))
            subviews.append(ViewHandle(raw: subview))
        }
        return subviews
    }

    /// The first view called `name` in `view`'s subtree (depth first, `view` included), nil when none.
    public func descendant(named name: String, in view: ViewHandle) throws(ServiceError) -> ViewHandle? {
        let find = try service(\.find_descendant)
        var found: segue_view_t = 0
        try check(name.withCString { find(raw, view.raw, $0, &found) })
        return found == 0 ? nil : ViewHandle(raw: found)
    }

    /// `point` in `from`'s coordinates, converted to `to`'s (nil: the window's), through every
    /// anchor point, transform and sublayer transform between them.
    public func convert(_ point: Point, from: ViewHandle?, to: ViewHandle?) throws(ServiceError) -> Point {
        try callConvertPoint(point, from?.raw ?? 0, to?.raw ?? 0)
    }

    /// `rect` converted likewise: the smallest rectangle holding its four converted corners.
    public func convert(_ rect: Rect, from: ViewHandle?, to: ViewHandle?) throws(ServiceError) -> Rect {
        try callConvertRect(rect, from?.raw ?? 0, to?.raw ?? 0)
    }

    /// Moves `child`, a subview of `parent`, to the front.
    public func bringToFront(_ child: ViewHandle, in parent: ViewHandle) throws(ServiceError) {
        try callBringSubviewToFront(parent.raw, child.raw)
    }

    /// Moves `child`, a subview of `parent`, to the back.
    public func sendToBack(_ child: ViewHandle, in parent: ViewHandle) throws(ServiceError) {
        try callSendSubviewToBack(parent.raw, child.raw)
    }
}

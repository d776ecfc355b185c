// Converting between views' coordinate spaces: the host converts when both are drawn (it knows every transform);
// otherwise the models' frames are walked up to a common ancestor (untransformed views).

extension UIView {
    /// `point` in this view's coordinates, in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let here = layer.hostHandle(), view == nil || view?.layer.hostHandle() != nil {
            let there = view?.layer.hostHandle()
            if let converted = try? HostSession.current?.context.convert(point.abi, from: here, to: there) {
                return CGPoint(converted)
            }
        }
        let inWindow = offsetInRoot
        let other = view?.offsetInRoot ?? .zero
        return CGPoint(x: point.x + inWindow.x - other.x, y: point.y + inWindow.y - other.y)
    }

    /// `point` in `view`'s coordinates, in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let inWindow = offsetInRoot
        return CGPoint(x: point.x - inWindow.x, y: point.y - inWindow.y)
    }

    /// `rect` in this view's coordinates, in `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if let here = layer.hostHandle(), view == nil || view?.layer.hostHandle() != nil {
            let there = view?.layer.hostHandle()
            if let converted = try? HostSession.current?.context.convert(rect.abi, from: here, to: there) {
                return CGRect(converted)
            }
        }
        return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` in `view`'s coordinates, in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        return CGRect(origin: convert(rect.origin, from: nil), size: rect.size)
    }

    /// Where this view's bounds origin lies in its topmost ancestor, from the models' frames.
    private var offsetInRoot: CGPoint {
        var offset = CGPoint.zero
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            offset.x += current.frame.minX - current.bounds.minX
            offset.y += current.frame.minY - current.bounds.minY
            view = parent
        }
        return offset
    }
}

/// A touch event (none reach plugin views).
open class UIEvent {}

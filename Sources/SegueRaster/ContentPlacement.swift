import SegueEngine

/// Where a picture lands in a view's bounds by `UIView.ContentMode`'s scaling rules.
extension ViewImage.ContentMode {
    /// The rectangle a picture of `size` covers in `bounds`: the bounds themselves (scale to
    /// fill); the largest rectangle of the picture's aspect ratio inside them, centred (aspect
    /// fit: bars left clear); or the smallest one covering them, centred (aspect fill: the
    /// overflow is cut by the bounds). Empty when either size is empty.
    public func placement(of size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else {
            return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        let (across, down) = (bounds.width / size.width, bounds.height / size.height)
        let scale: Double
        switch self {
        case .scaleToFill: return bounds
        case .scaleAspectFit: scale = min(across, down)
        case .scaleAspectFill: scale = max(across, down)
        }
        let (width, height) = (size.width * scale, size.height * scale)
        return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }
}

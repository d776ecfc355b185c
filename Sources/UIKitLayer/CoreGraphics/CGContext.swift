/// A drawing context. Segue draws no bitmaps in plugins: a context records which layer was rendered into it
/// (`layer.render(in:)`, `drawHierarchy`), and the image made from it shows that layer's look, as a snapshot.
open class CGContext {
    /// What was rendered into the context last (a layer of the QuartzCore module).
    package var renderedLayer: AnyObject?
    /// The context's size in points.
    public let size: CGSize

    /// A context of `size`.
    package init(size: CGSize) {
        self.size = size
    }

    /// Moves the origin (kept; nothing is drawn).
    open func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    /// Scales the space (kept; nothing is drawn).
    open func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    /// Saves the state (kept).
    open func saveGState() {}
    /// Restores the state (kept).
    open func restoreGState() {}
}

/// A bitmap image (none are made in plugins: images of views are snapshots, see `UIImage`).
open class CGImage {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int

    /// An image of `width` × `height` pixels.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

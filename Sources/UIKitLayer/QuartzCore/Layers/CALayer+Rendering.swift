// Rendering a layer into a context records it there: the image made from the context shows the layer's look.

extension CALayer {
    /// Renders the layer and its sublayers into `ctx` (recorded: the image made from it is a snapshot of it).
    public func render(in ctx: CGContext) {
        ctx.renderedLayer = self
    }
}

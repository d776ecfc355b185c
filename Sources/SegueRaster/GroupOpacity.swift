import CCairo

/// Core Animation's group opacity: a view whose alpha is under 1 fades its whole subtree as one
/// picture (so overlapping subviews do not show through one another). A subtree drawing one thing
/// simply draws it at the alpha; otherwise it is drawn into a group surface the size of the
/// subtree's device box and painted at the alpha. Groups nest at most `deepestNesting` deep;
/// deeper ones fold their alpha into what they draw (a chain a plugin deepens never allocates a
/// surface per level).
enum GroupOpacity {
    /// The most group surfaces open at once.
    static let deepestNesting = 32

    /// Whether a view with `alpha` whose subtree draws `primitives` things needs a group.
    static func needsGroup(alpha: Double, primitives: Int) -> Bool { alpha < 1 && primitives > 1 }

    /// Opens a group covering `box` (device pixels; `cr` at the identity matrix).
    static func open(covering box: DeviceBox, in cr: OpaquePointer) {
        let b = box.integral
        cairo_new_path(cr)
        cairo_rectangle(cr, b.minX, b.minY, max(b.width, 0), max(b.height, 0))
        cairo_clip(cr)
        cairo_push_group(cr)
    }

    /// Closes the innermost group, painting it at `opacity`.
    static func close(at opacity: Double, in cr: OpaquePointer) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// The sentence said when groups were folded.
    static func foldedSentence(_ count: Int) -> String {
        "\(count) view\(count == 1 ? "" : "s") nested more than \(deepestNesting) faded groups deep drew with \(count == 1 ? "its" : "their") alpha folded into each part instead of as one picture."
    }
}

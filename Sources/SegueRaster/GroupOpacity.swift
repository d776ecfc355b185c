import CCairo

/// Core Animation's group opacity: a view whose alpha is under 1 fades its whole subtree as one
/// picture (so overlapping subviews do not show through one another). A subtree drawing one thing
/// simply draws it at the alpha; otherwise it is drawn into a group surface, cleared and clipped
/// to the subtree's device box, then painted at the alpha. Groups nest at most `deepestNesting`
/// deep; deeper ones fold their alpha into what they draw (a chain a plugin deepens never
/// allocates a surface per level). The surfaces are kept across frames (`GroupSurfaces`): a fresh
/// frame-sized surface per fading view and frame costs more in page faults than the drawing.
enum GroupOpacity {
    /// The most group surfaces open at once.
    static let deepestNesting = 32

    /// An open group: the context drawing into it and what closing it needs.
    struct Group {
        /// The context drawing into the group's surface.
        let context: OpaquePointer
        let surface: OpaquePointer
        let box: DeviceBox
        let opacity: Double
    }

    /// Whether a view with `alpha` whose subtree draws `primitives` things needs a group.
    static func needsGroup(alpha: Double, primitives: Int) -> Bool { alpha < 1 && primitives > 1 }

    /// Opens a group at nesting `level` covering `box` (device pixels of `target`, the surface
    /// being drawn), to be painted at `opacity`.
    static func open(
        level: Int, covering box: DeviceBox, of target: OpaquePointer, opacity: Double, surfaces: GroupSurfaces
    ) -> Group {
        let b = box.integral
        let surface = surfaces.surface(level: level, matching: target)
        let context = cairo_create(surface)!
        cairo_rectangle(context, b.minX, b.minY, max(b.width, 0), max(b.height, 0))
        cairo_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        return Group(context: context, surface: surface, box: b, opacity: opacity)
    }

    /// Closes `group`, painting it into `cr` (the context it was opened from) at its opacity.
    static func close(_ group: Group, into cr: OpaquePointer) {
        cairo_destroy(group.context)
        let b = group.box
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, b.minX, b.minY, max(b.width, 0), max(b.height, 0))
        cairo_clip(cr)
        cairo_set_source_surface(cr, group.surface, 0, 0)
        cairo_paint_with_alpha(cr, group.opacity)
        cairo_restore(cr)
    }

    /// Draws what `draw` paints into `cr` as one picture at `opacity` (cairo's own group: for
    /// small, one-off groups such as a picture's).
    static func fade(_ cr: OpaquePointer, at opacity: Double, _ draw: () -> Void) {
        guard opacity < 1 else { return draw() }
        cairo_push_group(cr)
        draw()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// The sentence said when groups were folded.
    static func foldedSentence(_ count: Int) -> String {
        "\(count) view\(count == 1 ? "" : "s") nested more than \(deepestNesting) faded groups deep drew with "
            + "\(count == 1 ? "its" : "their") alpha folded into each part instead of as one picture."
    }
}

/// Group surfaces kept for reuse, one per nesting level, each the size of the picture drawn.
final class GroupSurfaces {
    private var surfaces: [OpaquePointer] = []
    private var width = 0, height = 0

    deinit { surfaces.forEach { cairo_surface_destroy($0) } }

    /// The surface for nesting `level`, the size of `target` (an image surface).
    func surface(level: Int, matching target: OpaquePointer) -> OpaquePointer {
        let (w, h) = (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
        if (w, h) != (width, height) {
            surfaces.forEach { cairo_surface_destroy($0) }
            (surfaces, width, height) = ([], w, h)
        }
        while surfaces.count <= level {
            surfaces.append(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)))
        }
        return surfaces[level]
    }
}

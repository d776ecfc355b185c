import CCairo
import SegueEngine

/// A snapshot view's contents: each nine-slice piece (`SnapshotContent.slices(for:)`) of its
/// look's drawn texture, moved from the piece's source rectangle onto its destination in the
/// view's bounds through a pattern matrix (no copy of the texture).
enum SnapshotPieces {
    /// Draws `content`'s pieces into `bounds` in `cr`'s current user space (the snapshot view's
    /// bounds coordinates) at `opacity`, from `texture`; without a texture (the frame's look budget
    /// was spent) each piece is the look's source background colour.
    static func draw(
        _ content: SnapshotContent, in bounds: Rect, texture: LookTexture?, opacity: Double, into cr: OpaquePointer
    ) {
        guard let look = content.look, !look.isBlank else { return }
        let pieces = content.slices(for: bounds.size)
        guard let texture else {
            let c = look.views[0].backgroundColor
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * opacity)
            for piece in pieces {
                let d = piece.destination
                cairo_rectangle(cr, d.minX + bounds.minX, d.minY + bounds.minY, d.width, d.height)
            }
            cairo_fill(cr)
            return
        }
        let pattern = cairo_pattern_create_for_surface(texture.image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        for piece in pieces {
            let (s, d) = (piece.source, piece.destination)
            let destination = Rect(x: d.minX + bounds.minX, y: d.minY + bounds.minY, width: d.width, height: d.height)
            guard var matrix = texture.matrix(from: destination, showing: s) else { continue }
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
            if opacity >= 1 {
                cairo_fill(cr)
            } else {
                cairo_save(cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, opacity)
                cairo_restore(cr)
            }
        }
    }

    /// Draws `content`'s pieces under a perspective `map` straight from the look's texture (one
    /// resampling, no intermediate texture): each piece warped by the exact map through its
    /// projected destination, at `opacity`.
    static func warp(
        _ content: SnapshotContent, in bounds: Rect, texture: LookTexture, through map: DeviceMap, opacity: Double,
        into cr: OpaquePointer
    ) {
        let origin = texture.look.bounds.origin
        for piece in content.slices(for: bounds.size) {
            let (s, d) = (piece.source, piece.destination)
            let destination = Rect(x: d.minX + bounds.minX, y: d.minY + bounds.minY, width: d.width, height: d.height)
            guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
            // Texture pixels to look coordinates, then the source rectangle onto the destination.
            let (sx, sy) = (d.width / s.width, d.height / s.height)
            let pixelsToBounds = PlaneMap(
                AffineTransform(
                    a: sx / texture.scale, b: 0, c: 0, d: sy / texture.scale,
                    tx: destination.minX + (origin.x - s.minX) * sx, ty: destination.minY + (origin.y - s.minY) * sy))
            cairo_save(cr)
            cairo_new_path(cr)
            if OutlinePath.addRoundedRect(destination, radius: 0, through: map, to: cr) {
                cairo_clip(cr)
                ProjectiveWarp.draw(
                    texture.image, through: pixelsToBounds.concatenating(map.plane), into: cr, opacity: opacity)
            }
            cairo_restore(cr)
        }
    }
}

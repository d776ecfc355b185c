import CCairo
import SegueEngine

/// Draws a picture through a projective map, sampled per pixel (no affine fit), so fills,
/// labels, images and snapshot contents keep true perspective: each device pixel's centre is
/// carried back through the inverse map to the source, sampled bilinearly there (premultiplied,
/// so edges blend correctly), and the result is painted through the exact projected outline,
/// which cairo anti-aliases.
enum ProjectiveWarp {
    /// Draws `source` mapped by `map` (from `source`'s pixel coordinates to `cr`'s device
    /// pixels) into `cr` through its current clip, at `opacity`.
    static func draw(_ source: RasterImage, through map: PlaneMap, into cr: OpaquePointer, opacity: Double) {
        guard opacity > 0, let inverse = map.inverse else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        let outline = projectedOutline(of: source, through: map)
        guard let area = deviceArea(outline: outline, cr: cr) else { return }
        let warped = RasterImage(width: area.width, height: area.height)
        sample(source, through: map, inverse: inverse, outline: outline, into: warped, origin: (area.x, area.y))
        if let outline {
            cairo_new_path(cr)
            cairo_move_to(cr, outline[0].x, outline[0].y)
            for corner in outline.dropFirst() { cairo_line_to(cr, corner.x, corner.y) }
            cairo_close_path(cr)
            cairo_clip(cr)
        }
        cairo_set_source_surface(cr, warped.surface, Double(area.x), Double(area.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint_with_alpha(cr, min(opacity, 1))
    }

    /// The source's four corners mapped, or nil when any lies on or behind the eye (w ≤ 0):
    /// then the picture's outline is not a quadrilateral and the per-pixel test alone bounds it.
    static func projectedOutline(of source: RasterImage, through map: PlaneMap) -> [Point]? {
        let (w, h) = (Double(source.width), Double(source.height))
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        let e = map.entries
        guard corners.allSatisfy({ $0.x * e[2] + $0.y * e[5] + e[8] > 0 }) else { return nil }
        return corners.map(map.apply)
    }

    /// The whole device pixels to fill: the outline's bounding box (everything when there is no
    /// outline) inside the clip, or nil when that is empty.
    private static func deviceArea(outline: [Point]?, cr: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        if let outline {
            x1 = max(x1, outline.map(\.x).min()!)
            y1 = max(y1, outline.map(\.y).min()!)
            x2 = min(x2, outline.map(\.x).max()!)
            y2 = min(y2, outline.map(\.y).max()!)
        }
        guard x2 > x1, y2 > y1, x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
        let (left, top) = (Int(x1.rounded(.down)), Int(y1.rounded(.down)))
        let (width, height) = (Int(x2.rounded(.up)) - left, Int(y2.rounded(.up)) - top)
        guard width > 0, height > 0, width <= RasterImage.maximumSide, height <= RasterImage.maximumSide else {
            return nil
        }
        return (left, top, width, height)
    }

    /// Fills `target` (whose top-left is device pixel `origin`) with `source` sampled at each
    /// pixel centre's preimage; pixels whose preimage is outside the source, or on or behind the
    /// eye, stay transparent. Inside, samples clamp to the edge texels: the outline clip makes
    /// the edge, so it is not softened twice. With an `outline`, each row is sampled only across
    /// the outline's span (a pixel either side), and every preimage is in front of the eye
    /// (W is affine over the source and positive at its four corners).
    private static func sample(
        _ source: RasterImage, through map: PlaneMap, inverse: PlaneMap, outline: [Point]?, into target: RasterImage,
        origin: (x: Int, y: Int)
    ) {
        let i = inverse.entries
        let (i0, i1, i2, i3, i4, i5, i6, i7, i8) = (i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7], i[8])
        let e = map.entries
        let (e2, e5, e8) = (e[2], e[5], e[8])
        let (sw, sh) = (source.width, source.height)
        let (limitX, limitY) = (Double(sw), Double(sh))
        source.withPixelBytes { sourceBytes in
            let texels = sourceBytes.bindMemory(to: UInt32.self)
            let sourceRow = source.bytesPerRow / 4
            let out = cairo_image_surface_get_data(target.surface)!
            let targetStride = target.bytesPerRow
            for row in 0..<target.height {
                let py = Double(origin.y + row) + 0.5
                let span =
                    outline.map { rowSpan(of: $0, atY: py, left: origin.x, width: target.width) } ?? (0..<target.width)
                guard !span.isEmpty else { continue }
                let line = (out + row * targetStride).withMemoryRebound(to: UInt32.self, capacity: target.width) { $0 }
                // The homogeneous preimage is linear along a row: step it by one pixel's change.
                let px0 = Double(origin.x + span.lowerBound) + 0.5
                var (X, Y, W) = (px0 * i0 + py * i3 + i6, px0 * i1 + py * i4 + i7, px0 * i2 + py * i5 + i8)
                for column in span {
                    defer {
                        X += i0
                        Y += i1
                        W += i2
                    }
                    guard W != 0 else { continue }
                    let reciprocal = 1 / W
                    let (sx, sy) = (X * reciprocal, Y * reciprocal)
                    guard sx >= 0, sy >= 0, sx <= limitX, sy <= limitY else { continue }
                    guard outline != nil || sx * e2 + sy * e5 + e8 > 0 else { continue }
                    line[column] = bilinear(
                        texels, rowLength: sourceRow, width: sw, height: sh, x: sx - 0.5, y: sy - 0.5)
                }
            }
        }
        cairo_surface_mark_dirty(target.surface)
    }

    /// The columns (of a row `width` pixels wide starting at device column `left`) that the
    /// convex `outline` covers at height `y`, widened by a pixel each side for anti-aliasing.
    private static func rowSpan(of outline: [Point], atY y: Double, left: Int, width: Int) -> Range<Int> {
        var (low, high) = (Double.infinity, -Double.infinity)
        for index in outline.indices {
            let (p, q) = (outline[index], outline[(index + 1) % outline.count])
            // Half a pixel either side in y, so a row an edge only grazes still gets its span.
            guard min(p.y, q.y) <= y + 0.5, max(p.y, q.y) >= y - 0.5 else { continue }
            let t = p.y == q.y ? 0 : min(max((y - p.y) / (q.y - p.y), 0), 1)
            let x = p.x + (q.x - p.x) * t
            (low, high) = (min(low, x, p.y == q.y ? q.x : x), max(high, x, p.y == q.y ? q.x : x))
        }
        guard low <= high else { return 0..<0 }
        // Clamped before conversion: a projected corner may lie anywhere, even at infinity.
        let first = Int(min(max((low - Double(left) - 1).rounded(.down), 0), Double(width)))
        let last = Int(min(max((high - Double(left) + 1).rounded(.up), 0), Double(width)))
        return first < last ? first..<last : 0..<0
    }

    /// The premultiplied texel value at (`x`, `y`) in texel-centre coordinates, blended from the
    /// four nearest texels (clamped to the edges) with 8-bit weights.
    @inline(__always)
    private static func bilinear(
        _ texels: UnsafeBufferPointer<UInt32>, rowLength: Int, width: Int, height: Int, x: Double, y: Double
    ) -> UInt32 {
        // x and y are at least -0.5 (preimages lie inside the source), so truncating x + 1
        // floors them without a libm call.
        let (x0, y0) = (Int(x + 1) - 1, Int(y + 1) - 1)
        let (fx, fy) = (Double(x0), Double(y0))
        let (tx, ty) = (UInt32((x - fx) * 256), UInt32((y - fy) * 256))
        let (cx0, cx1) = (min(max(x0, 0), width - 1), min(max(x0 + 1, 0), width - 1))
        let (cy0, cy1) = (min(max(y0, 0), height - 1), min(max(y0 + 1, 0), height - 1))
        let top = blend(texels[cy0 * rowLength + cx0], texels[cy0 * rowLength + cx1], tx)
        let bottom = blend(texels[cy1 * rowLength + cx0], texels[cy1 * rowLength + cx1], tx)
        return blend(top, bottom, ty)
    }

    /// `a` and `b` mixed by `t`/256 of `b`, all four channels at once (two per 32-bit lane pair).
    @inline(__always)
    private static func blend(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let redBlue = (((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let alphaGreen = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return redBlue | alphaGreen
    }
}

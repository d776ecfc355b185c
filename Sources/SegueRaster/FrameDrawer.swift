import CCairo
import SegueEngine

/// Draws a `DrawList` (a frame's views or a captured look's) into a cairo context in device
/// pixels, as Core Animation composites layers: each view's mask clips it and its subtree; then
/// its shadow, fill and contents; its subviews (clipped to its bounds when it clips); its border
/// last; the whole subtree faded as one picture when its alpha is under 1 (`GroupOpacity`).
/// The walk keeps the open views on an explicit stack: no recursion.
final class FrameDrawer {
    /// The context drawn into: the target's, or the innermost open group's.
    private(set) var cr: OpaquePointer
    /// The target's own context.
    let target: OpaquePointer
    /// Group surfaces for this target's size, kept by the renderer.
    let groupSurfaces: GroupSurfaces
    /// Memory for textures of contents under perspective, kept by the renderer.
    let scratch: TextureScratch
    let options: RasterOptions
    let images: ImageLibrary
    let looks: LookCache
    let log: DiagnosticLog
    /// Pixels of the picture being drawn (bounds the texture of a view under perspective).
    let targetPixels: Double
    /// Views whose alpha was folded because groups nested too deep.
    private(set) var foldedGroups = 0

    /// A view whose subviews are being drawn.
    private struct OpenView {
        let index: Int
        let depth: Int
        /// The alpha its own parts draw at, and the alpha folded into its subviews.
        let opacity: Double
        /// The group it opened, if any, and the context that was drawn into before it.
        let group: (group: GroupOpacity.Group, outer: OpaquePointer)?
        /// Groups open around its subviews.
        let groups: Int
        /// Whether it clipped its subviews to its bounds (one more save to undo).
        let clipsSubviews: Bool
    }

    init(
        cr: OpaquePointer, groupSurfaces: GroupSurfaces, scratch: TextureScratch, options: RasterOptions,
        images: ImageLibrary, looks: LookCache,
        log: DiagnosticLog, targetPixels: Double
    ) {
        (self.cr, self.target, self.groupSurfaces, self.scratch) = (cr, cr, groupSurfaces, scratch)
        (self.options, self.images, self.looks, self.log, self.targetPixels) = (
            options, images, looks, log, targetPixels
        )
    }

    /// Draws every item of `list` in order.
    func draw(_ list: DrawList) {
        let items = list.items
        var open: [OpenView] = []
        cairo_identity_matrix(cr)
        for index in items.indices {
            while let last = open.last, last.depth >= items[index].depth { close(open.removeLast(), items) }
            open.append(enter(index, items, parent: open.last))
        }
        while let last = open.popLast() { close(last, items) }
        if foldedGroups > 0 { log.note(GroupOpacity.foldedSentence(foldedGroups)) }
    }

    private func enter(_ index: Int, _ items: [DrawList.Item], parent: OpenView?) -> OpenView {
        let item = items[index]
        let view = item.view
        let inherited = parent?.opacity ?? 1
        var groups = parent?.groups ?? 0
        cairo_save(cr)
        if let mask = view.mask { clip { OutlinePath.addMask(mask, through: item.map, to: cr) } }
        var opacity = inherited * min(view.alpha, 1)
        var group: (group: GroupOpacity.Group, outer: OpaquePointer)?
        if GroupOpacity.needsGroup(alpha: view.alpha, primitives: item.subtreePrimitives) {
            if groups < GroupOpacity.deepestNesting {
                let opened = GroupOpacity.open(
                    level: groups, covering: item.subtreeBox.intersection(visibleBox), of: cairo_get_target(target),
                    opacity: opacity,
                    surfaces: groupSurfaces)
                (group, cr, opacity) = ((opened, cr), opened.context, 1)
                groups += 1
            } else {
                foldedGroups += 1
            }
        }
        drawOwnParts(item, opacity: opacity)
        if view.clipsToBounds {
            cairo_save(cr)
            clip { OutlinePath.addRoundedRect(view.bounds, radius: view.cornerRadius, through: item.map, to: cr) }
        }
        return OpenView(
            index: index, depth: item.depth, opacity: opacity, group: group, groups: groups,
            clipsSubviews: view.clipsToBounds)
    }

    private func close(_ open: OpenView, _ items: [DrawList.Item]) {
        if open.clipsSubviews { cairo_restore(cr) }
        drawBorder(items[open.index], opacity: open.opacity)
        if let (group, outer) = open.group {
            cr = outer
            GroupOpacity.close(group, into: cr)
        }
        cairo_restore(cr)
    }

    /// Intersects the clip with the path `add` builds; clips everything away when it builds none.
    private func clip(_ add: () -> Bool) {
        cairo_new_path(cr)
        if !add() {
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
        }
        cairo_clip(cr)
    }

    /// The current clip's box in device pixels.
    private var visibleBox: DeviceBox {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return DeviceBox(minX: x1, minY: y1, maxX: x2, maxY: y2)
    }

    /// Shadow, fill and contents.
    private func drawOwnParts(_ item: DrawList.Item, opacity: Double) {
        let view = item.view
        guard item.primitives > 0, !item.subtreeBox.intersection(visibleBox).isEmpty else { return }
        if ShadowBlur.casts(view) {
            ShadowBlur.draw(view, map: item.map, opacity: opacity, visible: visibleBox, into: cr)
        }
        let fill = view.backgroundColor
        if fill.alpha > 0 {
            cairo_new_path(cr)
            if OutlinePath.addRoundedRect(view.bounds, radius: view.cornerRadius, through: item.map, to: cr) {
                cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * opacity)
                cairo_fill(cr)
            }
        }
        drawContents(item, opacity: opacity)
    }

    /// Gradient, picture, snapshot pieces and label, inside the rounded bounds: drawn through
    /// cairo's matrix when the map is affine; under perspective, a snapshot's pieces alone warp
    /// straight from the look's texture; anything else (a gradient too) is drawn into a texture
    /// warped by the exact map. (Cutting a gradient into projected strips instead cost Fold
    /// 264 ms a frame against 52 ms warped: each strip's fill composites a mask.)
    private func drawContents(_ item: DrawList.Item, opacity: Double) {
        let view = item.view
        let labelSize = options.drawsNameLabels ? NameLabel.fontSize(of: view, map: item.map) : 0
        let hasPieces = view.snapshotContent?.look.map { !$0.isBlank } ?? false
        guard view.gradient != nil || view.image != nil || hasPieces || labelSize > 0 else { return }
        if item.map.isAffine {
            guard var matrix = item.map.cairoMatrix else { return }
            cairo_save(cr)
            // Pictures and pieces fill the bounds, so only rounded corners need a clip (a clip
            // that is not a pixel-aligned rectangle costs a mask per drawing); the gradient
            // fills the rounded outline itself and the label lies well inside it.
            if view.cornerRadius > 0, view.image != nil || hasPieces {
                clip { OutlinePath.addRoundedRect(view.bounds, radius: view.cornerRadius, through: item.map, to: cr) }
            }
            cairo_set_matrix(cr, &matrix)
            drawContentLayers(of: view, labelSize: labelSize, opacity: opacity, into: cr)
            cairo_restore(cr)
        } else if let content = view.snapshotContent, let look = content.look, let texture = looks.texture(for: look),
            view.gradient == nil, view.image == nil, labelSize == 0,
            OutlinePath.clampedRadius(view.cornerRadius, in: view.bounds) == 0
        {
            SnapshotPieces.warp(
                content, in: view.bounds, texture: texture, through: item.map, opacity: opacity, into: cr)
        } else {
            let onlyLabel = view.gradient == nil && view.image == nil && !hasPieces
            let region = onlyLabel ? NameLabel.region(of: view, fontSize: labelSize) : view.bounds
            PerspectiveContents.draw(
                item, region: region, opacity: opacity, largestPixels: 2 * targetPixels, scratch: scratch, into: cr
            ) { texture in
                self.drawContentLayers(of: view, labelSize: labelSize, opacity: 1, into: texture)
            }
        }
    }

    /// The content layers in `target`'s current user space (the view's bounds coordinates).
    func drawContentLayers(of view: ViewSnapshot, labelSize: Double, opacity: Double, into target: OpaquePointer) {
        if let gradient = view.gradient {
            GradientFill.paint(
                gradient, in: view.bounds, cornerRadius: view.cornerRadius, opacity: opacity, into: target)
        }
        if let image = view.image { drawImage(image, of: view, opacity: opacity, into: target) }
        if let content = view.snapshotContent, let look = content.look {
            SnapshotPieces.draw(
                content, in: view.bounds, texture: looks.texture(for: look), opacity: opacity, into: target)
        }
        NameLabel.draw(view, fontSize: labelSize, opacity: opacity, into: target)
    }

    /// The view's picture from the image library, faded as one picture when `opacity` is under 1.
    private func drawImage(_ image: ViewImage, of view: ViewSnapshot, opacity: Double, into target: OpaquePointer) {
        var found = true
        GroupOpacity.fade(target, at: opacity) { found = images.draw(image, in: view.bounds, into: target) }
        if !found {
            log.note(
                "View '\(view.name)' shows image '\(image.name)', which the image library does not have; nothing was "
                    + "drawn for it."
            )
        }
    }

    /// The border: the ring between the rounded bounds and the bounds inset by the border width
    /// (the radius shrunk by it), inside the bounds as `CALayer` draws it.
    private func drawBorder(_ item: DrawList.Item, opacity: Double) {
        let view = item.view
        let c = view.borderColor
        guard view.borderWidth > 0, c.alpha > 0 else { return }
        let b = view.bounds
        let width = min(view.borderWidth, b.width / 2, b.height / 2)
        let outerRadius = OutlinePath.clampedRadius(view.cornerRadius, in: b)
        let inset = Rect(x: b.minX + width, y: b.minY + width, width: b.width - 2 * width, height: b.height - 2 * width)
        cairo_new_path(cr)
        guard OutlinePath.addRoundedRect(b, radius: outerRadius, through: item.map, to: cr) else { return }
        if inset.width > 0, inset.height > 0 {
            OutlinePath.addRoundedRect(inset, radius: view.cornerRadius - width, through: item.map, to: cr)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * opacity)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
}

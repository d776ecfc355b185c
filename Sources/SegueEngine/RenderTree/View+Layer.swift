/// Core Animation's layer geometry and decoration: anchor point, z position, sublayer transform,
/// border and shadow. Each numeric one animates like the view's other properties.
extension View {
    /// The point of the bounds that `position` places and the transforms turn about, in unit
    /// coordinates ((0, 0) top-left, (1, 1) bottom-right; default (0.5, 0.5)). Changing it keeps
    /// `position` and so moves the frame, as Core Animation does.
    public var anchorPoint: Point {
        get { tree.point(slot: slot, .anchorPoint) }
        set { tree.write(self, .anchorPoint, SIMD4(newValue.x, newValue.y, 0, 0)) }
    }

    /// The position on the z axis (default 0): siblings draw in increasing z order, and it moves
    /// the view towards the viewer under a superview's perspective `sublayerTransform`.
    public var zPosition: Double {
        get { tree.value(slot: slot, .zPosition) }
        set { tree.write(self, .zPosition, SIMD4(newValue, 0, 0, 0)) }
    }

    /// The transform applied to every subview about this view's anchor point (default identity),
    /// typically a perspective (`m34 = -1 / distance`) shared by subviews turning in 3D.
    public var sublayerTransform: Transform3D {
        get { tree.transform(slot: slot, .sublayerTransform) }
        set { tree.write(self, transform: newValue, as: .sublayerTransform) }
    }

    /// The border's width, drawn inside the bounds (default 0: no border).
    public var borderWidth: Double {
        get { tree.value(slot: slot, .borderWidth) }
        set { tree.write(self, .borderWidth, SIMD4(newValue, 0, 0, 0)) }
    }

    /// The border's colour (default opaque black).
    public var borderColor: Color {
        get { tree.color(slot: slot, .borderColor) }
        set { tree.write(self, .borderColor, newValue.simd) }
    }

    /// The shadow's colour (default opaque black).
    public var shadowColor: Color {
        get { tree.color(slot: slot, .shadowColor) }
        set { tree.write(self, .shadowColor, newValue.simd) }
    }

    /// The shadow's opacity, 0…1 (default 0: no shadow).
    public var shadowOpacity: Double {
        get { tree.value(slot: slot, .shadowOpacity) }
        set { tree.write(self, .shadowOpacity, SIMD4(newValue, 0, 0, 0)) }
    }

    /// The shadow's blur radius (default 3).
    public var shadowRadius: Double {
        get { tree.value(slot: slot, .shadowRadius) }
        set { tree.write(self, .shadowRadius, SIMD4(newValue, 0, 0, 0)) }
    }

    /// How far the shadow is cast (default (0, -3), Core Animation's).
    public var shadowOffset: Size {
        get { Size(width: tree.value(slot: slot, .shadowOffset, 0), height: tree.value(slot: slot, .shadowOffset, 1)) }
        set { tree.write(self, .shadowOffset, SIMD4(newValue.width, newValue.height, 0, 0)) }
    }

    /// The subviews in the order they are drawn, back to front: by `zPosition`, then (for equal
    /// z) by their place in `subviews`, as Core Animation orders sublayers.
    public var subviewsInDrawingOrder: [View] {
        // Most views have no z positions set: keep the subview order without sorting.
        guard subviews.contains(where: { $0.zPosition != 0 }) else { return subviews }
        // `sorted` is not stable, so the index breaks ties explicitly.
        return subviews.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}

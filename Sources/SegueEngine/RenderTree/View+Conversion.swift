/// Converting points and rectangles between views' coordinate spaces, as UIKit's
/// `convert(_:to:)` and `convert(_:from:)` do, through every layer property that moves a view.
///
/// Each step from a view to its superview maps the view's bounds coordinates about its anchor
/// point through its transform, places the anchor at `position` (and `zPosition`), applies the
/// superview's `sublayerTransform` about the superview's anchor point, and projects back onto the
/// superview's plane (the homogeneous divide), as Core Animation flattens each layer. Steps
/// compose exactly, so a conversion is one projective map.
///
/// - Views with a common ancestor convert through it (`nil` means the root of the tree the view
///   is in, UIKit's window). Views with none (separate hierarchies, or different render trees)
///   convert through each one's root, treating the roots' bounds coordinates as the same space.
/// - A step that cannot be inverted (a view scaled to zero, or a transform with a zero
///   determinant) sends every point converted into that view to its anchor point, in its bounds
///   coordinates: one point the flattened view still shows. Results are never NaN for finite input.
extension View {
    /// `point`, given in this view's bounds coordinates, in `view`'s (nil: the root's).
    public func convert(_ point: Point, to view: View?) -> Point {
        conversion(to: view).apply(point)
    }

    /// `point`, given in `view`'s bounds coordinates (nil: the root's), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? root).conversion(to: self).apply(point)
    }

    /// `rect`, given in this view's bounds coordinates, in `view`'s (nil: the root's): the bounding
    /// box of its four converted corners, as UIKit does.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Self.boundingBox(of: rect, through: conversion(to: view))
    }

    /// `rect`, given in `view`'s bounds coordinates (nil: the root's), in this view's: the bounding
    /// box of its four converted corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Self.boundingBox(of: rect, through: (view ?? root).conversion(to: self))
    }

    /// The topmost ancestor (this view when it has no superview).
    public var root: View {
        var top = self
        while let next = top.superview { top = next }
        return top
    }

    /// The map from this view's bounds coordinates to `view`'s (nil: the root's): up to the
    /// common ancestor (or the roots), then down through the inverse steps.
    func conversion(to view: View?) -> Homography {
        let target = view ?? root
        let mine = ancestry
        let theirs = target.ancestry
        // The first of the target's ancestors that is also ours; with none, both chains end at their roots.
        let meeting = theirs.first { candidate in mine.contains { $0 === candidate } }
        var map = Homography.identity
        for step in mine.prefix(while: { $0 !== meeting && $0.superview != nil }) {
            map = map.concatenating(step.homographyToSuperview)
        }
        for step in theirs.prefix(while: { $0 !== meeting && $0.superview != nil }).reversed() {
            map = map.concatenating(step.homographyToSuperview.inverse ?? .constant(step.anchorInBounds))
        }
        return map
    }

    /// The anchor point in bounds coordinates: what `position` places and the transforms turn about.
    var anchorInBounds: Point {
        let bounds = self.bounds
        let anchor = anchorPoint
        return Point(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    }

    /// One step up: this view's bounds coordinates, about the anchor point through the transform,
    /// to `position` and `zPosition`, through the superview's sublayer transform about its anchor
    /// point, flattened onto the superview's plane (identity for a root).
    var homographyToSuperview: Homography {
        guard let parent = superview else { return .identity }
        return .step(
            anchor: anchorInBounds, transform: transform3D, position: center, zPosition: zPosition,
            parentAnchor: parent.anchorInBounds, sublayerTransform: parent.sublayerTransform)
    }

    /// This view and its ancestors, nearest first, ending at the root.
    private var ancestry: [View] {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    /// The bounding box of `rect`'s four corners mapped through `map`.
    private static func boundingBox(of rect: Rect, through map: Homography) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(map.apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min()!, ys.min()!)
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

/// Typed reads of a view's block, shared by the view's property accessors.
extension RenderTree {
    /// The two values of `property` starting at `component`, as a point.
    func point(slot: Int, _ property: AnimatableProperty, _ component: Int = 0) -> Point {
        Point(x: value(slot: slot, property, component), y: value(slot: slot, property, component + 1))
    }

    /// The four values of `property` starting at `component`, as an RGBA colour.
    func color(slot: Int, _ property: AnimatableProperty, _ component: Int = 0) -> Color {
        Color(
            red: value(slot: slot, property, component), green: value(slot: slot, property, component + 1),
            blue: value(slot: slot, property, component + 2), alpha: value(slot: slot, property, component + 3))
    }

    /// The four values of `property`, as a rectangle (origin, then size).
    func rect(slot: Int, _ property: AnimatableProperty) -> Rect {
        Rect(
            x: value(slot: slot, property, 0), y: value(slot: slot, property, 1),
            width: value(slot: slot, property, 2), height: value(slot: slot, property, 3))
    }
}

extension Color {
    /// The components as stored in a view's block.
    var simd: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
}

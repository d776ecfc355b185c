extension NSLayoutConstraint {
    /// A layout axis, for content hugging and compression resistance (UILayoutConstraintAxis).
    public enum Axis: Int, Sendable {
        /// Along the x-axis (widths).
        case horizontal = 0
        /// Along the y-axis (heights).
        case vertical = 1
    }
}

/// Whether a scale cairo is asked to apply keeps its matrix invertible: a plugin can set bounds
/// or mask sizes (1e-300, 1e300) whose scale is zero or infinite to cairo, which would then stop
/// drawing the whole frame (an invalid matrix puts the context in an error state).
enum ScaleCheck {
    /// Whether scaling by `x` and `y` is finite with a determinant well inside double range.
    static func isUsable(_ x: Double, _ y: Double) -> Bool {
        let determinant = abs(x * y)
        return x.isFinite && y.isFinite && determinant > 1e-12 && determinant < 1e24
    }
}

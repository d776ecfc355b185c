/// A value that can be blended with another value of its type.
///
/// `fraction` 0 gives `self`, 1 gives `other`; values outside [0, 1] extrapolate, which springs
/// and overshooting curves rely on.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other`.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear blend, exact at both ends.
    @inlinable
    public func interpolated(to other: Double, fraction: Double) -> Double {
        // Written as a two-term blend so that fraction 1 returns `other` bit-for-bit.
        self * (1 - fraction) + other * fraction
    }
}

@testable import SegueEngine

/// The cubic calculation mode as `include/segue/animation.h` states it, for the catalogue tests
/// of plugins whose originals pass `UIViewKeyframeAnimationOptionCalculationModeCubic`: a
/// property's keys (start of the animation, then each keyframe's window boundaries, held between
/// them) joined by a Catmull-Rom spline, one Hermite segment per gap between keys, tangents half
/// the neighbours' difference (an end key its own missing neighbour).
enum CubicKeys {
    /// The number at eased progress `g` through `keys` (time, value), sorted, repeats dropped.
    static func value(_ keys: [(time: Double, value: Double)], at g: Double) -> Double {
        var k: [(time: Double, value: Double)] = []
        for key in keys.sorted(by: { $0.time < $1.time })
        where k.last.map({ !(abs($0.time - key.time) <= 1e-9 && $0.value == key.value) }) ?? true {
            k.append(key)
        }
        guard g > k[0].time else { return k[0].value }
        guard let i = k.indices.dropLast().last(where: { k[$0].time <= g }), g < k[k.count - 1].time else {
            return k[k.count - 1].value
        }
        let u = (g - k[i].time) / (k[i + 1].time - k[i].time)
        let p = { (j: Int) in k[min(max(j, 0), k.count - 1)].value }
        let (m0, m1) = ((p(i + 1) - p(i - 1)) / 2, (p(i + 2) - p(i)) / 2)
        let (h00, h10) = (2 * u * u * u - 3 * u * u + 1, u * u * u - 2 * u * u + u)
        let (h01, h11) = (-2 * u * u * u + 3 * u * u, u * u * u - u * u)
        return h00 * p(i) + h10 * m0 + h01 * p(i + 1) + h11 * m1
    }

    /// A transform whose keys take only the values `a` (0) and `b` (1): all lie on the one path
    /// from `a` to `b`, so the spline is that path at the spline of the 0s and 1s.
    static func transform(from a: Transform3D, to b: Transform3D, keys: [(time: Double, value: Double)], at g: Double)
        -> Transform3D
    {
        a.interpolated(to: b, fraction: value(keys, at: g))
    }

    /// A transform through three or more distinct keys, on the engine's spline (whose formula
    /// `KeyframeCubicTests` pins with worked numbers).
    static func transform(_ keys: [(time: Double, value: Transform3D)], at g: Double) -> Transform3D {
        TransformSpline(keys: keys).value(at: g)
    }
}

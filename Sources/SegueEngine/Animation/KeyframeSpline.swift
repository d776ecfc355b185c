/// One property's values at its key times in a cubic keyframe animation, joined by a Catmull-Rom
/// spline (`UIView.KeyframeAnimationOptions.calculationModeCubic`).
///
/// Like UIKit, a property has a key at the start of the animation (its value then) and one at
/// each boundary of each keyframe that animates it (the value it holds there), so between its
/// keyframes it holds its value at both ends of the gap. Keys are sorted by time and a key equal
/// in value to the one before, and in time within a rounding hair (1e-9: 0.2 + 0.4 is not 0.6),
/// is dropped.
///
/// The spline is Kochanek–Bartels with tension, continuity and bias 0: the tangent at a key is
/// half the difference of its neighbours' values, and a missing neighbour (at the first or last
/// key) is the key itself. Core Animation does not document how it spaces tangents for uneven key
/// times; Segue's rule is that each gap between two keys is one Hermite segment in its own local
/// fraction u = (eased - t[i]) / (t[i+1] - t[i]), tangents in value per segment whatever the
/// segment's length:
///
///     value = h00(u) p[i] + h10(u) m[i] + h01(u) p[i+1] + h11(u) m[i+1],  m[k] = (p[k+1] - p[k-1]) / 2
///
/// So a held gap next to a move overshoots (its ends' tangents are not zero), as Core Animation's
/// cubic visibly does. It is evaluated as Barry and Goldman's pyramid of interpolations with
/// uniform knots, which is exactly the formula above for numbers and lets transforms use their
/// decomposed interpolation (rotations along great arcs). Before the first key the value is the
/// first key's, after the last the last key's.
struct KeyframeSpline<Value: Interpolatable> {
    /// Key times on the animation's eased progress, ascending (equal times make a jump).
    private(set) var times: [Double]
    /// The value at each key time.
    private(set) var values: [Value]

    /// The spline through `keys`, sorted by time (stably) and without repeated keys.
    init(keys: [(time: Double, value: Value)], isSame: (Value, Value) -> Bool) {
        let sorted = keys.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
        times = []
        values = []
        for key in sorted {
            if let time = times.last, let value = values.last, key.time - time <= 1e-9, isSame(value, key.value) {
                continue
            }
            times.append(key.time)
            values.append(key.value)
        }
    }

    /// A freed slot: no keys.
    static var empty: KeyframeSpline { KeyframeSpline(keys: [], isSame: { _, _ in true }) }

    /// Where the spline has no keys (a freed slot).
    var isEmpty: Bool { times.isEmpty }

    /// The key at or before `eased` whose gap to the next key has a length, and the fraction of
    /// that gap; nil before the first key's gap or after the last key.
    @inline(__always)
    func gap(at eased: Double) -> (index: Int, fraction: Double)? {
        guard times.count > 1, eased < times[times.count - 1] else { return nil }
        let index = heldKey(at: eased)
        guard eased > times[index] else { return nil }
        return (index, (eased - times[index]) / (times[index + 1] - times[index]))
    }

    /// The last key at or before `eased` (the first when `eased` is before every key): the key
    /// whose value shows when `eased` lies on a key or outside the keys.
    @inline(__always)
    func heldKey(at eased: Double) -> Int {
        var index = 0
        while index + 1 < times.count && times[index + 1] <= eased { index += 1 }
        return index
    }

    /// The value at eased progress `eased`.
    func value(at eased: Double) -> Value {
        guard let (i, u) = gap(at: eased) else { return values[heldKey(at: eased)] }
        let last = values.count - 1
        return Self.catmullRom(values[max(i - 1, 0)], values[i], values[i + 1], values[min(i + 2, last)], u)
    }

    /// Barry–Goldman's pyramid with knots -1, 0, 1, 2: the uniform Catmull-Rom segment from `p1`
    /// to `p2` at `u`, built from interpolations only (fractions outside 0…1 extrapolate).
    @inline(__always)
    static func catmullRom(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, _ u: Double) -> Value {
        let a1 = p0.interpolated(to: p1, fraction: u + 1)
        let a2 = p1.interpolated(to: p2, fraction: u)
        let a3 = p2.interpolated(to: p3, fraction: u - 1)
        let b1 = a1.interpolated(to: a2, fraction: (u + 1) / 2)
        let b2 = a2.interpolated(to: a3, fraction: u / 2)
        return b1.interpolated(to: b2, fraction: u)
    }
}

extension Transform3DDecomposition: Interpolatable {}

/// A transform blended entry by entry: the spline's values when a key has no decomposition.
struct EntryBlendedTransform: Interpolatable {
    var matrix: Transform3D

    /// Blends the sixteen entries.
    func interpolated(to other: EntryBlendedTransform, fraction: Double) -> EntryBlendedTransform {
        EntryBlendedTransform(matrix: matrix.blendingEntries(to: other.matrix, fraction: fraction))
    }
}

/// A transform property's spline: decomposed when every key decomposes, entry by entry otherwise,
/// with the key matrices themselves shown on and outside the keys.
struct TransformSpline {
    /// The key matrices, as `KeyframeSpline` sorted them.
    private var matrices: KeyframeSpline<EntryBlendedTransform>
    /// The same keys decomposed, when every one decomposes.
    private var decomposed: KeyframeSpline<Transform3DDecomposition>?

    /// The spline through `keys`.
    init(keys: [(time: Double, value: Transform3D)]) {
        matrices = KeyframeSpline(keys: keys.map { ($0.time, EntryBlendedTransform(matrix: $0.value)) }) {
            $0.matrix == $1.matrix
        }
        let parts = keys.compactMap { key in Transform3DDecomposition(key.value).map { (key.time, $0) } }
        decomposed = parts.count == keys.count ? KeyframeSpline(keys: parts, isSame: ==) : nil
    }

    /// A freed slot.
    static var empty: TransformSpline { TransformSpline(keys: []) }

    /// Where the spline has no keys (a freed slot).
    var isEmpty: Bool { matrices.isEmpty }

    /// The transform at eased progress `eased`.
    func value(at eased: Double) -> Transform3D {
        guard matrices.gap(at: eased) != nil else { return matrices.value(at: eased).matrix }
        if let decomposed { return decomposed.value(at: eased).transform }
        return matrices.value(at: eased).matrix
    }
}

import Testing

@testable import SegueEngine

/// Cases that once broke the numerical code, kept so they stay fixed.
@Suite struct MathRegressionTests {
    /// Half turns (w ≈ 0) used to lose their quaternion signs and decompose into the wrong matrix.
    @Test(arguments: [
        [[0.0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]],
        [[0.0, -1, 0, 0], [-1, 0, 0, 0], [0, 0, -1, 0], [0, 0, 0, 1]],
        [[0.0, 0, -1, 0], [0, -1, 0, 0], [-1, 0, 0, 0], [0, 0, 0, 1]],
        Transform3D(rotationAngle: .pi, x: 1, y: 2, z: 1).rows,
        Transform3D(rotationAngle: .pi, x: 1, y: -2, z: 2).rows,
        Transform3D(rotationAngle: .pi, x: 1, y: 1, z: 1).rows,
        Transform3D(rotationAngle: .pi, x: 2, y: 0, z: 1).rows,
    ])
    func halfTurnsDecomposeAndRecomposeExactly(rows: [[Double]]) throws {
        let matrix = Transform3D(rows: rows)
        let parts = try #require(Transform3DDecomposition(matrix))
        let rebuilt = parts.transform
        for row in 0..<4 {
            for column in 0..<4 {
                #expect(abs(rebuilt[row, column] - matrix[row, column]) < 1e-9, "entry \(row),\(column)")
            }
        }
        let interpolated = Transform3D.identity.interpolated(to: matrix, fraction: 1)
        #expect(abs(interpolated.m12 - matrix.m12) < 1e-9 && abs(interpolated.m21 - matrix.m21) < 1e-9)
    }

    /// Stiff springs' last excursion above ε is shorter than a millisecond; the settling scan
    /// used to step over it and report a time half a period too early.
    @Test(arguments: [(33_000.0, 125.0), (41_000, 10), (300_000, 200)])
    func stiffSpringsSettleNoEarlierThanTheirLastExcursion(stiffness: Double, damping: Double) {
        let spring = Spring(mass: 1, stiffness: stiffness, damping: damping)
        let settle = spring.settlingDuration
        var t = settle
        while t < settle * 2 {
            #expect(
                abs(spring.value(at: t) - 1) < Spring.settlingEpsilon, "unsettled at \(t) after settling at \(settle)")
            t += 1e-5
        }
    }
}

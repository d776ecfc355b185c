import Foundation
import Testing

@testable import SegueEngine

/// Foundation has an `AffineTransform` too; in this file the name means the engine's.
private typealias AffineTransform = SegueEngine.AffineTransform

/// The largest entry-wise difference between two affine transforms.
private func geometryDistance(_ p: AffineTransform, _ q: AffineTransform) -> Double {
    [p.a - q.a, p.b - q.b, p.c - q.c, p.d - q.d, p.tx - q.tx, p.ty - q.ty].map(abs).max()!
}

/// The largest entry-wise difference between two 3D transforms.
private func geometryDistance(_ p: Transform3D, _ q: Transform3D) -> Double {
    zip(p.rows.joined(), q.rows.joined()).map { abs($0 - $1) }.max()!
}

/// `t` with every entry divided by m44 (the same projective transform, in decomposition's normal form).
private func normalised(_ t: Transform3D) -> Transform3D {
    Transform3D(rows: t.rows.map { $0.map { $0 / t.m44 } })
}

/// Geometry: value-type interpolation, affine transforms and 3D transforms (nested suites below).
@Suite struct GeometryTests {}

// MARK: - Points, sizes, rectangles, colours

extension GeometryTests {
    /// Linear interpolation of the plain value types.
    @Suite struct ValueInterpolationTests {
        // Point, Size, Rect and Color blend component-wise and are exact at fractions 0 and 1.
        @Test func valueTypesExactAtEnds() {
            let (p0, p1) = (Point(x: 0.1, y: -7.3), Point(x: 1e3 / 3, y: 0.7))
            #expect(p0.interpolated(to: p1, fraction: 0) == p0)
            #expect(p0.interpolated(to: p1, fraction: 1) == p1)
            let (s0, s1) = (Size(width: 0.3, height: 11.1), Size(width: 2.0 / 3, height: 0.2))
            #expect(s0.interpolated(to: s1, fraction: 0) == s0)
            #expect(s0.interpolated(to: s1, fraction: 1) == s1)
            let (r0, r1) = (
                Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.4), Rect(x: -9.7, y: 1.0 / 7, width: 123.456, height: 0.9)
            )
            #expect(r0.interpolated(to: r1, fraction: 0) == r0)
            #expect(r0.interpolated(to: r1, fraction: 1) == r1)
            let (c0, c1) = (
                Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), Color(red: 0.9, green: 1.0 / 3, blue: 0.7, alpha: 1)
            )
            #expect(c0.interpolated(to: c1, fraction: 0) == c0)
            #expect(c0.interpolated(to: c1, fraction: 1) == c1)
            let (v0, v1) = (Vector(dx: 0.1, dy: 0.2), Vector(dx: -0.3, dy: 1.0 / 3))
            #expect(v0.interpolated(to: v1, fraction: 1) == v1)
        }

        // In between, and beyond the ends (overshoot), every component moves linearly.
        @Test func valueTypesBlendLinearly() {
            let r = Rect(x: 0, y: 10, width: 100, height: 50).interpolated(
                to: Rect(x: 20, y: 30, width: 200, height: 0), fraction: 0.25)
            #expect(r == Rect(x: 5, y: 15, width: 125, height: 37.5))
            let c = Color.black.interpolated(to: .white, fraction: 0.5)
            #expect(c == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
            #expect(Color.clear.interpolated(to: .white, fraction: 0.5).alpha == 0.5)
            let p = Point(x: 0, y: 0).interpolated(to: Point(x: 10, y: -10), fraction: 1.5)
            #expect(p == Point(x: 15, y: -15))
            #expect(Size(width: 10, height: 10).interpolated(to: .zero, fraction: -0.5) == Size(width: 15, height: 15))
        }
    }
}

// MARK: - Affine transforms

extension GeometryTests {
    /// `AffineTransform`: composition order, application, decomposition and decomposed interpolation.
    @Suite struct AffineTransformTests {
        // concatenating applies self first: translate-then-scale scales the translation, scale-then-translate does not.
        @Test func concatenationOrder() {
            let translate = AffineTransform(translationX: 10, y: 0)
            let scale = AffineTransform(scaleX: 2, y: 3)
            let point = Point(x: 1, y: 1)
            #expect(translate.concatenating(scale).apply(to: point) == Point(x: 22, y: 3))
            #expect(scale.concatenating(translate).apply(to: point) == Point(x: 12, y: 3))
            let rotate = AffineTransform(rotationAngle: .pi / 2)
            let rotatedThenMoved = rotate.concatenating(AffineTransform(translationX: 5, y: 0)).apply(
                to: Point(x: 1, y: 0))
            #expect(abs(rotatedThenMoved.x - 5) <= 1e-15 && abs(rotatedThenMoved.y - 1) <= 1e-15)
            let movedThenRotated = AffineTransform(translationX: 5, y: 0).concatenating(rotate).apply(
                to: Point(x: 1, y: 0))
            #expect(abs(movedThenRotated.x) <= 1e-15 && abs(movedThenRotated.y - 6) <= 1e-14)
        }

        // apply(to:) of a concatenation equals applying each transform in turn, for random transforms.
        @Test func concatenationMatchesSequentialApplication() {
            var random = SeededGenerator(seed: 1)
            func randomTransform() -> AffineTransform {
                AffineTransform(
                    a: random.uniform(-3...3), b: random.uniform(-3...3), c: random.uniform(-3...3),
                    d: random.uniform(-3...3), tx: random.uniform(-50...50), ty: random.uniform(-50...50))
            }
            for _ in 0..<200 {
                let (first, second) = (randomTransform(), randomTransform())
                let point = Point(x: random.uniform(-100...100), y: random.uniform(-100...100))
                let combined = first.concatenating(second).apply(to: point)
                let sequential = second.apply(to: first.apply(to: point))
                #expect(abs(combined.x - sequential.x) <= 1e-10 && abs(combined.y - sequential.y) <= 1e-10)
                #expect(first.concatenating(.identity) == first)
                #expect(AffineTransform.identity.concatenating(first) == first)
            }
        }

        // A positive rotation turns x towards y, and scale/translation act as named.
        @Test func applyToPoint() {
            let turned = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
            #expect(abs(turned.x) <= 1e-15 && abs(turned.y - 1) <= 1e-15)
            #expect(AffineTransform(scaleX: 2, y: -3).apply(to: Point(x: 4, y: 5)) == Point(x: 8, y: -15))
            #expect(AffineTransform(translationX: -1, y: 2).apply(to: Point(x: 4, y: 5)) == Point(x: 3, y: 7))
            let general = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            #expect(general.apply(to: Point(x: 1, y: 1)) == Point(x: 9, y: 12))
            #expect(AffineTransform.identity.isIdentity)
            #expect(!general.isIdentity)
        }

        // Decomposing and recomposing random transforms (reflections, shear, degenerate ones) gives them back.
        @Test func decompositionRoundTrip() {
            var random = SeededGenerator(seed: 2)
            var cases: [AffineTransform] = [
                .identity,
                AffineTransform(scaleX: -1, y: 1), // reflection
                AffineTransform(scaleX: 1, y: -1),
                AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0), // swap x and y
                AffineTransform(a: 1, b: 0, c: 0.7, d: 1, tx: 3, ty: 4), // pure shear
                AffineTransform(a: 0, b: 0, c: 2, d: 3, tx: 1, ty: 1), // first column zero
                AffineTransform(rotationAngle: 3).concatenating(AffineTransform(scaleX: -2, y: 0.5)),
            ]
            for _ in 0..<500 {
                cases.append(
                    AffineTransform(
                        a: random.uniform(-3...3), b: random.uniform(-3...3), c: random.uniform(-3...3),
                        d: random.uniform(-3...3), tx: random.uniform(-50...50), ty: random.uniform(-50...50)))
            }
            for transform in cases {
                let decomposition = AffineDecomposition(transform)
                #expect(geometryDistance(decomposition.transform, transform) <= 1e-12, "\(transform)")
                // A reflection lives in the x scale: the rotation stays a rotation.
                let determinant = transform.a * transform.d - transform.b * transform.c
                if determinant < 0 { #expect(decomposition.scaleX < 0) }
            }
        }

        // Identity → rotation(π/2) at 0.5 is rotation(π/4), and the path keeps unit scale throughout.
        @Test func interpolatesRotationAsTurn() {
            let from = AffineTransform.identity
            let to = AffineTransform(rotationAngle: .pi / 2)
            #expect(
                geometryDistance(from.interpolated(to: to, fraction: 0.5), AffineTransform(rotationAngle: .pi / 4))
                    <= 1e-12)
            #expect(geometryDistance(from.interpolated(to: to, fraction: 0), from) <= 1e-12)
            #expect(geometryDistance(from.interpolated(to: to, fraction: 1), to) <= 1e-12)
            // A half turn animates as a turn, never collapsing through zero scale.
            let halfTurn = AffineTransform(rotationAngle: .pi)
            for i in 0...10 {
                let m = from.interpolated(to: halfTurn, fraction: Double(i) / 10)
                #expect(abs(m.a * m.d - m.b * m.c - 1) <= 1e-12, "fraction \(Double(i) / 10)")
            }
        }

        // Between 170° and −170° the interpolation goes the short way, through 180°, not through 0°.
        @Test func shortestAnglePath() {
            let degree = Double.pi / 180
            let from = AffineTransform(rotationAngle: 170 * degree)
            let to = AffineTransform(rotationAngle: -170 * degree)
            #expect(
                geometryDistance(from.interpolated(to: to, fraction: 0.5), AffineTransform(rotationAngle: .pi)) <= 1e-12
            )
            #expect(
                geometryDistance(to.interpolated(to: from, fraction: 0.5), AffineTransform(rotationAngle: .pi)) <= 1e-12
            )
            #expect(
                geometryDistance(
                    from.interpolated(to: to, fraction: 0.25), AffineTransform(rotationAngle: 175 * degree)) <= 1e-12)
        }

        // Translation, scale and shear blend linearly between decompositions.
        @Test func interpolatesTranslationAndScale() {
            let from = AffineTransform(translationX: 0, y: 0)
            let to = AffineTransform(scaleX: 3, y: 5).concatenating(AffineTransform(translationX: 10, y: -20))
            let middle = from.interpolated(to: to, fraction: 0.5)
            #expect(geometryDistance(middle, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: -10)) <= 1e-12)
        }

        // The 3D form of an affine transform projects the plane exactly as the affine transform maps it.
        @Test func transform3DActsTheSameOnThePlane() {
            let affine = AffineTransform(a: 1.5, b: -0.5, c: 0.25, d: 2, tx: 7, ty: -3)
            let point = Point(x: 3, y: -4)
            #expect(affine.transform3D.project(point) == affine.apply(to: point))
            #expect(
                AffineTransform(rotationAngle: 0.3).transform3D == Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1))
        }
    }
}

// MARK: - 3D transforms

extension GeometryTests {
    /// `Transform3D` and `Transform3DDecomposition`: Core Animation's conventions, algebra, projection
    /// and decomposed interpolation.
    @Suite struct Transform3DTests {
        // Rotations follow CATransform3DMakeRotation: about z, m11 = cos, m12 = sin, m21 = −sin; likewise about x and
        // y.
        @Test func rotationConventions() {
            let angle = 0.7
            let (s, c) = (sin(angle), cos(angle))
            let z = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            #expect(
                geometryDistance(z, Transform3D(rows: [[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
                    <= 1e-15)
            let x = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
            #expect(
                geometryDistance(x, Transform3D(rows: [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]))
                    <= 1e-15)
            let y = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            #expect(
                geometryDistance(y, Transform3D(rows: [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]))
                    <= 1e-15)
            // The axis is normalised; a zero axis is no rotation.
            #expect(geometryDistance(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5), z) <= 1e-15)
            #expect(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 0) == .identity)
            // Any rotation is orthonormal with determinant 1 and leaves its axis fixed.
            let r = Transform3D(rotationAngle: 2.1, x: 1, y: -2, z: 3)
            let axis = [1.0, -2, 3]
            for column in 0..<3 {
                let image = (0..<3).map { axis[$0] * r[$0, column] }.reduce(0, +)
                #expect(abs(image - axis[column]) <= 1e-14)
            }
            #expect(geometryDistance(r.concatenating(Transform3D(rows: transposedRows(r))), .identity) <= 1e-15)
        }

        /// The rows of `t`'s transpose.
        private func transposedRows(_ t: Transform3D) -> [[Double]] {
            (0..<4).map { row in (0..<4).map { column in t[column, row] } }
        }

        // Constructors put their numbers where Core Animation does; the subscript reads the same layout.
        @Test func constructorsAndSubscript() {
            let p = Transform3D(perspectiveDistance: 500)
            var expected = Transform3D.identity
            expected.m34 = -1.0 / 500
            #expect(p == expected)
            let t = Transform3D(translationX: 1, y: 2, z: 3)
            #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
            let s = Transform3D(scaleX: 2, y: 3)
            #expect((s.m11, s.m22, s.m33) == (2, 3, 1))
            let m = Transform3D(rows: (0..<4).map { row in (0..<4).map { Double(row * 4 + $0) } })
            for row in 0..<4 { for column in 0..<4 { #expect(m[row, column] == m.rows[row][column]) } }
            var n = m
            n[2, 3] = -9
            #expect(n.m34 == -9)
            #expect(Transform3D.identity.isIdentity && !p.isIdentity)
        }

        /// A random, well-conditioned general 4×4 matrix.
        private func randomMatrix(_ random: inout SeededGenerator) -> Transform3D {
            var rows = (0..<4).map { _ in (0..<4).map { _ in random.uniform(-1...1) } }
            for i in 0..<4 { rows[i][i] += 4 } // diagonally dominant, hence invertible
            return Transform3D(rows: rows)
        }

        // Concatenation is associative, has the identity as neutral element, and applies self first.
        @Test func concatenationAlgebra() {
            var random = SeededGenerator(seed: 3)
            for _ in 0..<100 {
                let (a, b, c) = (randomMatrix(&random), randomMatrix(&random), randomMatrix(&random))
                #expect(
                    geometryDistance(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c))) <= 1e-12)
                #expect(a.concatenating(.identity) == a)
                #expect(Transform3D.identity.concatenating(a) == a)
            }
            let moved = Transform3D(translationX: 10, y: 0).concatenating(Transform3D(scaleX: 2, y: 3))
            #expect(moved.project(Point(x: 1, y: 1)) == Point(x: 22, y: 3))
        }

        // `inverted` undoes the transform both ways, and is nil for a singular matrix.
        @Test func invertedRoundTrip() throws {
            var random = SeededGenerator(seed: 4)
            for _ in 0..<100 {
                let m = randomMatrix(&random)
                let inverse = try #require(m.inverted)
                #expect(geometryDistance(m.concatenating(inverse), .identity) <= 1e-12)
                #expect(geometryDistance(inverse.concatenating(m), .identity) <= 1e-12)
            }
            let flip = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: 3, y: 4, z: 5)).concatenating(
                    Transform3D(perspectiveDistance: 400))
            #expect(geometryDistance(try #require(flip.inverted).concatenating(flip), .identity) <= 1e-12)
            #expect(Transform3D(scaleX: 1, y: 1, z: 0).inverted == nil)
            #expect(Transform3D(rows: [[1, 2, 3, 4], [2, 4, 6, 8], [0, 0, 1, 0], [0, 0, 0, 1]]).inverted == nil)
        }

        /// Transforms whose decompositions must recompose to themselves.
        static let decomposable: [(String, Transform3D)] = {
            let perspective = Transform3D(perspectiveDistance: 500)
            var skewXY = Transform3D.identity
            skewXY.m21 = 0.4
            var skewAll = Transform3D.identity
            (skewAll.m21, skewAll.m31, skewAll.m32) = (0.3, -0.2, 0.5)
            var cases: [(String, Transform3D)] = [("identity", .identity)]
            for angle in [0.3, .pi / 2, 2.5, -1.2, 3.1] {
                cases.append(("x \(angle)", Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)))
                cases.append(("y \(angle)", Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)))
                cases.append(("z \(angle)", Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)))
                cases.append(("axis (1,2,3) \(angle)", Transform3D(rotationAngle: angle, x: 1, y: 2, z: 3)))
                cases.append(("axis (-2,1,-0.5) \(angle)", Transform3D(rotationAngle: angle, x: -2, y: 1, z: -0.5)))
            }
            cases.append(("half turn about y", Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)))
            cases.append(("scale", Transform3D(scaleX: 2, y: 0.5, z: 3)))
            cases.append(("reflection", Transform3D(scaleX: -1, y: 1, z: 1)))
            cases.append(("reflection in z", Transform3D(scaleX: 1, y: 1, z: -2)))
            cases.append(("skew", skewXY))
            cases.append(("all skews", skewAll))
            cases.append(("translation", Transform3D(translationX: 10, y: -20, z: 30)))
            cases.append(("perspective", perspective))
            cases.append(
                (
                    "scale·skew·rotation·translation·perspective",
                    Transform3D(scaleX: 1.5, y: 0.8, z: 1.2).concatenating(skewAll)
                        .concatenating(Transform3D(rotationAngle: 0.9, x: 1, y: -1, z: 2))
                        .concatenating(Transform3D(translationX: 40, y: -25, z: 10)).concatenating(perspective)
                ))
            cases.append(
                (
                    "card flip with perspective",
                    Transform3D(rotationAngle: 2.2, x: 0, y: 1, z: 0).concatenating(
                        Transform3D(translationX: 0, y: 0, z: -50)
                    )
                    .concatenating(perspective)
                ))
            cases.append(
                (
                    "perspective before translation",
                    perspective.concatenating(Transform3D(translationX: 5, y: 6, z: 7))
                        .concatenating(Transform3D(rotationAngle: 0.4, x: 1, y: 1, z: 0))
                ))
            return cases
        }()

        // Decompose then recompose gives back the (m44-normalised) matrix within 1e-9.
        @Test(arguments: decomposable)
        func decompositionRoundTrip(name: String, transform: Transform3D) throws {
            let decomposition = try #require(Transform3DDecomposition(transform))
            let distance = geometryDistance(decomposition.transform, normalised(transform))
            #expect(distance <= 1e-9, "\(name): off by \(distance)")
            let q = decomposition.quaternion
            #expect(abs(q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3 - 1) <= 1e-12, "\(name): quaternion not unit")
        }

        // Random products of scale (some reflecting), skew, rotation, translation and perspective round-trip too.
        @Test func randomDecompositionRoundTrip() throws {
            var random = SeededGenerator(seed: 5)
            for index in 0..<500 {
                var skew = Transform3D.identity
                (skew.m21, skew.m31, skew.m32) = (
                    random.uniform(-1...1), random.uniform(-1...1), random.uniform(-1...1)
                )
                var perspective = Transform3D.identity
                (perspective.m14, perspective.m24, perspective.m34) =
                    (random.uniform(-0.002...0.002), random.uniform(-0.002...0.002), random.uniform(-0.005...0.005))
                let sign: Double = index % 3 == 0 ? -1 : 1
                let transform = Transform3D(
                    scaleX: sign * random.uniform(0.2...3), y: random.uniform(0.2...3), z: random.uniform(0.2...3)
                )
                .concatenating(skew)
                .concatenating(
                    Transform3D(
                        rotationAngle: random.uniform(-.pi ... .pi),
                        x: random.uniform(-1...1), y: random.uniform(-1...1), z: random.uniform(-1...1))
                )
                .concatenating(
                    Transform3D(
                        translationX: random.uniform(-100...100), y: random.uniform(-100...100),
                        z: random.uniform(-100...100))
                )
                .concatenating(perspective)
                let decomposition = try #require(Transform3DDecomposition(transform))
                let distance = geometryDistance(decomposition.transform, normalised(transform))
                #expect(distance <= 1e-9, "case \(index): off by \(distance) for \(transform.rows)")
            }
        }

        // The parts of simple transforms come out where they belong.
        @Test func decompositionParts() throws {
            let angle = 0.8
            let z = try #require(Transform3DDecomposition(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)))
            #expect(abs(z.quaternion.2 - sin(angle / 2)) <= 1e-15 && abs(z.quaternion.3 - cos(angle / 2)) <= 1e-15)
            #expect(z.quaternion.0 == 0 && z.quaternion.1 == 0)
            let moved = try #require(Transform3DDecomposition(Transform3D(translationX: 1, y: 2, z: 3)))
            #expect(moved.translation == (1, 2, 3))
            #expect(moved.perspective == (0, 0, 0, 1))
            let scaled = try #require(Transform3DDecomposition(Transform3D(scaleX: 2, y: 3, z: 4)))
            #expect(scaled.scale == (2, 3, 4) && scaled.skew == (0, 0, 0))
            let seen = try #require(Transform3DDecomposition(Transform3D(perspectiveDistance: 250)))
            #expect(seen.perspective == (0, 0, -1.0 / 250, 1))
            #expect(Transform3DDecomposition(Transform3D(scaleX: 0, y: 1)) == nil)
        }

        // Identity → half turn about y at 0.5 is a quarter turn about y: a flip turns, it does not collapse.
        @Test func flipInterpolatesAsTurn() {
            let flip = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
            let middle = Transform3D.identity.interpolated(to: flip, fraction: 0.5)
            #expect(geometryDistance(middle, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)) <= 1e-12)
            let quarter = Transform3D.identity.interpolated(to: flip, fraction: 0.25)
            #expect(geometryDistance(quarter, Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)) <= 1e-12)
            #expect(geometryDistance(Transform3D.identity.interpolated(to: flip, fraction: 1), flip) <= 1e-12)
            #expect(geometryDistance(Transform3D.identity.interpolated(to: flip, fraction: 0), .identity) <= 1e-12)
        }

        // Rotations about one axis interpolate along the shorter arc, and translation with them linearly.
        @Test func interpolationSlerpsAndBlends() {
            let degree = Double.pi / 180
            let from = Transform3D(rotationAngle: 170 * degree, x: 0, y: 0, z: 1)
            let to = Transform3D(rotationAngle: -170 * degree, x: 0, y: 0, z: 1)
            let middle = from.interpolated(to: to, fraction: 0.5)
            #expect(geometryDistance(middle, Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)) <= 1e-12)
            let moved = Transform3D(translationX: 10, y: 20, z: 30)
            let halfway = Transform3D.identity.interpolated(to: moved, fraction: 0.5)
            #expect(geometryDistance(halfway, Transform3D(translationX: 5, y: 10, z: 15)) <= 1e-12)
            let perspective = Transform3D(perspectiveDistance: 500)
            let halfSeen = Transform3D.identity.interpolated(to: perspective, fraction: 0.5)
            #expect(abs(halfSeen.m34 - -1.0 / 1000) <= 1e-15)
        }

        // A singular end point falls back to blending the entries.
        @Test func singularFallsBackToEntryBlend() {
            let flat = Transform3D(scaleX: 0, y: 0, z: 0)
            let middle = Transform3D.identity.interpolated(to: flat, fraction: 0.5)
            #expect(middle == Transform3D.identity.blendingEntries(to: flat, fraction: 0.5))
            #expect(middle == Transform3D(scaleX: 0.5, y: 0.5, z: 0.5))
        }

        // project() divides by w: perspective shrinks what turns away and enlarges what comes closer.
        @Test func projectWithPerspective() {
            let distance = 500.0
            let perspective = Transform3D(perspectiveDistance: distance)
            // Points on the z = 0 plane are unmoved by perspective alone.
            #expect(perspective.project(Point(x: 30, y: -40)) == Point(x: 30, y: -40))
            // Lifting the plane by 100 towards the viewer enlarges it by 500 / 400.
            let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
            let big = lifted.project(Point(x: 40, y: -80))
            #expect(abs(big.x - 50) <= 1e-12 && abs(big.y - -100) <= 1e-12)
            // Turning about y by θ sends (x, y, 0) to (x·cos θ, y, −x·sin θ), then divides by 1 + x·sin θ / d.
            let theta = 0.6
            let turned = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0).concatenating(perspective)
            for point in [Point(x: 100, y: 50), Point(x: -100, y: 50), Point(x: 0, y: -20)] {
                let w = 1 + point.x * sin(theta) / distance
                let projected = turned.project(point)
                #expect(abs(projected.x - point.x * cos(theta) / w) <= 1e-12, "\(point)")
                #expect(abs(projected.y - point.y / w) <= 1e-12, "\(point)")
            }
        }
    }
}

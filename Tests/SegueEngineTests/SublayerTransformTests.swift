import Foundation
import SegueEngine
import Testing

/// The sublayer transform: applied to the subviews about the view's anchor point.
@Suite struct SublayerTransformTests {
    @Test func defaultsToIdentityAndKeepsPerspective() {
        let view = View(name: "v", in: RenderTree())
        #expect(view.sublayerTransform == .identity)
        view.sublayerTransform = Transform3D(perspectiveDistance: 500)
        #expect(view.sublayerTransform.m34 == -1.0 / 500)
    }

    @Test func perspectiveMovesAChildsConvertedCorners() {
        let tree = RenderTree()
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200), in: tree)
        let child = View(name: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100), in: tree)
        parent.addSubview(child)
        child.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        let flat = child.convert(Point(x: 100, y: 0), to: parent)
        // Without perspective the turn only foreshortens: the right edge sits at 100 + 50·cos 45°.
        #expect(near(flat.x, 100 + 50 * cos(Double.pi / 4)) && near(flat.y, 50))
        parent.sublayerTransform = Transform3D(perspectiveDistance: 500)
        let topRight = child.convert(Point(x: 100, y: 0), to: parent)
        let bottomRight = child.convert(Point(x: 100, y: 100), to: parent)
        // The right edge turns away from the viewer (to z = -50·sin 45°), so its w is
        // 1 + 50·sin 45° / 500 > 1 and it shrinks towards the parent's anchor, its centre (100, 100).
        let z = 50 * sin(Double.pi / 4)
        let w = 1 + z / 500
        #expect(near(topRight.x, 100 + 50 * cos(Double.pi / 4) / w), "x \(topRight.x)")
        #expect(near(topRight.y, 100 - 50 / w), "y \(topRight.y)")
        #expect(near(bottomRight.y, 100 + 50 / w))
        #expect(topRight.y > flat.y, "the far edge is shorter")
    }

    @Test func appliesAboutTheAnchorPoint() {
        let tree = RenderTree()
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200), in: tree)
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree)
        parent.addSubview(child)
        parent.sublayerTransform = Transform3D(scaleX: 2, y: 2)
        #expect(child.convert(Point.zero, to: parent) == Point(x: -100, y: -100), "scaled about the centre (100, 100)")
        parent.anchorPoint = Point(x: 0, y: 0)
        #expect(child.convert(Point.zero, to: parent) == Point.zero, "scaled about the top-left corner")
    }

    static let translationCase = LayerPropertyCase(
        name: "sublayerTransform", setTarget: { $0.sublayerTransform = Transform3D(translationX: 40, y: -20) },
        read: { $0.sublayerTransform.rows.flatMap { $0 } })

    @Test func animatesScrubsReversesAndCancels() throws {
        try LayerPropertyChecks.all(Self.translationCase)
    }

    @Test func interpolatesByDecompositionAsTheTransformDoes() {
        let scene = TestScene()
        let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        scene.engine.animate(
            withDuration: 1, curve: .linear,
            animations: {
                scene.box.sublayerTransform = quarterTurn
                scene.box.transform3D = quarterTurn
            })
        scene.tick(to: 0.5)
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        for (got, want) in zip(scene.box.sublayerTransform.rows.flatMap { $0 }, expected.rows.flatMap { $0 }) {
            #expect(near(got, want), "a half turn turns rather than shrinks")
        }
        #expect(scene.box.sublayerTransform == scene.box.transform3D, "both 4×4 properties blend alike")
    }
}

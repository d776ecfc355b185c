import Foundation
import SegueEngine
import Testing

/// Core Animation's anchor point: what `position` places and the transform turns about.
@Suite struct AnchorPointTests {
    @Test func defaultsToTheCentreAndPositionIsCenter() {
        let view = View(name: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50), in: RenderTree())
        #expect(view.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(view.position == view.center)
        view.position = Point(x: 1, y: 2)
        #expect(view.center == Point(x: 1, y: 2))
        view.anchorPoint = Point(x: 0.25, y: 1)
        #expect(view.anchorPoint == Point(x: 0.25, y: 1))
    }

    @Test func changingTheAnchorKeepsThePositionAndMovesTheFrame() {
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: RenderTree())
        view.anchorPoint = Point(x: 0, y: 0)
        #expect(view.position == Point(x: 50, y: 50))
        #expect(view.frame == Rect(x: 50, y: 50, width: 100, height: 100), "origin = position - anchor × size")
        view.anchorPoint = Point(x: 1, y: 0.5)
        #expect(view.frame == Rect(x: -50, y: 0, width: 100, height: 100))
    }

    @Test func settingTheFrameKeepsTheAnchorAndPlacesThePosition() {
        let view = View(name: "v", in: RenderTree())
        view.anchorPoint = Point(x: 0, y: 1)
        view.frame = Rect(x: 10, y: 20, width: 40, height: 60)
        #expect(view.anchorPoint == Point(x: 0, y: 1))
        #expect(view.position == Point(x: 10, y: 80), "position = origin + anchor × size")
        #expect(view.frame == Rect(x: 10, y: 20, width: 40, height: 60))
    }

    @Test func theTransformTurnsAboutTheAnchor() {
        let tree = RenderTree()
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400), in: tree)
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: tree)
        window.addSubview(view)
        view.anchorPoint = Point(x: 0, y: 0.5)
        view.position = Point(x: 0, y: 50)
        #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        // The left edge's midpoint stays put; the square swings down about it.
        let frame = view.frame
        #expect(near(frame.minX, -50) && near(frame.minY, 50) && near(frame.width, 100) && near(frame.height, 100))
        let tip = view.convert(Point(x: 100, y: 50), to: nil)
        #expect(near(tip.x, 0) && near(tip.y, 150), "the right edge's midpoint lands 100 below the anchor")
    }

    static let anchorCase = LayerPropertyCase(
        name: "anchorPoint", setTarget: { $0.anchorPoint = Point(x: 0.1, y: 0.9) },
        read: { [$0.anchorPoint.x, $0.anchorPoint.y] })
    static let positionCase = LayerPropertyCase(
        name: "position", setTarget: { $0.position = Point(x: 210, y: -30) }, read: { [$0.position.x, $0.position.y] })

    @Test(arguments: [anchorCase, positionCase])
    func animatesScrubsReversesAndCancels(_ property: LayerPropertyCase) throws {
        try LayerPropertyChecks.all(property)
    }

    @Test func animatesOnASpringAndInKeyframes() throws {
        let scene = TestScene()
        scene.engine.animate(
            withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: {
                scene.box.anchorPoint = Point(x: 0, y: 0)
            })
        scene.tick(to: 0.3)
        #expect(scene.box.anchorPoint.x > 0 && scene.box.anchorPoint.x < 0.5)
        scene.tick(to: 1.5)
        #expect(scene.box.anchorPoint == Point(x: 0, y: 0))
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear)
        try animator.addAnimations(
            { scene.box.anchorPoint = Point(x: 1, y: 1) }, relativeStart: 0, relativeDuration: 0.5)
        try animator.addAnimations(
            { scene.box.anchorPoint = Point(x: 0.5, y: 0.5) }, relativeStart: 0.5, relativeDuration: 0.5)
        try animator.setFractionComplete(0.5)
        #expect(near(scene.box.anchorPoint.x, 1))
        try animator.setFractionComplete(0.75)
        #expect(near(scene.box.anchorPoint.x, 0.75))
    }
}

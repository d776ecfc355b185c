import SegueEngine
import Testing

@Suite("Keyframes inside one property animator")
struct KeyframeAnimationTests {
    @Test("a property animated in two keyframes goes through the first target, holding it between windows")
    func sequentialKeyframesOnOneProperty() throws {
        let scene = TestScene()
        scene.box.alpha = 1
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear)
        try animator.addAnimations({ scene.box.alpha = 0 }, relativeStart: 0, relativeDuration: 0.4)
        try animator.addAnimations({ scene.box.alpha = 1 }, relativeStart: 0.6, relativeDuration: 0.4)
        try animator.startAnimation()
        #expect(scene.box.alpha == 1)
        scene.tick(to: 0.2)
        #expect(abs(scene.box.alpha - 0.5) < 1e-9)
        scene.tick(to: 0.5)
        #expect(abs(scene.box.alpha) < 1e-9, "between the windows the first keyframe's target holds")
        scene.tick(to: 0.8)
        #expect(abs(scene.box.alpha - 0.5) < 1e-9)
        scene.tick(to: 1.1)
        #expect(scene.box.alpha == 1)
    }

    @Test(
        """
        scrubbing back before a later keyframe shows the earlier keyframe again, and finishing at the start \
        restores it
        """
    )
    func scrubbingAcrossKeyframes() throws {
        let scene = TestScene()
        let start = scene.box.frame
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear)
        try animator.addAnimations({ scene.box.frame.origin.x = 100 }, relativeStart: 0, relativeDuration: 0.5)
        try animator.addAnimations({ scene.box.frame.origin.x = 300 }, relativeStart: 0.5, relativeDuration: 0.5)
        try animator.setFractionComplete(0.75)
        #expect(abs(scene.box.frame.minX - 200) < 1e-9)
        try animator.setFractionComplete(0.25)
        #expect(abs(scene.box.frame.minX - (start.minX + (100 - start.minX) * 0.5)) < 1e-9)
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
        #expect(scene.box.frame == start)
    }

    @Test("keyframes are refused once the animator has started, or outside 0…1")
    func refusals() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1)
        #expect(throws: PropertyAnimatorError.self) {
            try animator.addAnimations({ scene.box.alpha = 0 }, relativeStart: 0.7, relativeDuration: 0.5)
        }
        try animator.addAnimations({ scene.box.alpha = 0 }, relativeStart: 0, relativeDuration: 1)
        try animator.startAnimation()
        #expect(throws: PropertyAnimatorError.self) {
            try animator.addAnimations({ scene.box.alpha = 1 }, relativeStart: 0, relativeDuration: 1)
        }
    }
}

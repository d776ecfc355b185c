import SegueEngine
import Testing

/// One animatable layer property under test: how to move it to a target and read its numbers.
struct LayerPropertyCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Sets the property to its target value (inside or outside an animation block).
    let setTarget: @Sendable (View) -> Void
    /// The property's numbers, in a fixed order.
    let read: @Sendable (View) -> [Double]
    /// Whether the numbers blend linearly (false for transforms that blend by decomposition).
    var isLinear = true

    var testDescription: String { name }
}

/// The checks every animatable layer property must pass, as the existing properties do.
enum LayerPropertyChecks {
    /// Animating with a linear curve shows the halfway blend at half time, and the target at the end.
    static func animates(_ property: LayerPropertyCase, prepare: (View) -> Void = { _ in }) {
        let scene = TestScene()
        prepare(scene.box)
        let from = property.read(scene.box)
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { property.setTarget(scene.box) })
        #expect(property.read(scene.box) == from, "\(property.name) starts where it was")
        scene.tick(to: 0.5)
        let half = property.read(scene.box)
        scene.tick(to: 1.5)
        let to = property.read(scene.box)
        #expect(to != from, "\(property.name) reaches a different target")
        if property.isLinear {
            for (index, value) in half.enumerated() {
                #expect(near(value, (from[index] + to[index]) / 2), "\(property.name)[\(index)] at half time")
            }
        }
    }

    /// Scrubbing a paused animator to a fraction shows that fraction's blend.
    static func scrubs(_ property: LayerPropertyCase, prepare: (View) -> Void = { _ in }) throws {
        let scene = TestScene()
        prepare(scene.box)
        let from = property.read(scene.box)
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) {
            property.setTarget(scene.box)
        }
        try animator.setFractionComplete(1)
        let to = property.read(scene.box)
        try animator.setFractionComplete(0.25)
        let quarter = property.read(scene.box)
        if property.isLinear {
            for (index, value) in quarter.enumerated() {
                #expect(
                    near(value, from[index] + (to[index] - from[index]) * 0.25), "\(property.name)[\(index)] at 0.25")
            }
        }
        try animator.setFractionComplete(0)
        #expect(property.read(scene.box) == from, "\(property.name) scrubbed back to the start")
    }

    /// Reversing halfway runs back to the start, and cancelling (stop, finish at start) restores
    /// every property exactly.
    static func reversesAndCancels(_ property: LayerPropertyCase, prepare: (View) -> Void = { _ in }) throws {
        for cancels in [false, true] {
            let scene = TestScene()
            prepare(scene.box)
            let before = scene.engine.tree.snapshot(of: scene.container)
            let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeInOut) {
                property.setTarget(scene.box)
            }
            let log = CompletionLog()
            animator.addCompletion(log.handler())
            try animator.startAnimation()
            scene.tick(to: 0.4)
            if cancels {
                try animator.stopAnimation(false)
                try animator.finishAnimation(at: .start)
            } else {
                try animator.setReversed(true)
                scene.tick(to: 2)
            }
            #expect(log.positions == [.start], "\(property.name) ends at the start")
            let after = scene.engine.tree.snapshot(of: scene.container)
            #expect(
                after.differences(from: before) == [], "\(property.name) restored (\(cancels ? "cancel" : "reverse"))")
        }
    }

    /// Runs all three.
    static func all(_ property: LayerPropertyCase, prepare: (View) -> Void = { _ in }) throws {
        animates(property, prepare: prepare)
        try scrubs(property, prepare: prepare)
        try reversesAndCancels(property, prepare: prepare)
    }
}

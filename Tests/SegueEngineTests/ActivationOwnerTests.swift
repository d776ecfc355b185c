import SegueEngine
import Testing

/// Activation observers scoped to an owner: they hear the animators activated on the owner's
/// behalf (directly or through what that code set in motion) and those animating views under
/// the owner, and nothing of other owners on the same engine.
@Suite("Activation observers scoped to an owner")
struct ActivationOwnerTests {
    /// Two window-like roots on one engine, each with a child view, and what each owner's
    /// observer and an engine-wide observer heard.
    final class TwoRoots {
        let engine = AnimationEngine()
        let clock: VirtualClock
        let left: View
        let right: View
        let leftChild: View
        let rightChild: View
        var heardLeft: [PropertyAnimator] = []
        var heardRight: [PropertyAnimator] = []
        var heardAll: [PropertyAnimator] = []
        var tokens: [Int] = []

        init() {
            clock = VirtualClock(engine: engine)
            left = View(name: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: engine.tree)
            right = View(name: "right", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: engine.tree)
            leftChild = View(name: "leftChild", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
            rightChild = View(name: "rightChild", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
            left.addSubview(leftChild)
            right.addSubview(rightChild)
            tokens.append(engine.addActivationObserver(for: left) { [unowned self] in heardLeft.append($0) })
            tokens.append(engine.addActivationObserver(for: right) { [unowned self] in heardRight.append($0) })
            tokens.append(engine.addActivationObserver { [unowned self] in heardAll.append($0) })
        }
    }

    @Test("an animator of views under one root is told to that root's observers only")
    func byAnimatedViews() {
        let roots = TwoRoots()
        let animator = roots.engine.animate(withDuration: 1, animations: { roots.leftChild.alpha = 0 })
        #expect(roots.heardLeft.map(ObjectIdentifier.init) == [ObjectIdentifier(animator)])
        #expect(roots.heardRight.isEmpty)
        #expect(roots.heardAll.count == 1)
    }

    @Test(
        """
        an animator activated on behalf of an owner is told to it even when it animates nothing or another root's \
        views
        """
    )
    func byOwner() {
        let roots = TwoRoots()
        let empty = roots.engine.performOnBehalf(of: roots.right) {
            roots.engine.animate(withDuration: 1, animations: {})
        }
        #expect(roots.heardRight.count == 1 && roots.heardRight.first === empty)
        #expect(roots.heardLeft.isEmpty)
        // On right's behalf but animating left's view: both hear it, each once.
        let both = roots.engine.performOnBehalf(of: roots.right) {
            roots.engine.animate(
                withDuration: 1,
                animations: {
                    roots.leftChild.alpha = 0.5
                    roots.rightChild.alpha = 0.5
                })
        }
        #expect(roots.heardRight.last === both && roots.heardRight.count == 2)
        #expect(roots.heardLeft.count == 1 && roots.heardLeft.first === both)
    }

    @Test("the owner carries over to queued tasks, scheduled tasks and animator completions")
    func ownerCarriesOver() {
        let roots = TwoRoots()
        var started: [PropertyAnimator] = []
        roots.engine.performOnBehalf(of: roots.left) {
            roots.engine.performOnNextTick { started.append(roots.engine.animate(withDuration: 0.1, animations: {})) }
            roots.engine.schedule(at: 0.5) { started.append(roots.engine.animate(withDuration: 0.1, animations: {})) }
            roots.engine.animate(withDuration: 0.2, animations: {}) { _ in
                started.append(roots.engine.animate(withDuration: 0.1, animations: {}))
            }
        }
        // Outside any owner, animating nothing: nobody's but the engine-wide observer's.
        let stray = roots.engine.animate(withDuration: 0.1, animations: {})
        #expect(roots.clock.runUntilIdle())
        #expect(started.count == 3)
        #expect(roots.heardLeft.count == 4)
        for animator in started { #expect(roots.heardLeft.contains { $0 === animator }) }
        #expect(!roots.heardLeft.contains { $0 === stray })
        #expect(roots.heardRight.isEmpty)
        #expect(roots.heardAll.count == 5)
    }

    @Test("an animator made on an owner's behalf but started later, outside it, still belongs to it")
    func creationOwner() throws {
        let roots = TwoRoots()
        let animator = roots.engine.performOnBehalf(of: roots.right) {
            PropertyAnimator(engine: roots.engine, duration: 1)
        }
        try animator.startAnimation()
        #expect(roots.heardRight.count == 1 && roots.heardRight.first === animator)
    }

    @Test("a removed scoped observer is not told; the other owner's still is")
    func removal() {
        let roots = TwoRoots()
        roots.engine.removeActivationObserver(roots.tokens[0])
        roots.engine.animate(
            withDuration: 1,
            animations: {
                roots.leftChild.alpha = 0
                roots.rightChild.alpha = 0
            })
        #expect(roots.heardLeft.isEmpty)
        #expect(roots.heardRight.count == 1)
    }

    @Test("a thousand owners with an observer each: every animator is told to its own owner's only")
    func thousandOwners() {
        let engine = AnimationEngine()
        var heard = [Int](repeating: 0, count: 1000)
        var roots: [View] = []
        for index in 0..<1000 {
            let root = View(name: "root\(index)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
            root.addSubview(View(name: "child", frame: .zero, in: engine.tree))
            roots.append(root)
            engine.addActivationObserver(for: root) { _ in heard[index] += 1 }
        }
        for (index, root) in roots.enumerated() {
            engine.animate(withDuration: 1, animations: { root.subviews[0].alpha = Double(index) / 1000 })
            engine.performOnBehalf(of: root) { engine.animate(withDuration: 1, animations: {}) }
        }
        #expect(heard == [Int](repeating: 2, count: 1000))
    }
}

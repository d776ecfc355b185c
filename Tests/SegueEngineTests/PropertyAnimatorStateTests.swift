import Testing

@testable import SegueEngine

/// The UIViewPropertyAnimator state machine: every legal transition and every refused call.
@Suite struct PropertyAnimatorStateTests {
    @Test func runsFromInactiveThroughActiveToInactiveAndCompletesOnceAtEnd() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        animator.addCompletion(log.handler())
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)

        try animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        // The block's change is not applied at once: it starts from the old value.
        #expect(scene.box.alpha == 1)

        scene.tick(to: 0.25)
        #expect(near(scene.box.alpha, 0.75))
        scene.tick(to: 1.0)
        #expect(scene.box.alpha == 0)
        #expect(animator.state == .inactive)
        #expect(log.positions == [.end])

        scene.tick(to: 2.0)
        #expect(log.positions == [.end], "completion must not run again")
        #expect(scene.engine.animatedValueCount == 0, "finished tracks are removed")
    }

    @Test func pauseHoldsValuesAndResumeContinuesFromThere() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try animator.startAnimation()
        scene.tick(to: 0.4)
        try animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        scene.tick(to: 3.0)
        #expect(near(scene.box.alpha, 0.6))
        #expect(near(animator.fractionComplete, 0.4))

        try animator.startAnimation()
        scene.tick(to: 3.3)
        #expect(near(scene.box.alpha, 0.3))
        scene.tick(to: 3.6)
        #expect(scene.box.alpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func pausingAnInactiveAnimatorActivatesItAtTheStart() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.alpha = 0 }
        try animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(scene.box.alpha == 1)
    }

    @Test func stopWithoutFinishingLeavesValuesAndSkipsCompletions() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 0.5)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        scene.tick(to: 2)
        #expect(near(scene.box.alpha, 0.5))
        #expect(log.positions.isEmpty)
        #expect(scene.engine.animatedValueCount == 0)
    }

    @Test(arguments: [AnimatingPosition.start, .end, .current])
    func stopThenFinishPutsValuesAtThePosition(position: AnimatingPosition) throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) {
            scene.box.alpha = 0
            scene.box.frame = Rect(x: 300, y: 700, width: 100, height: 100)
        }
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 0.25)
        try animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        scene.tick(to: 0.75)
        #expect(near(scene.box.alpha, 0.75), "a stopped animator does not move")

        try animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(log.positions == [position])
        switch position {
        case .start:
            #expect(scene.box.alpha == 1)
            #expect(scene.box.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        case .end:
            #expect(scene.box.alpha == 0)
            #expect(scene.box.frame == Rect(x: 300, y: 700, width: 100, height: 100))
        case .current:
            #expect(near(scene.box.alpha, 0.75))
            #expect(near(scene.box.frame.minX, 75))
        }
    }

    @Test func illegalCallsAreRefusedWithAClearError() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.alpha = 0 }

        // Inactive: nothing to stop, finish or continue.
        #expect(throws: PropertyAnimatorError.self) { try animator.stopAnimation(false) }
        #expect(throws: PropertyAnimatorError.self) { try animator.finishAnimation(at: .end) }
        #expect(throws: PropertyAnimatorError.self) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }

        // Active: finishing needs a stop first; scrubbing needs a pause first.
        try animator.startAnimation()
        let finishError = #expect(throws: PropertyAnimatorError.self) { try animator.finishAnimation(at: .end) }
        #expect(
            finishError?.description
                == "finishAnimation(at:) is not allowed while the animator is active (running); call "
                + "stopAnimation(false) first."
        )
        #expect(throws: PropertyAnimatorError.self) { try animator.setFractionComplete(0.5) }
        #expect(throws: PropertyAnimatorError.self) { try animator.setInterruptible(false) }

        // Stopped: only finishAnimation(at:) is allowed.
        try animator.stopAnimation(false)
        let restartError = #expect(throws: PropertyAnimatorError.self) { try animator.startAnimation() }
        #expect(restartError?.state == .stopped)
        #expect(restartError?.description.contains("startAnimation()") == true)
        #expect(throws: PropertyAnimatorError.self) { try animator.pauseAnimation() }
        #expect(throws: PropertyAnimatorError.self) { try animator.stopAnimation(false) }
        #expect(throws: PropertyAnimatorError.self) { try animator.addAnimations { scene.box.alpha = 0.5 } }
        #expect(throws: PropertyAnimatorError.self) { try animator.setReversed(true) }
        #expect(throws: PropertyAnimatorError.self) { try animator.setFractionComplete(0.1) }
        try animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
    }

    @Test func refusesOutOfRangeArguments() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1)
        #expect(throws: PropertyAnimatorError.self) { try animator.addAnimations({}, delayFactor: 1.5) }
        #expect(throws: PropertyAnimatorError.self) { try animator.addAnimations({}, delayFactor: -0.1) }
        #expect(throws: PropertyAnimatorError.self) { try animator.startAnimation(afterDelay: -1) }
        #expect(throws: PropertyAnimatorError.self) { try animator.setFractionComplete(.nan) }
        try animator.pauseAnimation()
        #expect(throws: PropertyAnimatorError.self) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: .infinity)
        }
    }

    @Test func aNonInterruptibleAnimatorCannotBePausedStoppedOrReversed() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.alpha = 0 }
        try animator.setInterruptible(false)
        try animator.startAnimation()
        #expect(throws: PropertyAnimatorError.self) { try animator.pauseAnimation() }
        #expect(throws: PropertyAnimatorError.self) { try animator.stopAnimation(true) }
        #expect(throws: PropertyAnimatorError.self) { try animator.setReversed(true) }
        scene.tick(to: 1)
        #expect(animator.state == .inactive)
        #expect(scene.box.alpha == 0)
    }

    @Test func completionHandlersEachRunExactlyOnceWithTheFinalPosition() throws {
        let scene = TestScene()
        let first = CompletionLog()
        let second = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.5) { scene.box.alpha = 0 }
        animator.addCompletion(first.handler())
        animator.addCompletion(second.handler())
        try animator.startAnimation()
        scene.clock.advance(frames: 120, framesPerSecond: 60)
        #expect(first.positions == [.end])
        #expect(second.positions == [.end])
    }

    @Test func aFinishedAnimatorCanBeStartedAgainWithNewAnimations() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try animator.startAnimation()
        scene.tick(to: 1)
        try animator.addAnimations { scene.box.alpha = 1 }
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 1.5)
        #expect(near(scene.box.alpha, 0.5))
        scene.tick(to: 2)
        #expect(scene.box.alpha == 1)
        #expect(log.positions == [.end])
    }

    @Test func zeroDurationCompletesOnTheNextTick() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 0) { scene.box.alpha = 0.25 }
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 0)
        #expect(scene.box.alpha == 0.25)
        #expect(log.positions == [.end])
    }
}

/// Completions that change other animators while the engine delivers a tick's completions.
@Suite struct CompletionReentrancyTests {
    @Test func aSlotFreedAndReusedDuringDeliveryDoesNotCompleteTheNewcomer() throws {
        let scene = TestScene()
        let other = View(name: "other", in: scene.engine.tree)
        var newcomer: PropertyAnimator?
        let newcomerLog = CompletionLog()
        let victimLog = CompletionLog()
        let victim = PropertyAnimator(engine: scene.engine, duration: 1) { other.alpha = 0 }
        victim.addCompletion(victimLog.handler())
        let first = PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.alpha = 0 }
        first.addCompletion { _ in
            // Both end on this tick: stop the other one and start a new animator in its slot.
            try? victim.stopAnimation(true)
            let animator = PropertyAnimator(engine: scene.engine, duration: 5) { other.cornerRadius = 4 }
            animator.addCompletion(newcomerLog.handler())
            try? animator.startAnimation()
            newcomer = animator
        }
        try first.startAnimation()
        try victim.startAnimation()
        scene.tick(to: 1)
        #expect(victimLog.positions.isEmpty, "stopped without finishing")
        #expect(newcomerLog.positions.isEmpty, "the newcomer has 5 s to go")
        #expect(newcomer?.state == .active)
    }

    @Test func aViewCreatedInsideAnAnimationBlockAppearsWhereItIsPut() throws {
        let scene = TestScene()
        var created: View?
        let animator = PropertyAnimator(engine: scene.engine, duration: 1) {
            let view = View(name: "new", frame: Rect(x: 10, y: 10, width: 50, height: 50), in: scene.engine.tree)
            scene.container.addSubview(view)
            created = view
        }
        try animator.startAnimation()
        #expect(created?.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(scene.engine.animatedValueCount == 0)
    }
}

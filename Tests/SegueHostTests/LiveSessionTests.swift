import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The live session behind `segue preview`: the default scene kept alive, operations on
    /// demand, and the pointer driving interactive transitions through the scripts' controllers,
    /// on a virtual clock.
    @Suite("A live session performs operations and follows the pointer")
    struct LiveSessionTests {
        static let diagonal = "org.segue.test.diagonal"
        static let interruptible = "org.segue.test.interruptible"
        /// A bundled plugin, through the plugin ABI.
        static let plugin = "org.segue.cover-vertical"
        static let size = Size(width: 400, height: 800)
        /// Where a press lands: on First, or on Second once presented.
        static let pressPoint = Point(x: 200, y: 200)

        private func session(_ animator: String = diagonal) throws -> LiveSession {
            try LiveSession(size: Self.size, animators: LiveAnimators(), animatorID: animator)
        }

        /// The flag the last transition completed with.
        private func lastCompleted(_ session: LiveSession) -> Bool? {
            guard let event = session.window.events.events.last(where: { $0.name == "context.completeTransition(_:)" }),
                case .bool(let flag)? = event.field("completed")
            else { return nil }
            return flag
        }

        /// Whether Second's view is on screen at the window's origin (a tab's is as tall as the bar leaves).
        private func showsSecond(_ hand: LiveHand) -> Bool {
            hand.view("Second").map {
                !$0.isHidden && $0.alpha > 0 && $0.frame.origin == Point(x: 0, y: 0) && $0.frame.width == 400
            } ?? false
        }

        // MARK: Present by pointer

        /// UIKit's rule (`GestureRelease`): past half way finishes, short and slow cancels.
        @Test(
            "a vertical drag presents: past half way it finishes, short and slow it cancels",
            arguments: [diagonal, interruptible, plugin])
        func presentByPointer(animator: String) throws {
            for (distance, finishes) in [(0.6, true), (0.15, false)] {
                let session = try session(animator)
                let hand = LiveHand(session)
                let before = RenderTreeSnapshot(views: session.views())
                hand.press(at: Self.pressPoint)
                #expect(session.status.phase == .idle, "a press alone starts nothing before the pan picks its axis")
                let end = Point(x: 200, y: 200 + distance * 800)
                hand.drag(from: Self.pressPoint, to: end, over: finishes ? 0.3 : 1.2)
                #expect(session.status.phase == .interactive)
                #expect(
                    abs((session.status.fraction ?? -1) - distance) < 1e-9, "the fraction is the drag in window heights"
                )
                hand.tick(6) // holding still: the velocity falls to zero
                hand.release(at: end)
                #expect(session.status.phase == (finishes ? .finishing : .cancelling))
                #expect(hand.settle())
                #expect(lastCompleted(session) == finishes)
                if finishes {
                    #expect(showsSecond(hand))
                } else {
                    #expect(
                        RenderTreeSnapshot(views: session.views()).differences(from: before).isEmpty,
                        "a cancel restores the scene")
                }
                #expect(session.status.phase == .idle)
            }
        }

        /// A press on the presented Second dismisses it.
        @Test("once Second is presented, a drag on it dismisses it")
        func dismissByPointer() throws {
            let session = try session()
            try session.perform(.present)
            let hand = LiveHand(session)
            #expect(hand.settle())
            hand.swipe(from: Self.pressPoint, to: Point(x: 200, y: 700), over: 0.3)
            #expect(session.status.operation == .dismiss)
            #expect(hand.settle())
            #expect(lastCompleted(session) == true)
            #expect(hand.view("Second") == nil, "the dismissed view left the window")
        }

        /// In a navigation arrangement the pointer pops what is pushed, then pushes again; a tab
        /// arrangement gives way to the modal one, which presents.
        @Test("after a push the pointer pops, then pushes; after a tab switch it presents")
        func pointerFollowsTheArrangement() throws {
            let session = try session()
            let hand = LiveHand(session)
            try session.perform(.push)
            #expect(hand.settle())
            for expected in [PluginOperation.pop, .push] {
                hand.swipe(from: Self.pressPoint, to: Point(x: 200, y: 700), over: 0.3)
                #expect(session.status.operation == expected)
                #expect(hand.settle())
                #expect(lastCompleted(session) == true, "\(expected)")
            }
            try session.perform(.tab)
            #expect(hand.settle())
            hand.swipe(from: Self.pressPoint, to: Point(x: 200, y: 700), over: 0.3)
            #expect(session.status.operation == .present)
            #expect(hand.settle())
            #expect(showsSecond(hand))
        }

        // MARK: Grabbing mid-flight

        /// A grab while finishing: the views go back under the finger, and a release short of
        /// half way completes the transition cancelled (`pause()`, UIViewPropertyAnimator's
        /// interruption as WWDC 2016 "Advances in UIKit Animations and Transitions" shows it).
        @Test("a grab mid-finish reverses it", arguments: [diagonal, interruptible, plugin])
        func grabMidFinish(animator: String) throws {
            let session = try session(animator)
            let hand = LiveHand(session)
            let before = RenderTreeSnapshot(views: session.views())
            let lifted = Point(x: 200, y: 200 + 0.55 * 800)
            hand.swipe(from: Self.pressPoint, to: lifted, over: 0.25)
            #expect(session.status.phase == .finishing)
            hand.tick(3)
            let grabbed = try #require(session.status.fraction)
            #expect(grabbed > 0.55 && grabbed < 1, "finishing moved it on: \(grabbed)")
            hand.press(at: lifted)
            #expect(session.status.phase == .interactive)
            // The press acts on the next frame's tick before the animations advance, as a script's does.
            let held = try #require(session.status.fraction)
            #expect(abs(held - grabbed) < 1e-9, "grabbed where it showed: \(held), showing \(grabbed)")
            hand.tick(3)
            #expect(session.status.fraction == held, "held under the finger")
            let back = Point(x: 200, y: lifted.y - 0.5 * 800)
            hand.drag(from: lifted, to: back, over: 0.3)
            #expect(abs((session.status.fraction ?? -1) - (held - 0.5)) < 1e-9, "the fraction follows the finger back")
            hand.release(at: back)
            #expect(session.status.phase == .cancelling)
            #expect(hand.settle())
            #expect(lastCompleted(session) == false, "the transition completes cancelled")
            #expect(RenderTreeSnapshot(views: session.views()).differences(from: before).isEmpty, "the views went back")
            if animator == Self.interruptible {
                #expect(session.window.events.names.contains("animator.interruptibleAnimator(using:)"))
            }
        }

        @Test("a grab mid-cancel finishes it", arguments: [diagonal, interruptible, plugin])
        func grabMidCancel(animator: String) throws {
            let session = try session(animator)
            let hand = LiveHand(session)
            let lifted = Point(x: 200, y: 200 + 0.3 * 800)
            hand.swipe(from: Self.pressPoint, to: lifted, over: 0.6, holding: 6)
            #expect(session.status.phase == .cancelling)
            hand.tick(2)
            hand.swipe(from: lifted, to: Point(x: 200, y: lifted.y + 0.4 * 800), over: 0.2)
            #expect(session.status.phase == .finishing)
            #expect(hand.settle())
            #expect(lastCompleted(session) == true)
            #expect(showsSecond(hand))
        }

        /// The release after a grab continues at the release velocity: the first frame after it
        /// moves on at about the speed the finger had, not from rest.
        @Test("the release after a grab continues at the finger's speed")
        func continuationKeepsTheVelocity() throws {
            let session = try session(Self.interruptible)
            let hand = LiveHand(session)
            let lifted = Point(x: 200, y: 200 + 0.3 * 800)
            hand.swipe(from: Self.pressPoint, to: lifted, over: 0.6, holding: 6)
            hand.tick(2)
            hand.press(at: lifted)
            // 0.3 window heights in 0.2 s: 1.5 fractions per second.
            let onwards = Point(x: 200, y: lifted.y + 0.3 * 800)
            hand.drag(from: lifted, to: onwards, over: 0.2)
            hand.release(at: onwards)
            let release = try #require(session.releases.last)
            #expect(release.finishes && release.velocity > 0.8, "\(release)")
            let atRelease = try #require(session.status.fraction)
            // The speed the continuation starts at, over its first millisecond; an ease-in-out
            // continuation (the first release's) would start from rest.
            session.advance(to: hand.time + 0.001)
            let speed = (try #require(session.status.fraction) - atRelease) / 0.001
            #expect(
                abs(speed - release.velocity) < 0.05 * release.velocity,
                "continues at \(speed)/s, released at \(release.velocity)/s")
        }

        // MARK: Gestures

        @Test("with the modifier, the distance from the press pinches")
        func pinch() throws {
            let session = try session()
            let hand = LiveHand(session)
            hand.press(at: Self.pressPoint, pinches: true)
            #expect(session.status.phase == .interactive, "a pinch starts at the press")
            // Half the shorter side closes the fingers fully: 140 of 200 points is scale 0.3.
            let end = Point(x: 200 + 140 * 0.6, y: 200 + 140 * 0.8)
            hand.drag(from: Self.pressPoint, to: end, over: 0.4)
            #expect(abs((session.status.fraction ?? -1) - 0.7) < 1e-9)
            hand.release(at: end)
            #expect(hand.settle())
            #expect(lastCompleted(session) == true)
            #expect(session.recordedScript?.hasPrefix("pinch:") == true)
        }

        @Test(
            "the pan's axis locks on the first movement past 10 points",
            arguments: [
                (Point(x: 12, y: 3), "hpan:"), (Point(x: -12, y: 3), "hpan:"), (Point(x: 3, y: 12), "pan:"),
                (Point(x: 2, y: -11), "pan:"),
            ])
        func axisLock(first: Point, prefix: String) throws {
            let session = try session()
            let hand = LiveHand(session)
            hand.press(at: Self.pressPoint)
            hand.drag(from: Self.pressPoint, to: Point(x: 205, y: 205), over: 0.05)
            #expect(session.status.phase == .idle, "7 points is within the slop")
            let locked = Point(x: 200 + first.x, y: 200 + first.y)
            hand.drag(from: Point(x: 205, y: 205), to: locked, over: 0.05)
            #expect(session.status.phase == .interactive)
            hand.release(at: locked)
            #expect(hand.settle())
            #expect(session.recordedScript?.hasPrefix(prefix) == true, "\(session.recordedScript ?? "no script")")
        }

        @Test("an animator that does not claim interaction refuses the press, naming itself")
        func refusesNonInteractive() throws {
            let session = try session("org.segue.test.dissolve")
            let hand = LiveHand(session)
            hand.swipe(from: Self.pressPoint, to: Point(x: 200, y: 600), over: 0.2)
            #expect(session.status.phase == .idle)
            #expect(session.isIdle)
            #expect(
                session.status.lastDiagnostic?.contains("Dissolve") == true,
                "\(session.status.lastDiagnostic ?? "none")")
            #expect(session.recordedScript == nil)
        }

        /// Pointer input is bounded: non-finite events are refused with a diagnostic, a drag far
        /// outside the window saturates at the script language's ten containers, time never runs
        /// backwards, and stray releases and moves do nothing.
        @Test("hostile pointer input changes nothing or stays bounded")
        func hostileInput() throws {
            let session = try session()
            let hand = LiveHand(session)
            session.handle(PointerEvent(.press, at: Point(x: .nan, y: 0), time: hand.time))
            #expect(session.status.lastDiagnostic?.contains("non-finite") == true)
            session.handle(PointerEvent(.press, at: Point(x: 0, y: 0), time: .infinity))
            session.handle(PointerEvent(.release, at: Self.pressPoint, time: hand.time))
            session.handle(PointerEvent(.move, at: Self.pressPoint, time: hand.time))
            #expect(session.isIdle && session.status.phase == .idle)
            hand.press(at: Self.pressPoint)
            hand.drag(from: Self.pressPoint, to: Point(x: 200, y: 1e300), over: 0.1)
            // An event from the past acts at the engine's time.
            session.handle(PointerEvent(.move, at: Point(x: 200, y: 1e12), time: 0))
            #expect(session.status.fraction == 1, "the fraction saturates")
            hand.release(at: Point(x: 200, y: 1e12))
            #expect(hand.settle())
            #expect(lastCompleted(session) == true)
            let script = try #require(session.recordedScript)
            #expect(
                script.hasPrefix("pan:10.0@0.0,10.0@0.016666,"),
                "the recorded positions stop at ten heights, in microseconds: \(script)")
            #expect(throws: Never.self) { try InteractiveGesture(parsing: script) }
        }

        // MARK: Operations

        @Test(
            "every operation performs, and replays from its start",
            arguments: [PluginOperation.present, .dismiss, .push, .pop, .tab, .container])
        func performAndReplay(operation: PluginOperation) throws {
            let session = try session()
            let hand = LiveHand(session)
            for round in 0..<2 {
                if round == 0 { try session.perform(operation) } else { try session.replay() }
                #expect(session.status.phase == .animating)
                #expect(throws: TransitionError.self, "a second transition is refused while one runs") {
                    try session.perform(operation)
                }
                hand.tick()
                #expect(session.status.transitionTime > 0)
                hand.press(at: Self.pressPoint)
                hand.release(at: Self.pressPoint)
                #expect(
                    session.status.lastDiagnostic?.contains("transition is not interactive; wait for it to end")
                        == true, "a plain transition cannot be grabbed")
                #expect(hand.settle())
                #expect(lastCompleted(session) == true, "\(operation) round \(round)")
                let forwards = [.present, .push, .tab, .container].contains(operation)
                #expect(
                    showsSecond(hand) == forwards,
                    "\(operation) round \(round) ends on \(forwards ? "Second" : "First")")
            }
        }

        @Test("resizing goes through the size-change coordinator")
        func resize() throws {
            let session = try session()
            let hand = LiveHand(session)
            try session.resize(to: Size(width: 700, height: 500))
            // The change starts on the next tick and runs 0.3 s.
            hand.tick(10)
            let midway = try #require(hand.view("First"))
            #expect(midway.alpha < 1 && midway.alpha > 0.6, "First's alongside animation dims it during the change")
            #expect(midway.frame.width > 400 && midway.frame.width < 700, "the layout animates with the coordinator")
            #expect(throws: TransitionError.self, "no transition starts while the window resizes") {
                try session.perform(.present)
            }
            #expect(hand.settle())
            #expect(session.size == Size(width: 700, height: 500))
            #expect(hand.view("First")?.frame == Rect(x: 0, y: 0, width: 700, height: 500))
            #expect(throws: TransitionError.self) { try session.resize(to: Size(width: 0, height: 10)) }
        }

        // MARK: Recording

        /// What a hand did, replayed headless by `segue run --interactive`: the recorded script
        /// ends the transition the same way, frame and releases.
        @Test(
            "the recorded script replays to the same end and the same release decisions",
            arguments: [diagonal, interruptible, plugin])
        func recordedScriptRoundTrip(animator: String) throws {
            let session = try session(animator)
            let hand = LiveHand(session)
            let lifted = Point(x: 200, y: 200 + 0.55 * 800)
            hand.swipe(from: Self.pressPoint, to: lifted, over: 0.25)
            hand.tick(4)
            hand.swipe(from: Point(x: 100, y: 500), to: Point(x: 100, y: 150), over: 0.3)
            #expect(hand.settle())
            let live = session.releases
            let script = try #require(session.recordedScript)
            #expect(script.contains(",press@"), "\(script)")

            let replay = try TransitionScenario(operation: .present, gesture: try InteractiveGesture(parsing: script))
                .run { try LiveAnimators().makeAnimator(id: animator, operation: $0) }
            #expect(replay.releases.count == live.count)
            for (replayed, lived) in zip(replay.releases, live) {
                #expect(replayed.reason == lived.reason)
                #expect(
                    abs(replayed.fraction - lived.fraction) < 1e-6 && abs(replayed.velocity - lived.velocity) < 1e-3,
                    "\(replayed) vs \(lived)")
            }
            #expect(replay.completed == lastCompleted(session))
            let replayed = try #require(replay.frames.last).views.map { ($0.name, $0.frame, $0.alpha) }
            let shown = session.views().map { ($0.name, $0.frame, $0.alpha) }
            #expect(replayed.map(\.0) == shown.map(\.0))
            #expect(replayed.map(\.1) == shown.map(\.1))
            #expect(replayed.map(\.2) == shown.map(\.2))
        }
    }
}

import SegueABI
import SegueABIValues
import Testing

extension HostTests {
    /// The bundled interaction controllers' decisions, straight through their C vtables (the
    /// rules of interaction.h's `handle_event` comment): fractions within 0…1 and monotone for a
    /// monotone gesture, a finish or cancel for every release by the rule VCTransitionsLibrary's
    /// controllers use (finish past half; a cancelled gesture cancels), and a grab during the
    /// finish (issue 26's interruption).
    @Suite("Bundled interaction controllers decide through their vtables")
    struct InteractionPluginDecisionTests {
        /// One bundled interaction controller and how its gesture moves by `amount` (0…1.5) of the
        /// travel that makes the whole transition (200 points, or a pinch closing to nothing).
        struct Subject: CustomStringConvertible, Sendable {
            let folder: String
            let id: String
            let gesture: UInt64
            var description: String { folder }

            func event(
                _ phase: SegueGesturePhase, amount: Double, touch: UInt32 = 0,
                state: SegueInteractionState = .driving, fraction: Double = 0
            ) -> segue_gesture_event_t {
                switch gesture {
                case SEGUE_GESTURE_PINCH:
                    return gestureEvent(
                        phase, gesture, touch: touch, state: state, scale: max(1 - amount, 0), fraction: fraction)
                case SEGUE_GESTURE_PAN_VERTICAL:
                    return gestureEvent(
                        phase, gesture, touch: touch, state: state,
                        translation: segue_point_t(x: 0, y: amount * 200), fraction: fraction)
                default:
                    return gestureEvent(
                        phase, gesture, touch: touch, state: state,
                        translation: segue_point_t(x: -amount * 200, y: 0), fraction: fraction)
                }
            }
        }

        static let subjects = [
            Subject(folder: "HorizontalSwipe", id: "org.segue.horizontal-swipe", gesture: SEGUE_GESTURE_PAN_HORIZONTAL),
            Subject(folder: "VerticalSwipe", id: "org.segue.vertical-swipe", gesture: SEGUE_GESTURE_PAN_VERTICAL),
            Subject(folder: "Pinch", id: "org.segue.pinch", gesture: SEGUE_GESTURE_PINCH),
        ]

        /// Runs `body` with a fresh controller of `subject` that has begun a transition.
        private func with(_ subject: Subject, _ body: (UnsafePointer<segue_interaction_t>) throws -> Void) throws {
            let library = try ControllerLibrary(subject.folder)
            let controller = try library.makeInteraction(subject.id)
            defer { controller.pointee.destroy(controller) }
            controller.begin()
            try body(controller)
        }

        @Test("the descriptor names the gesture, both operations, and no presentation factory", arguments: subjects)
        func descriptor(_ subject: Subject) throws {
            let library = try ControllerLibrary(subject.folder)
            let factory = try #require(library.interactions)
            #expect(factory.pointee.count() == 1 && library.presentations == nil)
            #expect(library.entry.pointee.animator_count() == 0)
            let descriptor = try #require(factory.pointee.descriptor(0))
            #expect(String(cString: descriptor.pointee.id) == subject.id)
            #expect(descriptor.pointee.gestures == subject.gesture)
            #expect(descriptor.pointee.operations == SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS)
            #expect(factory.pointee.descriptor(1) == nil && factory.pointee.create("org.segue.none") == nil)
            #expect(library.extensionTable("org.example.other/1", as: UInt8.self) == nil)
        }

        @Test("a monotone gesture gives monotone updates within 0…1", arguments: subjects)
        func monotone(_ subject: Subject) throws {
            try with(subject) { controller in
                #expect(
                    controller.answer(subject.event(.began, amount: 0)).action == SegueInteractionAction.none.rawValue)
                var last = 0.0
                for step in 1...30 {
                    let answer = controller.answer(subject.event(.changed, amount: Double(step) * 0.05))
                    #expect(answer.action == SegueInteractionAction.update.rawValue)
                    #expect(answer.fraction >= last && answer.fraction <= 1, "step \(step): \(answer.fraction)")
                    last = answer.fraction
                }
                #expect(last == 1)
            }
        }

        @Test(
            "every release finishes past half and cancels otherwise; a cancelled gesture cancels", arguments: subjects)
        func releases(_ subject: Subject) throws {
            for tenth in 0...12 {
                let amount = Double(tenth) / 10
                for phase in [SegueGesturePhase.ended, .cancelled] {
                    try with(subject) { controller in
                        _ = controller.answer(subject.event(.began, amount: 0))
                        _ = controller.answer(subject.event(.changed, amount: amount))
                        let answer = controller.answer(subject.event(phase, amount: amount))
                        let finishes = phase == .ended && tenth > 5
                        let expected: SegueInteractionAction = finishes ? .finish : .cancel
                        #expect(answer.action == expected.rawValue, "\(amount) \(phase)")
                        #expect(answer.completion_speed >= 0.01 && answer.completion_speed <= 100)
                        #expect(answer.completion_curve.kind == SegueTimingKind.easeInOut.rawValue)
                    }
                }
            }
        }

        @Test("a later touch grabs the finish and drives on from the fraction it grabbed", arguments: subjects)
        func grab(_ subject: Subject) throws {
            try with(subject) { controller in
                _ = controller.answer(subject.event(.began, amount: 0))
                _ = controller.answer(subject.event(.changed, amount: 0.8))
                #expect(
                    controller.answer(subject.event(.ended, amount: 0.8)).action
                        == SegueInteractionAction.finish.rawValue)
                // The first touch's late events change nothing while the transition finishes.
                let late = controller.answer(subject.event(.changed, amount: 0.9, state: .finishing, fraction: 0.9))
                #expect(late.action == SegueInteractionAction.none.rawValue)
                let grab = controller.answer(
                    subject.event(.began, amount: 0, touch: 1, state: .finishing, fraction: 0.9))
                #expect(grab.action == SegueInteractionAction.grab.rawValue)
                let drag = controller.answer(subject.event(.changed, amount: 0.05, touch: 1))
                #expect(drag.action == SegueInteractionAction.update.rawValue)
                #expect(abs(drag.fraction - 0.95) < 1e-9, "\(drag.fraction)")
                let release = controller.answer(subject.event(.ended, amount: 0.05, touch: 1))
                #expect(release.action == SegueInteractionAction.finish.rawValue)
            }
        }

        @Test("a grab during a cancel takes the cancel's fraction", arguments: subjects)
        func grabDuringCancel(_ subject: Subject) throws {
            try with(subject) { controller in
                _ = controller.answer(subject.event(.began, amount: 0))
                #expect(
                    controller.answer(subject.event(.ended, amount: 0.2)).action
                        == SegueInteractionAction.cancel.rawValue)
                let grab = controller.answer(
                    subject.event(.began, amount: 0, touch: 1, state: .cancelling, fraction: 0.1))
                #expect(grab.action == SegueInteractionAction.grab.rawValue)
                let drag = controller.answer(subject.event(.changed, amount: 0.5, touch: 1))
                #expect(abs(drag.fraction - 0.6) < 1e-9, "\(drag.fraction)")
            }
        }
    }
}

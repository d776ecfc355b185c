import SegueABI
import SegueABIValues
import Testing

extension HostTests {
    /// The bottom sheet's detents, taps and drags through its C vtable (presentation.h's
    /// `handle_gesture` comment; UISheetPresentationController's detents and its interactive
    /// swipe-to-dismiss).
    @Suite("The bottom sheet's detents and gestures")
    struct BottomSheetDecisionTests {
        private let id = "org.segue.bottom-sheet"

        /// Runs `body` with a fresh sheet whose parameters are `parameters`.
        private func withSheet(
            _ parameters: [String: Int64] = [:], _ body: (UnsafePointer<segue_presentation_t>) throws -> Void
        ) throws {
            let library = try ControllerLibrary("BottomSheet")
            let descriptor = try #require(library.presentations?.pointee.descriptor(0))
            let sheet = try library.makePresentation(id)
            defer { sheet.pointee.destroy(sheet) }
            for (name, value) in parameters { #expect(sheet.set(name, value, descriptor: descriptor), "\(name)") }
            try body(sheet)
        }

        private func pan(
            _ phase: SegueGesturePhase, dy: Double, vy: Double = 0, touch: UInt32 = 0,
            state: SegueInteractionState = .driving, fraction: Double = 0
        ) -> segue_gesture_event_t {
            gestureEvent(
                phase, SEGUE_GESTURE_PAN_VERTICAL, touch: touch, state: state, translation: segue_point_t(x: 0, y: dy),
                velocity: segue_point_t(x: 0, y: vy), fraction: fraction)
        }

        @Test("each detent's frame spans the width, rests on the bottom edge, and stays in the container")
        func detents() throws {
            let layout = presentationLayout(safeTop: 47, safeBottom: 34, content: segue_size_t(width: 300, height: 250))
            let expected: [Int64: Double] = [0: 400, 1: 800 - 47 - 10, 2: 284]
            for (detent, height) in expected {
                try withSheet(["initial-detent": detent, "content": 1]) { sheet in
                    let frame = sheet.frame(layout)
                    #expect(frame.x == 0 && frame.width == 400 && frame.y + frame.height == 800, "\(detent): \(frame)")
                    #expect(frame.height == height && frame.y >= 0, "\(detent): \(frame)")
                }
            }
            try withSheet(["initial-detent": 2, "content": 1]) { sheet in
                let huge = presentationLayout(content: segue_size_t(width: 300, height: 5000))
                #expect(sheet.frame(huge).y == 10, "a content detent taller than large stops at large")
            }
            try withSheet(["initial-detent": 1, "large": 0]) { sheet in
                #expect(sheet.frame(presentationLayout()).y == 400, "a detent switched off falls back to medium")
            }
        }

        @Test("a tap on the dimming view dismisses, does nothing or passes through, as the parameter says")
        func dimmingTaps() throws {
            let expected: [Int64: SeguePresentationAction] = [0: .dismiss, 1: .none, 2: .passThrough]
            for (policy, action) in expected {
                try withSheet(["dimming-tap": policy]) { sheet in
                    _ = sheet.frame(presentationLayout())
                    let dimming = gestureEvent(.ended, SEGUE_GESTURE_TAP, location: segue_point_t(x: 200, y: 100))
                    #expect(sheet.answer(dimming).action == action.rawValue)
                    let onSheet = gestureEvent(.ended, SEGUE_GESTURE_TAP, location: segue_point_t(x: 200, y: 700))
                    #expect(sheet.answer(onSheet).action == SeguePresentationAction.none.rawValue)
                }
            }
        }

        @Test("a pan follows the finger and a release settles at the nearest detent, velocity projected")
        func dragBetweenDetents() throws {
            try withSheet { sheet in
                let layout = presentationLayout()
                #expect(sheet.frame(layout).y == 400)
                _ = sheet.answer(pan(.began, dy: 0))
                let follow = sheet.answer(pan(.changed, dy: -150))
                #expect(follow.action == SeguePresentationAction.follow.rawValue && follow.frame.y == 250)
                #expect(sheet.frame(layout).y == 400, "following does not change the frame answer")
                let release = sheet.answer(pan(.ended, dy: -150, vy: -400))
                #expect(release.action == SeguePresentationAction.relayout.rawValue)
                #expect(sheet.frame(layout).y == 10, "projected past the middle: the large detent")
                _ = sheet.answer(pan(.began, dy: 0))
                _ = sheet.answer(pan(.changed, dy: 100))
                #expect(sheet.answer(pan(.ended, dy: 100, vy: 0)).action == SeguePresentationAction.relayout.rawValue)
                #expect(sheet.frame(layout).y == 10, "a short drag settles back at large")
            }
        }

        @Test("a pull below the smallest detent dismisses interactively, then updates, finishes, and is grabbed")
        func swipeToDismiss() throws {
            try withSheet { sheet in
                _ = sheet.frame(presentationLayout())
                _ = sheet.answer(pan(.began, dy: 0))
                let start = sheet.answer(pan(.changed, dy: 20))
                #expect(start.action == SeguePresentationAction.dismissInteractively.rawValue)
                var last = 0.0
                for step in 1...10 {
                    let answer = sheet.answer(pan(.changed, dy: 20 + Double(step) * 30))
                    #expect(answer.interaction.action == SegueInteractionAction.update.rawValue)
                    #expect(answer.interaction.fraction >= last && answer.interaction.fraction <= 1)
                    last = answer.interaction.fraction
                }
                let release = sheet.answer(pan(.ended, dy: 320, vy: 100))
                #expect(release.interaction.action == SegueInteractionAction.finish.rawValue)
                let grab = sheet.answer(pan(.began, dy: 0, touch: 1, state: .finishing, fraction: 0.8))
                #expect(grab.interaction.action == SegueInteractionAction.grab.rawValue)
                let back = sheet.answer(pan(.changed, dy: -200, touch: 1))
                #expect(abs(back.interaction.fraction - 0.3) < 1e-9, "\(back.interaction.fraction)")
                let cancel = sheet.answer(pan(.ended, dy: -200, vy: -50, touch: 1))
                #expect(cancel.interaction.action == SegueInteractionAction.cancel.rawValue)
            }
        }

        @Test("with swipe-to-dismiss off a pull below the smallest detent only follows")
        func noSwipeToDismiss() throws {
            try withSheet(["swipe-to-dismiss": 0]) { sheet in
                _ = sheet.frame(presentationLayout())
                _ = sheet.answer(pan(.began, dy: 0))
                #expect(sheet.answer(pan(.changed, dy: 200)).action == SeguePresentationAction.follow.rawValue)
                let release = sheet.answer(pan(.cancelled, dy: 200))
                #expect(release.action == SeguePresentationAction.relayout.rawValue)
                #expect(sheet.frame(presentationLayout()).y == 400)
            }
        }
    }
}

import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

/// Taps on a presented presentation reach its plugin's `handle_gesture` (presentation.h: "a
/// tap on the dimming view, a drag between detents, a swipe that dismisses") and its answer is
/// applied: the fixture dismisses on a tap above the sheet and ignores one on it. In the
/// fixture's serialized suite: its call log is one static buffer.
extension PluginPresentationControllerTests {
    /// A window 800 wide (regular) with First presenting Second through the fixture's sheet.
    func presentedSheet() throws -> (Window, VirtualClock, ViewController, ScenarioDelegate) {
        let fixture = try Self.fixture()
        let id = Self.id
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let window = Window(engine: engine, size: Size(width: 800, height: 800))
        let first = ViewController(engine: engine, title: "First")
        window.rootViewController = first
        let second = ViewController(engine: engine, title: "Second")
        second.modalPresentationStyle = .custom
        let delegate = ScenarioDelegate()
        delegate.makePresentationController = { presented, presenting in
            try? PluginPresentationController(
                raw: try fixture.presentation(id), id: id, name: "Recording Sheet", capabilities: [.gestures],
                keepAlive: fixture, presentedViewController: presented, presenting: presenting)
        }
        second.transitioningDelegate = delegate
        try first.present(second, animated: false)
        _ = clock.runUntilIdle(limit: 5)
        return (window, clock, first, delegate)
    }

    @Test("a tap on the sheet is taken; a tap on the dimming view dismisses")
    func taps() throws {
        let fixture = try Self.fixture()
        let (window, clock, first, delegate) = try presentedSheet()
        fixture.clearLog()
        #expect(PresentationTouches.tap(at: Point(x: 400, y: 600), in: window) == nil, "the sheet takes it")
        _ = clock.runUntilIdle(limit: 5)
        #expect(first.presentedViewController != nil, "a tap on the sheet does nothing")
        #expect(PresentationTouches.tap(at: Point(x: 400, y: 100), in: window) == nil)
        _ = clock.runUntilIdle(limit: 5)
        #expect(first.presentedViewController == nil, "a tap on the dimming view dismisses")
        let log = fixture.callLog
        let taps = "gesture:\(SEGUE_GESTURE_TAP):\(SegueGesturePhase.ended.rawValue)"
        #expect(log.filter { $0.hasPrefix(taps) }.count == 2)
        #expect(log.contains("dismissal_did_end:1"), "\(log)")
        withExtendedLifetime(delegate) {}
    }

    @Test("without a presentation the tap reaches the views by hit testing")
    func tapWithoutPresentation() throws {
        let engine = AnimationEngine()
        let window = Window(engine: engine, size: Size(width: 800, height: 800))
        let first = ViewController(engine: engine, title: "First")
        window.rootViewController = first
        #expect(PresentationTouches.tap(at: Point(x: 10, y: 10), in: window) != nil)
    }
}

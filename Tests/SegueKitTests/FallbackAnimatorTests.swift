import SegueEngine
import SegueKit
import Testing

/// With no animator from a transitioning delegate, a presentation falls back to the built-in
/// animator of the presented controller's `modalTransitionStyle`.
@Suite("Fallback to the modal transition style")
struct FallbackAnimatorTests {
    /// The built-in durations (seconds) the checks sample against.
    private static let durations: [ModalTransitionStyle: Double] = [
        .coverVertical: 0.5, .flipHorizontal: 0.6, .crossDissolve: 0.35, .partialCurl: 0.6,
    ]

    private func makeScene(style: ModalTransitionStyle, delegate: ModalTestDelegate? = nil) -> (
        KitFixture, ViewController
    ) {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        second.modalTransitionStyle = style
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        return (fixture, second)
    }

    /// Presents `second`, ticks once (the transition starts) and advances `seconds` more.
    private func present(_ second: ViewController, in fixture: KitFixture, advancingBy seconds: Double) throws {
        try fixture.root.present(second, animated: true)
        fixture.tick()
        fixture.clock.advance(by: seconds)
    }

    @Test(
        "no delegate and a delegate returning nil both run the style's built-in animator",
        arguments: ModalTransitionStyle.allCases)
    func nilAnimatorMatchesNoDelegate(style: ModalTransitionStyle) throws {
        let half = Self.durations[style]! / 2
        let (plain, plainSecond) = makeScene(style: style)
        let (nilVending, nilSecond) = makeScene(
            style: style, delegate: ModalTestDelegate(presentAnimator: { nil }, dismissAnimator: { nil }))
        try present(plainSecond, in: plain, advancingBy: half)
        try present(nilSecond, in: nilVending, advancingBy: half)
        // Same construction order on both engines, so view identities match.
        #expect(nilVending.snapshot.differences(from: plain.snapshot, tolerance: 1e-9).isEmpty)
        #expect(
            nilVending.window.events.names.contains("delegate.animationController(forPresented:presenting:source:)"))
        plain.settle()
        nilVending.settle()
        #expect(nilVending.snapshot.differences(from: plain.snapshot, tolerance: 1e-9).isEmpty)
        #expect(plain.count("present.completion") == 1)
        #expect(nilVending.count("present.completion") == 1)
    }

    @Test("cover vertical: the presented view rises from the bottom edge")
    func coverVertical() throws {
        let (fixture, second) = makeScene(style: .coverVertical)
        try present(second, in: fixture, advancingBy: 0.25)
        let y = second.view.frame.minY
        #expect(y > 0 && y < 800)
        #expect(second.view.frame.minX == 0)
        #expect(second.view.frame.size == Size(width: 400, height: 800))
        // A full-screen presentation moves the presenter's view into the container for the
        // transition (the header comment of UIViewControllerContextTransitioning.containerView).
        #expect(fixture.root.view.superview === second.view.superview)
        fixture.settle()
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(fixture.root.view.superview == nil)
        // Dismissal slides it back down.
        try second.dismiss(animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.25)
        let down = second.view.frame.minY
        #expect(down > 0 && down < 800)
        // Back in the container, beneath the view that slides away.
        #expect(fixture.root.view.superview === second.view.superview)
        #expect(fixture.root.view.superview?.subviews.first === fixture.root.view)
        fixture.settle()
        #expect(second.view.superview == nil)
    }

    @Test("cross dissolve: the presented view fades in at its final frame")
    func crossDissolve() throws {
        let (fixture, second) = makeScene(style: .crossDissolve)
        try present(second, in: fixture, advancingBy: 0.35 / 2)
        #expect(second.view.alpha > 0 && second.view.alpha < 1)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        fixture.settle()
        #expect(second.view.alpha == 1)
        try second.dismiss(animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.35 / 2)
        #expect(second.view.alpha > 0 && second.view.alpha < 1)
        fixture.settle()
        #expect(second.view.superview == nil)
        #expect(second.view.alpha == 1)
    }

    @Test("flip horizontal: each view turns about the vertical axis on its half")
    func flipHorizontal() throws {
        let (fixture, second) = makeScene(style: .flipHorizontal)
        try present(second, in: fixture, advancingBy: 0.15)
        // First half: the presenter turns away, the presented view waits edge-on and hidden.
        #expect(fixture.root.view.transform3D != .identity)
        #expect(fixture.root.view.alpha == 1)
        #expect(second.view.alpha == 0)
        fixture.clock.advance(by: 0.3)
        // Second half: the presented view turns in, visible; the presenter is hidden.
        #expect(second.view.transform3D != .identity)
        #expect(second.view.alpha == 1)
        #expect(fixture.root.view.alpha == 0)
        fixture.settle()
        #expect(second.view.transform3D == .identity)
        #expect(second.view.alpha == 1)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(fixture.root.view.superview == nil)
        #expect(fixture.root.view.transform3D == .identity)
        #expect(fixture.root.view.alpha == 1)
    }

    @Test("partial curl: the presenter's page rolls up over the presented view and stays rolled up")
    func partialCurl() throws {
        let (fixture, second) = makeScene(style: .partialCurl)
        try present(second, in: fixture, advancingBy: 0.3)
        #expect(fixture.root.view.transform3D != .identity)
        let container = try #require(second.view.superview)
        #expect(fixture.root.view.superview === container)
        fixture.settle()
        // The curled page stays above the presented view.
        #expect(fixture.root.view.superview === container)
        #expect(container.subviews.map(\.name) == ["Second", "First"])
        #expect(fixture.root.view.transform3D != .identity)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.root.view.superview === fixture.window.view)
        #expect(fixture.root.view.transform3D == .identity)
        #expect(second.view.superview == nil)
    }

    @Test("present → dismiss restores the original render tree", arguments: ModalTransitionStyle.allCases)
    func roundTripRestoresSnapshot(style: ModalTransitionStyle) throws {
        let (fixture, second) = makeScene(style: style)
        let original = fixture.snapshot
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(fixture.snapshot != original)
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.snapshot.differences(from: original).isEmpty)
        #expect(fixture.window.events.diagnostics.isEmpty)
        // And again, to show nothing stuck.
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.snapshot.differences(from: original).isEmpty)
    }

    @Test("a delegate animating the presentation only: the dismissal falls back to the style")
    func dismissalFallsBack() throws {
        let delegate = ModalTestDelegate(
            presentAnimator: { DiagonalAnimator(presenting: true) }, dismissAnimator: { nil })
        let (fixture, second) = makeScene(style: .crossDissolve, delegate: delegate)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.dismiss(animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.35 / 2)
        #expect(second.view.alpha > 0 && second.view.alpha < 1)
        // Cross dissolve does not move the view.
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("partial curl for a form sheet presentation throws and changes nothing")
    func partialCurlFormSheetThrows() throws {
        let fixture = KitFixture(size: Size(width: 1024, height: 768))
        fixture.window.sizeClassOverride = .regular
        let second = fixture.controller("Second")
        second.modalTransitionStyle = .partialCurl
        second.modalPresentationStyle = .formSheet
        let before = fixture.snapshot
        #expect(throws: TransitionError.self) { try fixture.root.present(second, animated: true) }
        #expect(fixture.root.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(!fixture.window.isTransitioning)
        fixture.settle()
        #expect(fixture.snapshot == before)
        #expect(fixture.window.events.names.filter { !$0.hasPrefix("viewController.") }.isEmpty)
    }

    @Test("partial curl from a presenter that is itself a form sheet throws")
    func partialCurlFromNonFullScreenPresenterThrows() throws {
        let fixture = KitFixture(size: Size(width: 1024, height: 768))
        fixture.window.sizeClassOverride = .regular
        let sheet = fixture.controller("Sheet")
        sheet.modalPresentationStyle = .formSheet
        try fixture.root.present(sheet, animated: false)
        fixture.settle()
        #expect(sheet.view.frame.size == Size(width: 540, height: 620))
        let third = fixture.controller("Third")
        third.modalTransitionStyle = .partialCurl
        #expect(throws: TransitionError.self) { try sheet.present(third, animated: true) }
        #expect(sheet.presentedViewController == nil)
        #expect(!fixture.window.isTransitioning)
        // Without animation the curl is never drawn, so it is allowed.
        try sheet.present(third, animated: false)
        fixture.settle()
        #expect(sheet.presentedViewController === third)
    }
}

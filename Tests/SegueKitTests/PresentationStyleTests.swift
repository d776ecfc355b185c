import SegueEngine
import SegueKit
import Testing

/// Where each `ModalPresentationStyle` puts the presented view, whether the presenter's view
/// stays, how sheets and popovers adapt in a compact window, and presentation contexts.
@Suite("Modal presentation styles")
struct PresentationStyleTests {
    /// A 1024 × 768 regular-width window.
    private func regularFixture() -> KitFixture {
        let fixture = KitFixture(size: Size(width: 1024, height: 768))
        fixture.window.sizeClassOverride = .regular
        return fixture
    }

    /// Presents `second` with `style` (animated, built-in cover vertical) and settles.
    @discardableResult
    private func present(
        _ style: ModalPresentationStyle, in fixture: KitFixture, configure: (ViewController) -> Void = { _ in }
    ) throws -> ViewController {
        let second = fixture.controller("Second")
        second.modalPresentationStyle = style
        configure(second)
        try fixture.root.present(second, animated: true)
        #expect(fixture.settle())
        return second
    }

    static let regularFrames: [(ModalPresentationStyle, Rect)] = [
        (.fullScreen, Rect(x: 0, y: 0, width: 1024, height: 768)),
        (.overFullScreen, Rect(x: 0, y: 0, width: 1024, height: 768)),
        (.currentContext, Rect(x: 0, y: 0, width: 1024, height: 768)),
        (.overCurrentContext, Rect(x: 0, y: 0, width: 1024, height: 768)),
        // The documented page sheet: the window's portrait width (its shorter side), full height.
        (.pageSheet, Rect(x: 128, y: 0, width: 768, height: 768)),
        (.formSheet, Rect(x: 242, y: 74, width: 540, height: 620)),
        // No anchor: centred at the top, below a 10-point margin and the 13-point arrow.
        (.popover, Rect(x: 352, y: 23, width: 320, height: 480)),
        (.custom, Rect(x: 0, y: 0, width: 1024, height: 768)),
    ]

    @Test("frames in a regular window", arguments: regularFrames)
    func regularFrame(style: ModalPresentationStyle, frame: Rect) throws {
        let fixture = regularFixture()
        let second = try present(style, in: fixture)
        #expect(second.view.frame == frame)
        #expect(second.presentationController?.presentationStyle == style)
        #expect(!fixture.window.events.names.contains("presentation.adaptivePresentationStyle(for:)"))
        #expect(second.isViewVisible)
    }

    static let presenterStays: [(ModalPresentationStyle, Bool)] = [
        (.fullScreen, false), (.currentContext, false),
        (.overFullScreen, true), (.overCurrentContext, true), (.formSheet, true), (.pageSheet, true), (.popover, true),
        (.custom, true),
    ]

    @Test("whether the presenter's view stays, and that dismissal restores the tree", arguments: presenterStays)
    func presenterViewStays(style: ModalPresentationStyle, stays: Bool) throws {
        let fixture = regularFixture()
        let original = fixture.snapshot
        let second = try present(style, in: fixture)
        #expect((fixture.root.view.superview === fixture.window.view) == stays)
        #expect(fixture.root.isViewVisible == stays)
        // The presenter hears it disappear only when its view goes.
        #expect(fixture.root.hasAppeared == stays)
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.snapshot.differences(from: original).isEmpty)
        #expect(fixture.root.hasAppeared)
    }

    @Test(
        "sheets and popovers adapt to full screen in a compact window",
        arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover])
    func compactAdaptsToFullScreen(style: ModalPresentationStyle) throws {
        let fixture = KitFixture()
        #expect(fixture.window.horizontalSizeClass == .compact)
        let original = fixture.snapshot
        let second = try present(style, in: fixture)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(second.presentationController?.presentationStyle == .fullScreen)
        #expect(fixture.root.view.superview == nil, "adapted to full screen, the presenter's view goes")
        let adaptation = try #require(
            fixture.window.events.events.first { $0.name == "presentation.adaptivePresentationStyle(for:)" })
        #expect(adaptation.field("requested") == .string(style.rawValue))
        #expect(adaptation.field("adapted") == .string("fullScreen"))
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.snapshot.differences(from: original).isEmpty)
    }

    @Test("a compact size class override adapts even in a wide window")
    func compactOverride() throws {
        let fixture = KitFixture(size: Size(width: 1024, height: 768))
        fixture.window.sizeClassOverride = .compact
        let second = try present(.formSheet, in: fixture)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test(
        "full-screen-like styles do not adapt in a compact window",
        arguments: [ModalPresentationStyle.overFullScreen, .overCurrentContext, .custom])
    func compactKeepsOtherStyles(style: ModalPresentationStyle) throws {
        let fixture = KitFixture()
        let second = try present(style, in: fixture)
        #expect(second.presentationController?.presentationStyle == style)
        #expect(fixture.root.view.superview === fixture.window.view)
    }

    @Test("form sheet and popover honour preferredContentSize")
    func preferredContentSize() throws {
        let fixture = regularFixture()
        let sheet = try present(.formSheet, in: fixture) { $0.preferredContentSize = Size(width: 400, height: 300) }
        #expect(sheet.view.frame == Rect(x: 312, y: 234, width: 400, height: 300))
        try sheet.dismiss(animated: false)
        fixture.settle()
        let popover = try present(.popover, in: fixture) { $0.preferredContentSize = Size(width: 200, height: 150) }
        #expect(popover.view.frame == Rect(x: 412, y: 23, width: 200, height: 150))
    }

    @Test("a popover sits below its anchor when it fits, above it when not, inside the margins")
    func popoverAnchor() throws {
        let fixture = regularFixture()
        let button = View(name: "button", frame: Rect(x: 100, y: 600, width: 50, height: 40), in: fixture.engine.tree)
        fixture.root.view.addSubview(button)
        let above = try present(.popover, in: fixture) {
            $0.preferredContentSize = Size(width: 200, height: 150)
            $0.popoverSourceView = button
            $0.popoverSourceRect = Rect(x: 0, y: 0, width: 50, height: 40)
        }
        // Below would end at 653 + 150 > 758: above instead, 13 points over the anchor.
        #expect(above.view.frame == Rect(x: 25, y: 437, width: 200, height: 150))
        try above.dismiss(animated: false)
        fixture.settle()
        let below = try present(.popover, in: fixture) {
            $0.preferredContentSize = Size(width: 200, height: 150)
            // In the root view's coordinates, near the top-right corner.
            $0.popoverSourceRect = Rect(x: 1000, y: 20, width: 20, height: 20)
        }
        // Clamped to the right margin: 1024 − 10 − 200.
        #expect(below.view.frame == Rect(x: 814, y: 53, width: 200, height: 150))
    }

    // MARK: Presentation contexts

    /// A root with a child whose view occupies (100, 50, 300, 400) of the root's view.
    private func contextFixture(definesContext: Bool) -> (KitFixture, ViewController) {
        let fixture = regularFixture()
        let child = fixture.controller("Child")
        fixture.root.addChild(child)
        child.view.frame = Rect(x: 100, y: 50, width: 300, height: 400)
        fixture.root.view.addSubview(child.view)
        child.didMove(toParent: fixture.root)
        child.definesPresentationContext = definesContext
        return (fixture, child)
    }

    @Test("currentContext with definesPresentationContext covers only that controller's frame")
    func currentContextCoversChild() throws {
        let (fixture, child) = contextFixture(definesContext: true)
        let original = fixture.snapshot
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .currentContext
        try child.present(second, animated: true)
        fixture.settle()
        #expect(child.presentedViewController === second)
        #expect(fixture.root.presentedViewController == nil)
        #expect(second.presentingViewController === child)
        let container = try #require(second.view.superview)
        #expect(container.frame == Rect(x: 100, y: 50, width: 300, height: 400))
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(child.view.superview == nil, "currentContext removes the context's view")
        #expect(fixture.root.view.superview === fixture.window.view, "the rest of the screen stays")
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(child.presentedViewController == nil)
        #expect(fixture.snapshot.differences(from: original).isEmpty)
    }

    @Test("overCurrentContext keeps the context's view beneath the presented one")
    func overCurrentContextKeepsChild() throws {
        let (fixture, child) = contextFixture(definesContext: true)
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .overCurrentContext
        try child.present(second, animated: true)
        fixture.settle()
        #expect(second.view.superview?.frame == Rect(x: 100, y: 50, width: 300, height: 400))
        #expect(child.view.superview === fixture.root.view)
    }

    @Test("without definesPresentationContext, currentContext is presented from the outermost controller")
    func currentContextWithoutDefinition() throws {
        let (fixture, child) = contextFixture(definesContext: false)
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .currentContext
        try child.present(second, animated: true)
        fixture.settle()
        #expect(fixture.root.presentedViewController === second)
        #expect(child.presentedViewController == nil)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(fixture.root.view.superview == nil)
    }

    @Test("providesPresentationContextTransitionStyle: the context's transition style is used both ways")
    func contextProvidesTransitionStyle() throws {
        for provides in [true, false] {
            let (fixture, child) = contextFixture(definesContext: true)
            child.providesPresentationContextTransitionStyle = provides
            child.modalTransitionStyle = .crossDissolve
            let second = fixture.controller("Second")
            second.modalPresentationStyle = .currentContext
            second.modalTransitionStyle = .coverVertical
            try child.present(second, animated: true)
            fixture.tick()
            fixture.clock.advance(by: 0.15)
            if provides {
                // Cross dissolve: fading in at the final frame.
                #expect(second.view.alpha > 0 && second.view.alpha < 1)
                #expect(second.view.frame == Rect(x: 0, y: 0, width: 300, height: 400))
            } else {
                // Cover vertical: opaque, on its way up.
                #expect(second.view.alpha == 1)
                #expect(second.view.frame.minY > 0 && second.view.frame.minY < 400)
            }
            fixture.settle()
            try second.dismiss(animated: true)
            fixture.tick()
            fixture.clock.advance(by: 0.15)
            if provides {
                #expect(second.view.alpha > 0 && second.view.alpha < 1)
            } else {
                #expect(second.view.frame.minY > 0)
            }
            fixture.settle()
            #expect(child.presentedViewController == nil)
        }
    }

    @Test("providesPresentationContextTransitionStyle is ignored for styles that do not use the context")
    func contextStyleIgnoredForFullScreen() throws {
        let (fixture, child) = contextFixture(definesContext: true)
        child.providesPresentationContextTransitionStyle = true
        child.modalTransitionStyle = .crossDissolve
        let second = fixture.controller("Second")
        second.modalTransitionStyle = .coverVertical
        try child.present(second, animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.15)
        #expect(second.view.alpha == 1)
        #expect(second.view.frame.minY > 0)
        #expect(fixture.root.presentedViewController === second)
    }
}

import SegueEngine
import Testing

/// Masks: the rectangle and corner radius animate; the shape kind and presence jump.
@Suite struct ViewMaskTests {
    @Test func defaultsToNoneAndSetsAndGets() {
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: RenderTree())
        #expect(view.mask == nil)
        view.mask = .roundedRectangle(Rect(x: 5, y: 5, width: 90, height: 90), cornerRadius: 12)
        #expect(
            view.mask
                == ViewMask(shape: .roundedRectangle, rect: Rect(x: 5, y: 5, width: 90, height: 90), cornerRadius: 12))
        view.mask = .ellipse(in: view.bounds)
        #expect(view.mask?.shape == .ellipse && view.mask?.rect == view.bounds)
        view.mask = nil
        #expect(view.mask == nil)
    }

    @Test func anEllipseGrowsFromAPoint() {
        let scene = TestScene()
        scene.box.mask = .ellipse(in: Rect(x: 50, y: 50, width: 0, height: 0))
        scene.engine.animate(
            withDuration: 1, curve: .linear,
            animations: {
                scene.box.mask = .ellipse(in: Rect(x: -50, y: -50, width: 200, height: 200))
            })
        scene.tick(to: 0.5)
        #expect(scene.box.mask == .ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100)))
        scene.tick(to: 1.5)
        #expect(scene.box.mask == .ellipse(in: Rect(x: -50, y: -50, width: 200, height: 200)))
    }

    static let rectCase = LayerPropertyCase(
        name: "mask",
        setTarget: { $0.mask = .roundedRectangle(Rect(x: 10, y: 20, width: 30, height: 40), cornerRadius: 8) },
        read: { view in
            view.mask.map { [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height, $0.cornerRadius] } ?? []
        })

    @Test func animatesScrubsReversesAndCancels() throws {
        try LayerPropertyChecks.all(Self.rectCase) { $0.mask = .roundedRectangle($0.bounds, cornerRadius: 0) }
    }

    @Test func aNewShapeOrPresenceJumps() {
        let scene = TestScene()
        scene.engine.animate(
            withDuration: 1, curve: .linear, animations: { scene.box.mask = .rectangle(scene.box.bounds) })
        #expect(scene.box.mask == .rectangle(scene.box.bounds))
        let circle = ViewMask.ellipse(in: Rect(x: 40, y: 40, width: 20, height: 20))
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.mask = circle })
        #expect(scene.box.mask == circle)
        #expect(scene.engine.animatedValueCount == 0)
    }
}

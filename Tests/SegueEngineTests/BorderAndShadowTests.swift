import SegueEngine
import Testing

/// Border, shadow and clipping: Core Animation's defaults, and every number animating.
@Suite struct BorderAndShadowTests {
    @Test func defaultsMatchCoreAnimation() {
        let view = View(name: "v", in: RenderTree())
        #expect(view.borderWidth == 0)
        #expect(view.borderColor == .black)
        #expect(view.shadowColor == .black)
        #expect(view.shadowOpacity == 0)
        #expect(view.shadowRadius == 3)
        #expect(view.shadowOffset == Size(width: 0, height: -3))
        #expect(!view.clipsToBounds)
    }

    @Test func setAndGet() {
        let view = View(name: "v", in: RenderTree())
        let tint = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        view.borderWidth = 2
        view.borderColor = tint
        view.shadowColor = tint
        view.shadowOpacity = 0.5
        view.shadowRadius = 9
        view.shadowOffset = Size(width: 4, height: 6)
        view.clipsToBounds = true
        #expect(view.borderWidth == 2 && view.borderColor == tint && view.shadowColor == tint)
        #expect(view.shadowOpacity == 0.5 && view.shadowRadius == 9 && view.shadowOffset == Size(width: 4, height: 6))
        #expect(view.clipsToBounds)
    }

    static let tint = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
    static let cases = [
        LayerPropertyCase(name: "borderWidth", setTarget: { $0.borderWidth = 8 }, read: { [$0.borderWidth] }),
        LayerPropertyCase(
            name: "borderColor", setTarget: { $0.borderColor = tint }, read: { components($0.borderColor) }),
        LayerPropertyCase(
            name: "shadowColor", setTarget: { $0.shadowColor = tint }, read: { components($0.shadowColor) }),
        LayerPropertyCase(name: "shadowOpacity", setTarget: { $0.shadowOpacity = 0.7 }, read: { [$0.shadowOpacity] }),
        LayerPropertyCase(name: "shadowRadius", setTarget: { $0.shadowRadius = 12 }, read: { [$0.shadowRadius] }),
        LayerPropertyCase(
            name: "shadowOffset", setTarget: { $0.shadowOffset = Size(width: 5, height: 10) },
            read: { [$0.shadowOffset.width, $0.shadowOffset.height] }),
    ]

    @Test(arguments: cases)
    func animatesScrubsReversesAndCancels(_ property: LayerPropertyCase) throws {
        try LayerPropertyChecks.all(property)
    }

    @Test func clipsToBoundsJumpsInsideAnAnimationBlock() {
        let scene = TestScene()
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.clipsToBounds = true })
        #expect(scene.box.clipsToBounds)
        #expect(scene.engine.animatedValueCount == 0)
    }
}

/// A colour's components, in a fixed order.
func components(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }

import SegueEngine
import Testing

/// Gradient content: stops, locations and axis animate at an equal stop count; a new count jumps.
@Suite struct GradientTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    @Test func defaultsToNoneWithCoreAnimationsAxis() {
        let view = View(name: "v", in: RenderTree())
        #expect(view.gradient == nil)
        let gradient = Gradient(colors: [Self.red, Self.blue])
        #expect(gradient.startPoint == Point(x: 0.5, y: 0) && gradient.endPoint == Point(x: 0.5, y: 1))
        #expect(gradient.stops.map(\.location) == [0, 1])
        #expect(Gradient(colors: [Self.red, Self.green, Self.blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func setAndGet() {
        let view = View(name: "v", in: RenderTree())
        let gradient = Gradient(
            stops: [
                GradientStop(color: Self.red, location: 0.1), GradientStop(color: Self.green, location: 0.4),
                GradientStop(color: Self.blue, location: 0.9),
            ],
            startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
        view.gradient = gradient
        #expect(view.gradient == gradient)
        view.gradient = nil
        #expect(view.gradient == nil)
    }

    static let target = Gradient(
        stops: [GradientStop(color: green, location: 0.25), GradientStop(color: red, location: 0.75)],
        startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
    static let equalCount = LayerPropertyCase(
        name: "gradient", setTarget: { $0.gradient = target }, read: { numbers($0.gradient) })

    @Test func animatesScrubsReversesAndCancelsAtAnEqualStopCount() throws {
        try LayerPropertyChecks.all(Self.equalCount) { $0.gradient = Gradient(colors: [Self.red, Self.blue]) }
    }

    @Test func halfwayBlendsEveryStopAndBothPoints() {
        let scene = TestScene()
        scene.box.gradient = Gradient(colors: [Self.red, Self.blue])
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.gradient = Self.target })
        scene.tick(to: 0.5)
        let half = scene.box.gradient!
        #expect(half.stops[0].color == Color(red: 0.5, green: 0.5, blue: 0))
        #expect(half.stops[1].color == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(half.stops.map(\.location) == [0.125, 0.875])
        #expect(half.startPoint == Point(x: 0.25, y: 0.25) && half.endPoint == Point(x: 0.75, y: 0.75))
    }

    @Test func aDifferentStopCountJumps() {
        let scene = TestScene()
        scene.box.gradient = Gradient(colors: [Self.red, Self.blue])
        let three = Gradient(colors: [Self.green, Self.red, Self.blue])
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.gradient = three })
        #expect(scene.box.gradient == three, "the new count shows at once")
        #expect(scene.engine.animatedValueCount == 0)
        scene.tick(to: 0.5)
        #expect(scene.box.gradient == three)
    }

    @Test func appearingJumps() {
        let scene = TestScene()
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.gradient = Self.target })
        #expect(scene.box.gradient == Self.target)
        #expect(scene.engine.animatedValueCount == 0)
    }
}

/// A gradient's numbers (none for no gradient), stop by stop, then both points.
func numbers(_ gradient: Gradient?) -> [Double] {
    guard let gradient else { return [] }
    return gradient.stops.flatMap { components($0.color) + [$0.location] }
        + [gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y]
}

import Foundation
import SegueEngine
import Testing

/// Converting points and rectangles between views, through every layer property that moves them.
@Suite struct CoordinateConversionTests {
    /// A window with a perspective container holding a scaled, turned, re-anchored card holding a label.
    struct Nest {
        let tree = RenderTree()
        let window: View
        let container: View
        let card: View
        let label: View

        init() {
            window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: tree)
            container = View(name: "container", frame: Rect(x: 20, y: 40, width: 300, height: 500), in: tree)
            card = View(name: "card", frame: Rect(x: 30, y: 60, width: 200, height: 120), in: tree)
            label = View(name: "label", frame: Rect(x: 10, y: 10, width: 80, height: 20), in: tree)
            window.addSubview(container)
            container.addSubview(card)
            card.addSubview(label)
            container.bounds.origin = Point(x: 5, y: -7)
            container.transform = AffineTransform(translationX: 12, y: -3)
            container.sublayerTransform = Transform3D(perspectiveDistance: 600)
            card.anchorPoint = Point(x: 0.2, y: 0.7)
            card.zPosition = 15
            card.transform3D = Transform3D(scaleX: 1.3, y: 0.8)
                .concatenating(Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1))
            label.transform = AffineTransform(rotationAngle: -0.6)
        }
    }

    static let points = [Point(x: 0, y: 0), Point(x: 13.5, y: -4), Point(x: 80, y: 20), Point(x: -250, y: 1_000)]

    @Test func pointsRoundTripThroughEveryPairOfViews() {
        let nest = Nest()
        let views = [nest.window, nest.container, nest.card, nest.label]
        for from in views {
            for to in views + [nil] {
                for point in Self.points {
                    let there = from.convert(point, to: to)
                    let back = from.convert(there, from: to)
                    #expect(
                        near(back.x, point.x) && near(back.y, point.y),
                        "\(from.name) → \(to?.name ?? "nil") → back: \(back)")
                }
            }
        }
    }

    @Test func toAndFromAreInverses() {
        let nest = Nest()
        let point = Point(x: 33, y: 7)
        let inWindow = nest.label.convert(point, to: nest.window)
        let viaFrom = nest.window.convert(point, from: nest.label)
        #expect(near(inWindow.x, viaFrom.x) && near(inWindow.y, viaFrom.y))
        let viaNil = nest.label.convert(point, to: nil)
        #expect(near(inWindow.x, viaNil.x) && near(inWindow.y, viaNil.y), "nil is the root")
    }

    @Test func stepsComposeThroughEveryAncestor() {
        let nest = Nest()
        let point = Point(x: 17, y: 3)
        let stepwise = nest.container.convert(
            nest.card.convert(nest.label.convert(point, to: nest.card), to: nest.container), to: nest.window)
        let direct = nest.label.convert(point, to: nest.window)
        #expect(near(stepwise.x, direct.x) && near(stepwise.y, direct.y))
    }

    @Test func boundsOriginPositionAndAnchorShiftPoints() {
        let tree = RenderTree()
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 300, height: 300), in: tree)
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: tree)
        let child = View(name: "child", frame: Rect(x: 10, y: 20, width: 30, height: 40), in: tree)
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(Point.zero, to: parent) == Point(x: 10, y: 20))
        parent.bounds.origin = Point(x: 5, y: 5)
        #expect(
            child.convert(Point.zero, to: nil) == Point(x: 5, y: 15), "the parent's bounds origin scrolls its content")
        child.anchorPoint = Point(x: 0, y: 0)
        #expect(child.convert(Point.zero, to: parent) == Point(x: 25, y: 40), "the anchor moved, the position did not")
    }

    @Test func rectsConvertAsTheBoundingBoxOfTheirCorners() {
        let tree = RenderTree()
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200), in: tree)
        let child = View(name: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100), in: tree)
        parent.addSubview(child)
        child.transform = AffineTransform(rotationAngle: .pi / 4)
        let box = child.convert(child.bounds, to: parent)
        let half = 50 * 2.0.squareRoot()
        #expect(near(box.minX, 100 - half) && near(box.width, 2 * half) && near(box.minY, 100 - half))
        #expect(
            near(box.minX, child.frame.minX) && near(box.height, child.frame.height), "the bounds convert to the frame")
        let back = child.convert(Rect(x: 60, y: 70, width: 10, height: 20), to: parent)
        let again = parent.convert(back, to: child)
        #expect(again.width >= 10 && again.height >= 20, "a turned rect's box contains it")
    }

    @Test func viewsWithoutACommonAncestorMeetAtTheirRoots() {
        let (first, second) = (RenderTree(), RenderTree())
        let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: first)
        let aChild = View(name: "aChild", frame: Rect(x: 10, y: 10, width: 10, height: 10), in: first)
        a.addSubview(aChild)
        let b = View(name: "b", frame: Rect(x: 50, y: 50, width: 100, height: 100), in: second)
        let bChild = View(name: "bChild", frame: Rect(x: 30, y: 40, width: 10, height: 10), in: second)
        b.addSubview(bChild)
        #expect(aChild.convert(Point.zero, to: bChild) == Point(x: -20, y: -30))
        #expect(aChild.convert(Point(x: -20, y: -30), from: bChild) == Point.zero)
    }

    @Test func aSingularStepConvertsToTheAnchorPointWithoutNaN() {
        let tree = RenderTree()
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: tree)
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 40, height: 20), in: tree)
        parent.addSubview(child)
        child.transform = AffineTransform(scaleX: 0, y: 1)
        let point = child.convert(Point(x: 70, y: 70), from: parent)
        #expect(point == Point(x: 20, y: 10), "the anchor point in bounds coordinates")
        let rect = child.convert(Rect(x: 0, y: 0, width: 5, height: 5), from: nil)
        #expect(!rect.minX.isNaN && !rect.width.isNaN)
    }
}

import Foundation
import Testing
import UIKit

/// Paths and the shapes the renderer can draw from them: CGPath, CGMutablePath and UIBezierPath against Core
/// Graphics's and UIKit's documentation (CGPath.h: the bounding box includes control points and is CGRectNull for an
/// empty path; an arc added to a non-empty path is joined by a line; UIBezierPath: a start angle of 0, an end angle
/// of π and `clockwise: true` draw the bottom half of the circle; corner radii are clamped to half the side).
@Suite("UIKit layer: CGPath shapes")
struct CGPathShapeTests {
    let rect = CGRect(x: 10, y: 20, width: 40, height: 30)

    static func kinds(_ path: CGPath) -> [CGPathElementType] {
        var kinds: [CGPathElementType] = []
        path.applyWithBlock { kinds.append($0.pointee.type) }
        return kinds
    }

    @Test("UIBezierPath(ovalIn:) and CGPath(ellipseIn:) are the ellipse of their rectangle")
    func ovals() {
        #expect(UIBezierPath(ovalIn: rect).cgPath.simpleShape == .ellipse(rect))
        #expect(CGPath(ellipseIn: rect, transform: nil).simpleShape == .ellipse(rect))
        // Four cubic curves whose control points stay inside the rectangle, so the bounding box is the rectangle.
        let box = UIBezierPath(ovalIn: rect).bounds
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 50) < 1e-9 && abs(box.minY - 20) < 1e-9)
        #expect(Self.kinds(CGPath(ellipseIn: rect, transform: nil)).filter { $0 == .addCurveToPoint }.count == 4)
    }

    @Test("a whole turn of an arc is the circle's ellipse, whichever way it turns")
    func fullArcs() {
        let circle = CGRect(x: 30, y: 30, width: 40, height: 40)
        let center = CGPoint(x: 50, y: 50)
        let clockwise = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(clockwise.cgPath.simpleShape == .ellipse(circle))
        let other = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(other.cgPath.simpleShape == .ellipse(circle))
        let fromTop = CGMutablePath()
        fromTop.addArc(center: center, radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        fromTop.closeSubpath()
        #expect(fromTop.simpleShape == .ellipse(circle))
        let half = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(half.cgPath.simpleShape == nil)
    }

    @Test("UIBezierPath's clockwise is clockwise on screen: 0 to π clockwise is the bottom half (y down)")
    func halfCircleDirection() {
        let bottom = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let box = bottom.cgPath.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 10) < 1e-9)
        #expect(abs(box.maxY - 10) < 1e-9)
        #expect(abs(bottom.currentPoint.x + 10) < 1e-12 && abs(bottom.currentPoint.y) < 1e-12)
        let top = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(top.cgPath.boundingBoxOfPath.minY + 10) < 1e-9)
    }

    @Test("rectangles: addRect, CGPath(rect:), UIBezierPath(rect:) and four lines along the axes")
    func rectangles() {
        #expect(CGPath(rect: rect, transform: nil).simpleShape == .rectangle(rect))
        #expect(UIBezierPath(rect: rect).cgPath.simpleShape == .rectangle(rect))
        #expect(
            Self.kinds(CGPath(rect: rect, transform: nil))
                == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        let lines = UIBezierPath()
        lines.move(to: CGPoint(x: 50, y: 50))
        lines.addLine(to: CGPoint(x: 10, y: 50))
        lines.addLine(to: CGPoint(x: 10, y: 20))
        lines.addLine(to: CGPoint(x: 50, y: 20))
        lines.close()
        #expect(lines.cgPath.simpleShape == .rectangle(rect))
        var found = CGRect.zero
        #expect(lines.cgPath.isRect(&found) && found == rect)
        #expect(
            CGPath(rect: CGRect(x: 50, y: 50, width: -40, height: -30), transform: nil).simpleShape == .rectangle(rect))
    }

    @Test("rounded rectangles with equal circular corners, the radius clamped to half the shorter side")
    func roundedRectangles() {
        #expect(
            UIBezierPath(roundedRect: rect, cornerRadius: 8).cgPath.simpleShape
                == .roundedRectangle(rect, cornerRadius: 8))
        #expect(
            UIBezierPath(roundedRect: rect, cornerRadius: 100).cgPath.simpleShape
                == .roundedRectangle(rect, cornerRadius: 15))
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 0).cgPath.simpleShape == .rectangle(rect))
        let all = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 6, height: 6))
        #expect(all.cgPath.simpleShape == .roundedRectangle(rect, cornerRadius: 6))
        let top = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 6, height: 6))
        #expect(top.cgPath.simpleShape == nil && !top.isEmpty)
        let square = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(square.simpleShape == .roundedRectangle(rect, cornerRadius: 5))
        #expect(CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 3, transform: nil).simpleShape == nil)
    }

    @Test("a shape under a scale and translation keeps its kind; a rotation keeps only a circle or a quarter turn")
    func transformedShapes() {
        var scale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPath(ellipseIn: rect, transform: &scale).simpleShape == .ellipse(rect.applying(scale)))
        #expect(CGPath(rect: rect, transform: &scale).simpleShape == .rectangle(rect.applying(scale)))
        var uniform = CGAffineTransform(scaleX: 2, y: 2)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: &uniform)
        #expect(rounded.simpleShape == .roundedRectangle(rect.applying(uniform), cornerRadius: 10))
        #expect(CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: &scale).simpleShape == nil)
        var tilt = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(CGPath(rect: rect, transform: &tilt).simpleShape == nil)
        #expect(CGPath(ellipseIn: rect, transform: &tilt).simpleShape == nil)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &tilt)
        guard case .ellipse(let turned)? = circle.simpleShape else {
            Issue.record("a turned circle is still a circle")
            return
        }
        #expect(abs(turned.width - 10) < 1e-12 && abs(turned.midY - 5 * 2.0.squareRoot()) < 1e-12)
        var quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPath(rect: rect, transform: &quarter).simpleShape == .rectangle(rect.applying(quarter)))
        let moved = UIBezierPath(ovalIn: rect)
        moved.apply(CGAffineTransform(translationX: 5, y: -5))
        #expect(moved.cgPath.simpleShape == .ellipse(rect.offsetBy(dx: 5, dy: -5)))
    }

    @Test("anything else is no simple shape: a triangle, two shapes, a shape with a line after it")
    func otherPaths() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 5, y: 8))
        triangle.close()
        #expect(triangle.cgPath.simpleShape == nil)
        let two = CGMutablePath()
        two.addRects([rect, rect.offsetBy(dx: 100, dy: 0)])
        #expect(two.simpleShape == nil)
        let pie = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        pie.addLine(to: .zero)
        #expect(pie.cgPath.simpleShape == nil)
        #expect(CGMutablePath().simpleShape == nil)
    }

    @Test("an empty path: no elements, a null bounding box, current point zero; segments need a current point")
    func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
        #expect(UIBezierPath().bounds.isNull)
    }

    @Test("an arc on a path that has a current point starts with a line to the arc")
    func arcJoinsWithLine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(Array(Self.kinds(path).prefix(3)) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(abs(path.currentPoint.x - 50) < 1e-12 && abs(path.currentPoint.y - 10) < 1e-12)
    }

    @Test("contains(_:) fills by the winding or even-odd rule")
    func containment() {
        let oval = UIBezierPath(ovalIn: rect)
        #expect(oval.contains(CGPoint(x: rect.midX, y: rect.midY)))
        #expect(!oval.contains(CGPoint(x: rect.minX + 1, y: rect.minY + 1)))
        let ring = CGMutablePath()
        ring.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(ring.contains(CGPoint(x: 5, y: 5)))
        #expect(!ring.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
    }

    @Test("reversing() draws the same shape the other way round")
    func reversal() {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 1, y: 2))
        line.addCurve(to: CGPoint(x: 7, y: 8), controlPoint1: CGPoint(x: 3, y: 4), controlPoint2: CGPoint(x: 5, y: 6))
        let back = line.reversing()
        #expect(
            back.cgPath.steps == [
                .move(to: CGPoint(x: 7, y: 8)),
                .curve(
                    to: CGPoint(x: 1, y: 2), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 3, y: 4)),
            ])
        #expect(UIBezierPath(ovalIn: rect).reversing().cgPath.simpleShape == .ellipse(rect))
    }
}

import Foundation
import Testing
import UIKit

/// CAMediaTimingFunction's curves and Core Animation's string constants, against CAMediaTimingFunction.h (the named
/// curves' control points: linear 0 0 1 1, easeIn 0.42 0 1 1, easeOut 0 0 0.58 1, easeInEaseOut 0.42 0 0.58 1,
/// default 0.25 0.1 0.25 1; `getControlPoint(at:values:)` indexes 0 to 3, 0 and 3 being (0, 0) and (1, 1)) and the
/// `kCA…` constants' strings.
@Suite("UIKit layer: CAMediaTimingFunction and Core Animation's names")
struct CAMediaTimingFunctionTests {
    @Test(
        "each named curve has Core Animation's control points",
        arguments: [
            (CAMediaTimingFunctionName.linear, [0.0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ])
    func namedCurves(name: CAMediaTimingFunctionName, points: [Double]) {
        let p = CAMediaTimingFunction(name: name).controlPoints
        #expect([p.x1, p.y1, p.x2, p.y2] == points)
    }

    @Test("getControlPoint(at:values:) writes (0, 0), the two control points, then (1, 1)")
    func controlPointIndexes() {
        let curve = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = [-1, -1]
        var written: [[Float]] = []
        for index in 0..<4 {
            curve.getControlPoint(at: index, values: &values)
            written.append(values)
        }
        #expect(written == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
    }

    @Test("control points given as Floats keep their decimal value, so a hand-written curve equals the named one")
    func floatControlPoints() {
        let p = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1).controlPoints
        let named = CAMediaTimingFunction(name: .easeInEaseOut).controlPoints
        #expect(p.x1 == named.x1 && p.y1 == named.y1 && p.x2 == named.x2 && p.y2 == named.y2)
    }

    @Test("the string constants are Core Animation's")
    func names() {
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(
            [CAMediaTimingFillMode.removed, .forwards, .backwards, .both].map(\.rawValue)
                == ["removed", "forwards", "backwards", "both"])
        #expect(
            CAShapeLayerFillRule.nonZero.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
        #expect(CALayerContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
        #expect(CATransitionType.moveIn.rawValue == "moveIn" && CATransitionSubtype.fromBottom.rawValue == "fromBottom")
        #expect(CAGradientLayerType.conic.rawValue == "conic" && CALayerCornerCurve.continuous.rawValue == "continuous")
        #expect(CAShapeLayerLineCap.square.rawValue == "square" && CAShapeLayerLineJoin.bevel.rawValue == "bevel")
    }
}

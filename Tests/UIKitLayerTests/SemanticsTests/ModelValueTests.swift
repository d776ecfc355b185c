import Foundation
import SeguePluginSDK
import Testing
import UIKit

@testable import QuartzCore

/// Views and layers off screen (no host call running): what UIKit's model answers, which a plugin's code reads
/// back while the host animates the screen. Core Animation's geometry (CALayer.h: frame from bounds, position,
/// anchor point and transform) and UIKit's block semantics (UIView.h: changes inside a block read back at once).
@Suite("UIKit layer: model values")
struct ModelValueTests {
    @Test("frame places the bounds' size so the anchor point lies on the position; setting it keeps the anchor")
    func frameFromPositionAndAnchor() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        // Core Animation keeps the position when the anchor moves, so the frame moves.
        #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.layer.position == .zero)
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
    }

    @Test("under a transform the frame is the bounding box of the transformed bounds")
    func frameUnderTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = view.frame
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 100, height: 50), "the bounds do not change")
    }

    @Test("setting the frame under a scale gives the bounds the size the scale maps onto it, as UIKit does")
    func frameSetUnderTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        #expect(view.bounds.size == CGSize(width: 800, height: 1600))
        #expect(view.center == CGPoint(x: 200, y: 400))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 800), "the frame reads back as set")
    }

    @Test("inside an animation block a change reads back at once, and the completion runs once, finished")
    func blocksReadBackAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var readInside: CGRect?
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 0.3,
            animations: {
                view.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
                view.alpha = 0.25
                readInside = view.frame
            }
        ) { completions.append($0) }
        #expect(readInside == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.alpha == 0.25)
        #expect(completions == [true], "a block on a view off screen completes at once, as UIKit's does")
    }

    @Test("a block captures its animatable changes; hidden never animates; nested blocks start their own")
    func captures() {
        let view = UIView(frame: .zero)
        var inner: AnimationCapture?
        let outer = AnimationCapture.capturing {
            view.alpha = 0.5
            view.alpha = 0.75
            view.isHidden = true
            inner = AnimationCapture.capturing { view.center = CGPoint(x: 1, y: 2) }
            UIView.performWithoutAnimation { view.layer.cornerRadius = 4 }
        }
        #expect(outer.changes.map(\.value.property) == [.alpha], "the last alpha once; hidden, nested, suppressed out")
        if case .alpha(let alpha) = outer.changes.first?.value { #expect(alpha == 0.75) }
        #expect(inner?.changes.map(\.value.property) == [.position])
        #expect(view.isHidden && view.layer.cornerRadius == 4)
    }

    @Test("a view made inside a block (a controller's root view loaded there) adds nothing to the block")
    func viewsMadeInsideABlockAreNotChanges() {
        var made: UIView?
        let capture = AnimationCapture.capturing { made = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)) }
        #expect(capture.changes.isEmpty)
        #expect(made?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("the curve bits: UIKit's four, the keyboard's 7, and any other raw value eases in and out")
    func curves() {
        func timing(_ raw: UInt) -> String { String(describing: UIView.AnimationOptions(rawValue: raw << 16).timing) }
        #expect(timing(0) == String(describing: Timing.easeInOut))
        #expect(timing(1) == String(describing: Timing.easeIn))
        #expect(timing(2) == String(describing: Timing.easeOut))
        #expect(timing(3) == String(describing: Timing.linear))
        #expect(timing(7) == String(describing: Timing.cubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)))
        #expect(timing(9) == String(describing: Timing.easeInOut))
    }

    @Test("subviews keep UIKit's order through insert, bring to front, send to back and remove")
    func hierarchy() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        c.removeFromSuperview()
        #expect(c.superview == nil && parent.subviews.count == 2)
        parent.addSubview(b)
        #expect(parent.subviews.last === b, "adding a subview again moves it to the front")
        #expect(a.isDescendant(of: parent) && !parent.isDescendant(of: a))
    }

    @Test("a superview keeps its subviews alive, as UIKit's does; a removed view is let go")
    func superviewsKeepSubviews() {
        let parent = UIView()
        weak var released: UIView?
        do {
            let child = UIView()
            parent.addSubview(child)
            released = child
        }
        #expect(parent.subviews.count == 1 && released != nil)
        parent.subviews.first?.removeFromSuperview()
        #expect(released == nil && parent.subviews.isEmpty)
    }

    @Test("a shape layer's path masks the layer it is set on, moved by the mask's frame")
    func shapeMask() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        view.layer.mask = mask
        #expect(view.layer.hostMask == .ellipse(Rect(x: 10, y: 20, width: 50, height: 50)))
        mask.path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).cgPath
        #expect(view.layer.hostMask == .rectangle(Rect(x: 15, y: 25, width: 10, height: 10)))
    }

    @Test("a transform sub-key keeps the model's perspective (m34) for the depth of the rotation")
    func transformSubKey() throws {
        let layer = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        let value = LayerKeyPath(path: "transform.rotation.y").hostValue(CGFloat.pi / 2, on: layer)
        guard case .transform3D(let t)? = value else {
            Issue.record("no transform")
            return
        }
        #expect(t.m[11] == -1.0 / 500)
        #expect(t.m[0] == 0 && t.m[2] == -1, "CATransform3DMakeRotation(π/2, 0, 1, 0)'s entries")
    }

    @Test("a property animator off screen runs its completions once at its end, in order")
    func propertyAnimatorOffScreen() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        #expect(view.alpha == 0, "the model takes the new value when the animations run")
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }
}

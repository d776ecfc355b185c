import SegueEngine
import Testing

@testable import SegueRaster

/// Values a plugin may set that have no picture (a flattened transform, non-finite numbers,
/// enormous bounds) draw nothing for that view, never stop cairo for the rest of the frame.
@Suite("Raster: hostile values")
struct HostileValueTests {
    /// The window with `odd` (changed by `spoil`) and a well-behaved blue view after it.
    static func frame(_ spoil: (inout ViewSnapshot) -> Void) -> [ViewSnapshot] {
        var oddID: ViewID!
        var views = recordedFrame { window in
            let odd = addView("odd", Rect(x: 0, y: 0, width: 100, height: 100), Paint.red, to: window)
            addView("child", Rect(x: 10, y: 10, width: 50, height: 50), Paint.green, to: odd)
            addView("after", Rect(x: 200, y: 200, width: 100, height: 100), Paint.blue, to: window)
            oddID = odd.id
        }
        let index = views.firstIndex { $0.id == oddID }!
        spoil(&views[index])
        return views
    }

    @Test(
        "a flattened, non-finite or enormous view leaves the rest of the frame drawn",
        arguments: [
            "scale 0", "NaN transform", "infinite centre", "enormous bounds", "NaN shadow",
            "enormous shadow", "negative radius", "enormous border", "flat gradient", "empty mask",
            "eye-side perspective",
            "enormous scale", "vanishing scale", "NaN alpha", "enormous perspective", "vanishing gradient bounds",
            "vanishing ellipse mask",
        ])
    func restStillDraws(kind: String) {
        let views = Self.frame { view in
            switch kind {
            case "scale 0": view.transform3D = Transform3D(scaleX: 0, y: 0)
            case "NaN transform": view.transform3D = Transform3D(scaleX: .nan, y: 1)
            case "infinite centre": view.center = Point(x: .infinity, y: 50)
            case "enormous bounds": view.bounds = Rect(x: 0, y: 0, width: 1e12, height: 1e12)
            case "enormous shadow":
                (view.shadowOpacity, view.shadowRadius, view.shadowOffset) = (1, 1e9, Size(width: 1e12, height: -1e12))
            case "negative radius": (view.cornerRadius, view.clipsToBounds) = (-1e9, true)
            case "enormous border": (view.borderWidth, view.cornerRadius) = (1e15, 1e15)
            case "flat gradient":
                view.gradient = Gradient(
                    colors: [Paint.green, Paint.blue], startPoint: Point(x: 0.5, y: 0.5),
                    endPoint: Point(x: 0.5, y: 0.5))
            case "empty mask": view.mask = .ellipse(in: Rect(x: 50, y: 50, width: 0, height: 0))
            case "eye-side perspective":
                var t = Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0)
                t.m34 = 5
                view.transform3D = t
            case "enormous scale": view.transform3D = Transform3D(scaleX: 1e150, y: 1e150)
            case "vanishing scale": view.transform3D = Transform3D(scaleX: 1e-150, y: 1e-150)
            case "NaN alpha": view.alpha = .nan
            case "enormous perspective":
                // Corners projected near ±5e19 pixels, in front of the eye: the warp's row spans must not trap.
                var t = Transform3D(scaleX: 1e18, y: 1e18)
                t.m14 = 1e-9
                view.transform3D = t
                view.gradient = Gradient(colors: [Paint.green, Paint.blue])
            case "vanishing gradient bounds":
                view.bounds = Rect(x: 0, y: 0, width: 1e-310, height: 100)
                view.gradient = Gradient(colors: [Paint.green, Paint.blue])
            case "vanishing ellipse mask": view.mask = .ellipse(in: Rect(x: 50, y: 50, width: 1e-300, height: 1e-300))
            default:
                view.shadowOpacity = 1
                view.shadowRadius = .nan
                view.shadowOffset = Size(width: .infinity, height: 0)
            }
        }
        let renderer = plainRenderer()
        let image = renderer.render(views)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(image.pixel(x: 250, y: 250).isNear(RGBA8(Paint.blue)), "the view after it is drawn")
    }

    @Test("root bounds that are not finite or enormous give a bounded image, never a trap")
    func hostileRootBounds() {
        var views = recordedFrame { _ in }
        views[0].bounds = Rect(x: 0, y: 0, width: .nan, height: 1e300)
        let image = plainRenderer().render(views)
        #expect(image.width == 1 && image.height == RasterImage.maximumSide)
    }
}

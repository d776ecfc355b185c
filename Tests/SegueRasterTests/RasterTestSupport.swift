import SegueEngine

@testable import SegueRaster

/// The views of one recorded frame of a `width` × `height` window set up by `build` (as
/// `LayerPictureTests` records its stills).
func recordedFrame(width: Double = 400, height: Double = 800, _ build: (View) -> Void) -> [ViewSnapshot] {
    let engine = AnimationEngine()
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: width, height: height), in: engine.tree)
    window.backgroundColor = Color(red: 1, green: 1, blue: 1)
    build(window)
    let recorder = TraceRecorder(root: window)
    recorder.captureFrame(at: 0)
    return withExtendedLifetime(engine) { recorder.frames[0].views }
}

/// A new view named `name` at `frame` filled with `color`, added to `parent`.
@discardableResult
func addView(_ name: String, _ frame: Rect, _ color: Color, to parent: View) -> View {
    let view = View(name: name, frame: frame, in: parent.tree)
    view.backgroundColor = color
    parent.addSubview(view)
    return view
}

/// Colours used by the tests.
enum Paint {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)
}

/// A renderer without name labels (so fills are flat), at `scale`.
func plainRenderer(scale: Double = 1) -> RasterRenderer {
    RasterRenderer(options: RasterOptions(scale: scale, drawsNameLabels: false))
}

extension RGBA8 {
    /// Whether every channel is within `tolerance` of `other`'s.
    func isNear(_ other: RGBA8, _ tolerance: Int = 2) -> Bool { distance(to: other) <= tolerance }
    /// The engine colour as it shows over white at full opacity.
    static func of(_ c: Color) -> RGBA8 { RGBA8(c) }
}

/// A frame like the catalogue's: a full-screen page with a photo, a rounded card with shadow
/// and border, a fading group, a gradient, a masked disc and a snapshot of part of the page.
func catalogueLikeFrame(perspective: Bool = true) -> [ViewSnapshot] {
    catalogueLikeRecording(perspective: perspective).views
}

/// The recorded frame `catalogueLikeFrame` draws.
func catalogueLikeRecording(perspective: Bool, named: Bool = true) -> TraceRecorder.Frame {
    let name = { (text: String) in named ? text : "" }
    let engine = AnimationEngine()
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
    window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.95)
    let from = addView(
        name("from"), Rect(x: 0, y: 0, width: 400, height: 800), Color(red: 0.2, green: 0.4, blue: 0.8), to: window)
    addView(
        name("photo"), Rect(x: 40, y: 60, width: 150, height: 100), Color(red: 0.9, green: 0.5, blue: 0.1), to: from)
    let stage = View(name: name("stage"), frame: Rect(x: 0, y: 300, width: 400, height: 300), in: engine.tree)
    if perspective { stage.sublayerTransform = Transform3D(perspectiveDistance: 500) }
    window.addSubview(stage)
    let turner = addView(
        name("turner"), Rect(x: 50, y: 20, width: 300, height: 200), Color(red: 0.1, green: 0.6, blue: 0.3), to: stage)
    turner.anchorPoint = Point(x: 0, y: 0.5)
    turner.center = Point(x: 50, y: 120)
    turner.transform3D =
        perspective ? Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0) : Transform3D(scaleX: 0.7, y: 0.9)
    turner.gradient = Gradient(colors: [Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 0.5, blue: 0.5)])
    let card = addView(
        name("card"), Rect(x: 60, y: 200, width: 200, height: 120), Color(red: 0.8, green: 0.1, blue: 0.3), to: window)
    card.cornerRadius = 16
    card.shadowOpacity = 0.5
    card.shadowRadius = 10
    card.shadowOffset = Size(width: 0, height: 8)
    card.borderWidth = 4
    card.borderColor = Color(red: 0.1, green: 0.1, blue: 0.1)
    let fade = addView(
        name("fade"), Rect(x: 220, y: 120, width: 150, height: 150), Color(red: 0.5, green: 0.2, blue: 0.7), to: window)
    fade.alpha = 0.5
    addView(name("inner"), Rect(x: 40, y: 40, width: 150, height: 60), Color(red: 0.9, green: 0.9, blue: 0.2), to: fade)
    let masked = addView(
        name("masked"), Rect(x: 250, y: 620, width: 120, height: 120), Color(red: 0.3, green: 0.3, blue: 0.3),
        to: window)
    masked.mask = .ellipse(in: masked.bounds)
    let snapshot = from.resizableSnapshotView(
        from: Rect(x: 0, y: 0, width: 200, height: 200), afterScreenUpdates: true, withCapInsets: .zero)
    snapshot.center = Point(x: 110, y: 700)
    snapshot.transform = AffineTransform(rotationAngle: 0.3)
    window.addSubview(snapshot)
    let recorder = TraceRecorder(root: window)
    recorder.captureFrame(at: 0)
    return withExtendedLifetime(engine) { recorder.frames[0] }
}

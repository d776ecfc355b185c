import SegueEngine

/// A short recorded scene using every layer property the pictures draw, for the gallery's last
/// card and the browser check (`Scripts/check-gallery.sh` probes its gradient and mask): a
/// gradient card with a border, a shadow and rounded corners swinging in about its top-left
/// anchor point; an ellipse-masked view; a clipping view whose subview overflows; a card turning
/// under its superview's perspective; four snapshot pieces of the gradient card flying together
/// and a stretched resizable snapshot of it. Everything settles at its end.
public enum LayerShowcase {
    /// The gallery card's title.
    public static let title = "Layer properties"
    /// The window's size.
    public static let size = Size(width: 400, height: 800)
    /// Where the gradient card and the masked view end up, in the window.
    public static let gradientFrame = Rect(x: 40, y: 40, width: 320, height: 160),
        maskedFrame = Rect(x: 40, y: 240, width: 320, height: 160)
    /// The gradient's two colours, top to bottom, and the masked view's colour.
    public static let gradientTop = Color(red: 1, green: 0, blue: 0), gradientBottom = Color(red: 0, green: 0, blue: 1)
    /// The masked view's colour and the window's.
    public static let maskedColor = Color(red: 0.13, green: 0.67, blue: 0.27),
        windowColor = Color(red: 0.87, green: 0.87, blue: 0.87)

    /// The recorded frames, at `framesPerSecond`.
    public static func frames(framesPerSecond: Double = 60) -> [TraceRecorder.Frame] {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let tree = engine.tree
        let window = View(name: "window", frame: Rect(origin: .zero, size: size), in: tree)
        window.backgroundColor = windowColor

        let card = View(name: "gradient", frame: gradientFrame, in: tree)
        card.backgroundColor = .white
        card.gradient = Gradient(colors: [gradientTop, gradientBottom])
        card.cornerRadius = 16
        card.borderWidth = 4
        card.borderColor = .black
        card.shadowOpacity = 0.5
        card.shadowRadius = 8
        card.shadowOffset = Size(width: 0, height: 6)
        card.anchorPoint = Point(x: 0, y: 0)
        card.center = Point(x: gradientFrame.minX, y: gradientFrame.minY)
        window.addSubview(card)

        let masked = View(name: "masked", frame: maskedFrame, in: tree)
        masked.backgroundColor = maskedColor
        masked.mask = .ellipse(in: Rect(x: 160, y: 80, width: 0, height: 0))
        window.addSubview(masked)

        let clipper = View(name: "clipper", frame: Rect(x: 40, y: 440, width: 150, height: 120), in: tree)
        clipper.backgroundColor = Color(red: 0.27, green: 0.27, blue: 0.27)
        clipper.clipsToBounds = true
        let overflow = View(name: "overflow", frame: Rect(x: 75, y: 60, width: 150, height: 120), in: tree)
        overflow.backgroundColor = Color(red: 0.95, green: 0.55, blue: 0.2)
        overflow.zPosition = 1
        clipper.addSubview(overflow)
        let under = View(name: "under", frame: Rect(x: 10, y: 10, width: 60, height: 40), in: tree)
        under.backgroundColor = Color(red: 0.5, green: 0.3, blue: 0.8)
        clipper.addSubview(under)
        window.addSubview(clipper)

        let stage = View(name: "stage", frame: Rect(x: 210, y: 440, width: 150, height: 120), in: tree)
        stage.sublayerTransform = Transform3D(perspectiveDistance: 500)
        let turner = View(name: "turner", frame: stage.bounds, in: tree)
        turner.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.85)
        stage.addSubview(turner)
        window.addSubview(stage)

        let recorder = TraceRecorder(root: window)
        recorder.captureFrame(at: 0)

        // Snapshots of the card before it moves: four pieces and a stretched copy.
        let pieces = (0..<4).map { index -> View in
            let (column, row) = (Double(index % 2), Double(index / 2))
            let rect = Rect(x: column * 160, y: row * 80, width: 160, height: 80)
            let piece = card.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero)
            piece.center = Point(x: 120 + column * 160 + (column - 0.5) * 200, y: 640 + row * 80 + (row - 0.5) * 200)
            piece.alpha = 0
            return piece
        }
        let stretched = card.resizableSnapshotView(
            from: card.bounds, afterScreenUpdates: true,
            withCapInsets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        stretched.frame = Rect(x: 40, y: 600, width: 0, height: 0)
        // Added once all are cut, so they share one look (a change to the tree would capture anew).
        (pieces + [stretched]).forEach(window.addSubview)
        card.transform = AffineTransform(rotationAngle: -0.6)

        recorder.attach(to: engine)
        engine.animate(
            withDuration: 0.6, curve: .linear,
            animations: {
                card.transform = .identity
                masked.mask = .ellipse(in: Rect(x: 0, y: 0, width: 320, height: 160))
                overflow.center = Point(x: 120, y: 90)
                turner.anchorPoint = Point(x: 0, y: 0.5)
                turner.center = Point(x: 0, y: 60)
                turner.transform3D = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
                for (index, piece) in pieces.enumerated() {
                    let (column, row) = (Double(index % 2), Double(index / 2))
                    piece.center = Point(x: 80 + column * 80, y: 640 + row * 40)
                    piece.transform = AffineTransform(scaleX: 0.5, y: 0.5)
                    piece.alpha = 1
                }
                stretched.frame = Rect(x: 200, y: 700, width: 160, height: 60)
            })
        clock.runUntilIdle(framesPerSecond: framesPerSecond)
        recorder.detach()
        recorder.captureFrame(at: engine.currentTime)
        return recorder.frames
    }
}

import SegueEngine

/// Pictures of a recorded transition, drawn from the same frames a trace holds so they cannot
/// disagree with it: an animated SVG that plays at the transition's real speed, and a filmstrip
/// of evenly spaced frames. Every layer property a frame records is drawn (see `PictureScene`).
public struct TransitionPicture {
    /// The recorded frames, oldest first (at least one).
    public let frames: [TraceRecorder.Frame]
    /// What the picture shows, e.g. "org.segue.diagonal present".
    public let title: String
    /// Seconds the animated picture holds the last frame before it plays again.
    public var hold = 1.0
    /// Points between the picture's edge and the root view.
    public let margin = 16.0

    /// A picture of `frames`, titled `title`; frames sharing a time keep only the last one
    /// (the tree after everything that happened at that instant).
    public init(frames: [TraceRecorder.Frame], title: String) {
        var distinct: [TraceRecorder.Frame] = []
        for frame in frames {
            if let last = distinct.last, last.time == frame.time {
                distinct[distinct.count - 1] = frame
            } else {
                distinct.append(frame)
            }
        }
        self.frames = distinct
        self.title = title
    }

    /// The root view's size (from the first frame).
    var size: Size { frames.first?.views.first?.bounds.size ?? Size(width: 0, height: 0) }

    /// Seconds from the first frame to the last.
    public var duration: Double { (frames.last?.time ?? 0) - (frames.first?.time ?? 0) }

    /// Points per rounded corner for each view: more than one only for views that are ever rounded.
    func cornerSteps() -> (ViewID) -> Int {
        var rounded = Set<ViewID>()
        for frame in frames { for view in frame.views where view.cornerRadius > 0 { rounded.insert(view.id) } }
        return { rounded.contains($0) ? 6 : 1 }
    }

    /// The elements drawing `frames` (shapes per frame), and the definitions they share.
    static func scene(
        _ shapes: [[ViewShape]], prefix: String, still: Bool, steps: @escaping (ViewID) -> Int, labelBase: Double,
        pictureScale: Double, shared: SharedDefinitions
    ) -> [SVGNode] {
        var scene = PictureScene(
            frames: shapes, prefix: prefix, still: still, cornerSteps: steps, labelBase: labelBase,
            pictureScale: pictureScale, shared: shared)
        return scene.build()
    }

    /// Whether a view gets a name label: an opaque fill (content, not a dimming or tint layer).
    static func isLabelled(_ shape: ViewShape) -> Bool { shape.color.alpha >= 1 }

    /// The fill attributes of `shape`.
    static func fillAttributes(_ shape: ViewShape) -> [(String, String)] {
        shape.color.alpha > 0
            ? [("fill", SVGText.hex(shape.color)), ("fill-opacity", SVGText.number(shape.color.alpha, digits: 3))]
            : [("fill", "none")]
    }

    /// `nodes` written in `mode`, one top-level element a line.
    static func write(_ nodes: [SVGNode], _ mode: SVGNode.Mode, tracks: inout [String], counter: inout Int) -> String {
        var out = ""
        for node in nodes {
            node.write(mode, into: &out, tracks: &tracks, counter: &counter)
            out += "\n"
        }
        return out
    }
}

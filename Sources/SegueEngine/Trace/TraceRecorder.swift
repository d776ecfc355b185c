/// Records what happened on the engine's timeline: per-frame snapshots of a view subtree and
/// named events, in the order they occurred, written as JSON Lines.
///
/// Frame lines: `{"t":…,"frame":N,"views":[{"name":…,"id":…,"frame":[x,y,w,h],"alpha":…,
/// "transform":[a,b,c,d,tx,ty],"superview":…,…}]}`; event lines: `{"t":…,"event":"…",…}`.
public final class TraceRecorder {
    /// One captured frame.
    public struct Frame: Equatable, Sendable {
        /// Engine time of the capture.
        public let time: Double
        /// Frame number, counting from 0.
        public let index: Int
        /// The recorded views, depth first, back to front.
        public let views: [ViewSnapshot]
    }

    /// One named event with its arguments.
    public struct Event: Equatable, Sendable {
        /// Engine time of the event.
        public let time: Double
        /// The event's name, e.g. `animator.animateTransition(using:)`.
        public let name: String
        /// Arguments that matter, in the order given.
        public let fields: [(String, TraceValue)]

        /// Field-by-field equality.
        public static func == (lhs: Event, rhs: Event) -> Bool {
            lhs.time == rhs.time && lhs.name == rhs.name && lhs.fields.map(\.0) == rhs.fields.map(\.0)
                && lhs.fields.map(\.1) == rhs.fields.map(\.1)
        }
    }

    /// A frame or an event, in recording order.
    public enum Entry: Equatable, Sendable {
        /// A captured frame.
        case frame(Frame)
        /// A named event.
        case event(Event)
    }

    /// The subtree captured on every frame.
    public let root: View
    /// Everything recorded so far.
    public private(set) var entries: [Entry] = []
    private var observerToken: Int?
    private weak var observedEngine: AnimationEngine?

    /// A recorder capturing `root` and its descendants.
    public init(root: View) {
        self.root = root
    }

    /// The frames alone.
    public var frames: [Frame] {
        entries.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
    }

    /// The events alone.
    public var events: [Event] {
        entries.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    /// Captures the subtree now, stamped with `time`.
    public func captureFrame(at time: Double) {
        let snapshot = root.tree.snapshot(of: root)
        entries.append(.frame(Frame(time: time, index: frames.count, views: snapshot.views)))
    }

    /// Records an event at `time`.
    public func recordEvent(_ name: String, at time: Double, _ fields: [(String, TraceValue)] = []) {
        entries.append(.event(Event(time: time, name: name, fields: fields)))
    }

    /// Captures a frame after every tick of `engine` until `detach()`.
    public func attach(to engine: AnimationEngine) {
        detach()
        observedEngine = engine
        observerToken = engine.addTickObserver { [unowned self] engine in self.captureFrame(at: engine.currentTime) }
    }

    /// Stops capturing frames automatically.
    public func detach() {
        if let token = observerToken { observedEngine?.removeTickObserver(token) }
        observerToken = nil
    }

    /// The whole trace as JSON Lines, one entry per line, each line ending in a newline.
    public func jsonLines() -> String {
        var out = ""
        var writtenLooks = Set<Int>()
        for entry in entries {
            switch entry {
            case .frame(let frame): out += Self.lookLines(for: frame, written: &writtenLooks) + Self.line(for: frame)
            case .event(let event): out += Self.line(for: event)
            }
            out += "\n"
        }
        return out
    }

    /// One frame as a JSON object.
    public static func line(for frame: Frame) -> String {
        let names = Dictionary(frame.views.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let views = frame.views.map { view -> String in
            let f = view.frame
            let t = view.transform
            var fields = [
                "\"name\":" + JSONText.string(view.name),
                "\"id\":\(view.id.rawValue)",
                "\"frame\":" + JSONText.numbers([f.minX, f.minY, f.width, f.height]),
                "\"alpha\":" + JSONText.number(view.alpha),
                "\"transform\":" + JSONText.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]),
                "\"superview\":" + (view.superview.map { JSONText.string(names[$0] ?? $0.description) } ?? "null"),
                "\"hidden\":" + (view.isHidden ? "true" : "false"),
                "\"backgroundColor\":"
                    + JSONText.numbers([
                        view.backgroundColor.red, view.backgroundColor.green, view.backgroundColor.blue,
                        view.backgroundColor.alpha,
                    ]),
                "\"cornerRadius\":" + JSONText.number(view.cornerRadius),
            ]
            if view.transform3D != t.transform3D {
                fields.append("\"transform3D\":" + JSONText.numbers(view.transform3D.rows.flatMap { $0 }))
            }
            fields += layerFields(of: view)
            if let content = view.snapshotContent { fields.append(snapshotField(content)) }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"t\":" + JSONText.number(frame.time) + ",\"frame\":\(frame.index),\"views\":["
            + views.joined(separator: ",") + "]}"
    }

    /// One event as a JSON object.
    public static func line(for event: Event) -> String {
        var out = "{\"t\":" + JSONText.number(event.time) + ",\"event\":" + JSONText.string(event.name)
        for (key, value) in event.fields { out += "," + JSONText.string(key) + ":" + value.json }
        return out + "}"
    }
}

import SegueEngine

/// One lifecycle call of a transition: who was called (`role.member`, in Swift spelling), when
/// (engine time) and the arguments that matter.
public struct TransitionEvent: Equatable, Sendable {
    /// Engine time of the call, in seconds.
    public let time: Double
    /// `role.member`, e.g. `animator.animateTransition(using:)` or `present.completion`.
    public let name: String
    /// Arguments worth reading, in order (e.g. `completed: false`).
    public let fields: [(String, TraceValue)]

    /// The value of field `key`, if the event has it.
    public func field(_ key: String) -> TraceValue? {
        fields.first { $0.0 == key }?.1
    }

    public static func == (lhs: TransitionEvent, rhs: TransitionEvent) -> Bool {
        lhs.time == rhs.time && lhs.name == rhs.name && lhs.fields.elementsEqual(rhs.fields) { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}

/// Everything the transition machinery did, in order, plus diagnostics about misbehaving
/// animators and callers; optionally forwarded into a `TraceRecorder` so frames and calls share
/// one JSON Lines trace.
public final class TransitionEventLog {
    /// Every event so far, oldest first.
    public private(set) var events: [TransitionEvent] = []
    /// Diagnostics (a second `completeTransition`, a watchdog completion, an ignored call…), oldest first.
    public private(set) var diagnostics: [String] = []
    /// Receives every event as it happens, when set.
    public var recorder: TraceRecorder?
    /// Called with every diagnostic as it is raised (the CLI prints them).
    public var diagnosticHandler: ((String) -> Void)?

    private let engine: AnimationEngine

    /// A log stamping events with `engine`'s time.
    public init(engine: AnimationEngine) {
        self.engine = engine
    }

    /// Event names in order: the shape tests compare call sequences against.
    public var names: [String] { events.map(\.name) }

    /// Records `name` with `fields` at the engine's current time.
    public func record(_ name: String, _ fields: [(String, TraceValue)] = []) {
        let event = TransitionEvent(time: engine.currentTime, name: name, fields: fields)
        events.append(event)
        recorder?.recordEvent(name, at: event.time, fields)
    }

    /// Records a diagnostic: one sentence saying what went wrong and what Segue did about it.
    public func diagnose(_ message: String) {
        diagnostics.append(message)
        record("diagnostic", [("message", .string(message))])
        diagnosticHandler?(message)
    }

    /// Forgets every event and diagnostic (between scenarios in one process).
    public func removeAll() {
        events.removeAll()
        diagnostics.removeAll()
    }
}

import SegueEngine

/// One lifecycle call of a transition: what was called (typed), when (engine time), and its
/// text form (`role.member` in Swift spelling, with the arguments that matter).
public struct TransitionEvent: Equatable, Sendable {
    /// Engine time of the call, in seconds.
    public let time: Double
    /// The call, typed.
    public let call: TransitionCall

    /// `role.member`, e.g. `animator.animateTransition(using:)` or `present.completion`.
    public var name: String { call.name }
    /// Arguments worth reading, in order (e.g. `completed: false`).
    public var fields: [(String, TraceValue)] { call.fields }

    /// The value of field `key`, if the event has it.
    public func field(_ key: String) -> TraceValue? {
        fields.first { $0.0 == key }?.1
    }
}

/// What the transition machinery did, in order, plus diagnostics about misbehaving animators
/// and callers; optionally forwarded into a `TraceRecorder` so frames and calls share one JSON
/// Lines trace.
///
/// Bounded: a window logs about twenty events per transition for as long as it lives, so the log
/// keeps only the last `capacity` events (and, apart, the last `capacity` diagnostics) and counts
/// the older ones it dropped (`droppedEventCount`, `droppedDiagnosticCount`). The default, 4096
/// events, holds a couple of hundred transitions: every event of any one transition, even one
/// driven by the longest gesture a scenario accepts. A `recorder` receives every event as it
/// happens, so a trace is complete whatever the log dropped. A ring rather than a log that is
/// off unless traced, because tests and the CLI read the events of the transition they just ran.
public final class TransitionEventLog {
    /// The events kept by default.
    public static let defaultCapacity = 4096

    /// The most events (and, apart, the most diagnostics) kept; older ones are dropped.
    public var capacity: Int { eventRing.capacity }
    /// The last `capacity` events, oldest first.
    public var events: [TransitionEvent] { eventRing.elements }
    /// The last `capacity` diagnostics (a second `completeTransition`, a watchdog completion, an
    /// ignored call…), oldest first.
    public var diagnostics: [String] { diagnosticRing.elements }
    /// Events recorded and then dropped to stay within `capacity` (since the last `removeAll()`).
    public var droppedEventCount: Int { eventRing.droppedCount }
    /// Diagnostics raised and then dropped to stay within `capacity` (since the last `removeAll()`).
    public var droppedDiagnosticCount: Int { diagnosticRing.droppedCount }
    /// Receives every event as it happens, when set.
    public var recorder: TraceRecorder?
    /// Called with every diagnostic as it is raised (the CLI prints them).
    public var diagnosticHandler: ((String) -> Void)?

    private let engine: AnimationEngine
    private var eventRing: RingBuffer<TransitionEvent>
    private var diagnosticRing: RingBuffer<String>

    /// A log stamping events with `engine`'s time, keeping the last `capacity` (at least one)
    /// events and diagnostics.
    public init(engine: AnimationEngine, capacity: Int = TransitionEventLog.defaultCapacity) {
        self.engine = engine
        eventRing = RingBuffer(capacity: max(capacity, 1))
        diagnosticRing = RingBuffer(capacity: max(capacity, 1))
    }

    /// Event names in order: the shape tests compare call sequences against.
    public var names: [String] { events.map(\.name) }

    /// Records `call` at the engine's current time (and hands its text form to the recorder).
    public func record(_ call: TransitionCall) {
        let event = TransitionEvent(time: engine.currentTime, call: call)
        eventRing.append(event)
        recorder?.recordEvent(call.name, at: event.time, call.fields)
    }

    /// The calls in order, typed: what tests compare call sequences against.
    public var calls: [TransitionCall] { events.map(\.call) }

    /// Records a diagnostic: one sentence saying what went wrong and what Segue did about it.
    public func diagnose(_ message: String) {
        diagnosticRing.append(message)
        record(.diagnostic(message: message))
        diagnosticHandler?(message)
    }

    /// Forgets every event and diagnostic, and the dropped counts (between scenarios in one process).
    public func removeAll() {
        eventRing.removeAll()
        diagnosticRing.removeAll()
    }
}

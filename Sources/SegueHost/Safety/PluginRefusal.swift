import Foundation

/// One thing the host refused a plugin, as a record tools decide from (never from wording):
/// a service call it answered with an error, or an answer of the plugin it could not accept.
public struct PluginRefusal: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Which side's act was refused.
    public enum Kind: String, Sendable, Codable {
        /// The plugin called a host service and the host answered an error status.
        case refusedCall
        /// The plugin answered a host call with something the ABI forbids (a NaN duration,
        /// a forged handle from `interruptible_animation`).
        case rejectedAnswer
    }

    /// Which side's act was refused.
    public let kind: Kind
    /// The ABI name of the service or callback, e.g. `set_property` or `transition_duration`.
    public let call: String
    /// What the host answered (for refused calls), e.g. `SEGUE_ERROR_WRONG_STATE`.
    public let status: PluginStatus?
    /// The transition it happened in (the host's serial), when known.
    public let transition: UInt64?
    /// The animator's id, when known (nil for a context pointer the host never issued).
    public let plugin: String?
    /// Where the transition was (`preparing`, `animating`, `ended`), when known.
    public let state: String?
    /// Whether the call came from a thread other than the one the host called the plugin on.
    public let offThread: Bool
    /// Why, in words for people (tools must not parse it).
    public let reason: String

    /// A refusal record.
    public init(
        _ kind: Kind, call: String, status: PluginStatus?, transition: UInt64? = nil, plugin: String? = nil,
        state: String? = nil,
        offThread: Bool = false, reason: String
    ) {
        self.kind = kind
        self.call = call
        self.status = status
        self.transition = transition
        self.plugin = plugin
        self.state = state
        self.offThread = offThread
        self.reason = reason
    }

    /// "set_property answered SEGUE_ERROR_INVALID_HANDLE: <reason>".
    public var description: String {
        let answer = status.map { " answered \($0)" } ?? " was rejected"
        return "\(plugin.map { "\($0): " } ?? "")\(call)\(answer): \(reason)"
    }
}

/// Every refusal in this process, from any thread, for tools that must see them all (the
/// validator reads it around each test). Bounded: past `capacity` records only a count grows.
public final class PluginRefusalLog: @unchecked Sendable {
    /// The process's log.
    public static let shared = PluginRefusalLog()

    /// How many records are kept; later ones are counted, not stored.
    public let capacity = 1_000
    private var records: [PluginRefusal] = []
    private var dropped = 0
    /// Refusals of calls from other threads since the process started, by call (never drained).
    private var offThreadTotals: [String: Int] = [:]
    private let lock = NSLock()

    /// Adds a record. Thread: any.
    public func record(_ refusal: PluginRefusal) {
        lock.lock()
        defer { lock.unlock() }
        if records.count < capacity { records.append(refusal) } else { dropped += 1 }
        if refusal.offThread, offThreadTotals[refusal.call] != nil || offThreadTotals.count < 256 {
            offThreadTotals[refusal.call, default: 0] += 1
        }
    }

    /// How many calls of `call` from other threads were refused since the process started, drained
    /// or not (a test that races the end of transitions counts on it). Thread: any.
    public func offThreadTotal(of call: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return offThreadTotals[call] ?? 0
    }

    /// The records so far and how many more were dropped, then empties the log. Thread: any.
    public func drain() -> (records: [PluginRefusal], dropped: Int) {
        lock.lock()
        defer { lock.unlock() }
        let answer = (records, dropped)
        records = []
        dropped = 0
        return answer
    }
}

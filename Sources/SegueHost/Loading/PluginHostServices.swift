import Logging
import SegueABI
import SegueABIValues
import SegueEngine
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The `segue_host_t` the host hands every plugin at `init`: logging (to swift-log, attributed to
/// the plugin), engine time, and extension lookup. One per registry, alive as long as the process
/// (libraries are never unloaded, so plugins may keep the pointer).
///
/// Threads (host.h): the services belong to the host's main thread, the thread that created them
/// and, from then on, the thread that last started a transition (`serve`). A call from any other
/// thread touches nothing unsynchronised: `log` queues its message for the main thread
/// (PluginThreadMailbox; delivered at the next plugin callback or service there, marked as
/// coming from another thread) and `now` answers the last time read on the main thread; both
/// leave a refusal in PluginRefusalLog.
public final class PluginHostServices {
    /// Where plugin log messages go; messages below its level are dropped, not kept.
    public var logger: Logger {
        didSet { threshold.store(PluginLogLevel(threshold: logger.logLevel).rawValue, ordering: .relaxed) }
    }
    /// `log_threshold`'s answer, readable from any thread (host.h).
    private let threshold: Atomic<Int32>
    /// The engine time `now()` answers; the host points it at the running engine (`serve`).
    public var currentTime: () -> Double = { 0 }
    /// The most recent messages plugins logged, oldest first (level, text with control characters
    /// escaped), for tools and tests: at most `messageCapacity`, older ones counted in `droppedMessages`.
    public var messages: [(level: Logger.Level, text: String)] { recentMessages.elements }
    /// The ring behind `messages`: storing a message costs the same however many are kept.
    private var recentMessages = RingBuffer<(level: Logger.Level, text: String)>(capacity: messageCapacity)
    /// How many messages `messages` keeps: a plugin logging in a loop cannot grow the host's memory.
    public static let messageCapacity = 1_000
    /// Messages no longer (or never) in `messages`: older ones pushed out, and ones logged from
    /// another thread while the mailbox was full.
    public var droppedMessages: Int { recentMessages.droppedCount + offThreadDropped.load(ordering: .relaxed) }
    /// How many calls came from a thread other than the main thread (each also a refusal record).
    public var offThreadCalls: Int { offThreadCount.load(ordering: .relaxed) }

    /// The C struct plugins receive.
    public let raw: UnsafeMutablePointer<segue_host_t>
    /// The host's version, which plugins read from `segue_host_t.version` and `segue --version` prints.
    public static let hostVersion = "0.5.0"
    /// The ABI version this host implements, as `segue_host_t.abi_version` carries it.
    public static let abiVersion = SegueABIVersion.current

    /// `segue_host_t.name`, alive as long as the services.
    private let name = strdup("segue")!
    /// `segue_host_t.version`, alive as long as the services.
    private let version = strdup(PluginHostServices.hostVersion)!
    /// The main thread (a `pthread_t`), read by calls from any thread.
    private let thread = Atomic<UInt>(pthread_self())
    /// The bits of the last time `now` read on the main thread, which other threads are answered.
    private let lastTime = Atomic<UInt64>(0)
    /// Messages logged from another thread that the full mailbox dropped.
    private let offThreadDropped = Atomic<Int>(0)
    /// Calls from threads other than the main thread.
    private let offThreadCount = Atomic<Int>(0)

    /// Host services logging through `logger`, belonging to the calling thread.
    public init(logger: Logger = Logger(label: "segue.plugin")) {
        self.logger = logger
        threshold = Atomic(PluginLogLevel(threshold: logger.logLevel).rawValue)
        raw = .allocate(capacity: 1)
        raw.initialize(
            to: segue_host_t(
                size: UInt32(MemoryLayout<segue_host_t>.size), host_data: nil, abi_version: Self.abiVersion,
                name: UnsafePointer(name), version: UnsafePointer(version),
                log: { host, level, message in PluginHostServices.from(host)?.log(level: level, message) },
                now: { host in PluginHostServices.from(host)?.now() ?? 0 },
                get_extension: { _, _ in nil },
                // Read by plugins from any thread (host.h); the logger's level changes only between calls.
                log_threshold: { host in
                    PluginHostServices.from(host)?.threshold.load(ordering: .relaxed) ?? PluginLogLevel.error.rawValue
                }))
        raw.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
        pristine = raw.pointee
        image.copyMemory(from: raw, byteCount: MemoryLayout<segue_host_t>.size)
        Self.live.withLock { $0[UInt(bitPattern: raw)] = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }
    }

    deinit {
        Self.live.withLock { _ = $0.removeValue(forKey: UInt(bitPattern: raw)) }
        // Plugins may still hold the pointer (libraries stay loaded): leave a struct that logs nothing.
        raw.pointee.host_data = nil
        image.deallocate()
        free(keptName)
        free(keptVersion)
    }

    /// The struct as the host filled it: a plugin must never write the memory the host owns
    /// (host.h), and ``tampering()`` compares against this.
    private var pristine = segue_host_t()
    /// The struct's bytes as the host filled it, padding included, for the one-`memcmp` check
    /// every plugin call makes (``untouched``).
    private let image = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<segue_host_t>.size, alignment: MemoryLayout<segue_host_t>.alignment)

    /// Every live services object, by its struct's address (both as integers). `from` finds the
    /// services by the pointer a plugin passes, never through `host_data`, which lies in memory
    /// the plugin could write: a forged `host_data` then redirects nothing.
    private static let live = Mutex<[UInt: UInt]>([:])

    /// The fields of `segue_host_t`, by name, at their offsets and sizes, for naming a change.
    private static let fields: [(name: String, offset: Int, size: Int)] = [
        ("size", MemoryLayout<segue_host_t>.offset(of: \.size)!, 4),
        ("host_data", MemoryLayout<segue_host_t>.offset(of: \.host_data)!, 8),
        ("abi_version", MemoryLayout<segue_host_t>.offset(of: \.abi_version)!, MemoryLayout<segue_version_t>.size),
        ("name", MemoryLayout<segue_host_t>.offset(of: \.name)!, 8),
        ("version", MemoryLayout<segue_host_t>.offset(of: \.version)!, 8),
        ("log", MemoryLayout<segue_host_t>.offset(of: \.log)!, 8),
        ("now", MemoryLayout<segue_host_t>.offset(of: \.now)!, 8),
        ("get_extension", MemoryLayout<segue_host_t>.offset(of: \.get_extension)!, 8),
        ("log_threshold", MemoryLayout<segue_host_t>.offset(of: \.log_threshold)!, 8),
    ]

    /// What a plugin changed in the memory this host owns and handed it (the `segue_host_t`
    /// and the name and version strings it points to), as "segue_host_t.host_data, …", or nil
    /// when nothing changed. What changed is put back, so the host goes on as it was.
    func tampering() -> String? {
        // The byte-for-byte check first (the common case, cheap); only when it fails, the check per
        // field, which ignores padding a plugin may have written.
        guard !untouched, !isIntact else { return nil }
        var changed: [String] = []
        withUnsafeBytes(of: pristine) { kept in
            let now = UnsafeRawBufferPointer(start: raw, count: MemoryLayout<segue_host_t>.size)
            for field in Self.fields
            where !now[field.offset..<field.offset + field.size].elementsEqual(
                kept[field.offset..<field.offset + field.size])
            {
                changed.append("segue_host_t.\(field.name)")
            }
        }
        if !changed.isEmpty {
            UnsafeMutableRawPointer(raw).copyMemory(from: image, byteCount: MemoryLayout<segue_host_t>.size)
        }
        // Two calls rather than a loop over an array literal: this runs after every callback into
        // a plugin, and the literal would be a heap allocation each time.
        Self.restore(name, to: "segue", naming: "name", into: &changed)
        Self.restore(version, to: Self.hostVersion, naming: "version", into: &changed)
        return changed.isEmpty ? nil : changed.joined(separator: ", ")
    }

    /// Whether the memory handed out is byte for byte as the host filled it: the check after every
    /// plugin call, one `memcmp` for the struct (padding included) and one per string, with no
    /// lookups, retains or exclusivity bookkeeping. False sends the call to ``tampering()``, which
    /// names what changed (a change in padding alone names nothing, so it is no tampering).
    private var untouched: Bool {
        Self.same(raw, image, MemoryLayout<segue_host_t>.size) && Self.same(name, keptName, keptNameCount)
            && Self.same(version, keptVersion, keptVersionCount)
    }

    /// Copies of the name and version strings with their NULs, and their lengths, for ``untouched``.
    private let keptName = strdup("segue")!, keptVersion = strdup(PluginHostServices.hostVersion)!
    private let keptNameCount = "segue".utf8.count + 1, keptVersionCount = PluginHostServices.hostVersion.utf8.count + 1

    /// Whether `count` bytes at `a` and `b` are equal: inline, eight at a time (no call per field).
    @inline(__always)
    private static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// Whether the memory handed out is as the host filled it, checked without naming anything:
    /// a `memcmp` per field (never the padding between them) and per string. This runs after every
    /// callback into a plugin; comparing byte slices instead cost more than the rest of a call.
    private var isIntact: Bool {
        let now = UnsafeRawPointer(raw)
        let fieldsIntact = withUnsafeBytes(of: pristine) { kept in
            Self.fields.allSatisfy { memcmp(kept.baseAddress! + $0.offset, now + $0.offset, $0.size) == 0 }
        }
        return fieldsIntact && Self.holds(name, "segue") && Self.holds(version, Self.hostVersion)
    }

    /// Whether `text` holds `expected` and its terminating NUL.
    private static func holds(_ text: UnsafeMutablePointer<CChar>, _ expected: String) -> Bool {
        expected.withCString { memcmp(text, $0, expected.utf8.count + 1) } == 0
    }

    /// Puts `expected` back into `text` when a plugin changed it, noting the `field` in `changed`.
    private static func restore(
        _ text: UnsafeMutablePointer<CChar>, to expected: String, naming field: String, into changed: inout [String]
    ) {
        guard !holds(text, expected) else { return }
        changed.append("the \(field) string")
        _ = expected.withCString { memcpy(text, $0, expected.utf8.count + 1) }
    }

    /// Checks every live host's memory after the plugin's `callback` returned (`PluginCalls`):
    /// a change is put back and recorded as a rejected answer naming what changed, so the run
    /// reports it and the validator fails the test during which it happened.
    static func restoreEveryHost(after callback: PluginCallback) {
        // Borrowed, never retained, under the lock: a retain taken here could become the last
        // reference (another thread dropping its own), and its release would run the services'
        // deinit, which takes this lock, inside it. A host whose last reference goes elsewhere
        // waits in its deinit for the lock, so every host in the table is alive here.
        let changes = live.withLock { hosts in
            var changes: [(logger: Logger, change: String)] = []
            for object in hosts.values {
                Unmanaged<PluginHostServices>.fromOpaque(UnsafeRawPointer(bitPattern: object)!)
                    ._withUnsafeGuaranteedRef { services in
                        if let change = services.tampering() { changes.append((services.logger, change)) }
                    }
            }
            return changes
        }
        for (logger, change) in changes {
            let reason =
                "the plugin wrote into memory the host owns (\(change)) during \(callback.rawValue); the host put it "
                + "back (host.h: a plugin never writes the segue_host_t or what host_data points to)"
            PluginRefusalLog.shared.record(
                PluginRefusal(.rejectedAnswer, call: callback.rawValue, status: nil, reason: reason))
            logger.error("\(reason)")
        }
    }

    /// Makes the calling thread the main thread and `time` what `now` answers: the host calls it
    /// on the thread that starts a transition, the thread it then calls the plugin on.
    func serve(time: @escaping () -> Double) {
        servedEngine = nil
        thread.store(pthread_self(), ordering: .sequentiallyConsistent)
        currentTime = time
        lastTime.store(time().bitPattern, ordering: .relaxed)
    }

    /// `serve(time:)` with `engine`'s time, held weakly (the host outlives any one engine). The
    /// time source is made once per engine: every transition a plugin animates calls this.
    func serve(engine: AnimationEngine) {
        if servedEngine !== engine {
            servedEngine = engine
            currentTime = { [weak engine] in engine?.currentTime ?? 0 }
        }
        thread.store(pthread_self(), ordering: .sequentiallyConsistent)
        lastTime.store(engine.currentTime.bitPattern, ordering: .relaxed)
    }

    /// The engine `serve(engine:)` last made the time source for.
    private weak var servedEngine: AnimationEngine?

    /// Whether the calling thread is the main thread.
    private var onMainThread: Bool {
        pthread_equal(thread.load(ordering: .sequentiallyConsistent), pthread_self()) != 0
    }

    /// `now`: the engine's time on the main thread; elsewhere the last time read there, without
    /// touching the engine.
    private func now() -> Double {
        guard onMainThread else {
            let answer = Double(bitPattern: lastTime.load(ordering: .relaxed))
            refuseOffThread(
                "now",
                "now was called from another thread; it answered \(answer) s, the last time read on the host's main "
                    + "thread"
            )
            return answer
        }
        let time = currentTime()
        lastTime.store(time.bitPattern, ordering: .relaxed)
        return time
    }

    /// `log`: stores and logs `message` on the main thread; from another thread, queues it for
    /// the main thread (or counts it dropped when the mailbox is full).
    private func log(level: Int32, _ message: UnsafePointer<CChar>?) {
        guard let message else { return }
        // Below the threshold a message would be neither shown nor kept (host.h): skip the copy.
        guard PluginLogLevel(lenient: level).rawValue >= threshold.load(ordering: .relaxed) else { return }
        let level = PluginLogLevel(lenient: level).loggerLevel
        // Copied during the call (host.h), escaped once, so neither a terminal nor a log reader
        // sees a plugin's escape sequences or forged line breaks.
        let text = PrintableText.escaped(
            String(decoding: UnsafeRawBufferPointer(start: message, count: strlen(message)), as: UTF8.self),
            oneLine: true)
        guard onMainThread else { return queue(level, text) }
        store(level, text, offThread: false)
    }

    /// Leaves a message logged from another thread for the main thread.
    private func queue(_ level: Logger.Level, _ text: String) {
        refuseOffThread("log", "log was called from another thread; the message waits for the host's main thread")
        let posted = PluginThreadMailbox.shared.post(to: thread.load(ordering: .sequentiallyConsistent)) {
            [weak self] in
            self?.store(level, text, offThread: true)
        }
        if !posted { offThreadDropped.add(1, ordering: .relaxed) }
    }

    /// Keeps `text` among the most recent messages and hands it to the logger. Main thread only.
    private func store(_ level: Logger.Level, _ text: String, offThread: Bool) {
        recentMessages.append((level, text))
        logger.log(level: level, "\(text)", metadata: offThread ? ["thread": "other"] : nil)
    }

    /// Records that a host service was called off the main thread (locked and atomic state only).
    private func refuseOffThread(_ call: String, _ reason: String) {
        offThreadCount.add(1, ordering: .relaxed)
        PluginRefusalLog.shared.record(
            PluginRefusal(.refusedCall, call: call, status: nil, offThread: true, reason: reason))
    }

    /// The services behind a host pointer a plugin passed back, if it is still alive.
    private static func from(_ host: UnsafePointer<segue_host_t>?) -> PluginHostServices? {
        guard let host, let object = live.withLock({ $0[UInt(bitPattern: host)] }) else { return nil }
        return Unmanaged<PluginHostServices>.fromOpaque(UnsafeRawPointer(bitPattern: object)!).takeUnretainedValue()
    }
}

import Synchronization

/// Context services a plugin called in its plugin process from a thread other than the worker's
/// main thread. Each was refused there with SEGUE_ERROR_WRONG_STATE and never reached the socket;
/// the calling thread leaves a note here (a locked, bounded list), and the worker's main thread
/// sends the notes to the host before it answers the host's call (`IsolationCall.offThreadCalls`),
/// so the host records them as it does the same calls in process.
final class OffThreadContextCalls: Sendable {
    /// One refused call: the service and the context pointer the plugin passed (a proxy, turned
    /// into the host's context on the main thread, which alone reads the proxy table).
    struct Note: Sendable {
        /// The service called.
        let service: ContextServiceCode
        /// The pointer the plugin passed, as a number.
        let proxy: UInt
    }

    /// Notes kept between two sends at most; later ones are only counted (and sent as a count).
    static let capacity = 256

    private let pending = Mutex<(notes: [Note], dropped: Int)>(([], 0))

    /// Notes a refused call. Thread: any.
    func note(_ service: ContextServiceCode, proxy: UInt) {
        pending.withLock { pending in
            if pending.notes.count < Self.capacity {
                pending.notes.append(Note(service: service, proxy: proxy))
            } else {
                pending.dropped += 1
            }
        }
    }

    /// The notes and the count of dropped ones since the last take, emptied. Thread: any.
    func take() -> (notes: [Note], dropped: Int) {
        pending.withLock { pending in
            defer { pending = ([], 0) }
            return pending
        }
    }
}

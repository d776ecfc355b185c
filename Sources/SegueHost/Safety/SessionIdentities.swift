import Synchronization

/// What a call from another thread may learn of the transition behind a context slot: copies
/// made when the session opened, so that the refusal can name the transition and the plugin
/// without reading the session, which its own thread may be freeing meanwhile.
struct SessionIdentity: Sendable {
    /// The transition's serial (PluginTransitionSession.serial).
    let serial: UInt64
    /// The animator's id.
    let plugin: String
    /// The session's occupant word, to recognise the same session when the letter arrives.
    let occupant: UInt

    /// The identity of `session`, which `occupant` names in its slot.
    init(session: PluginTransitionSession, occupant: UInt) {
        serial = session.serial
        plugin = session.owner.pluginID
        self.occupant = occupant
    }
}

/// The identities of the sessions whose slots are live, by slot, under a lock. Only opening and
/// freeing a slot (once per transition) and refusing a call from another thread take the lock;
/// the services' common path never does.
enum SessionIdentities {
    private static let table = Mutex<[Int: SessionIdentity]>([:])

    /// Records the identity of the session opening `slot`. Thread: the session's.
    static func open(_ slot: Int, _ identity: SessionIdentity) {
        table.withLock { $0[slot] = identity }
    }

    /// Forgets `slot`'s session, before its slot is freed. Thread: the session's.
    static func close(_ slot: Int) {
        _ = table.withLock { $0.removeValue(forKey: slot) }
    }

    /// The identity of the session in `slot`, if one is open there. Thread: any.
    static func identity(in slot: Int) -> SessionIdentity? {
        table.withLock { $0[slot] }
    }
}

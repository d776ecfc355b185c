import CSegueProcess
import SegueABI

/// The transition-context services (context.h) as C functions. Each one finds its session from
/// the context pointer, checks the thread, the state and every handle and value, and answers a
/// status; a refusal is also a diagnostic naming the plugin, the call and the reason. The table
/// (Services/Generated/ContextServices+Table.swift) is generated from the services' declarations
/// (`ServiceDeclaration.context`) and checks the thread and the state; the implementations, one
/// per service, live in one file per concern (queries, views, hierarchy, properties,
/// animations, completion); the checks every call shares are in ContextServices+Call.swift.
enum ContextServices {
    /// The context pointer a plugin passes back to every service.
    typealias Context = UnsafePointer<segue_context_t>?

    /// A `segue_context_t` with every service filled in and no session yet, built once: each
    /// session copies it and sets its own `host_data`. Never written after it is built, so
    /// sharing it is safe although the C struct is not Sendable.
    // Global because it is the C table every context hands plugins: one per process, built once
    // and never written, and a C struct of function pointers is not Sendable.
    nonisolated(unsafe) static let table: segue_context_t = {
        // The C `is_animated` answers the common call from the slot; the rest comes here.
        segue_slot_set_is_animated_fallback { ContextServices.checkedIsAnimated($0) }
        return services
    }()
}

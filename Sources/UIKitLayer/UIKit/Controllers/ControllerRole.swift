package import SeguePluginSDK

/// Which side of a presentation (or push, tab switch) a view controller is on: the one brought in or taken
/// away (presented), or the one that stays underneath (presenting). The same controller keeps its role from
/// its presentation to its dismissal, as the same `UIViewController` does on iOS, while the context's from/to
/// keys swap.
package enum ControllerRole: Sendable {
    /// The controller presented (the to-side of a presentation, the from-side of its dismissal).
    case presented
    /// The controller underneath.
    case presenting

    /// The context key this role has in `operation`.
    package func key(in operation: SeguePluginSDK.Operation) -> TransitionKey {
        switch (self, operation.bringsViewIn) {
        case (.presented, true), (.presenting, false): .to
        case (.presented, false), (.presenting, true): .from
        }
    }

    /// The role of the controller at `key` in `operation`.
    package static func at(_ key: TransitionKey, in operation: SeguePluginSDK.Operation) -> ControllerRole {
        ControllerRole.presented.key(in: operation) == key ? .presented : .presenting
    }
}

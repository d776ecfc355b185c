package import SeguePluginSDK

/// The host call the plugin is running inside: the context its services go through, and the epoch that says
/// which view handles are still valid (handles are valid in the context that issued them only, context.h).
///
/// [main thread] The host calls a plugin on its main thread only, so this state needs no lock.
package enum HostSession {
    /// One context the plugin was handed, with the epoch of its handles.
    package struct Scope {
        /// The context every service call goes through.
        package let context: TransitionContext
        /// Handles a layer holds from another epoch are stale and are found again.
        package let epoch: Int
        /// Answers asked once per scope.
        fileprivate let answers = Answers()

        /// The context's operation, asked once (it cannot change within a context).
        package var operation: SeguePluginSDK.Operation {
            if let known = answers.operation { return known }
            let asked = ended ? .present : context.operation
            answers.operation = asked
            return asked
        }

        /// The context's presentation style, asked once.
        package var presentationStyle: SeguePresentationStyle {
            if let known = answers.presentationStyle { return known }
            let asked = ended ? .none : context.presentationStyle
            answers.presentationStyle = asked
            return asked
        }

        /// Whether this scope is a presentation controller's hook, where the host runs no animations of the
        /// plugin's own: a block there runs alongside the transition.
        package var isPresenting: Bool { answers.presenting }

        /// Whether the plugin completed the transition: the context then answers nothing more, and the layer keeps
        /// later changes in the model only, as UIKit lets code touch views after `completeTransition`.
        package var ended: Bool { answers.ended }

        /// Marks the transition completed.
        package func end() { answers.ended = true }
    }

    /// What a scope has asked its context already, and what it is.
    fileprivate final class Answers {
        var operation: SeguePluginSDK.Operation?
        var presentationStyle: SeguePresentationStyle?
        var presenting = false
        var ended = false
    }

    /// The scope of the host call running now, nil between calls.
    nonisolated(unsafe) package private(set) static var current: Scope?
    /// The last epoch handed out.
    nonisolated(unsafe) private static var lastEpoch = 0
    /// Run-loop turns so far: one ends each time the outermost host call returns. Core Animation commits its
    /// implicit transaction at the end of a turn, and a layer committed in an earlier turn animates implicitly.
    nonisolated(unsafe) package private(set) static var turn = 0
    /// What runs when the current turn ends (implicit animations, transaction completions), in order.
    nonisolated(unsafe) private static var endOfTurn: [() -> Void] = []

    /// A new scope for a context the host just handed over (a presentation controller's hook when `presenting`):
    /// its handles start a new epoch.
    package static func scope(for context: TransitionContext, presenting: Bool = false) -> Scope {
        lastEpoch += 1
        let scope = Scope(context: context, epoch: lastEpoch)
        scope.answers.presenting = presenting
        return scope
    }

    /// Runs `body` inside `scope` (a new one, or one an animation completion captured); the turn ends when the
    /// outermost call returns.
    package static func run<Result>(in scope: Scope, _ body: () throws -> Result) rethrows -> Result {
        let outer = current
        current = scope
        defer {
            if outer == nil { endTurn() }
            current = outer
        }
        return try body()
    }

    /// Runs `work` when the current turn ends (at once when no host call is running).
    package static func atEndOfTurn(_ work: @escaping () -> Void) {
        guard current != nil else { return work() }
        endOfTurn.append(work)
    }

    /// Commits the turn: the work queued for its end runs (and may queue more, which runs too).
    private static func endTurn() {
        while !endOfTurn.isEmpty {
            let work = endOfTurn
            endOfTurn = []
            work.forEach { $0() }
        }
        turn += 1
    }

    /// Runs a service call in the current scope; a refusal is logged with `what` and answers nil (UIKit's
    /// setters cannot throw: the host has recorded the refusal and reports it).
    @discardableResult
    package static func perform<Result>(
        _ what: @autoclosure () -> String, _ call: (TransitionContext) throws(ServiceError) -> Result
    ) -> Result? {
        guard let scope = current, !scope.ended else { return nil }
        do throws(ServiceError) {
            return try call(scope.context)
        } catch {
            SeguePlugin.log("UIKit layer: \(what()) was refused (status \(error.status))", level: .warning)
            return nil
        }
    }

    /// Logs a UIKit behaviour the layer approximates or cannot show, once per distinct message.
    package static func warnOnce(_ message: String) {
        guard !warned.contains(message) else { return }
        warned.insert(message)
        SeguePlugin.log("UIKit layer: \(message)", level: .warning)
    }

    /// The messages `warnOnce` has logged.
    nonisolated(unsafe) private static var warned: Set<String> = []
}

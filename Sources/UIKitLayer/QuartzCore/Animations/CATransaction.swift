package import SeguePluginSDK

/// Core Animation's transactions: the duration and curve implicit animations take, whether actions run, and a
/// completion that runs once the animations added inside have ended. Every turn of the run loop (every host
/// call) is one implicit transaction; `begin`/`commit` nest inside it.
///
/// [main thread]
open class CATransaction {
    /// The settings of one open transaction.
    private struct Settings {
        var duration: CFTimeInterval = 0.25
        var timing: CAMediaTimingFunction?
        var disableActions = false
        var values: [String: Any] = [:]
        /// The animations started inside, which the completion waits for.
        let group = TransactionGroup()
    }

    /// The explicit transactions open now, innermost last (the implicit one is the defaults).
    nonisolated(unsafe) private static var open: [Settings] = []
    /// The implicit changes of this turn, animated when it ends.
    nonisolated(unsafe) private static var implicitChanges: AnimationCapture?

    /// Opens a transaction.
    open class func begin() { open.append(Settings()) }

    /// Closes the innermost transaction; its completion runs after the animations it started end.
    open class func commit() {
        guard let settings = open.popLast() else { return }
        settings.group.commit()
    }

    /// Commits the implicit transaction now (its changes animate at the end of the turn anyway).
    open class func flush() {}

    /// The duration implicit animations take (0.25 s by default).
    open class func animationDuration() -> CFTimeInterval { open.last?.duration ?? 0.25 }
    /// Sets it for this transaction.
    open class func setAnimationDuration(_ duration: CFTimeInterval) { update { $0.duration = max(duration, 0) } }
    /// The curve implicit animations take (nil: Core Animation's default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { open.last?.timing }
    /// Sets it for this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { update { $0.timing = function } }
    /// Whether implicit animations are off.
    open class func disableActions() -> Bool { open.last?.disableActions ?? false }
    /// Turns implicit animations off (or on) for this transaction.
    open class func setDisableActions(_ flag: Bool) { update { $0.disableActions = flag } }
    /// The completion block.
    open class func completionBlock() -> (() -> Void)? { open.last?.group.completion }
    /// Sets the block run once the animations added inside this transaction (after the call) have ended.
    open class func setCompletionBlock(_ block: (() -> Void)?) { open.last?.group.completion = block }
    /// A transaction value.
    open class func value(forKey key: String) -> Any? { open.last?.values[key] }
    /// Sets a transaction value.
    open class func setValue(_ value: Any?, forKey key: String) { update { $0.values[key] = value } }

    /// Changes the innermost transaction's settings (none open: the implicit transaction's stay the defaults).
    private class func update(_ change: (inout Settings) -> Void) {
        guard !open.isEmpty else { return }
        change(&open[open.count - 1])
    }

    /// The open transactions' groups: an animation starting now is waited for by each.
    package static var openGroups: [TransactionGroup] { open.map(\.group) }

    /// Records an implicit change of a standalone layer; the turn's changes animate together when it ends.
    package static func animateImplicitly(_ layer: CALayer, _ value: PropertyValue) {
        if implicitChanges == nil {
            let capture = AnimationCapture()
            implicitChanges = capture
            let duration = animationDuration()
            let timing = animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            HostSession.atEndOfTurn {
                implicitChanges = nil
                HostAnimations.start(duration: duration, timing: timing.timing, capture.targets())
            }
        }
        implicitChanges?.record(layer, value)
    }
}

/// The animations one transaction started, and its completion, which runs once it is committed and they
/// have all ended (at the end of the turn when it started none).
package final class TransactionGroup {
    /// The completion block.
    var completion: (() -> Void)?
    /// Animations started inside and not ended yet.
    private var pending = 0
    /// Whether `commit` was called.
    private var committed = false
    /// The scope the transaction was committed in, where its completion runs.
    private var scope: HostSession.Scope?

    /// Whether animations starting now are waited for: once a completion block is set.
    package var waits: Bool { completion != nil }

    /// An animation inside started.
    package func animationStarted() { pending += 1 }

    /// One of its animations ended.
    package func animationEnded() {
        pending -= 1
        if committed && pending == 0 { complete() }
    }

    /// The transaction was committed.
    func commit() {
        committed = true
        scope = HostSession.current
        if pending == 0 { HostSession.atEndOfTurn { [self] in complete() } }
    }

    /// Runs the completion once.
    private func complete() {
        guard let completion else { return }
        self.completion = nil
        if let scope { HostSession.run(in: scope, completion) } else { completion() }
    }
}

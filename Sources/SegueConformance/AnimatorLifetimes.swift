import SegueHost

/// Watches every plugin animator a test creates, so the runner can check afterwards that each
/// was destroyed (its `destroy` reached and returned) once the test let go of it.
final class AnimatorLifetimes {
    private struct Watched {
        weak var animator: PluginAnimator?
        let id: String
    }

    /// The tracker of the test running now (tests run one at a time per process).
    // Global because tests reach `makeAnimator` through `ValidationSubject`, a Sendable value that
    // cannot carry this tracker of non-Sendable animators (nor can a lock or a task-local hold it).
    nonisolated(unsafe) private(set) static var current: AnimatorLifetimes?
    private var watched: [Watched] = []

    /// Remembers `animator` for the end-of-test check.
    func watch(_ animator: PluginAnimator) {
        watched.append(Watched(animator: animator, id: animator.descriptor.id))
    }

    /// Runs `body` with a fresh tracker; answers its result, how many animators it created and
    /// how many of them are still alive after it returned.
    static func tracking<T>(_ body: () -> T) -> (result: T, created: Int, alive: Int) {
        let tracker = AnimatorLifetimes()
        current = tracker
        defer { current = nil }
        let result = body()
        return (result, tracker.watched.count, tracker.watched.filter { $0.animator != nil }.count)
    }
}

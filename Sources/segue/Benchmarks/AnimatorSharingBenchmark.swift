/// Microseconds per view to fade `viewCount` views with one property animator per view against
/// one animator shared by all (creation, start, every tick and completion): the target
/// is within 2x at 10 000 views.
struct AnimatorSharingBenchmark {
    /// Views faded.
    let viewCount: Int

    /// What was measured.
    struct Result: Encodable {
        /// Views faded.
        let views: Int
        /// Microseconds per view with one animator per view.
        let perViewMicroseconds: Double
        /// Microseconds per view with one shared animator.
        let sharedMicroseconds: Double
        /// Per-view over shared.
        let ratio: Double
    }

    /// Seconds of fades to time for each way.
    private static let budget = 0.5
    /// The fewest fades timed for each way.
    private static let minimumRounds = 3

    /// Fades of each way (alternating the target alpha) timed by `Stopwatch.samples`.
    func run() -> Result {
        let scene = AnimatorSharing(viewCount: viewCount)
        let perView = Stopwatch.samples(budget: Self.budget, minimum: Self.minimumRounds) { scene.fade(perView: true) }
        let shared = Stopwatch.samples(budget: Self.budget, minimum: Self.minimumRounds) { scene.fade(perView: false) }
        let perViewTime = Stopwatch.median(perView) * 1e6 / Double(viewCount)
        let sharedTime = Stopwatch.median(shared) * 1e6 / Double(viewCount)
        return Result(views: viewCount, perViewMicroseconds: perViewTime, sharedMicroseconds: sharedTime, ratio: perViewTime / sharedTime)
    }

    /// The text lines for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [10, 22, 20]
        return ["One property animator per view against one shared animator (a \(AnimatorSharing.duration) s fade; target: within 2x at 10 000 views)",
                BenchFormat.row(["views", "µs/view, per view", "µs/view, shared"], widths: widths) + "per view/shared",
                BenchFormat.row(["\(result.views)", BenchFormat.fixed(result.perViewMicroseconds, 3), BenchFormat.fixed(result.sharedMicroseconds, 3)],
                                widths: widths) + BenchFormat.ratio(result.ratio)]
    }
}

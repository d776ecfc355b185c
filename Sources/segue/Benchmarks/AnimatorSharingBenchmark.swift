import SegueBenchmarkWorkloads

/// What a view costs when `viewCount` views fade with one property animator per view against
/// one animator shared by all: per steady tick (every animator running, none starting or
/// completing; target within 2x at 10 000 views), and over the whole fade (creation, start,
/// every tick and completion, where one animator per view must create and complete each one).
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
        /// Nanoseconds per view per steady tick with one animator per view.
        let perViewTickNanoseconds: Double
        /// Nanoseconds per view per steady tick with one shared animator.
        let sharedTickNanoseconds: Double
        /// Per-view over shared, per steady tick.
        let tickRatio: Double
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
        let perViewTick = tickNanoseconds(scene, perView: true)
        let sharedTick = tickNanoseconds(scene, perView: false)
        return Result(
            views: viewCount, perViewMicroseconds: perViewTime, sharedMicroseconds: sharedTime,
            ratio: perViewTime / sharedTime,
            perViewTickNanoseconds: perViewTick, sharedTickNanoseconds: sharedTick, tickRatio: perViewTick / sharedTick)
    }

    /// The median over fades of nanoseconds per view per steady tick.
    private func tickNanoseconds(_ scene: AnimatorSharing, perView: Bool) -> Double {
        var samples: [Double] = []
        var spent = 0.0
        while samples.count < Self.minimumRounds || spent < Self.budget {
            let seconds = scene.steadyTickSeconds(perView: perView)
            samples.append(seconds)
            spent += seconds
        }
        return Stopwatch.median(samples) * 1e9 / Double(viewCount * AnimatorSharing.steadyFrames)
    }

    /// The text lines for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [22, 12, 22, 20]
        return [
            "One property animator per view against one shared animator (a \(AnimatorSharing.duration) s fade; "
                + "target: within 2x per tick at 10 000 views)",
            BenchFormat.row(["measure", "views", "per view", "shared"], widths: widths) + "per view/shared",
            BenchFormat.row(
                [
                    "ns/view per tick", "\(result.views)", BenchFormat.fixed(result.perViewTickNanoseconds, 2),
                    BenchFormat.fixed(result.sharedTickNanoseconds, 2),
                ], widths: widths) + BenchFormat.ratio(result.tickRatio),
            BenchFormat.row(
                [
                    "µs/view, whole fade", "\(result.views)", BenchFormat.fixed(result.perViewMicroseconds, 3),
                    BenchFormat.fixed(result.sharedMicroseconds, 3),
                ], widths: widths) + BenchFormat.ratio(result.ratio),
        ]
    }
}

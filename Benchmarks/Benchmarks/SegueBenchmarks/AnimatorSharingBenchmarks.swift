import Benchmark

/// Fading 100, 1 000 and 10 000 views with one property animator per view against one shared
/// animator: one iteration is a whole fade (creation, start, ticks, completions); per view, one
/// animator each should cost within 2x of the shared one at 10 000 views.
enum AnimatorSharingBenchmarks {
    /// Views per size.
    static let sizes = [100, 1_000, 10_000]

    /// Registers both ways at every size.
    static func register() {
        for size in sizes {
            for perView in [true, false] {
                let scene = Fixture<AnimatorSharing>()
                // One animator per view for 10 000 views takes seconds today: time two fades.
                let slow = perView && size >= 10_000
                Benchmark("Animators.\(perView ? "PerView" : "Shared").\(size)",
                          configuration: SuiteConfiguration.with([.nanosecondsPerView], iterations: slow ? 2 : 30, warmUps: slow ? 0 : 1)) { benchmark in
                    let seconds = Elapsed.seconds { scene.built.fade(perView: perView) }
                    benchmark.stopMeasurement()
                    benchmark.measurement(.nanosecondsPerView, Int(seconds * 1e9 / Double(size)))
                } setup: {
                    scene.value = AnimatorSharing(viewCount: size)
                } teardown: {
                    scene.value = nil
                }
            }
        }
    }
}

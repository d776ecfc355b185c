import Benchmark
import SegueBenchmarkWorkloads

/// Fading 100, 1 000 and 10 000 views with one property animator per view against one shared
/// animator. `Animators.*` iterations are whole fades (creation, start, ticks, completions);
/// `AnimatorTicks.*` time only a fade's steady ticks, where per view one animator each should
/// cost within 2x of the shared one at 10 000 views.
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
                Benchmark(
                    "Animators.\(perView ? "PerView" : "Shared").\(size)",
                    configuration: SuiteConfiguration.with(
                        [.nanosecondsPerView], iterations: slow ? 2 : 30, warmUps: slow ? 0 : 1)
                ) { benchmark in
                    let seconds = Elapsed.seconds { scene.built.fade(perView: perView) }
                    benchmark.stopMeasurement()
                    benchmark.measurement(.nanosecondsPerView, Int(seconds * 1e9 / Double(size)))
                } setup: {
                    scene.value = AnimatorSharing(viewCount: size)
                } teardown: {
                    scene.value = nil
                }
                registerTicks(size: size, perView: perView)
            }
        }
    }

    /// Registers the steady-tick benchmark of one size and way.
    private static func registerTicks(size: Int, perView: Bool) {
        let scene = Fixture<AnimatorSharing>()
        let slow = perView && size >= 10_000
        Benchmark(
            "AnimatorTicks.\(perView ? "PerView" : "Shared").\(size)",
            configuration: SuiteConfiguration.with(
                [.picosecondsPerViewTick], iterations: slow ? 2 : 30, warmUps: slow ? 0 : 1)
        ) { benchmark in
            let seconds = scene.built.steadyTickSeconds(perView: perView)
            benchmark.stopMeasurement()
            benchmark.measurement(
                .picosecondsPerViewTick, Int(seconds * 1e12 / Double(size * AnimatorSharing.steadyFrames)))
        } setup: {
            scene.value = AnimatorSharing(viewCount: size)
        } teardown: {
            scene.value = nil
        }
    }
}

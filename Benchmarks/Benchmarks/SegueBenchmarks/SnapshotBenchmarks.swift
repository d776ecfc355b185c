import Benchmark
import SegueBenchmarkWorkloads
import SegueEngine

/// Snapshot views of a drawn view with 50 descendants (`SnapshotScene`, as `segue bench --only
/// snapshots` measures it). `Snapshot.Whole50`: one iteration is one whole snapshot after screen
/// updates, in a frame of its own (the tick before it is not measured), so the look is captured
/// every time. `Snapshot.Pieces200`: one iteration is 200 rectangle pieces cut in one new frame,
/// sharing one look. Wall clock and malloc counts per iteration; no thresholds.
enum SnapshotBenchmarks {
    /// Registers both.
    static func register() {
        let whole = Fixture<SnapshotScene>()
        Benchmark("Snapshot.Whole50", configuration: SuiteConfiguration.with(iterations: 1_000)) { benchmark in
            whole.built.tick()
            benchmark.startMeasurement()
            let snapshot = whole.built.wholeSnapshot(afterScreenUpdates: true)
            benchmark.stopMeasurement()
            blackHole(snapshot)
        } setup: {
            whole.value = SnapshotScene()
        } teardown: {
            whole.value = nil
        }

        let pieces = Fixture<(scene: SnapshotScene, kept: [View])>()
        Benchmark("Snapshot.Pieces200", configuration: SuiteConfiguration.with([.nanosecondsPerPiece], iterations: 200))
        { benchmark in
            // Last iteration's pieces are freed here, before the measured region.
            pieces.value!.kept.removeAll(keepingCapacity: true)
            let scene = pieces.built.scene
            scene.tick()
            benchmark.startMeasurement()
            let seconds = Elapsed.seconds { scene.cutPieces(into: &pieces.value!.kept) }
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerPiece, Int(seconds * 1e9 / Double(SnapshotScene.pieces)))
        } setup: {
            var kept: [View] = []
            kept.reserveCapacity(SnapshotScene.pieces)
            pieces.value = (SnapshotScene(), kept)
        } teardown: {
            pieces.value = nil
        }
    }
}

extension BenchmarkMetric {
    /// Nanoseconds per snapshot piece.
    static var nanosecondsPerPiece: BenchmarkMetric { .custom("ns per piece", useScalingFactor: false) }
}

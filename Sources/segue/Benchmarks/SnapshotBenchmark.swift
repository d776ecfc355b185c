import SegueBenchmarkWorkloads
import SegueEngine

/// What a snapshot view costs, on a drawn view with 50 descendants (`SnapshotScene`): a whole
/// snapshot after and before screen updates, 200 rectangle pieces cut in one frame (sharing one
/// captured look), against copying the subtree the naive way (51 new views); and the tick with
/// those 200 pieces in the tree against the same tree without them.
///
/// Heap bytes are read with the allocation counter's heap-in-use while what was made is kept
/// alive. The tree's storage is grown beforehand (and the views freed), so a reading shows the
/// objects made and not the storage's geometric growth; each kept view's block in that storage
/// (`AnimatableProperty.stride` values) is then added, as it is what the view costs the tree.
struct SnapshotBenchmark {
    /// Whole snapshots (and naive copies) taken and kept per way.
    let snapshots: Int

    /// What was measured.
    struct Result: Encodable {
        /// Views in the snapshotted subtree (the view and its descendants).
        let views: Int
        /// Whole snapshots (and naive copies) measured per way.
        let snapshots: Int
        /// Tiles with pending writes before each capture (and the label's frame).
        let pendingTiles: Int
        /// Bytes of one view's block in the tree's storage, included in every heap figure per view kept.
        let viewBlockBytes: Int
        /// Median µs per whole snapshot after screen updates.
        let afterMicroseconds: Double
        /// Median µs per whole snapshot before screen updates (from the last drawn values).
        let beforeMicroseconds: Double
        /// Heap allocations per whole snapshot after updates, when the counter is loaded.
        let afterAllocations: Double?
        /// Heap allocations per whole snapshot before updates.
        let beforeAllocations: Double?
        /// Heap bytes kept per whole snapshot after updates (the look and the snapshot view).
        let afterHeapBytes: Double?
        /// Heap bytes kept per whole snapshot before updates.
        let beforeHeapBytes: Double?
        /// Pieces cut per frame.
        let pieces: Int
        /// Frames in which pieces were cut.
        let pieceRounds: Int
        /// The most distinct looks among one frame's pieces (1: captured once, shared).
        let looksPerRound: Int
        /// Median µs per piece (the frame's one capture spread over its pieces).
        let pieceMicroseconds: Double
        /// Heap allocations per piece.
        let pieceAllocations: Double?
        /// Heap bytes kept per piece (the shared look spread over the pieces).
        let pieceHeapBytes: Double?
        /// Median µs per naive copy of the subtree (51 new views).
        let naiveMicroseconds: Double
        /// Heap allocations per naive copy.
        let naiveAllocations: Double?
        /// Heap bytes kept per naive copy.
        let naiveHeapBytes: Double?
        /// Whole snapshot after updates over the naive copy, in time.
        let timeRatio: Double
        /// Whole snapshot after updates over the naive copy, in heap bytes.
        let bytesRatio: Double?
        /// Median ns per tick of the scene with a running fade of its 49 tiles.
        let tickNanoseconds: Double
        /// The same with the 200 pieces in the window too.
        let tickWithPiecesNanoseconds: Double
        /// With pieces over without.
        let tickRatio: Double
    }

    /// One way's figures per item.
    private struct Way {
        var microseconds: Double
        var allocations: Double?
        var heapBytes: Double?
    }

    /// Runs every measurement (each way in its own pass, so each heap reading is its own).
    func run() -> Result {
        let scene = SnapshotScene()
        precondition(
            scene.subtreeCount == SnapshotScene.subtreeViews, "the snapshot scene has \(scene.subtreeCount) views")
        let rounds = max(3, snapshots / 50)
        scene.reserveSlots(max(snapshots * SnapshotScene.subtreeViews, rounds * SnapshotScene.pieces) + 16)
        // Warm up every path (and the stopwatch's clock, whose first use allocates).
        _ = measure(scene, count: 3, viewsPerItem: 1) { scene.wholeSnapshot(afterScreenUpdates: true) }
        _ = measure(scene, count: 3, viewsPerItem: 1) { scene.wholeSnapshot(afterScreenUpdates: false) }
        _ = measure(scene, count: 3, viewsPerItem: SnapshotScene.subtreeViews, pending: false) { scene.naiveCopy() }
        let after = measure(scene, count: snapshots, viewsPerItem: 1) { scene.wholeSnapshot(afterScreenUpdates: true) }
        let before = measure(scene, count: snapshots, viewsPerItem: 1) {
            scene.wholeSnapshot(afterScreenUpdates: false)
        }
        let naive = measure(scene, count: snapshots, viewsPerItem: SnapshotScene.subtreeViews, pending: false) {
            scene.naiveCopy()
        }
        let (pieces, looks) = measurePieces(scene, rounds: rounds)
        let (tick, tickWithPieces) = tickNanoseconds()
        return Result(
            views: scene.subtreeCount, snapshots: snapshots, pendingTiles: SnapshotScene.pendingTiles,
            viewBlockBytes: Self.blockBytes,
            afterMicroseconds: after.microseconds, beforeMicroseconds: before.microseconds,
            afterAllocations: after.allocations, beforeAllocations: before.allocations,
            afterHeapBytes: after.heapBytes, beforeHeapBytes: before.heapBytes,
            pieces: SnapshotScene.pieces, pieceRounds: rounds, looksPerRound: looks,
            pieceMicroseconds: pieces.microseconds, pieceAllocations: pieces.allocations,
            pieceHeapBytes: pieces.heapBytes,
            naiveMicroseconds: naive.microseconds, naiveAllocations: naive.allocations, naiveHeapBytes: naive.heapBytes,
            timeRatio: after.microseconds / naive.microseconds,
            bytesRatio: after.heapBytes.flatMap { a in naive.heapBytes.map { a / $0 } },
            tickNanoseconds: tick, tickWithPiecesNanoseconds: tickWithPieces, tickRatio: tickWithPieces / tick)
    }

    /// Bytes of one view's block in the tree's storage.
    private static var blockBytes: Int { AnimatableProperty.stride * MemoryLayout<Double>.size }

    /// `count` items made by `make`, each in a frame of its own (a tick, then the pending writes
    /// when `pending`, untimed), each timed alone and kept until the heap is read.
    private func measure(
        _ scene: SnapshotScene, count: Int, viewsPerItem: Int, pending: Bool = true, _ make: () -> View
    ) -> Way {
        var kept: [View] = []
        kept.reserveCapacity(count)
        var times: [Double] = []
        times.reserveCapacity(count)
        var allocations: UInt64? = AllocationCounting.count().map { _ in 0 }
        let heapBefore = AllocationCounting.heapBytes()
        for _ in 0..<count {
            scene.tick()
            if pending { scene.writePending() }
            let before = AllocationCounting.count() ?? 0
            var made: View?
            times.append(Stopwatch.seconds { made = make() })
            allocations? += (AllocationCounting.count() ?? 0) - before
            kept.append(made!)
        }
        let heap = AllocationCounting.heapBytes().flatMap { after in heapBefore.map { after - $0 } }
        withExtendedLifetime(kept) {}
        return Way(
            microseconds: Stopwatch.median(times) * 1e6,
            allocations: allocations.map { Double($0) / Double(count) },
            heapBytes: heap.map { Double($0) / Double(count) + Double(viewsPerItem * Self.blockBytes) })
    }

    /// `rounds` frames of `SnapshotScene.pieces` pieces each, all kept: figures per piece, and
    /// the most distinct looks among one frame's pieces.
    private func measurePieces(_ scene: SnapshotScene, rounds: Int) -> (Way, Int) {
        var kept: [View] = []
        kept.reserveCapacity(rounds * SnapshotScene.pieces)
        var times: [Double] = []
        times.reserveCapacity(rounds)
        var looks = 0
        var allocations: UInt64? = AllocationCounting.count().map { _ in 0 }
        let heapBefore = AllocationCounting.heapBytes()
        for _ in 0..<rounds {
            scene.tick()
            let start = kept.count
            let before = AllocationCounting.count() ?? 0
            times.append(Stopwatch.seconds { scene.cutPieces(into: &kept) })
            allocations? += (AllocationCounting.count() ?? 0) - before
            looks = max(looks, Set(kept[start...].map { $0.snapshotContent?.lookID ?? -1 }).count)
        }
        let heap = AllocationCounting.heapBytes().flatMap { after in heapBefore.map { after - $0 } }
        // The distinct-look sets above are freed before the reading.
        withExtendedLifetime(kept) {}
        let pieces = Double(rounds * SnapshotScene.pieces)
        return (
            Way(
                microseconds: Stopwatch.median(times) * 1e6 / Double(SnapshotScene.pieces),
                allocations: allocations.map { Double($0) / pieces },
                heapBytes: heap.map { Double($0) / pieces + Double(Self.blockBytes) }), looks
        )
    }

    /// Median ns per tick of the scene with its tiles fading, without and with 200 pieces added
    /// to the window (timed in alternating batches, so both see the same machine load).
    private func tickNanoseconds() -> (without: Double, with: Double) {
        let plain = SnapshotScene()
        let withPieces = SnapshotScene()
        var pieces: [View] = []
        withPieces.cutPieces(into: &pieces)
        for piece in pieces { withPieces.root.addSubview(piece) }
        let fades = [plain.startTileFade(), withPieces.startTileFade()]
        let batch = 200
        var (plainTimes, piecesTimes) = ([Double](), [Double]())
        for round in 0..<11 {
            let a = Stopwatch.seconds { for _ in 0..<batch { plain.tick() } }
            let b = Stopwatch.seconds { for _ in 0..<batch { withPieces.tick() } }
            // The first round warms up.
            if round > 0 {
                plainTimes.append(a)
                piecesTimes.append(b)
            }
        }
        withExtendedLifetime(fades) {}
        return (Stopwatch.median(plainTimes) * 1e9 / Double(batch), Stopwatch.median(piecesTimes) * 1e9 / Double(batch))
    }

    /// The text lines for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [34, 10, 14, 16]
        func bytes(_ value: Double?) -> String { value.map { BenchFormat.fixed($0, 0) } ?? "—" }
        func count(_ value: Double?) -> String { value.map(BenchFormat.count) ?? "—" }
        func row(_ name: String, _ microseconds: Double, _ allocations: Double?, _ heap: Double?) -> String {
            BenchFormat.row(
                [name, BenchFormat.fixed(microseconds, 3), count(allocations), bytes(heap)], widths: widths)
        }
        var lines = [
            "Snapshot views of a drawn view with \(result.views - 1) descendants (\(result.snapshots) whole snapshots "
                + "per way; before updates with \(result.pendingTiles) tiles and the label pending)",
            BenchFormat.row(["way", "µs each", "allocations", "heap bytes kept"], widths: widths),
            row(
                "whole snapshot, after updates", result.afterMicroseconds, result.afterAllocations,
                result.afterHeapBytes),
            row(
                "whole snapshot, before updates", result.beforeMicroseconds, result.beforeAllocations,
                result.beforeHeapBytes),
            row(
                "piece (\(result.pieces) per frame)", result.pieceMicroseconds, result.pieceAllocations,
                result.pieceHeapBytes),
            row(
                "naive copy (\(result.views) new views)", result.naiveMicroseconds, result.naiveAllocations,
                result.naiveHeapBytes),
            "snapshot/naive: \(BenchFormat.ratio(result.timeRatio)) time, "
                + (result.bytesRatio.map { BenchFormat.ratio($0) + " heap bytes" }
                    ?? "heap bytes not measured (no counter library)")
                + "; looks per frame of \(result.pieces) pieces: \(result.looksPerRound) (over "
                + "\(result.pieceRounds) frames)",
            "tick with a 49-tile fade: \(BenchFormat.fixed(result.tickNanoseconds, 0)) ns, with the "
                + "\(result.pieces) pieces in the window: "
                + "\(BenchFormat.fixed(result.tickWithPiecesNanoseconds, 0)) ns "
                + "(\(BenchFormat.ratio(result.tickRatio)))",
        ]
        if result.afterHeapBytes != nil {
            lines.append(
                "(heap bytes include each kept view's \(result.viewBlockBytes)-byte block in the tree's storage)")
        }
        return lines
    }
}

import Foundation
import Testing

/// `segue bench` end to end. Timings are printed, never asserted; the allocation count is a
/// count, so it is asserted: the engine's tick path must not touch the heap.
@Suite struct BenchCommandTests {
    @Test func theTickPathAllocatesNothing() throws {
        let result = try SegueExecutable.run([
            "bench", "--properties", "500,2000", "--ticks", "30", "--bezier-evaluations", "1000", "--json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let sizes = try #require(report["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["properties"] as? Int } == [500, 2000])
        for size in sizes {
            let allocations = try #require(
                size["allocationsPerTick"] as? Double, "the allocation counter was not loaded")
            #expect(allocations == 0)
            #expect((size["nsPerPropertyPerTick"] as? Double ?? 0) > 0)
        }
        let bezier = try #require(report["bezier"] as? [String: Double])
        #expect((bezier["maximumError"] ?? 1) <= 1e-6)
    }

    /// The snapshot section's workload and report, not its timings: a 51-view subtree, 200
    /// pieces per frame sharing one look, every figure present.
    @Test func theSnapshotSectionReportsItsFigures() throws {
        let result = try SegueExecutable.run(["bench", "--only", "snapshots", "--snapshots", "5", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let snapshots = try #require(report["snapshots"] as? [String: Any])
        #expect(snapshots["views"] as? Int == 51)
        #expect(snapshots["snapshots"] as? Int == 5)
        #expect(snapshots["pieces"] as? Int == 200)
        #expect(snapshots["looksPerRound"] as? Int == 1)
        for field in [
            "afterMicroseconds", "beforeMicroseconds", "pieceMicroseconds", "naiveMicroseconds", "timeRatio",
            "tickNanoseconds", "tickWithPiecesNanoseconds", "tickRatio",
            "afterAllocations", "beforeAllocations", "pieceAllocations", "naiveAllocations",
            "afterHeapBytes", "beforeHeapBytes", "pieceHeapBytes", "naiveHeapBytes", "bytesRatio",
        ] {
            let value = try #require(
                snapshots[field] as? Double, "\(field) missing (is the allocation counter loaded?)")
            #expect(value > 0, "\(field)")
        }
        #expect(report["sizes"] == nil)
    }

    @Test func badSnapshotCountsAreRefused() throws {
        let result = try SegueExecutable.run(["bench", "--only", "snapshots", "--snapshots", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--snapshots 0 is out of range; use from 1 to 10000"))
    }

    @Test func badSizesAreRefused() throws {
        let result = try SegueExecutable.run(["bench", "--properties", "10,abc"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'10,abc' is invalid for '--properties"))
    }
}

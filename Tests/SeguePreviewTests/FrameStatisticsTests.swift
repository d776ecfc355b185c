import Foundation
import SeguePreview
import Testing

/// The `--stats` figures.
@Suite struct FrameStatisticsTests {
    @Test func percentilesAreNearestRank() {
        let values = (1...100).map(Double.init).shuffled()
        #expect(FrameStatistics.percentile(0.5, of: values) == 50)
        #expect(FrameStatistics.percentile(0.99, of: values) == 99)
        #expect(FrameStatistics.percentile(0.99, of: [3]) == 3)
        #expect(FrameStatistics.percentile(0.99, of: []) == 0)
    }

    @Test func theJSONCarriesThePercentilesAndReadsBack() throws {
        var statistics = FrameStatistics(
            framesPerSecond: 60, windowPixels: .init(width: 400, height: 800),
            scenePoints: .init(width: 400, height: 800), renderer: "software")
        statistics.frameMilliseconds = [1, 2, 30]
        statistics.summarise()
        let json = try JSONEncoder().encode(statistics)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["p99Milliseconds"] as? Double == 30)
        #expect(object["p50Milliseconds"] as? Double == 2)
        let back = try JSONDecoder().decode(FrameStatistics.self, from: json)
        #expect(back.windowPixels == .init(width: 400, height: 800) && back.p99Milliseconds == 30)
    }
}

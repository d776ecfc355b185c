import Testing

@testable import SegueEngine

/// Choosing recorded frames for pictures and videos: nearest frame, ties to the later.
@Suite struct FrameChoiceTests {
    /// Frames at `times`, without views (only their times matter here).
    private func frames(_ times: [Double]) -> [TraceRecorder.Frame] {
        times.enumerated().map { TraceRecorder.Frame(time: $0.element, index: $0.offset, views: []) }
    }

    @Test("the frame at an offset is the latest at or before it, clamped to the recording")
    func frameAtOffset() {
        let recorded = frames([1.0, 1.1, 1.2, 1.3])
        #expect(recorded.frame(atOffset: 0)?.index == 0)
        #expect(recorded.frame(atOffset: 0.1)?.index == 1, "a decimal time stays on the frame it names")
        #expect(recorded.frame(atOffset: 0.19)?.index == 1, "between frames, the earlier shows")
        #expect(recorded.frame(atOffset: -5)?.index == 0)
        #expect(recorded.frame(atOffset: 99)?.index == 3)
        #expect(frames([]).frame(atOffset: 0) == nil)
    }

    @Test("a video at the recording's own rate holds every recorded frame once")
    func sameRate() {
        let recorded = frames((0...30).map { Double($0) / 60 })
        #expect(recorded.sampled(framesPerSecond: 60).map(\.index) == Array(0...30))
    }

    @Test("a video at half the rate holds every other frame; at another rate, the nearest frame to each output time")
    func otherRates() {
        let recorded = frames((0...30).map { Double($0) / 60 })
        #expect(recorded.sampled(framesPerSecond: 30).map(\.index) == Array(stride(from: 0, through: 30, by: 2)))
        let at25 = recorded.sampled(framesPerSecond: 25)
        // 0.5 s at 25 fps: output times 0, 0.04 … 0.48, thirteen of them.
        #expect(at25.count == 13)
        for (k, frame) in at25.enumerated() {
            let time = Double(k) / 25
            #expect(recorded.allSatisfy { abs($0.time - time) >= abs(frame.time - time) - 1e-12 }, "output frame \(k)")
        }
        // Faster than recorded: frames repeat, none is shifted.
        #expect(frames([0, 0.1]).sampled(framesPerSecond: 40).map(\.index) == [0, 0, 1, 1, 1])
    }

    @Test("of two equally near frames the later is chosen (the tree after that instant)")
    func tiesGoLater() {
        // Times exact in binary, so the ties are exact: 0.125 lies midway between 0 and 0.25.
        #expect(frames([0, 0.25, 0.5]).sampled(framesPerSecond: 8).map(\.index) == [0, 1, 1, 2, 2])
        #expect(frames([0, 0.5, 0.5, 1]).evenlySpaced(count: 3).map(\.index) == [0, 2, 3])
    }

    @Test("evenly spaced frames include both ends; one frame is the last; none is empty")
    func evenlySpaced() {
        let recorded = frames((0...10).map { Double($0) / 10 })
        #expect(recorded.evenlySpaced(count: 5).map(\.index) == [0, 3, 5, 8, 10])
        #expect(recorded.evenlySpaced(count: 1).map(\.index) == [10])
        #expect(recorded.evenlySpaced(count: 0).isEmpty)
        #expect(frames([]).evenlySpaced(count: 3).isEmpty)
        #expect(frames([]).sampled(framesPerSecond: 30).isEmpty)
    }
}

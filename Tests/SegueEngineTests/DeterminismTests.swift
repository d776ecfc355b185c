import Testing

@testable import SegueEngine

/// The engine's results depend on time alone, not on the frame rate or on the run.
@Suite struct DeterminismTests {
    /// A scene with several animators of different kinds; returns the recorder after `seconds`.
    private func runScene(framesPerSecond: Double, seconds: Double = 2, sampleEvery: Double = 0.1) throws
        -> (final: RenderTreeSnapshot, samples: [Double: RenderTreeSnapshot], trace: String)
    {
        let scene = TestScene()
        let other = View(name: "other", frame: Rect(x: 50, y: 50, width: 40, height: 40), in: scene.engine.tree)
        scene.container.addSubview(other)
        let recorder = TraceRecorder(root: scene.container)
        recorder.captureFrame(at: scene.engine.currentTime)
        recorder.attach(to: scene.engine)

        let slide = PropertyAnimator(engine: scene.engine, duration: 0.7, curve: .easeInOut) {
            scene.box.frame = Rect(x: 300, y: 600, width: 100, height: 200)
        }
        try slide.addAnimations({ scene.box.alpha = 0.2 }, delayFactor: 0.3)
        try slide.startAnimation(afterDelay: 0.1)
        let spring = PropertyAnimator(
            engine: scene.engine, duration: 0, curve: .spring(Spring(dampingRatio: 0.5, response: 0.6))
        ) {
            other.transform = AffineTransform(rotationAngle: 2).concatenating(AffineTransform(scaleX: 1.5, y: 0.5))
        }
        try spring.startAnimation()
        let keys = try KeyframeCurve(keyTimes: [0, 0.3, 1], values: [0, 1.4, 1], segmentCurves: [.easeOut, .easeIn])
        let colour = PropertyAnimator(engine: scene.engine, duration: 1.3, curve: .keyframes(keys)) {
            other.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
        }
        try colour.startAnimation()

        var samples: [Double: RenderTreeSnapshot] = [:]
        let frames = Int((seconds * framesPerSecond).rounded())
        let samplePeriod = Int((sampleEvery * framesPerSecond).rounded())
        for frame in 1...frames {
            scene.tick(to: Double(frame) / framesPerSecond)
            if frame % samplePeriod == 0 {
                samples[Double(frame / samplePeriod) * sampleEvery] = scene.engine.tree.snapshot(of: scene.container)
            }
        }
        return (scene.engine.tree.snapshot(of: scene.container), samples, recorder.jsonLines())
    }

    @Test func sameEndStateAndSameSampledValuesAt30To240FramesPerSecond() throws {
        let reference = try runScene(framesPerSecond: 60)
        for rate in [30.0, 120, 240] {
            let run = try runScene(framesPerSecond: rate)
            #expect(run.final.differences(from: reference.final).isEmpty, "end state at \(rate) fps")
            #expect(run.samples.count == reference.samples.count)
            for (time, snapshot) in reference.samples {
                let other = try #require(run.samples[time])
                #expect(other.differences(from: snapshot).isEmpty, "values at t = \(time) at \(rate) fps")
            }
        }
    }

    @Test func twoIdenticalRunsGiveIdenticalTraces() throws {
        let first = try runScene(framesPerSecond: 60)
        let second = try runScene(framesPerSecond: 60)
        #expect(first.trace == second.trace)
        #expect(first.trace.split(separator: "\n").count == 121)
    }
}

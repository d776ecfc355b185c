import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

extension HostTests {
    /// `segue_keyframe_animation_desc_t.calculation_mode` (include/segue/animation.h, appended in
    /// 1.1): read only when the description's `size` covers it (include/README.md, rule 2), so a
    /// 1.0 description is linear; an unknown mode is refused like any unknown enum value.
    @Suite("animate_keyframes: calculation mode")
    struct KeyframeCalculationServiceTests {
        /// What `animate_keyframes` answers for one keyframe fading the container, with `mode` in
        /// the description and `size` declared.
        private func animate(
            _ harness: ServiceHarness, mode: Int32, size: Int = MemoryLayout<segue_keyframe_animation_desc_t>.size
        ) -> PluginStatus? {
            let fade = [ServiceHarness.target(harness.container(), .alpha) { $0.value.number = 0 }]
            return fade.withUnsafeBufferPointer { targets in
                let frames = [
                    segue_keyframe_t(
                        relative_start: 0, relative_duration: 1, targets: targets.baseAddress, target_count: 1)
                ]
                return frames.withUnsafeBufferPointer { frames in
                    var description = segue_keyframe_animation_desc_t()
                    description.size = UInt32(size)
                    description.duration = 1
                    description.timing = ServiceHarness.timing(.linear)
                    description.keyframes = frames.baseAddress
                    description.keyframe_count = 1
                    description.calculation_mode = mode
                    return PluginStatus(harness.services.animate_keyframes(harness.context, &description, nil))
                }
            }
        }

        @Test("linear and cubic reach the engine's animator as its calculation mode")
        func modesReachTheEngine() throws {
            let harness = try ServiceHarness()
            #expect(animate(harness, mode: Int32(SEGUE_KEYFRAME_CALCULATION_CUBIC.rawValue)) == .ok)
            #expect(harness.session.animations.last?.keyframeCalculationMode == .cubic)
            #expect(animate(harness, mode: Int32(SEGUE_KEYFRAME_CALCULATION_LINEAR.rawValue)) == .ok)
            #expect(harness.session.animations.last?.keyframeCalculationMode == .linear)
        }

        @Test(
            "an unknown mode is SEGUE_ERROR_INVALID_ARGUMENT with a diagnostic naming it and the valid ones",
            arguments: [2, -1, 1 << 10])
        func unknownModesAreRefused(mode: Int32) throws {
            let harness = try ServiceHarness()
            #expect(animate(harness, mode: mode) == .invalidArgument)
            #expect(harness.lastReason.contains("calculation_mode \(mode) is not a segue_keyframe_calculation_t"))
            #expect(harness.lastReason.contains("SEGUE_KEYFRAME_CALCULATION_CUBIC"))
            #expect(harness.session.animations.isEmpty, "nothing animates")
        }

        @Test(
            "a 1.0 description (size before the field) is linear whatever lies past its size; a shorter one is refused")
        func olderDescriptionsAreLinear() throws {
            let harness = try ServiceHarness()
            let older = MemoryLayout<segue_keyframe_animation_desc_t>.offset(of: \.calculation_mode)!
            #expect(animate(harness, mode: 7, size: older) == .ok)
            #expect(harness.session.animations.last?.keyframeCalculationMode == .linear)
            #expect(animate(harness, mode: 0, size: older - 8) == .invalidArgument)
        }
    }
}

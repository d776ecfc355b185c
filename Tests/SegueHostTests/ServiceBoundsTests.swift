import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// A timing a plugin might pass, and a fragment its refusal must contain.
struct HostileTiming: Sendable, CustomTestStringConvertible {
    /// The timing kind.
    let kind: PluginTimingKind
    /// Its four parameters.
    let parameters: [Double]
    /// The animation's duration.
    var duration = 0.3
    /// The animation's delay.
    var delay = 0.0
    /// What the refusal must say (the value, or the range).
    let says: String

    /// How the test case is named.
    var testDescription: String { "\(kind) \(parameters) over \(duration) s after \(delay) s" }
    /// The C timing.
    var timing: segue_timing_t {
        ServiceHarness.timing(kind, (parameters[0], parameters[1], parameters[2], parameters[3]))
    }
}

/// A property value a plugin might set or animate, finite but outside its range.
struct HostileValue: Sendable, CustomTestStringConvertible {
    /// The property set.
    let property: PluginProperty
    /// Where the bad number goes: a byte offset into `value` (each member starts at 0).
    let offset: Int
    /// The number put there.
    let number: Double

    /// How the test case is named.
    var testDescription: String { "\(property) field at byte \(offset) = \(number)" }

    /// The value with a sane base and `number` at `offset`.
    func value(_ replacing: Double? = nil) -> segue_property_value_t {
        var value = segue_property_value_t()
        value.property = property.rawValue
        switch property {
        case .frame, .bounds: value.value.rect = segue_rect_t(x: 0, y: 0, width: 10, height: 10)
        case .transform: value.value.affine = segue_affine_transform_t(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        case .backgroundColor, .borderColor: value.value.color = segue_color_t(red: 0, green: 0, blue: 0, alpha: 1)
        case .sublayerTransform: value.value.transform3d.m = (1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
        case .mask:
            value.value.mask = segue_mask_t(
                shape: Int32(SEGUE_MASK_ELLIPSE.rawValue), rect: segue_rect_t(x: 0, y: 0, width: 10, height: 10),
                corner_radius: 0)
        default: break
        }
        withUnsafeMutableBytes(of: &value.value) {
            $0.storeBytes(of: replacing ?? number, toByteOffset: offset, as: Double.self)
        }
        return value
    }
}

extension HostTests {
    @Suite("Every number a plugin hands the host is range-checked before it reaches the engine")
    struct ServiceBoundsTests {
        /// Each hostile timing, through `animate`.
        @Test(
            "spring, Bézier, duration and delay values outside their bounds are out of range, and nothing starts",
            arguments: [
                HostileTiming(kind: .springDamping, parameters: [1e-9, 0, 0, 0], says: "got 1e-09"),
                HostileTiming(kind: .springDamping, parameters: [1e-5, 0, 0, 0], says: "between 0.01 and 100"),
                HostileTiming(kind: .springDamping, parameters: [0, 0, 0, 0], says: "got 0"),
                HostileTiming(kind: .springDamping, parameters: [1e300, 0, 0, 0], says: "got 1e+300"),
                HostileTiming(kind: .springDamping, parameters: [0.5, 1e12, 0, 0], says: "between -10000 and 10000"),
                HostileTiming(
                    kind: .springDamping, parameters: [0.5, 0, 0, 0], duration: 61, says: "between 0 and 60, got 61"),
                HostileTiming(kind: .springPhysical, parameters: [1e-9, 100, 10, 0], says: "spring mass"),
                HostileTiming(kind: .springPhysical, parameters: [1, 1e300, 10, 0], says: "spring stiffness"),
                HostileTiming(kind: .springPhysical, parameters: [1, 100, 1e300, 0], says: "spring damping"),
                HostileTiming(kind: .springPhysical, parameters: [1, 100, 0, 0], says: "never settles"),
                // Damping ratio 5e-5: it would ring for hours (the engine calls that infinite).
                HostileTiming(kind: .springPhysical, parameters: [1, 100, 1e-3, 0], says: "between 0 and 60, got inf"),
                // Damping ratio 0.01: it settles, but only after about 69 s.
                HostileTiming(
                    kind: .springPhysical, parameters: [1, 100, 0.2, 0],
                    says: "spring settling duration must be between 0 and 60, got 6"),
                HostileTiming(kind: .cubicBezier, parameters: [1.5, 0, 0.5, 1], says: "cubic-bezier x1"),
                HostileTiming(kind: .cubicBezier, parameters: [0.2, 1e300, 0.5, 1], says: "cubic-bezier y1"),
                HostileTiming(kind: .cubicBezier, parameters: [0.2, 0, -1e-300, 1], says: "cubic-bezier x2"),
                HostileTiming(
                    kind: .linear, parameters: [0, 0, 0, 0], duration: 3601, says: "between 0 and 3600, got 3601"),
                HostileTiming(kind: .linear, parameters: [0, 0, 0, 0], duration: 1e300, says: "duration"),
                HostileTiming(kind: .linear, parameters: [0, 0, 0, 0], duration: -1, says: "got -1"),
                HostileTiming(
                    kind: .easeIn, parameters: [0, 0, 0, 0], delay: 1e300, says: "delay must be between 0 and 3600"),
            ])
        func timingOutOfRange(hostile: HostileTiming) throws {
            let harness = try ServiceHarness()
            let alpha = ServiceHarness.target(harness.container(), .alpha) { $0.value.number = 0.5 }
            let status = harness.animate(
                duration: hostile.duration, delay: hostile.delay, timing: hostile.timing, targets: [alpha])
            #expect(status == .outOfRange)
            #expect(harness.session.animations.isEmpty)
            #expect(harness.lastReason.contains(hostile.says), "\(harness.lastReason)")
            #expect(harness.window.view.alpha == 1)
        }

        @Test("the bounds themselves are accepted")
        func boundsAreInclusive() throws {
            let harness = try ServiceHarness()
            let accepted: [(segue_timing_t, Double)] = [
                (ServiceHarness.timing(.springDamping, (0.01, 10_000, 0, 0)), 60),
                (ServiceHarness.timing(.springDamping, (100, -10_000, 0, 0)), 0.001),
                (ServiceHarness.timing(.springPhysical, (1, 1e8, 2e4, 0)), 0),
                (ServiceHarness.timing(.cubicBezier, (0, -10, 1, 10)), 3600),
            ]
            for (timing, duration) in accepted {
                #expect(
                    harness.animate(duration: duration, delay: 3600, timing: timing) == .ok,
                    "\(timing) over \(duration) s")
            }
            #expect(harness.session.animations.count == accepted.count)
        }

        @Test("non-finite timing numbers stay invalid arguments, as timing.h says")
        func nonFiniteTimingIsInvalid() throws {
            let harness = try ServiceHarness()
            #expect(harness.animate(timing: ServiceHarness.timing(.springDamping, (.nan, 0, 0, 0))) == .invalidArgument)
            #expect(harness.animate(duration: .infinity) == .invalidArgument)
            #expect(harness.animate(delay: -.infinity) == .invalidArgument)
            #expect(harness.animate(timing: segue_timing_t(kind: 99, parameters: (0, 0, 0, 0))) == .invalidArgument)
        }

        /// Each hostile value, through `set_property` and `animate`.
        @Test(
            """
            property values outside their bounds are refused by set_property and animate, and the view keeps its value
            """,
            arguments: [
                HostileValue(property: .frame, offset: 0, number: 1e8),
                HostileValue(property: .frame, offset: 16, number: -1),
                HostileValue(property: .frame, offset: 24, number: 1e300),
                HostileValue(property: .bounds, offset: 8, number: -1e8),
                HostileValue(property: .alpha, offset: 0, number: 2),
                HostileValue(property: .alpha, offset: 0, number: -0.1),
                HostileValue(property: .transform, offset: 0, number: 1e300),
                HostileValue(property: .transform, offset: 32, number: 1e8),
                HostileValue(property: .transform3D, offset: 40, number: 1e12),
                HostileValue(property: .backgroundColor, offset: 0, number: 1.5),
                HostileValue(property: .cornerRadius, offset: 0, number: 1e8),
                HostileValue(property: .cornerRadius, offset: 0, number: -1),
                HostileValue(property: .anchorPoint, offset: 8, number: 1e4),
                HostileValue(property: .position, offset: 0, number: -1e8),
                HostileValue(property: .zPosition, offset: 0, number: 1e8),
                HostileValue(property: .sublayerTransform, offset: 88, number: 1e8),
                HostileValue(property: .borderWidth, offset: 0, number: -1),
                HostileValue(property: .borderColor, offset: 24, number: 2),
                HostileValue(property: .shadowOpacity, offset: 0, number: 1.5),
                HostileValue(property: .shadowRadius, offset: 0, number: -3),
                HostileValue(property: .shadowOffset, offset: 8, number: 1e8),
                HostileValue(property: .mask, offset: 24, number: -1),
                HostileValue(property: .mask, offset: 40, number: 1e8),
            ])
        func propertyOutOfRange(hostile: HostileValue) throws {
            let harness = try ServiceHarness()
            let view = harness.container()
            let before = try PluginPropertyValue(hostile.property, of: harness.window.view).raw
            var value = hostile.value()
            #expect(PluginStatus(harness.services.set_property(harness.context, view, &value)) == .outOfRange)
            #expect(harness.lastReason.contains("got"), "\(harness.lastReason)")
            let target = segue_property_target_t(view: view, target: value)
            #expect(harness.animate(targets: [target]) == .outOfRange)
            #expect(harness.lastReason.contains("animate refused: target 0: "), "\(harness.lastReason)")
            var nonFinite = hostile.value(.nan)
            #expect(PluginStatus(harness.services.set_property(harness.context, view, &nonFinite)) == .invalidArgument)
            let after = try PluginPropertyValue(hostile.property, of: harness.window.view).raw
            #expect(withUnsafeBytes(of: before.value) { Array($0) } == withUnsafeBytes(of: after.value) { Array($0) })
            #expect(harness.session.animations.isEmpty)
        }

        @Test("target and keyframe counts past their maxima are refused before the arrays are read")
        func countsOutOfRange() throws {
            let harness = try ServiceHarness()
            let alpha = ServiceHarness.target(harness.container(), .alpha) { $0.value.number = 0.5 }
            // One target in the array, a count far past it: reading it would run off the end.
            #expect(harness.animate(targets: [alpha], count: 1_000_001) == .outOfRange)
            #expect(harness.lastReason.contains("at most 1000"))
            #expect(harness.animate(targets: Array(repeating: alpha, count: 1_000)) == .ok)
            #expect(harness.animate(targets: Array(repeating: alpha, count: 1_001)) == .outOfRange)
            #expect(keyframes(harness, count: 1, keyframes: 5_000, targets: [alpha]) == .outOfRange)
            #expect(harness.lastReason.contains("keyframe_count is 5000"))
            let thousand = Array(repeating: alpha, count: 1_000)
            #expect(keyframes(harness, count: 11, keyframes: 11, targets: thousand) == .outOfRange)
            #expect(harness.lastReason.contains("at most 10000"))
            #expect(keyframes(harness, count: 10, keyframes: 10, targets: thousand) == .ok)
            #expect(harness.session.animations.count == 2)
        }

        @Test("a C bool holding 2 is true, not undefined")
        func hiddenFlagByte() throws {
            let harness = try ServiceHarness()
            var value = segue_property_value_t()
            value.property = PluginProperty.hidden.rawValue
            withUnsafeMutableBytes(of: &value.value) { $0[0] = 2 }
            #expect(PluginStatus(harness.services.set_property(harness.context, harness.container(), &value)) == .ok)
            #expect(harness.window.view.isHidden)
        }

        /// What `animate_keyframes` answers for `count` keyframes (of which `keyframes` are
        /// declared), each over an equal window animating `targets`.
        private func keyframes(
            _ harness: ServiceHarness, count: Int, keyframes declared: UInt32, targets: [segue_property_target_t]
        ) -> PluginStatus? {
            targets.withUnsafeBufferPointer { buffer in
                let frames = (0..<count).map {
                    segue_keyframe_t(
                        relative_start: Double($0) / Double(count), relative_duration: 1 / Double(count),
                        targets: buffer.baseAddress,
                        target_count: UInt32(buffer.count))
                }
                return frames.withUnsafeBufferPointer { frameBuffer in
                    var description = segue_keyframe_animation_desc_t()
                    description.size = UInt32(MemoryLayout<segue_keyframe_animation_desc_t>.size)
                    description.duration = 1
                    description.timing = ServiceHarness.timing(.linear)
                    description.keyframes = frameBuffer.baseAddress
                    description.keyframe_count = declared
                    return PluginStatus(harness.services.animate_keyframes(harness.context, &description, nil))
                }
            }
        }
    }
}

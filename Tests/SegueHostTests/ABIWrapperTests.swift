import SegueABI
import SegueEngine
import SegueKit
import Testing

@testable import SegueHost

extension HostTests {
    @Suite("The typed wrappers carry exactly the ABI's C values")
    struct ABIWrapperTests {
        @Test("each wrapper's cases map to the header's constants, and back")
        func wrappersMatchTheHeaders() {
            #expect(
                PluginProperty.allCases.map(\.rawValue)
                    == [
                        SEGUE_PROPERTY_FRAME, SEGUE_PROPERTY_BOUNDS, SEGUE_PROPERTY_ALPHA, SEGUE_PROPERTY_TRANSFORM,
                        SEGUE_PROPERTY_TRANSFORM_3D,
                        SEGUE_PROPERTY_BACKGROUND_COLOR, SEGUE_PROPERTY_CORNER_RADIUS, SEGUE_PROPERTY_HIDDEN,
                        SEGUE_PROPERTY_ANCHOR_POINT,
                        SEGUE_PROPERTY_POSITION, SEGUE_PROPERTY_Z_POSITION, SEGUE_PROPERTY_SUBLAYER_TRANSFORM,
                        SEGUE_PROPERTY_CLIPS_TO_BOUNDS,
                        SEGUE_PROPERTY_BORDER_WIDTH, SEGUE_PROPERTY_BORDER_COLOR, SEGUE_PROPERTY_SHADOW_COLOR,
                        SEGUE_PROPERTY_SHADOW_OPACITY,
                        SEGUE_PROPERTY_SHADOW_RADIUS, SEGUE_PROPERTY_SHADOW_OFFSET, SEGUE_PROPERTY_MASK,
                        SEGUE_PROPERTY_GRADIENT_STOP_COUNT,
                        SEGUE_PROPERTY_GRADIENT_START_POINT, SEGUE_PROPERTY_GRADIENT_END_POINT,
                        SEGUE_PROPERTY_GRADIENT_STOP_0,
                        SEGUE_PROPERTY_GRADIENT_STOP_1, SEGUE_PROPERTY_GRADIENT_STOP_2, SEGUE_PROPERTY_GRADIENT_STOP_3,
                    ].map { Int32($0.rawValue) })
            #expect(
                PluginTimingKind.allCases.map(\.rawValue)
                    == [
                        SEGUE_TIMING_LINEAR, SEGUE_TIMING_EASE_IN, SEGUE_TIMING_EASE_OUT, SEGUE_TIMING_EASE_IN_OUT,
                        SEGUE_TIMING_DEFAULT,
                        SEGUE_TIMING_CUBIC_BEZIER, SEGUE_TIMING_SPRING_DAMPING, SEGUE_TIMING_SPRING_PHYSICAL,
                    ].map { Int32($0.rawValue) })
            #expect(
                PluginTransitionKey.allCases.map(\.rawValue)
                    == [SEGUE_KEY_FROM, SEGUE_KEY_TO].map { Int32($0.rawValue) })
            #expect(
                PluginAnimationPosition.allCases.map(\.rawValue)
                    == [SEGUE_POSITION_END, SEGUE_POSITION_START, SEGUE_POSITION_CURRENT].map { Int32($0.rawValue) })
            #expect(
                PluginLogLevel.allCases.map(\.rawValue)
                    == [SEGUE_LOG_DEBUG, SEGUE_LOG_INFO, SEGUE_LOG_WARNING, SEGUE_LOG_ERROR].map { Int32($0.rawValue) })
            #expect(
                PluginOperation.allCases.map(\.raw)
                    == [
                        SEGUE_OPERATION_PRESENT, SEGUE_OPERATION_DISMISS, SEGUE_OPERATION_PUSH, SEGUE_OPERATION_POP,
                        SEGUE_OPERATION_TAB,
                        SEGUE_OPERATION_CONTAINER,
                    ].map { Int32($0.rawValue) })
            #expect(
                PluginPresentationStyle.allCases.map(\.rawValue)
                    == [
                        SEGUE_STYLE_NONE, SEGUE_STYLE_FULL_SCREEN, SEGUE_STYLE_PAGE_SHEET, SEGUE_STYLE_FORM_SHEET,
                        SEGUE_STYLE_CURRENT_CONTEXT,
                        SEGUE_STYLE_CUSTOM, SEGUE_STYLE_OVER_FULL_SCREEN, SEGUE_STYLE_OVER_CURRENT_CONTEXT,
                        SEGUE_STYLE_POPOVER,
                    ].map { Int32($0.rawValue) })
            #expect(
                [PluginStatus.ok, .invalidHandle, .invalidArgument, .wrongState, .outOfRange, .notFound, .unsupported]
                    .map(\.raw)
                    == [
                        SEGUE_OK, SEGUE_ERROR_INVALID_HANDLE, SEGUE_ERROR_INVALID_ARGUMENT, SEGUE_ERROR_WRONG_STATE,
                        SEGUE_ERROR_OUT_OF_RANGE,
                        SEGUE_ERROR_NOT_FOUND, SEGUE_ERROR_UNSUPPORTED,
                    ].map { segue_status_t($0) })
            for property in PluginProperty.allCases { #expect(PluginProperty(rawValue: property.rawValue) == property) }
            #expect(PluginProperty(known: 27) == nil && PluginProperty(known: -1) == nil)
            #expect(PluginTimingKind(known: 8) == nil)
            #expect(PluginTransitionKey(known: 2) == nil)
            #expect(PluginLogLevel(lenient: 99) == .error)
        }

        @Test("a value read back through the wrapper is the value set")
        func propertyValuesRoundTrip() throws {
            let harness = try ServiceHarness()
            let view = harness.container()
            var frame = segue_property_value_t()
            frame.property = PluginProperty.frame.rawValue
            frame.value.rect = segue_rect_t(x: -1e7, y: 3, width: 1e7, height: 0)
            #expect(PluginStatus(harness.services.set_property(harness.context, view, &frame)) == .ok)
            var read = segue_property_value_t()
            read.property = PluginProperty.frame.rawValue
            #expect(PluginStatus(harness.services.get_property(harness.context, view, &read)) == .ok)
            #expect(read.value.rect.x == -1e7 && read.value.rect.width == 1e7 && read.value.rect.height == 0)
            read.property = 42
            #expect(PluginStatus(harness.services.get_property(harness.context, view, &read)) == .invalidArgument)
        }

        @Test("a 4x4 transform keeps every entry in its row and column through set and get")
        func transform3DRoundTrips() throws {
            let harness = try ServiceHarness()
            let view = harness.container()
            // Sixteen different entries, so a transposed or shifted copy cannot pass.
            let entries = (0..<16).map { Double($0) * 0.5 - 3 }
            var value = segue_property_value_t()
            value.property = PluginProperty.transform3D.rawValue
            withUnsafeMutableBytes(of: &value.value.transform3d.m) { bytes in
                for (index, entry) in entries.enumerated() {
                    bytes.storeBytes(of: entry, toByteOffset: index * 8, as: Double.self)
                }
            }
            #expect(PluginStatus(harness.services.set_property(harness.context, view, &value)) == .ok)
            #expect(harness.window.view.transform3D.rows.flatMap { $0 } == entries)
            var read = segue_property_value_t()
            read.property = PluginProperty.transform3D.rawValue
            #expect(PluginStatus(harness.services.get_property(harness.context, view, &read)) == .ok)
            let readEntries = withUnsafeBytes(of: read.value.transform3d.m) { Array($0.bindMemory(to: Double.self)) }
            #expect(readEntries == entries)
        }

        @Test("a frame with a NaN, an infinite or an out-of-range member is refused and changes nothing")
        func badFramesAreRefused() throws {
            let harness = try ServiceHarness()
            let view = harness.container()
            let before = harness.window.view.frame
            let cases: [(segue_rect_t, PluginStatus)] = [
                (segue_rect_t(x: .nan, y: 0, width: 10, height: 10), .invalidArgument),
                (segue_rect_t(x: 0, y: .infinity, width: 10, height: 10), .invalidArgument),
                (segue_rect_t(x: 0, y: 0, width: -1, height: 10), .outOfRange),
                (segue_rect_t(x: 0, y: 0, width: 10, height: 2e7), .outOfRange),
                (segue_rect_t(x: -2e7, y: 0, width: 10, height: 10), .outOfRange),
            ]
            for (rect, status) in cases {
                var frame = segue_property_value_t()
                frame.property = PluginProperty.frame.rawValue
                frame.value.rect = rect
                #expect(PluginStatus(harness.services.set_property(harness.context, view, &frame)) == status, "\(rect)")
            }
            #expect(harness.window.view.frame == before)
        }
    }
}

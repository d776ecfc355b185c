import Foundation
import SegueABI
import SegueEngine
import SegueScenario
import Testing

@testable import SegueHost
@testable import SegueKit

extension HostTests {
    @Suite("The host survives plugins that break the rules")
    struct HostSafetyTests {
        private let registry: PluginRegistry

        init() throws {
            registry = PluginRegistry(
                searchPath: PluginSearchPath(folders: [
                    .init(path: try BuiltLibraries.folder(with: ["libSegueFixtureMisbehaving.so"]))
                ]))
        }

        private func run(_ id: String, _ scenario: TransitionScenario = TransitionScenario()) throws
            -> ScenarioRecording
        {
            let available = try #require(registry.animator(named: id))
            return try scenario.run { operation in try registry.makeAnimator(available, operation: operation) }
        }

        private var messages: [String] { registry.host.messages.map(\.text) }

        /// A host session for the parameters animator over a window showing `First`, as if a
        /// transition were being prepared, for calling context services directly.
        private func makeSession() throws -> (PluginAnimator, Window, PluginTransitionSession) {
            let available = try #require(registry.animator(named: "org.segue.fixture.parameters"))
            let animator = try registry.makeAnimator(available, operation: .present)
            let engine = AnimationEngine()
            let window = Window(engine: engine, size: Size(width: 400, height: 800))
            let first = ViewController(engine: engine, title: "First")
            window.rootViewController = first
            let context = TransitionContext(
                containerView: window.view, engine: engine, events: window.events, from: first, to: first,
                fromView: nil, toView: first.view,
                frames: [], isAnimated: true, presentationStyle: .fullScreen, animationController: animator)
            return (animator, window, PluginTransitionSession(context: context, operation: .present, owner: animator))
        }

        @Test("a NaN duration is refused with a diagnostic and the transition still ends")
        func nanDuration() throws {
            let recording = try run("org.segue.fixture.nan-duration")
            #expect(recording.completed == true)
            #expect(
                recording.diagnostics.contains {
                    $0.contains("transition_duration answered nan") && $0.contains("0 is used")
                })
        }

        @Test("an animator that never completes is completed by the watchdog after its duration plus the grace period")
        func neverCompletes() throws {
            let recording = try run("org.segue.fixture.never-completes")
            #expect(recording.settled && recording.finished)
            // A C plugin hears of its callbacks by their C names (include/segue/context.h), not SegueKit's Swift ones.
            #expect(
                recording.diagnostics.contains {
                    $0.hasPrefix(
                        "plugin animator org.segue.fixture.never-completes did not call complete_transition within")
                }, "\(recording.diagnostics)")
            #expect(recording.completedByWatchdog)
            let end = try #require(recording.events.first { $0.name == "context.completeTransition(_:)" })
            #expect(end.time >= 0.25 + 2 - 1e-9, "completed at \(end.time)")
        }

        @Test("a second complete_transition is refused with WRONG_STATE and a diagnostic, and changes nothing")
        func completesTwice() throws {
            let recording = try run("org.segue.fixture.completes-twice")
            #expect(messages.contains("first complete status \(SEGUE_OK)"))
            #expect(messages.contains("second complete status \(SEGUE_ERROR_WRONG_STATE)"))
            #expect(recording.events.filter { $0.name == "context.completeTransition(_:)" }.count == 1)
            #expect(
                recording.diagnostics.contains {
                    $0.contains("complete_transition was called while the transition was ended")
                })
        }

        @Test("forged and stale handles get INVALID_HANDLE, never a crash")
        func forgedAndStaleHandles() throws {
            _ = try run("org.segue.fixture.forged-handle")
            _ = try run("org.segue.fixture.forged-handle")
            #expect(messages.filter { $0 == "forged status \(SEGUE_ERROR_INVALID_HANDLE)" }.count == 2)
            #expect(messages.contains("stale status \(SEGUE_ERROR_INVALID_HANDLE)"))
        }

        @Test("context services refuse forged contexts, bad arguments and calls after completion")
        func serviceRefusals() throws {
            let (animator, _, session) = try makeSession()
            let raw = UnsafePointer(session.raw)
            let services = session.raw.pointee

            var forged = services
            var view: segue_view_t = 0
            #expect(
                withUnsafePointer(to: &forged) { services.container_view($0, &view) }
                    == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))
            #expect(services.container_view(nil, &view) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))
            #expect(services.container_view(raw, nil) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))
            #expect(services.container_view(raw, &view) == segue_status_t(SEGUE_OK))
            #expect(services.view_for_key(raw, 7, &view) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))

            var alpha = segue_property_value_t()
            alpha.property = Int32(SEGUE_PROPERTY_ALPHA.rawValue)
            alpha.value.number = .nan
            #expect(services.set_property(raw, view, &alpha) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))
            alpha.value.number = 2
            #expect(services.set_property(raw, view, &alpha) == segue_status_t(SEGUE_ERROR_OUT_OF_RANGE))
            // A container handle used as a controller handle is of the wrong kind.
            var frame = segue_rect_t()
            #expect(services.initial_frame(raw, view, &frame) == segue_status_t(SEGUE_ERROR_INVALID_HANDLE))
            // A view cannot become its own subview.
            #expect(services.add_subview(raw, view, view) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))

            // Animations: hidden cannot animate, NaN durations are refused, and nothing changes on refusal.
            var hidden = segue_property_target_t(view: view, target: segue_property_value_t())
            hidden.target.property = Int32(SEGUE_PROPERTY_HIDDEN.rawValue)
            var description = segue_animation_desc_t()
            description.size = UInt32(MemoryLayout<segue_animation_desc_t>.size)
            description.duration = 0.3
            var handle: segue_animation_t = 0
            withUnsafePointer(to: &hidden) { target in
                description.targets = target
                description.target_count = 1
                #expect(services.animate(raw, &description, &handle) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))
            }
            description.targets = nil
            description.target_count = 0
            description.duration = .nan
            #expect(services.animate(raw, &description, &handle) == segue_status_t(SEGUE_ERROR_INVALID_ARGUMENT))
            #expect(session.animations.isEmpty)

            // Completion: only while animating, and only once; afterwards everything is refused.
            #expect(services.complete_transition(raw, true) == segue_status_t(SEGUE_ERROR_WRONG_STATE))
            session.state = .animating
            #expect(services.complete_transition(raw, true) == segue_status_t(SEGUE_OK))
            #expect(services.complete_transition(raw, true) == segue_status_t(SEGUE_ERROR_WRONG_STATE))
            #expect(services.container_view(raw, &view) == segue_status_t(SEGUE_ERROR_WRONG_STATE))
            #expect(!services.is_animated(raw), "queries answer their neutral value once the transition ended")
            #expect(animator.diagnostics.count >= 8)
        }

        @Test("keyframes through the ABI: later keyframes start where earlier ones end, and bad windows are refused")
        func keyframesThroughTheABI() throws {
            let (_, window, session) = try makeSession()
            let clock = VirtualClock(engine: window.engine)
            let raw = UnsafePointer(session.raw)
            let services = session.raw.pointee
            var view: segue_view_t = 0
            #expect(services.container_view(raw, &view) == segue_status_t(SEGUE_OK))

            func alpha(_ value: Double) -> segue_property_target_t {
                var target = segue_property_target_t(view: view, target: segue_property_value_t())
                target.target.property = Int32(SEGUE_PROPERTY_ALPHA.rawValue)
                target.target.value.number = value
                return target
            }
            var fadeOut = alpha(0)
            var fadeIn = alpha(1)
            var status: segue_status_t = -1
            withUnsafePointer(to: &fadeOut) { out in
                withUnsafePointer(to: &fadeIn) { back in
                    let keyframes = [
                        segue_keyframe_t(relative_start: 0, relative_duration: 0.5, targets: out, target_count: 1),
                        segue_keyframe_t(relative_start: 0.5, relative_duration: 0.5, targets: back, target_count: 1),
                    ]
                    var description = segue_keyframe_animation_desc_t()
                    description.size = UInt32(MemoryLayout<segue_keyframe_animation_desc_t>.size)
                    description.duration = 1
                    description.timing = segue_timing_t(
                        kind: Int32(SEGUE_TIMING_LINEAR.rawValue), parameters: (0, 0, 0, 0))
                    description.keyframe_count = 2
                    keyframes.withUnsafeBufferPointer { buffer in
                        description.keyframes = buffer.baseAddress
                        status = services.animate_keyframes(raw, &description, nil)
                        var bad = description
                        var late = keyframes
                        late[1].relative_start = 0.8
                        late.withUnsafeBufferPointer { lateBuffer in
                            bad.keyframes = lateBuffer.baseAddress
                            #expect(
                                services.animate_keyframes(raw, &bad, nil) == segue_status_t(SEGUE_ERROR_OUT_OF_RANGE))
                        }
                    }
                }
            }
            #expect(status == segue_status_t(SEGUE_OK))
            clock.advance(by: 0.25)
            #expect(abs(window.view.alpha - 0.5) < 1e-9)
            clock.advance(by: 0.5)
            #expect(abs(window.view.alpha - 0.5) < 1e-9)
            clock.advance(by: 0.5)
            #expect(window.view.alpha == 1)
        }
    }
}

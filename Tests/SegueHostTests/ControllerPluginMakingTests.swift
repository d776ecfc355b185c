import Foundation
import SegueABI
import SegueABIValues
import Testing

@testable import SegueHost

/// `makeInteraction(id:)` and `makePresentation(id:)`: the factory's `create` called through the
/// plugin call guard, the controller's vtable checked, its parameters set through the animators'
/// libffi path with the controller as the accessor's first argument (interaction.h).
@Suite("Controller plugins are made")
struct ControllerPluginMakingTests {
    @Test("an interaction controller is made, answers an event, and takes its parameter")
    func makesInteraction() throws {
        let registry = try ControllerPluginLoadingTests.registry("OffersEveryKind")
        let available = try #require(registry.interaction(named: "swipe"))
        let controller = try available.library.makeInteraction(id: available.descriptor.id)
        defer { controller.pointee.destroy!(controller) }
        #expect(controller.pointee.size == UInt32(MemoryLayout<segue_interaction_t>.size))
        let raw = UnsafeRawPointer(controller)
        #expect(registry.parameterValue("threshold", of: available.descriptor, on: raw) == 0.5)
        try registry.setParameter("threshold", to: 0.8, of: available.descriptor, on: raw)
        #expect(registry.parameterValue("threshold", of: available.descriptor, on: raw) == 0.8)
        #expect(throws: PluginAnimatorError.self) {
            try registry.setParameter("threshold", to: 2, of: available.descriptor, on: raw)
        }
        // A release at 0.7 of the width: below the new threshold 0.8, so it cancels.
        var event = segue_gesture_event_t()
        event.size = UInt32(MemoryLayout<segue_gesture_event_t>.size)
        event.phase = SegueGesturePhase.ended.rawValue
        event.gesture = SEGUE_GESTURE_PAN_HORIZONTAL
        event.translation = segue_point_t(x: 280, y: 0)
        event.container_size = segue_size_t(width: 400, height: 800)
        var answer = segue_interaction_answer_t()
        answer.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        #expect(controller.pointee.handle_event!(controller, &event, &answer) == SEGUE_OK)
        #expect(answer.action == SegueInteractionAction.cancel.rawValue)
    }

    @Test("a presentation controller is made and answers its frame")
    func makesPresentation() throws {
        let registry = try ControllerPluginLoadingTests.registry("OffersEveryKind")
        let available = try #require(registry.presentation(named: "sheet"))
        let controller = try available.library.makePresentation(id: available.descriptor.id)
        defer { controller.pointee.destroy!(controller) }
        var layout = segue_presentation_layout_t()
        layout.size = UInt32(MemoryLayout<segue_presentation_layout_t>.size)
        layout.container_bounds = segue_rect_t(x: 0, y: 0, width: 400, height: 800)
        var frame = segue_rect_t()
        #expect(controller.pointee.frame_of_presented_view!(controller, &layout, &frame) == SEGUE_OK)
        #expect(frame.y == 400 && frame.height == 400 && frame.width == 400)
    }

    @Test("a NULL answer from create, a missing vtable member or an unknown id (isolated too) is a clear error")
    func refusals() throws {
        let nothing = try ControllerPluginLoadingTests.registry("PresentationCreatesNothing")
        let sheet = try #require(nothing.presentations.first)
        let null = try #require(throws: PluginControllerError.self) {
            try sheet.library.makePresentation(id: sheet.descriptor.id)
        }
        #expect(null.description.contains("made no presentation controller org.segue.fixture.sheet"))
        #expect(null.description.contains("create answered NULL"))
        let unhandled = try ControllerPluginLoadingTests.registry("InteractionWithoutHandler")
        let swipe = try #require(unhandled.interactions.first)
        let missing = try #require(throws: PluginControllerError.self) {
            try swipe.library.makeInteraction(id: swipe.descriptor.id)
        }
        #expect(missing.description.contains("leaves handle_event NULL"))
        let every = try ControllerPluginLoadingTests.registry("OffersEveryKind")
        let library = try #require(every.libraries.first)
        #expect(throws: PluginControllerError.self) { try library.makeInteraction(id: "org.segue.fixture.nope") }
        // Isolated, an unknown id is refused in the plugin process with the same kind of sentence.
        let isolated = try ControllerPluginLoadingTests.registry("OffersEveryKind", isolated: true)
        let remote = try #require(isolated.libraries.first)
        #expect(throws: PluginControllerError.self) { try remote.makeInteraction(id: "org.segue.fixture.nope") }
        _ = isolated.finish()
    }

    @Test("a 1.0 or 1.1 plugin is never asked for a controller factory and loads as before", arguments: [false, true])
    func oldPluginsAreNotAsked(isolated: Bool) throws {
        for name in ["BuiltAgainstABI10", "DeclaresABI11WithFactories"] {
            let registry = try ControllerPluginLoadingTests.registry(name, isolated: isolated)
            #expect(registry.diagnostics.isEmpty, "\(name): \(registry.diagnostics)")
            #expect(registry.animators.count == 1, "\(name)")
            #expect(registry.interactions.isEmpty && registry.presentations.isEmpty, "\(name)")
            _ = registry.finish()
        }
    }
}

import Foundation
import SegueABI
import SegueABIValues
import Testing

@testable import SegueHost

/// Interaction and presentation controller plugins (interaction.h, presentation.h) are found,
/// checked and listed as animators are: through the entry's `get_extension`, with the animator
/// descriptor's rules for their shared fields and their own rules for their flags.
@Suite("Controller plugins load")
struct ControllerPluginLoadingTests {
    /// A registry of fixture `name`, in process or in a plugin process of its own.
    static func registry(_ name: String, isolated: Bool = false) throws -> PluginRegistry {
        let isolation =
            try isolated
            ? PluginIsolation(executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false)
            : nil
        return PluginRegistry(libraries: [try BuiltLibraries.path("libSegueFixture\(name).so")], isolation: isolation)
    }

    @Test(
        "a library offering one plugin of each kind lists all three, in process and isolated", arguments: [false, true])
    func everyKindLoads(isolated: Bool) throws {
        let registry = try Self.registry("OffersEveryKind", isolated: isolated)
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        #expect(registry.animators.map(\.descriptor.id) == ["org.segue.fixture.every-kind"])
        let interaction = try #require(registry.interactions.first?.descriptor)
        #expect(registry.interactions.count == 1)
        #expect(interaction.id == "org.segue.fixture.swipe" && interaction.name == "Fixture Swipe")
        #expect(interaction.gestures == [.panHorizontal, .pinch])
        #expect(interaction.operations == [.present, .dismiss])
        #expect(interaction.version == SemanticVersion(major: 1, minor: 2, patch: 0))
        #expect(interaction.parameters.map(\.id) == ["threshold"])
        #expect(interaction.parameters.first?.defaultValue == 0.5)
        let presentation = try #require(registry.presentations.first?.descriptor)
        #expect(registry.presentations.count == 1)
        #expect(presentation.id == "org.segue.fixture.sheet" && presentation.capabilities == [.gestures])
        let library = try #require(registry.libraries.first)
        #expect(library.interactionDescriptors.map(\.id) == ["org.segue.fixture.swipe"])
        #expect(library.presentationDescriptors.map(\.id) == ["org.segue.fixture.sheet"])
    }

    @Test("a library with no animator but controllers loads (animator_count 0 is not a refusal)")
    func controllersOnlyLoad() throws {
        let registry = try Self.registry("ControllersOnly")
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        #expect(registry.libraries.count == 1)
        #expect(registry.animators.isEmpty)
        #expect(registry.interactions.map(\.descriptor.id) == ["org.segue.fixture.controllers-only.swipe"])
        #expect(registry.presentations.map(\.descriptor.id) == ["org.segue.fixture.controllers-only.sheet"])
    }

    /// Each fixture breaks one rule; the diagnostic names the field, the bad controller is not
    /// listed, and the library's other plugins still are.
    static let brokenRules: [(fixture: String, kind: PluginKind, says: String)] = [
        ("InteractionNoGestures", .interaction, "descriptor field gestures claims no gesture"),
        ("InteractionTapGesture", .interaction, "descriptor field gestures has unknown flags 0x8"),
        ("InteractionNoOperations", .interaction, "descriptor field operations claims neither present nor dismiss"),
        ("InteractionUnknownOperation", .interaction, "descriptor field operations has unknown flags 0x4"),
        ("InteractionBadID", .interaction, "descriptor field id \"swipe\""),
        ("HugeInteractionCount", .interaction, "count answered 65, more than the 64"),
        ("ShortInteractionFactory", .interaction, "interaction controller factory of size 8, smaller than the ABI's"),
        ("PresentationUnknownCapability", .presentation, "descriptor field capabilities has unknown flags 0x100"),
    ]

    @Test("each broken descriptor rule is refused by name", arguments: brokenRules)
    func brokenRuleIsRefused(_ rule: (fixture: String, kind: PluginKind, says: String)) throws {
        let registry = try Self.registry(rule.fixture)
        let messages = registry.diagnostics.map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.contains { $0.contains(rule.says) }, "\(messages)")
        #expect(registry.diagnostics.allSatisfy { $0.kind == .invalidDescriptor })
        switch rule.kind {
        case .interaction:
            #expect(registry.interactions.isEmpty)
            #expect(registry.presentations.count == 1)
        case .presentation, .animator:
            #expect(registry.presentations.isEmpty)
            #expect(registry.interactions.count == 1)
        }
        #expect(registry.animators.count == 1)
    }

    @Test("an id is unique across kinds: the controller that reuses an animator's id is ignored with a diagnostic")
    func idsAreUniqueAcrossKinds() throws {
        let registry = try Self.registry("IDSharedAcrossKinds")
        #expect(registry.animators.map(\.descriptor.id) == ["org.segue.fixture.shared-id"])
        #expect(registry.interactions.isEmpty)
        let diagnostic = try #require(registry.diagnostics.first)
        #expect(registry.diagnostics.count == 1)
        #expect(diagnostic.kind == .duplicateID)
        #expect(diagnostic.message.contains("interaction controller org.segue.fixture.shared-id 1.2.0 was ignored"))
        #expect(diagnostic.message.contains("offers an animator with the same id"))
    }

    @Test("controllers are found by id, name or last label, with the animators' did-you-mean")
    func lookupByName() throws {
        let registry = try Self.registry("OffersEveryKind")
        for name in ["org.segue.fixture.swipe", "fixture swipe", "SWIPE"] {
            #expect(registry.interaction(named: name)?.descriptor.id == "org.segue.fixture.swipe", "\(name)")
        }
        #expect(registry.presentation(named: "Fixture Sheet")?.descriptor.id == "org.segue.fixture.sheet")
        // Kinds do not mix: the sheet is no interaction controller, the swipe no animator.
        #expect(registry.interaction(named: "sheet") == nil)
        #expect(registry.animator(named: "swipe") == nil)
        #expect(registry.closestMatches(to: "swipr", among: .interaction) == ["org.segue.fixture.swipe"])
        #expect(registry.closestMatches(to: "shet", among: .presentation) == ["org.segue.fixture.sheet"])
    }
}

/// The ids of the interaction and presentation controllers a library offers: the subjects of
/// the `interactor.*` and `presentation.*` tests.
struct ControllerIDs: Equatable, Sendable {
    var interactions: [String] = []
    var presentations: [String] = []

    /// None.
    init() {}

    /// The controllers `file`'s factories offer, read raw; none when it does not open.
    init(_ file: String) {
        guard let plugin = try? RawPlugin(file) else { return }
        interactions = plugin.interactionIDs()
        presentations = plugin.presentationIDs()
    }
}

import Foundation
import SegueHost

/// One animator as `segue list --json` and `segue inspect --json` print it.
struct AnimatorSummary: Codable, Equatable {
    /// One typed parameter.
    struct Parameter: Codable, Equatable {
        let id: String
        let name: String
        let description: String
        let type: String
        let `default`: Double
        let min: Double
        let max: Double
    }

    let id: String
    let name: String
    let version: String
    let vendor: String
    let description: String
    let file: String
    let capabilities: [String]
    let parameters: [Parameter]

    /// The summary of `animator`.
    init(_ animator: AvailableAnimator) {
        self.init(animator.descriptor, file: animator.file)
    }

    /// The summary of a catalogued animator.
    init(_ entry: PluginCatalogue.Entry) {
        self.init(entry.descriptor, file: entry.file)
    }

    /// The summary of the animator `d` that `file` offers.
    init(_ d: AnimatorDescriptor, file: String) {
        id = d.id
        name = d.name
        version = d.version.description
        vendor = d.vendor
        description = d.summary
        self.file = URL(fileURLWithPath: file).standardizedFileURL.path
        capabilities = d.capabilities.names
        parameters = d.parameters.map {
            Parameter(
                id: $0.id, name: $0.name, description: $0.summary, type: $0.kind.description, default: $0.defaultValue,
                min: $0.minimum, max: $0.maximum)
        }
    }
}

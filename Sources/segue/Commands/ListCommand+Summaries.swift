import Foundation
import SegueHost

/// A summary with its plugin kind beside its own fields (`segue list --json`'s `kind`).
struct Kinded<Summary: Encodable>: Encodable {
    /// The kind.
    let kind: PluginKind
    /// The summary, whose fields sit beside `kind` in one object.
    let summary: Summary

    private enum Key: String, CodingKey { case kind }

    /// Encodes the summary's fields and `kind` into one object.
    func encode(to encoder: Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.rawValue, forKey: .kind)
    }
}

/// One interaction or presentation controller as `segue list --json` prints it.
struct ControllerSummary: Encodable, Equatable {
    let kind: String
    let id: String
    let name: String
    let version: String
    let vendor: String
    let description: String
    let file: String
    /// An interaction controller's gestures (nil for a presentation controller).
    let gestures: [String]?
    /// An interaction controller's operations (nil for a presentation controller).
    let operations: [String]?
    /// A presentation controller's capabilities (nil for an interaction controller).
    let capabilities: [String]?
    let parameters: [AnimatorSummary.Parameter]

    /// The summary of a catalogued interaction controller.
    init(_ entry: PluginCatalogue.InteractionEntry) {
        let d = entry.descriptor
        self.init(d, file: entry.file, gestures: d.gestures.names, operations: d.operations.names, capabilities: nil)
    }

    /// The summary of a catalogued presentation controller.
    init(_ entry: PluginCatalogue.PresentationEntry) {
        self.init(
            entry.descriptor, file: entry.file, gestures: nil, operations: nil,
            capabilities: entry.descriptor.capabilities.names)
    }

    private init(
        _ d: some PluginDescribing, file: String, gestures: [String]?, operations: [String]?, capabilities: [String]?
    ) {
        kind = type(of: d).kind.rawValue
        id = d.id
        name = d.name
        version = d.version.description
        vendor = d.vendor
        description = d.summary
        self.file = URL(fileURLWithPath: file).standardizedFileURL.path
        (self.gestures, self.operations, self.capabilities) = (gestures, operations, capabilities)
        parameters = d.parameters.map {
            AnimatorSummary.Parameter(
                id: $0.id, name: $0.name, description: $0.summary, type: $0.kind.description, default: $0.defaultValue,
                min: $0.minimum, max: $0.maximum)
        }
    }
}

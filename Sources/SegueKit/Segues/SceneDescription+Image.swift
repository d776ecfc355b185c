import SegueEngine

extension SceneDescription {
    /// The picture a controller's root view shows over its colour: a PNG file (its path relative
    /// to the scene file) or a picture the project generates (`ViewImage.Generated`), and how it
    /// fills the view. In JSON a string (`"photos/beach.png"`, `"segue.landscape"`) or an object
    /// (`{"file": "photos/beach.png", "contentMode": "scaleAspectFit"}`, `{"name": "segue.landscape"}`).
    public struct Image: Codable, Equatable, Sendable {
        enum CodingKeys: String, CodingKey, CaseIterable { case file, name, contentMode }

        /// A PNG file's path: relative to the scene file as written, relative to the current
        /// folder (or absolute) once `Scene.load(contentsOf:)` has read it.
        public var file: String?
        /// A generated picture's name (`segue.landscape`, `segue.mountain`, `segue.abstract`).
        public var name: String?
        /// A `ViewImage.ContentMode` raw value; `scaleAspectFill` when absent, as photos are shown.
        public var contentMode: String?

        /// A picture from `file` or the generated `name` (give one), filling the view by `contentMode`.
        public init(file: String? = nil, name: String? = nil, contentMode: String? = nil) {
            (self.file, self.name, self.contentMode) = (file, name, contentMode)
        }

        /// Reads the string form (a generated picture's name when it starts with `segue.`, else a
        /// file) or the object form.
        public init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                let generated = text.hasPrefix(ViewImage.generatedPrefix)
                self.init(file: generated ? nil : text, name: generated ? text : nil)
                return
            }
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                file: try c.decodeIfPresent(String.self, forKey: .file),
                name: try c.decodeIfPresent(String.self, forKey: .name),
                contentMode: try c.decodeIfPresent(String.self, forKey: .contentMode))
        }

        /// What the string or object names, as written: the file or the name.
        public var written: String { file ?? name ?? "" }

        /// The picture to put on the view, refusing in one sentence (naming `controller`) an
        /// image with neither or both of a file and a name, an unknown generated name, or an
        /// unknown content mode.
        func viewImage(controller: String) throws(TransitionError) -> ViewImage {
            let mode =
                try contentMode.map { raw throws(TransitionError) -> ViewImage.ContentMode in
                    guard let mode = ViewImage.ContentMode(rawValue: raw) else {
                        throw TransitionError(
                            "scene controller '\(controller)' image '\(written)' has content mode '\(raw)'; use one of "
                                + ViewImage.ContentMode.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    return mode
                } ?? .scaleAspectFill
            switch (file, name) {
            case (let file?, nil) where !file.isEmpty:
                return ViewImage(name: file, contentMode: mode)
            case (nil, let name?):
                let known = ViewImage.Generated.allCases.map(\.rawValue)
                guard known.contains(name) else {
                    throw TransitionError(
                        "scene controller '\(controller)' names image '\(name)', which is not a generated picture"
                            + "\(Spelling.didYouMean(name, among: known)); the generated pictures are "
                            + "\(known.joined(separator: ", "))"
                    )
                }
                return ViewImage(name: name, contentMode: mode)
            default:
                throw TransitionError(
                    "scene controller '\(controller)' image needs exactly one of file (a PNG's path) and name (a "
                        + "generated picture)"
                )
            }
        }
    }
}

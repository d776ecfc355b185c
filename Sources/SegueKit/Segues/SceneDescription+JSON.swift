import Foundation

/// Reading a scene from JSON with every check a person needs to find a mistake: where the JSON
/// breaks (line and column), which key the format does not have (by its path in the document,
/// `controllers[1].colour`, with the closest key it does have), which value has the wrong type
/// or is missing, then the bounds (`validate()`). JSONDecoder alone ignores an unknown key, so a
/// misspelt `"colour"` would silently leave the colour unset.
extension SceneDescription {
    /// The scene in `data`, checked in that order; each refusal is one sentence starting "scene".
    public init(json data: Data) throws(TransitionError) {
        if let problem = JSONSyntax.firstProblem(in: [UInt8](data)) {
            throw TransitionError("scene is not valid JSON at \(problem); fix the JSON there")
        }
        if let document = try? JSONSerialization.jsonObject(with: data), let unknown = Self.unknownKey(in: document) {
            throw TransitionError(unknown)
        }
        do {
            self = try JSONDecoder().decode(SceneDescription.self, from: data)
        } catch {
            throw TransitionError("scene \(Self.describe(error)); see Scenes/README.md for the format")
        }
        try validate()
    }

    /// The keys an object at some place in a scene may hold, and the kind of object each key
    /// holds in turn (a list of them when the key holds an array).
    private struct ObjectKeys {
        let keys: [String]
        let nested: [String: ObjectKeys]

        init<Keys: CodingKey & CaseIterable>(_: Keys.Type, nested: [String: ObjectKeys] = [:]) {
            keys = Keys.allCases.map(\.stringValue)
            self.nested = nested
        }
    }

    /// The scene file's objects: the top level, and where each kind of object sits in it.
    private static let fileKeys: ObjectKeys = {
        let size = ObjectKeys(WindowSize.CodingKeys.self)
        return ObjectKeys(
            CodingKeys.self,
            nested: [
                "window": size,
                "controllers": ObjectKeys(
                    Controller.CodingKeys.self,
                    nested: ["preferredContentSize": size, "image": ObjectKeys(Image.CodingKeys.self)]),
                "segues": ObjectKeys(Segue.CodingKeys.self, nested: ["anchor": ObjectKeys(Box.CodingKeys.self)]),
            ])
    }()

    /// A sentence naming the first key (by path, keys in order within an object) that the
    /// format does not have, or nil. Values of the wrong kind are left to the decoder.
    private static func unknownKey(in document: Any) -> String? {
        // A queue read by index: breadth first (keys sorted within an object), linear in the size.
        var pending: [(value: Any, keys: ObjectKeys, path: String)] = [(document, fileKeys, "")]
        var next = 0
        while next < pending.count {
            let (value, keys, path) = pending[next]
            next += 1
            if let array = value as? [Any] {
                pending += array.enumerated().map { ($0.element, keys, "\(path)[\($0.offset)]") }
                continue
            }
            guard let object = value as? [String: Any] else { continue }
            for key in object.keys.sorted() {
                let place = path.isEmpty ? key : "\(path).\(key)"
                guard keys.keys.contains(key) else {
                    return "scene has an unknown key at \(place)\(Spelling.didYouMean(key, among: keys.keys)); "
                        + "the keys there are \(keys.keys.joined(separator: ", ")) (see Scenes/README.md)"
                }
                if let inner = keys.nested[key], let nestedValue = object[key] {
                    pending.append((nestedValue, inner, place))
                }
            }
        }
        return nil
    }

    /// A decoding error as the words after "scene", naming where in the document it happened.
    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "is missing '\(key.stringValue)' at \(path(context.codingPath))"
        case DecodingError.typeMismatch(let type, let context):
            return "has a value of the wrong type at \(path(context.codingPath)) (expected \(typeName(type)))"
        case DecodingError.valueNotFound(let type, let context):
            return "has null at \(path(context.codingPath)) (expected \(typeName(type)))"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "is not valid JSON" : "has a bad value at \(path(context.codingPath))"
        default:
            return "cannot be read: \(error)"
        }
    }

    /// A coding path as a person writes it: `controllers[1].color`, or "the top level".
    static func path(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// What a person calls the JSON kind of `type`.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}

import ArgumentParser
import SegueHost

/// An interaction or presentation controller plugin named on the command line by id or display
/// name (`--interaction`, `--presentation`); which one it is is found in the catalogue later.
struct PluginControllerName: Equatable, CustomStringConvertible {
    /// The longest name accepted: a plugin id is at most 128 bytes (AnimatorDescriptor.maximumIDBytes).
    static let maximumBytes = AnimatorDescriptor.maximumIDBytes

    /// The name as typed.
    let text: String

    /// Checks `text` could name a plugin: not blank, not too long, printable.
    init(parsing text: String) throws {
        guard !text.allSatisfy(\.isWhitespace) else {
            throw InvalidValue("give a plugin's id or name, such as org.segue.swipe; `segue list` shows them")
        }
        guard text.utf8.count <= Self.maximumBytes else {
            throw InvalidValue("a plugin id or name is at most \(Self.maximumBytes) bytes; `segue list` shows them")
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw InvalidValue("a plugin id or name holds no control characters; `segue list` shows them")
        }
        self.text = text
    }

    var description: String { text }
}

/// `--presentation`'s values: the built-in dimming presentation controller (the seeds' dimming
/// sheet written in Swift), or a presentation controller plugin by id or name.
enum PresentationChoice: Equatable, CustomStringConvertible {
    /// The built-in dimming presentation controller.
    case dimming
    /// A presentation controller plugin.
    case plugin(PluginControllerName)

    /// `dimming`, else a plugin's name.
    init(parsing text: String) throws {
        self = text == "dimming" ? .dimming : .plugin(try PluginControllerName(parsing: text))
    }

    var description: String {
        switch self {
        case .dimming: "dimming"
        case .plugin(let name): name.text
        }
    }

    /// The plugin's name, nil for the built-in one.
    var pluginName: PluginControllerName? {
        if case .plugin(let name) = self { name } else { nil }
    }
}

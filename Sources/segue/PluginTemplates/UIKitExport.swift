/// One `UIKitPlugin.export(…)` call of a UIKit plugin's export file: a transitioning delegate or an animator type,
/// made by a closure each time the host asks, under a reverse-DNS id and a display name.
struct UIKitExport: Equatable {
    /// Which of SegueUIKit's export functions the type goes through.
    enum Kind: String {
        /// `UIKitPlugin.export(delegate:…)`: its animators and presentation controller.
        case delegate
        /// `UIKitPlugin.export(animator:…)`: one animator.
        case animator
    }

    /// Delegate or animator.
    let kind: Kind
    /// The Swift type, constructed with `init()`.
    let type: String
    /// The id it is offered under.
    let id: String
    /// The name it is shown with.
    let name: String

    /// The call, as the export file's body has it.
    var call: String { "UIKitPlugin.export(\(kind.rawValue): { \(type)() }, id: \"\(id)\", name: \"\(name)\")" }

    /// The exports of `delegates` then `animators` under `id` and `name`: the only one takes them as they are;
    /// with several, each gets `id.<its type in lower case>` and its type's name.
    static func exports(delegates: [String], animators: [String], id: String, name: String) -> [UIKitExport] {
        let all = delegates.map { (Kind.delegate, $0) } + animators.map { (Kind.animator, $0) }
        guard all.count > 1 else { return all.map { UIKitExport(kind: $0.0, type: $0.1, id: id, name: name) } }
        return all.map { kind, type in
            UIKitExport(kind: kind, type: type, id: "\(id).\(label(for: type))", name: displayName(for: type))
        }
    }

    /// `type` as one reverse-DNS label: lower case, with anything but letters and digits as hyphens
    /// (`Deck_Animator` → `deck-animator`, `Outer.Inner` → `outer-inner`).
    static func label(for type: String) -> String {
        let words = type.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.joined(separator: "-")
    }

    /// The name an export of `type` is shown with: its last component (`Outer.Inner` → `Inner`).
    private static func displayName(for type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }
}

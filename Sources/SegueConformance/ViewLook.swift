import SegueEngine

/// One view as validation compares it: every property the engine's view has (its
/// `ViewSnapshot`: geometry, anchor point, z position, opacity, hidden, both transforms,
/// colours, clipping, border, shadow, gradient, mask), placed by names rather than engine ids (its
/// superview's, and its subviews' back to front), since the trees compared are built apart.
struct ViewLook: CustomStringConvertible {
    /// The view's every property.
    let snapshot: ViewSnapshot
    /// Its superview's name.
    let superview: String?
    /// Its subviews' names, back to front.
    let subviews: [String]

    /// The view's name.
    var name: String { snapshot.name }

    /// Snapshots (one tree, depth first) as looks.
    static func looks(of views: [ViewSnapshot]) -> [ViewLook] {
        let names = Dictionary(views.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return views.map { view in
            ViewLook(
                snapshot: view, superview: view.superview.flatMap { names[$0] },
                subviews: view.subviews.compactMap { names[$0] })
        }
    }

    /// What differs from `expected`, a phrase each ("anchorPoint is …, expected …"); none
    /// when the two agree to within `tolerance` in every number and exactly in the rest.
    func differences(from expected: ViewLook, tolerance: Double) -> [Difference] {
        var found = snapshot.propertyDifferences(from: expected.snapshot, tolerance: tolerance).map {
            Difference(property: $0.property, phrase: "\($0.property) is \($0.after), expected \($0.before)")
        }
        if superview != expected.superview {
            found.append(
                Difference(
                    property: "superview",
                    phrase: "superview is \(superview ?? "none"), expected \(expected.superview ?? "none")"))
        }
        if subviews != expected.subviews {
            found.append(
                Difference(
                    property: "subviews",
                    phrase: "subviews are \(subviews) back to front, expected \(expected.subviews)"))
        }
        let (shows, should) = (snapshot.snapshotContent != nil, expected.snapshot.snapshotContent != nil)
        if shows != should {
            found.append(
                Difference(
                    property: "snapshot",
                    phrase: shows
                        ? "it shows a snapshot, expected its own content"
                        : "it shows its own content, expected a snapshot"))
        }
        return found
    }

    /// One property that differs, and a phrase saying how.
    struct Difference {
        let property: String
        let phrase: String
    }

    var description: String {
        let frame = snapshot.frame
        return
            "\(name) in \(superview ?? "nothing") at (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)) "
            + "alpha \(snapshot.alpha)"
    }
}

/// The first difference between two trees (views paired by name, the n-th of a name with the
/// n-th), naming the view and the property, or nil when every view matches in every property.
func firstDifference(_ expected: [ViewLook], _ actual: [ViewLook], tolerance: Double = 1e-6) -> String? {
    let expectedKeys = occurrenceKeys(expected)
    let actualKeys = occurrenceKeys(actual)
    let actualByKey = Dictionary(zip(actualKeys, actual), uniquingKeysWith: { first, _ in first })
    for (key, look) in zip(expectedKeys, expected) {
        guard let match = actualByKey[key] else { return "expected \(look), found no view named \(look.name)" }
        let differences = match.differences(from: look, tolerance: tolerance)
        guard let first = differences.first else { continue }
        let others = differences.dropFirst().map(\.property)
        return "\(look.name)'s \(first.phrase)"
            + (others.isEmpty
                ? "" : " (its \(others.joined(separator: ", ")) \(others.count == 1 ? "differs" : "differ") too)")
    }
    let expectedKeySet = Set(expectedKeys)
    for (key, look) in zip(actualKeys, actual) where !expectedKeySet.contains(key) {
        return "found \(look), which should not be there"
    }
    return nil
}

/// Each look's name with how many views of that name came before it: what pairs views of two trees.
private func occurrenceKeys(_ looks: [ViewLook]) -> [String] {
    var seen: [String: Int] = [:]
    return looks.map { look in
        let count = seen[look.name, default: 0]
        seen[look.name] = count + 1
        return "\(look.name)#\(count)"
    }
}

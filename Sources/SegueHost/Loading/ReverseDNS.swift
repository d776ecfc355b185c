/// The reverse-DNS rule for animator ids (descriptor.h): a domain its maker controls, reversed,
/// then the animator's own labels, "org.example.zoom".
///
/// - at least two labels, separated by single dots (no leading, trailing or doubled dot);
/// - each label 1…63 bytes (a DNS label's limit) of ASCII letters, digits and hyphens, neither
///   starting nor ending with a hyphen (DNS's letter-digit-hyphen rule, RFC 1123; no "_", no spaces);
/// - at most 128 bytes in all (``AnimatorDescriptor/maximumIDBytes``).
///
/// The one implementation of the rule: loading refuses a descriptor whose id fails it, the
/// validator's `descriptor.valid` fails it through the same check, and `segue plugin new` uses it.
public enum ReverseDNS {
    /// The longest label, as in DNS.
    public static let maximumLabelBytes = 63
    /// The fewest labels: a domain and a name within it.
    public static let minimumLabelCount = 2

    /// Whether `text` keeps the rule.
    public static func isValid(_ text: String) -> Bool { problem(in: text) == nil }

    /// Why `text` breaks the rule, as a clause ("has an empty label"), or nil when it keeps it.
    public static func problem(in text: String) -> String? {
        guard text.utf8.count <= AnimatorDescriptor.maximumIDBytes else {
            return "is longer than \(AnimatorDescriptor.maximumIDBytes) bytes"
        }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= minimumLabelCount else {
            return "has one label; it needs at least \(minimumLabelCount) separated by dots"
        }
        for label in labels {
            guard !label.isEmpty else { return "has an empty label (a leading, trailing or doubled dot)" }
            guard label.utf8.count <= maximumLabelBytes else {
                return "has a label longer than \(maximumLabelBytes) bytes"
            }
            guard label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                return "has a label \"\(label)\" with a character other than A-Z, a-z, 0-9 and -"
            }
            guard label.first != "-", label.last != "-" else {
                return "has a label \"\(label)\" that starts or ends with a hyphen"
            }
        }
        return nil
    }
}

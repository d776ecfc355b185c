extension NSLayoutConstraint {
    /// How a constraint's first attribute relates to its second, with Apple's raw values (NSLayoutRelation).
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the second's value.
        case lessThanOrEqual = -1
        /// The first attribute equals the second's value.
        case equal = 0
        /// The first attribute is at least the second's value.
        case greaterThanOrEqual = 1
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation's symbol (`<=`, `==`, `>=`), for descriptions.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// Why a host service refused a plugin's call: the status it answers and a sentence for people.
struct ServiceRefusal: Error {
    /// What the service answers.
    let status: PluginStatus
    /// Why, naming the value and what would have been accepted.
    let reason: String

    /// `SEGUE_ERROR_INVALID_ARGUMENT`: a NULL pointer, an unknown enum value, a non-finite number.
    static func invalid(_ reason: String) -> ServiceRefusal { ServiceRefusal(status: .invalidArgument, reason: reason) }
    /// `SEGUE_ERROR_OUT_OF_RANGE`: a finite number outside the range the ABI documents.
    static func range(_ reason: String) -> ServiceRefusal { ServiceRefusal(status: .outOfRange, reason: reason) }
    /// `SEGUE_ERROR_INVALID_HANDLE`: a stale, forged or wrong-kind handle.
    static func handle(_ reason: String) -> ServiceRefusal { ServiceRefusal(status: .invalidHandle, reason: reason) }

    /// The same refusal with `place` (e.g. `target 3`) put before its reason.
    func at(_ place: String) -> ServiceRefusal { ServiceRefusal(status: status, reason: "\(place): \(reason)") }
}

import SegueABI

extension ContextServices {
    /// `get_property`: fills the member of `value` that `value->property` names.
    static func getProperty(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ value: UnsafeMutablePointer<segue_property_value_t>?
    ) throws(ServiceRefusal) {
        let value = try required(value, "value")
        let view = try session.view(view)
        guard let property = PluginProperty(known: value.pointee.property) else {
            throw .invalid("property \(value.pointee.property) is not a segue_property_t")
        }
        value.pointee = try PluginPropertyValue(property, of: view).raw
    }

    /// `set_property`: sets a checked value at once.
    static func setProperty(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ value: UnsafePointer<segue_property_value_t>?
    ) throws(ServiceRefusal) {
        guard let value else { throw .invalid("value must not be NULL") }
        try session.withView(view) { view throws(ServiceRefusal) in
            try checkMayChange(view, in: session)
            let value = try PluginPropertyValue(value)
            try value.check(on: view, animating: false)
            value.apply(to: view)
        }
    }
}

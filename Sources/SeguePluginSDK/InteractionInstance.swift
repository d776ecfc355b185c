import SegueABI
import SegueABIValues

/// One live interaction controller: the Swift object, its parameter values and the
/// `segue_interaction_t` vtable the host holds (whose `plugin_data` points back here, retained
/// until `destroy`).
final class InteractionInstance: ParameterizedInstance {
    let controller: any SegueInteractionController
    let raw: UnsafeMutablePointer<segue_interaction_t>

    private init(_ type: any SegueInteractionController.Type) {
        let values = ParameterValues(type.info.parameters)
        controller = type.init(parameters: values)
        raw = .allocate(capacity: 1)
        super.init(values: values)
    }

    /// A new instance whose vtable owns it.
    static func make(_ type: any SegueInteractionController.Type) -> InteractionInstance {
        let instance = InteractionInstance(type)
        instance.raw.initialize(
            to: segue_interaction_t(
                size: UInt32(MemoryLayout<segue_interaction_t>.size),
                plugin_data: Unmanaged.passRetained(instance).toOpaque(),
                begin: { interaction, start in
                    guard let instance = InteractionInstance.from(interaction), let start else {
                        return SegueStatus.invalidArgument.rawValue
                    }
                    instance.controller.begin(
                        InteractionStart(
                            operation: Operation(rawValue: start.pointee.operation) ?? .present,
                            duration: start.pointee.duration, containerSize: start.pointee.container_size))
                    return SegueStatus.ok.rawValue
                },
                handle_event: { interaction, event, answer in
                    guard let data = interaction?.pointee.plugin_data, let event, let answer else {
                        return SegueStatus.invalidArgument.rawValue
                    }
                    // Borrowed, not retained (this runs on every gesture event): the vtable's own
                    // reference keeps the instance alive until `destroy`.
                    Unmanaged<InteractionInstance>.fromOpaque(data)._withUnsafeGuaranteedRef { instance in
                        instance.controller.handle(InteractionEvent(raw: event.pointee)).write(to: &answer.pointee)
                    }
                    return SegueStatus.ok.rawValue
                },
                ended: { interaction, completed in InteractionInstance.from(interaction)?.controller.ended(completed) },
                destroy: { interaction in
                    guard let interaction, let data = interaction.pointee.plugin_data else { return }
                    let instance = Unmanaged<InteractionInstance>.fromOpaque(data).takeRetainedValue()
                    instance.raw.deinitialize(count: 1)
                    instance.raw.deallocate()
                }))
        return instance
    }

    /// The instance behind a vtable pointer the host passed back.
    static func from(_ interaction: UnsafePointer<segue_interaction_t>?) -> InteractionInstance? {
        guard let data = interaction?.pointee.plugin_data else { return nil }
        return Unmanaged<InteractionInstance>.fromOpaque(data).takeUnretainedValue()
    }
}

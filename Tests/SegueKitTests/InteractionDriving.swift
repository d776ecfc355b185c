import SegueKit

extension PercentDrivenInteractiveTransition {
    /// Scrubs a started transition to 30 % and then to 60 % (finishing) or 20 % (cancelling),
    /// and lets go: the scripted hand a lifetime test needs.
    func drive(finishing: Bool) {
        update(0.3)
        update(finishing ? 0.6 : 0.2)
        if finishing { finish() } else { cancel() }
    }
}

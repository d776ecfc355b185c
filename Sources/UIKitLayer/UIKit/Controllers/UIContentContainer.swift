/// What view controllers and presentation controllers answer about their content's size (UIContentContainer).
public protocol UIContentContainer: AnyObject {
    /// The size the content prefers.
    var preferredContentSize: CGSize { get }
    /// Told when a child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size of a child's content in a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// Told before the size changes.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}

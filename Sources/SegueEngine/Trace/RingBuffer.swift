/// The last `capacity` elements appended, oldest first, and how many older ones were dropped to
/// make room: a log that stays the same size however long it runs. Shared by the package's logs
/// (SegueKit's event log, the plugin host's message log), not part of the public API.
package struct RingBuffer<Element> {
    /// The most elements kept.
    package let capacity: Int
    /// Elements appended and then dropped, oldest first, to stay within `capacity`.
    package private(set) var droppedCount = 0
    private var storage: [Element] = []
    /// Where the oldest element is once `storage` is full (the next slot to overwrite).
    private var head = 0

    /// An empty buffer keeping at most `capacity` (at least one) elements.
    package init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer keeps at least one element")
        self.capacity = capacity
    }

    /// How many elements are kept now.
    package var count: Int { storage.count }

    /// Whether nothing is kept.
    package var isEmpty: Bool { storage.isEmpty }

    /// The kept elements, oldest first.
    package var elements: [Element] {
        // Until the first drop `head` is 0 and this is `storage` itself, without a copy.
        head == 0 ? storage : Array(storage[head...] + storage[..<head])
    }

    /// The newest element, if any.
    package var last: Element? {
        storage.isEmpty ? nil : storage[(head + storage.count - 1) % storage.count]
    }

    /// Appends `element`, dropping the oldest one when full; the storage never grows past `capacity`.
    package mutating func append(_ element: Element) {
        guard storage.count == capacity else {
            // Grows with the log (so a short log stays small), never beyond the capacity.
            storage.append(element)
            return
        }
        storage[head] = element
        head = (head + 1) % capacity
        droppedCount += 1
    }

    /// Forgets every element and the dropped count; the storage's memory is released.
    package mutating func removeAll() {
        storage = []
        head = 0
        droppedCount = 0
    }
}

/// The objects one transition has issued handles for, by index, each issued once: a transition
/// hands a plugin a few views and controllers, so finding an object's index is a search of a
/// short array, and a dictionary is built only once the table grows past `searchLimit` (a
/// plugin making hundreds of views or snapshots). Holds every object until the transition ends.
/// A class: services read it on every call, and a struct stored in the session would be copied
/// (its arrays retained and released) by each read.
final class HandleTable<Object: AnyObject> {
    /// The objects, in the order their handles were issued (holding them alive).
    // Read by every service that takes a handle, on the session's thread; no access calls out
    // while it is held, so dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) private(set) var objects: [Object] = []
    /// The same objects unretained, so hot services can borrow one without a retain.
    @exclusivity(unchecked) private var unretained: [Unmanaged<Object>] = []
    /// Object → index, once the table has grown past `searchLimit`.
    @exclusivity(unchecked) private var index: [ObjectIdentifier: Int]?

    /// Entries searched linearly before the dictionary takes over.
    private static var searchLimit: Int { 16 }

    /// How many objects have handles.
    var count: Int { objects.count }

    /// The index of `object`, adding it when it has none yet.
    func index(of object: Object) -> Int {
        if let index {
            if let found = index[ObjectIdentifier(object)] { return found }
        } else if let found = objects.firstIndex(where: { $0 === object }) {
            return found
        }
        if objects.isEmpty {
            // Room for a transition's usual few at once, rather than growing one by one.
            objects.reserveCapacity(4)
            unretained.reserveCapacity(4)
        }
        objects.append(object)
        unretained.append(.passUnretained(object))
        if index != nil {
            index![ObjectIdentifier(object)] = objects.count - 1
        } else if objects.count > Self.searchLimit {
            index = Dictionary(uniqueKeysWithValues: objects.enumerated().map { (ObjectIdentifier($1), $0) })
        }
        return objects.count - 1
    }

    /// The object at `position` (which must be below `count`).
    subscript(position: Int) -> Object { objects[position] }

    /// Runs `body` with the object at `position` (below `count`) without retaining it: the table
    /// holds it, and `body` must not empty the table.
    @inline(__always)
    func borrow<Result, Failure: Error>(_ position: Int, _ body: (Object) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        var outcome: Swift.Result<Result, Failure>!
        unretained[position]._withUnsafeGuaranteedRef { object in
            outcome = Swift.Result { () throws(Failure) -> Result in try body(object) }
        }
        return try outcome.get()
    }
}

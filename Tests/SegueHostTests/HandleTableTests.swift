import Testing

@testable import SegueHost

extension HostTests {
    @Suite("A transition's handle table issues one stable index per object")
    struct HandleTableTests {
        final class Item {}

        @Test("indices stay unique and stable below and past the linear-search limit", arguments: [3, 16, 17, 200])
        func indicesAreStable(count: Int) {
            let table = HandleTable<Item>()
            let items = (0..<count).map { _ in Item() }
            let first = items.map { table.index(of: $0) }
            #expect(first == Array(0..<count))
            // Asked again, in another order, every object keeps its index and nothing is added.
            for (position, item) in items.enumerated().reversed() { #expect(table.index(of: item) == position) }
            #expect(table.count == count)
            for (position, item) in items.enumerated() {
                #expect(table[position] === item)
                #expect(table.borrow(position) { $0 === item })
            }
        }

        @Test("the table keeps its objects alive until it is dropped")
        func holdsItsObjects() {
            weak var weakItem: Item?
            var table: HandleTable<Item>? = HandleTable()
            do {
                let item = Item()
                weakItem = item
                _ = table!.index(of: item)
            }
            #expect(weakItem != nil)
            table = nil
            #expect(weakItem == nil)
        }
    }
}

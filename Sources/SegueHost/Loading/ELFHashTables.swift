/// A library's symbol hash tables (DT_HASH, DT_GNU_HASH), which the loader walks on every symbol
/// lookup, `dlsym` included. Each is checked so that walk stays inside the file and ends, and
/// so that the counts the loader divides by are not zero; what it reaches gives the number of
/// dynamic symbols when the file has no section headers to say so.
enum ELFHashTables {
    /// One past the highest symbol index the tables reach, or nil when there is no hash table.
    static func symbolCount(_ dynamic: ELFDynamicSection, _ image: borrowing ELFImage, _ layout: ELFLayout)
        throws(ELFProblem) -> UInt64?
    {
        var counts: [UInt64] = []
        if let address = dynamic.hashAddress { counts.append(try classicCount(at: address, image, layout)) }
        if let address = dynamic.gnuHashAddress { counts.append(try gnuCount(at: address, image, layout)) }
        return counts.max()
    }

    /// The problem of a hash table that does not lie in the loaded bytes of the file.
    private static func outside(_ tag: String) -> ELFProblem {
        ELFProblem("its symbol hash table (\(tag)) lies outside the file bytes its loadable segments map")
    }

    /// The problem of a hash table reaching more symbols than a library may have.
    private static func tooMany(_ tag: String) -> ELFProblem {
        ELFProblem(
            "its symbol hash table (\(tag)) reaches more than \(ELFLimits.maximumSymbols) symbols, more than a "
                + "library may have"
        )
    }
}

extension ELFHashTables {
    /// The symbol count of the classic table: nbucket, nchain, the buckets, then one chain link
    /// per symbol. Every link must name a symbol, and no chain may loop (the loader would spin).
    private static func classicCount(at address: UInt64, _ image: borrowing ELFImage, _ layout: ELFLayout)
        throws(ELFProblem) -> UInt64
    {
        guard let head: ELFTable<UInt32> = layout.table(address: address, count: 2), let counts = image.entries(head)
        else { throw outside("DT_HASH") }
        let (bucketCount, symbolCount) = (UInt64(counts[0]), UInt64(counts[1]))
        guard bucketCount > 0 else {
            throw ELFProblem("its symbol hash table (DT_HASH) has no buckets, and the loader divides by their number")
        }
        guard bucketCount <= ELFLimits.maximumSymbols, symbolCount <= ELFLimits.maximumSymbols else {
            throw tooMany("DT_HASH")
        }
        guard let table: ELFTable<UInt32> = layout.table(address: address, count: 2 + bucketCount + symbolCount),
            let words = image.entries(table)
        else { throw outside("DT_HASH") }
        let buckets = words[2..<(2 + Int(bucketCount))]
        let chains = Array(words[(2 + Int(bucketCount))...])
        var seen = [Bool](repeating: false, count: chains.count)
        for bucket in buckets {
            var index = Int(bucket)
            while index != 0 {
                guard index < chains.count, !seen[index] else {
                    throw ELFProblem(
                        "its symbol hash table (DT_HASH) has a chain that loops or leaves the table, so a lookup "
                            + "would never end"
                    )
                }
                seen[index] = true
                index = Int(chains[index])
            }
        }
        return symbolCount
    }

    /// The symbol count of the GNU table: nbuckets, symoffset, the Bloom filter's size, its
    /// shift, the filter, the buckets, then one chain word per hashed symbol, the last of each
    /// chain marked by its low bit. The highest bucket's chain ends at the last symbol.
    private static func gnuCount(at address: UInt64, _ image: borrowing ELFImage, _ layout: ELFLayout)
        throws(ELFProblem) -> UInt64
    {
        guard let head: ELFTable<UInt32> = layout.table(address: address, count: 4), let counts = image.entries(head)
        else { throw outside("DT_GNU_HASH") }
        let (bucketCount, firstHashed, bloomWords) = (UInt64(counts[0]), UInt64(counts[1]), UInt64(counts[2]))
        guard bucketCount > 0, bloomWords > 0 else {
            throw ELFProblem(
                "its symbol hash table (DT_GNU_HASH) has no buckets or no Bloom filter, and the loader divides by "
                    + "and masks with their sizes"
            )
        }
        guard bucketCount <= ELFLimits.maximumSymbols, bloomWords <= ELFLimits.maximumSymbols else {
            throw tooMany("DT_GNU_HASH")
        }
        let bucketsStart = 4 + 2 * bloomWords // the filter's words are 64-bit: two 32-bit words each
        guard let table: ELFTable<UInt32> = layout.table(address: address, count: bucketsStart + bucketCount),
            let words = image.entries(table)
        else { throw outside("DT_GNU_HASH") }
        let buckets = words[Int(bucketsStart)...]
        guard buckets.allSatisfy({ $0 == 0 || UInt64($0) >= firstHashed }) else {
            throw ELFProblem(
                "its symbol hash table (DT_GNU_HASH) has a bucket naming a symbol before its first hashed symbol")
        }
        let last = UInt64(buckets.max() ?? 0)
        guard last != 0 else { return firstHashed } // nothing is hashed
        let (chainsAddress, overflow) = address.addingReportingOverflow(UInt64(words.count) * 4)
        guard !overflow else { throw outside("DT_GNU_HASH") }
        return try gnuChainEnd(chainsAddress, from: last - firstHashed, firstHashed: firstHashed, image, layout)
    }

    /// One past the symbol that ends the chain starting at chain word `index`, read a block of
    /// words at a time from the loaded bytes from `chainsAddress`.
    private static func gnuChainEnd(
        _ chainsAddress: UInt64, from index: UInt64, firstHashed: UInt64, _ image: borrowing ELFImage,
        _ layout: ELFLayout
    ) throws(ELFProblem) -> UInt64 {
        guard let chains = layout.fileRangeToSegmentEnd(address: chainsAddress) else { throw outside("DT_GNU_HASH") }
        var index = index
        while firstHashed + index < ELFLimits.maximumSymbols {
            let start = index * 4
            guard start < chains.count else { throw outside("DT_GNU_HASH") }
            let block = FileRange(offset: chains.offset + start, count: min(chains.count - start, 4096))
            guard let table = block.flatMap(ELFTable<UInt32>.init(filling:)), let words = image.entries(table),
                !words.isEmpty
            else {
                throw outside("DT_GNU_HASH")
            }
            if let end = words.firstIndex(where: { $0 & 1 == 1 }) { return firstHashed + index + UInt64(end) + 1 }
            index += UInt64(words.count)
        }
        throw tooMany("DT_GNU_HASH")
    }
}

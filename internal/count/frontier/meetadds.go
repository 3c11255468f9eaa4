package frontier

// midAdds adds counts to a table of one-word keys in batches, each in the order of the
// slots its adds go to (as the scan's steps do, see batch), so that they sweep the
// table rather than miss the cache at each add.
type midAdds struct {
	t            *table
	adds, sorted []uint64 // the adds waiting: a key and its count (one word) each
}

// put adds the count w (one word) to key's, soon.
func (a *midAdds) put(key, w uint64) {
	if a.t.size < batchFrom {
		a.t.add(key, []uint64{w})
		return
	}
	a.adds = append(a.adds, key, w)
	if len(a.adds) >= 2*batchSize {
		a.flush()
	}
}

// flush makes the adds waiting.
func (a *midAdds) flush() {
	adds := a.adds
	if len(adds) == 0 {
		return
	}
	if cap(a.sorted) < len(adds) {
		a.sorted = make([]uint64, len(adds), cap(adds))
	}
	sorted := a.sorted[:len(adds)]
	slotBits := 64 - int(a.t.shift)
	if low := min(slotBits-bucketBits, bucketBits); low > 0 {
		radix[narrow](sorted, adds, 2, uint(64-bucketBits-low), low)
		adds, sorted = sorted, adds
	}
	radix[narrow](sorted, adds, 2, 64-bucketBits, bucketBits)
	for i := 0; i < len(sorted); i += 2 {
		add(a.t, narrow{sorted[i]}, sorted[i+1:i+2])
	}
	a.adds, a.sorted = adds[:0], sorted
}

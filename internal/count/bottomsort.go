package count

import "context"

// sortByDeg sorts ents by deg, ascending, in place: a most-significant-byte-first radix
// sort (an American flag sort), which needs no second array and sees ctx done between
// its passes over large runs, so that a count stops within a pass over the bottom, not
// at the end of a sort of a gigabyte. It costs O(len(ents)) a byte of deg that the
// states' degrees do not all share (at most 8), and no allocation.
func sortByDeg(ctx context.Context, ents []bottomState) error {
	return flagSort(ctx, ents, 56)
}

// checkEvery is how many states the meet's passes over the half states and the bottom
// go through between two looks at their context: a look costs a lock, and 2^14 states
// take well under a millisecond.
const checkEvery = 1 << 14

// flagSort sorts ents, whose degrees agree above the byte at shift, by deg.
func flagSort(ctx context.Context, ents []bottomState, shift uint) error {
	for len(ents) > 32 {
		if len(ents) >= checkEvery {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		var end [256]int
		for _, e := range ents {
			end[byte(e.deg>>shift)]++
		}
		if end[byte(ents[0].deg>>shift)] == len(ents) { // one digit: the next byte
			if shift == 0 {
				return nil
			}
			shift -= 8
			continue
		}
		var next [256]int
		sum := 0
		for b, n := range end {
			next[b] = sum
			sum += n
			end[b] = sum
		}
		permute(ents, shift, &next, &end)
		if shift == 0 {
			return nil
		}
		start := 0
		for _, e := range end {
			if err := flagSort(ctx, ents[start:e], shift-8); err != nil {
				return err
			}
			start = e
		}
		return nil
	}
	for i := 1; i < len(ents); i++ { // a short run: insertion sort
		for j := i; j > 0 && ents[j].deg < ents[j-1].deg; j-- {
			ents[j], ents[j-1] = ents[j-1], ents[j]
		}
	}
	return nil
}

// permute moves each state of ents to its digit's bucket (the byte of deg at shift):
// bucket b is ents[next[b]:end[b]] once next[b] has run up to end[b]; next[b] starts at
// the bucket's first place.
func permute(ents []bottomState, shift uint, next, end *[256]int) {
	for b := range next {
		for next[b] < end[b] {
			e := ents[next[b]]
			for d := byte(e.deg >> shift); d != byte(b); d = byte(e.deg >> shift) {
				ents[next[d]], e = e, ents[next[d]]
				next[d]++
			}
			ents[next[b]] = e
			next[b]++
		}
	}
}

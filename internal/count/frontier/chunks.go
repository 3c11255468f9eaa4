package frontier

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/knightstour/knightstour/internal/hugepages"
)

// A column in chunks: on boards over 7 wide (keys of two words) the rounds of a column
// (see groups.go) hold the states in chunks rather than in arrays. A round orders its
// states into their groups in place, lets go of each chunk once the groups in it are
// scanned, and puts the states it makes into the chunks let go of: the states before
// and after a round are about the larger of the two, not their sum, and no array
// is sized ahead by a guess of what the round makes, nor held twice as it grows. The
// merge of mirror images after the column's last square runs so too. Between rounds,
// and between columns, the states stay in chunks (Each reads them there); a square
// scanned alone (Square) first puts them in a table (settle). Narrower boards, whose
// rounds are the tables' engine, keep their arrays: chunks were not measured there.

// chunkShift sizes a chunk: chunkRecs states (384 KB of states of three words).
const (
	chunkShift = 14
	chunkRecs  = 1 << chunkShift
)

// chunks are n states of stride words, chunkRecs a chunk in order (the last may hold
// fewer); a chunk let go of is nil.
type chunks struct {
	c      [][]uint64
	stride int
	n      int
	gone   int // the chunks before it were let go of
}

// rec returns state i's words.
func (s *chunks) rec(i int) []uint64 {
	o := (i & (chunkRecs - 1)) * s.stride
	return s.c[i>>chunkShift][o : o+s.stride : o+s.stride]
}

// chunkWords is the words of a chunk of states of stride words.
func chunkWords(stride int) int { return chunkRecs * stride }

// toChunks returns the states of the current table in chunks (the table's array cut
// into them: no copy but where the table has free slots), and leaves an empty table.
func (c *Columns) toChunks() *chunks {
	t := c.cur
	data := t.data
	if t.n != t.size { // a table with free slots: its states copied
		data = t.appendTo(hugepages.Make[uint64](0, (t.n+1)*t.stride()))
	}
	s := &chunks{stride: t.stride(), n: t.n}
	cw := chunkWords(s.stride)
	for a := 0; a < len(data); a += cw {
		b := min(a+cw, len(data))
		s.c = append(s.c, data[a:b:min(a+cw, cap(data))])
	}
	c.chunkBytes = int64(cap(data)) * 8
	c.cur = keyTable(c.hi, 0, t.limbs)
	return s
}

// settle makes the states held in chunks, if any, the current table (a table of the
// records, with no free slot), in one array, and lets go of the chunks: for a square
// scanned alone.
func (c *Columns) settle() error {
	s := c.chunked
	if s == nil {
		return nil
	}
	words := s.n * s.stride
	if err := c.held(c.chunkBytes + int64(words)*8); err != nil {
		return err
	}
	data := hugepages.Make[uint64](0, words)
	for i := range s.c {
		data = append(data, s.c[i]...)
		s.c[i] = nil
	}
	c.chunked, c.free, c.chunkBytes = nil, nil, 0
	c.cur = &table{data: data, hi: c.hi, limbs: s.stride - 1 - c.hi, size: s.n, n: s.n}
	return nil
}

// dropFree lets go of the chunks let go of by the states, and tells c.Release of
// them: a round takes them again, not the states between rounds.
func (c *Columns) dropFree() {
	var free int64
	for _, ch := range c.free {
		free += int64(cap(ch)) * 8
	}
	c.free, c.chunkBytes = nil, c.chunkBytes-free
	c.release(free)
}

// take returns an empty chunk for states of stride words: one let go of, or a new one
// where Held allows it.
func (c *Columns) take(stride int) ([]uint64, error) {
	cw := chunkWords(stride)
	for len(c.free) > 0 {
		ch := c.free[len(c.free)-1]
		c.free = c.free[:len(c.free)-1]
		if cap(ch) >= cw {
			return ch[:0], nil
		}
		c.chunkBytes -= int64(cap(ch)) * 8 // of narrower counts: gone
	}
	if err := c.held(c.chunkBytes + int64(cw)*8 + c.cur.bytes()); err != nil {
		return nil, err
	}
	c.chunkBytes += int64(cw) * 8
	return hugepages.Make[uint64](0, cw), nil
}

// letGo lets go of the chunks of s wholly before state i, for take to give again (but
// for a smaller one, the end of an array cut into chunks, which goes).
func (c *Columns) letGo(s *chunks, i int) {
	for ; s.gone < min(i>>chunkShift, len(s.c)); s.gone++ {
		if ch := s.c[s.gone]; cap(ch) >= chunkWords(s.stride) {
			c.free = append(c.free, ch)
		} else {
			c.chunkBytes -= int64(cap(ch)) * 8
		}
		s.c[s.gone] = nil
	}
}

// put appends the states recs (of s.stride words each) to s.
func (c *Columns) put(s *chunks, recs []uint64) error {
	if len(recs) == 0 {
		return nil
	}
	cw := chunkWords(s.stride)
	for len(recs) > 0 {
		if len(s.c) == 0 || len(s.c[len(s.c)-1]) == cw {
			ch, err := c.take(s.stride)
			if err != nil {
				return err
			}
			s.c = append(s.c, ch)
		}
		last := &s.c[len(s.c)-1]
		k := min(cw-len(*last), len(recs))
		*last = append(*last, recs[:k]...)
		recs = recs[k:]
	}
	s.n = (len(s.c)-1)*chunkRecs + len(s.c[len(s.c)-1])/s.stride
	return nil
}

// gather appends the states a..b-1 of s to dst and returns it.
func (s *chunks) gather(dst []uint64, a, b int) []uint64 {
	for a < b {
		o := (a & (chunkRecs - 1)) * s.stride
		k := min(b-a, chunkRecs-a&(chunkRecs-1))
		dst = append(dst, s.c[a>>chunkShift][o:o+k*s.stride]...)
		a += k
	}
	return dst
}

// group orders the states of s in place by their groups (of, 0..groups-1, of a
// state's words), and returns where each group starts, and s.n after them. It moves
// them in two passes, by the high half of a group's bits and then, within each of those,
// by the low half, so that a pass writes at about 2^8 places at once, which the caches
// hold, where one pass by all 16 bits missed them at every state (8×8's scan spent
// nearly half its time so). Cost: two moves of each state at most, and three calls
// of of a state, and one a move.
func (s *chunks) group(groups int, of func(rec []uint64) int) []int {
	starts := make([]int, groups+1)
	for i := 0; i < s.n; i++ {
		starts[of(s.rec(i))+1]++
	}
	for g := 1; g <= groups; g++ {
		starts[g] += starts[g-1]
	}
	low := uint(bits.Len(uint(groups-1)) / 2)
	highs := (groups-1)>>low + 1
	bounds := make([]int, highs+1) // where each group of high bits starts
	for h := range bounds {
		bounds[h] = starts[min(h<<low, groups)]
	}
	s.permute(bounds, func(rec []uint64) int { return of(rec) >> low })
	if low == 0 {
		return starts
	}
	mask := 1<<low - 1
	for h := 0; h < highs; h++ {
		s.permute(starts[h<<low:min((h+1)<<low, groups)+1], func(rec []uint64) int { return of(rec) & mask })
	}
	return starts
}

// permute orders the states bounds[0]..bounds[k]-1 of s in place so that those of key
// b (0..k-1) are bounds[b]..bounds[b+1]-1, given as many of each: each state out of
// place starts a cycle of moves, each state put where the next was. Cost: a move of
// each state out of place, writing at k places at once.
func (s *chunks) permute(bounds []int, key func(rec []uint64) int) {
	k := len(bounds) - 1
	next := slices.Clone(bounds[:k]) // the first state of each key not in place
	held, swap := make([]uint64, s.stride), make([]uint64, s.stride)
	for g := 0; g < k; g++ {
		for next[g] < bounds[g+1] {
			r := s.rec(next[g])
			b := key(r)
			if b == g {
				next[g]++
				continue
			}
			copy(held, r)
			for b != g {
				x := s.rec(next[b])
				next[b]++
				copy(swap, x)
				copy(x, held)
				held, swap = swap, held
				b = key(held)
			}
			copy(r, held)
			next[g]++
		}
	}
}

// roomy says whether no count of the states of s can carry out of its top word in
// steps squares (0 for a merge): a square gives each state's count to at most ten
// states, so that no state's count passes 16^steps times the sum of them all.
func (s *chunks) roomy(steps int) bool {
	limit := uint64(1) << uint(64-4*steps)
	var sum, lower uint64 // lower: a carry from a count's lower words, at most 1 a state
	if s.stride > 3 {
		lower = 1
	}
	for i := 0; i < s.n; i++ {
		var carry uint64
		sum, carry = bits.Add64(sum, s.rec(i)[s.stride-1], lower)
		if carry != 0 || steps > 0 && sum >= limit {
			return false
		}
	}
	return true
}

// widened returns the states of s with a word more a count, letting go of s's chunks.
func (c *Columns) widened(s *chunks) (*chunks, error) {
	out := &chunks{stride: s.stride + 1}
	rec := make([]uint64, out.stride)
	for i := 0; i < s.n; i++ {
		copy(rec, s.rec(i)) // the top word stays 0
		if err := c.put(out, rec); err != nil {
			return nil, err
		}
		c.letGo(s, i+1)
	}
	c.letGo(s, s.n+chunkRecs)
	return out, nil
}

// errCarried is the error of a round in chunks whose count carried out of its top
// word, which roomy rules out.
var errCarried = fmt.Errorf("a count carried out of its top word in a round in chunks")

// overGroups orders the states of in by their groups (of, 0..2^gbits-1), and returns
// the states do makes of each group (given its states in one slice, and returning
// what it made in a slice of its own), in chunks let go of by in. It stops with ctx's
// error when ctx is done.
func (c *Columns) overGroups(ctx context.Context, in *chunks, gbits int, of func(rec []uint64) int, do func(g []uint64) ([]uint64, error)) (*chunks, error) {
	starts := in.group(1<<gbits, of)
	out := &chunks{stride: in.stride}
	for g := 0; g < 1<<gbits; g++ {
		a, b := starts[g], starts[g+1]
		if a == b {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c.grp = in.gather(c.grp[:0], a, b)
		c.letGo(in, b)
		made, err := do(c.grp)
		if err == nil {
			err = c.put(out, made)
		}
		if err != nil {
			return nil, err
		}
	}
	c.letGo(in, in.n+chunkRecs)
	return out, nil
}

// groupBits is the bits of a group's number for n states: groups of about groupStates
// states, at most 2^16 of them.
func groupBits(n int) int {
	gbits := 0
	for gbits < 16 && n>>gbits > groupStates {
		gbits++
	}
	return gbits
}

// roundChunks runs the squares r..r+n-1 of the column over the states in (keys of two
// words), in their groups (see round), and returns the states they make. With sums
// the square is the column's last, and sums get its boards' paths and cycles.
func (c *Columns) roundChunks(ctx context.Context, in *chunks, r, n int, sums *[2][]uint64) (*chunks, error) {
	var err error
	for !in.roomy(n) {
		if in, err = c.widened(in); err != nil {
			return nil, err
		}
	}
	limbs := in.stride - 2
	of := grouping[wide]{spare: spareOf[wide](c.width, r, n)}
	gbits := uint(groupBits(in.n))
	steps, opts := groupSteps[wide](c, ctx, r, n, limbs, sums)
	expect := make([]yield, n)
	out, err := c.overGroups(ctx, in, int(gbits), func(rec []uint64) int {
		return int((of.of5(rec[0], rec[1]) * hashFactor) >> (63 - gbits) >> 1)
	}, func(g []uint64) ([]uint64, error) {
		cur := &table{data: g, hi: 1, limbs: limbs, size: len(g) / in.stride, n: len(g) / in.stride}
		for j := range steps {
			s := &steps[j]
			s.next = reuse(c.tabs[j%2], 1, expect[j].of(cur.n), limbs)
			s.run(cur, opts[j])
			if s.next.carry {
				return nil, errCarried
			}
			expect[j].fed += cur.n
			expect[j].made += s.next.n
			c.tabs[j%2], cur = s.next, s.next
		}
		c.made = cur.appendTo(c.made[:0])
		return c.made, nil
	})
	if err == nil && sums != nil {
		*sums = [2][]uint64{steps[0].paths, steps[0].cycles}
	}
	return out, err
}

// mergeChunks returns the states of in (keys of two words) with equal keys made one,
// their counts added.
func (c *Columns) mergeChunks(ctx context.Context, in *chunks) (*chunks, error) {
	var err error
	for !in.roomy(0) {
		if in, err = c.widened(in); err != nil {
			return nil, err
		}
	}
	stride, limbs := in.stride, in.stride-2
	of := grouping[wide]{byKey: true}
	gbits := uint(groupBits(in.n))
	return c.overGroups(ctx, in, int(gbits), func(rec []uint64) int {
		return int((of.of5(rec[0], rec[1]) * hashFactor) >> (63 - gbits) >> 1)
	}, func(g []uint64) ([]uint64, error) {
		t := reuse(c.tabs[0], 1, len(g)/stride, limbs)
		c.tabs[0] = t
		for i := 0; i < len(g); i += stride {
			add(t, keyAt[wide](g, i), g[i+2:i+stride])
		}
		if t.carry {
			return nil, errCarried
		}
		c.made = t.appendTo(c.made[:0])
		return c.made, nil
	})
}

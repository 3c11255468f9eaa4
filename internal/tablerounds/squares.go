package tablerounds

import (
	"math/bits"

	"github.com/knightstour/knightstour/internal/count/frontier"
)

// The rounds of a table. A round adds a few squares of a column to each part's states
// and sends only what its last square makes. The states its squares before make stay
// in the part, and no two parts make the same one: the round before sent each state to
// the part that a hash of what it has in the squares those squares leave alone chooses
// (frontier.Spare, Kinds), which they do not change. A round takes another square
// while it stays in its column (a column's last square merges a state with its mirror
// image, which another part may hold), takes at most maxSteps, and leaves at least
// minSpare squares alone, enough for the hash to divide the states evenly among the
// parts; a round that would leave fewer alone takes one square, and the round before
// it sends each state by a hash of the whole state (two parts may make the same state
// then, and each sends it: the part that owns it adds them up). As a count's rounds do.

// maxSteps is the most squares a round takes.
const maxSteps = 3

// minSpare returns the squares a round of more than one square leaves alone, at least:
// four, and enough that their 3^n kinds are 16 times the parts.
func (t Table) minSpare() int {
	n, kinds := 4, 81
	for kinds < 16*t.Parts {
		n, kinds = n+1, kinds*3
	}
	return n
}

// column returns the squares of each round of a column: as many rounds, their squares
// adding up to the width. Every column has the same rounds.
func (t Table) column() []int {
	var steps []int
	for r := 0; r < t.Width; {
		n := 1
		for n < maxSteps && r+n < t.Width && frontier.SpareCount(frontier.Spare(t.Width, r, n+1)) >= t.minSpare() {
			n++
		}
		steps = append(steps, n)
		r += n
	}
	return steps
}

// Rounds returns the rounds of the scan: a few squares of a column a round (see
// column), the same rounds each column.
func (t Table) Rounds() int { return t.Length * len(t.column()) }

// squares returns the squares of round r (1..Rounds): the scan's squares from+1..to.
func (t Table) squares(r int) (from, to int) {
	col := t.column()
	c, i := (r-1)/len(col), (r-1)%len(col)
	from = c * t.Width
	for _, n := range col[:i] {
		from += n
	}
	return from, from + col[i]
}

// owner returns the owner of each state sent at the end of round r for round r+1: a
// hash of what it has in the squares round r+1 leaves alone, or of the whole state
// where it takes one square and leaves fewer than minSpare alone.
func (t Table) owner(r int) func(key uint64) int {
	spare, ok := t.kindsOwner(r)
	if !ok {
		return func(key uint64) int { return partOf(key, t.Parts) }
	}
	return func(key uint64) int { return partOf(frontier.Kinds(key, spare), t.Parts) }
}

// kindsOwner returns the squares that round r+1 leaves alone (frontier.Spare), and
// whether the states sent for it are owned by what they have there.
func (t Table) kindsOwner(r int) (uint64, bool) {
	from, to := t.squares(r + 1)
	spare := frontier.Spare(t.Width, from, to-from)
	return spare, frontier.SpareCount(spare) >= t.minSpare() || to-from > 1
}

// partOf returns the part (0..parts-1) of the number x: a hash of it (SplitMix64's
// finalizer), independent of the one that places a state in a table.
func partOf(x uint64, parts int) int {
	h := x
	h = (h ^ h>>30) * 0xbf58476d1ce4e5b9
	h = (h ^ h>>27) * 0x94d049bb133111eb
	h ^= h >> 31
	hi, _ := bits.Mul64(h, uint64(parts))
	return int(hi)
}

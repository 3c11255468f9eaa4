package frontier

import (
	"math/bits"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// The rounds of a table. A round adds a few squares of a column to each part's states
// and sends only what its last square makes. The states its squares before make stay
// in the part, and no two parts make the same one: the round before sent each state to
// the part that a hash of what it has in the squares those squares leave alone chooses
// (Spare, Kinds), which they do not change. A round takes another square
// while it stays in its column (a column's last square merges a state with its mirror
// image, which another part may hold), takes at most maxSteps, and leaves at least
// minSpare squares alone, enough for the hash to divide the states evenly among the
// parts; a round that would leave fewer alone takes one square, and the round before
// it sends each state by a hash of the whole state (two parts may make the same state
// then, and each sends it: the part that owns it adds them up). As a count's rounds do.

// maxSteps is the most squares a round of the parts takes.
const maxSteps = 3

// minSpare returns the squares a round of more than one square leaves alone, at least:
// four, and enough that their 3^n kinds are 16 times the parts; from wideSpareFrom wide
// on, wideSpare.
func (t InParts) minSpare() int {
	n, kinds := 4, 81
	for kinds < 16*t.Parts {
		n, kinds = n+1, kinds*3
	}
	if t.Width >= wideSpareFrom {
		return max(n, wideSpare)
	}
	return n
}

// wideSpare is the least squares a round of more than one square leaves alone on
// boards wideSpareFrom wide or more. Few kinds share the states out unevenly: on 7x8
// open from every start in 4 parts, a round of three squares that left five alone gave
// the parts 0.44 to 1.74 times their mean (a part's tables 415 MB, where the next
// round's most were 254 MB); at column 2's end, the states shared by the kinds of
// five squares were 0.58 to 1.33 times the mean, by seven 0.86 to 1.10, by eleven
// 0.97 to 1.04. Narrower tables keep their rounds of two and three squares, which
// seven would cut to one (5 wide) or to more rounds (6 wide); 7 and 8 wide keep three
// rounds a column.
const wideSpare, wideSpareFrom = 7, 7

// column returns the squares of each round of a column: as many rounds, their squares
// adding up to the width (rounds, as the groups of a column take them). Every column
// has the same rounds.
func (t InParts) column() []int { return rounds(t.Width, 0, t.Width, maxSteps, t.minSpare()) }

// Rounds returns the rounds of the scan: a few squares of a column a round (see
// column), the same rounds each column.
func (t InParts) Rounds() int { return t.Length * len(t.column()) }

// Squares returns the squares of round r (1..Rounds): the scan's squares from+1..to.
func (t InParts) Squares(r int) (from, to int) {
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
// A key is its words lo and hi (0 for a one-word key: the hash of the whole key is
// then lo's).
func (t InParts) owner(r int) func(lo, hi uint64) int {
	from, to := t.Squares(r + 1)
	if _, ok := t.kindsOwner(r); !ok {
		return func(lo, hi uint64) int { return partOf(fold(lo, hi), t.Parts) }
	}
	if t.Width > narrowWidth {
		spare := spareOf[wide](t.Width, from, to-from)
		return func(lo, hi uint64) int { return partOf(kinds(wide{lo, hi}, spare), t.Parts) }
	}
	spare := Spare(t.Width, from, to-from)
	return func(lo, _ uint64) int { return partOf(Kinds(lo, spare), t.Parts) }
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

// sentPerState is the states the parts send in a round over the states at a column's
// end: a round's layer is up to 4.6 times those (7 wide closed: 19.1 million states
// within a column, 4.17 million at its end), and the parts send 1.5 to 1.9 times a
// layer (measured on 5x8 closed and 4x8 open in 4 parts). Their files hold at least
// tableLeastDisk of what that makes.
const (
	sentPerState   = 9
	tableLeastDisk = 0.25
)

// meetSentPerState is sentPerState for the halves' scan of a meet in parts (InParts
// with Meet): the files of its two last rounds, the most on disk at once, hold its
// states at their end about once each, and a state and its mirror image may be in
// two parts' files: 8x8 open in 4 parts held 12.5 GB of files at once, 287.5 million
// states in its last round's (its whole scan ends with 196 million), where sentPerState
// had said 117 GB; since the last round's files hold the tops packed (16 bytes a state
// where Need takes a key's record, 24 on 8x8), 10.3 GB.
const meetSentPerState = 1.5

// meetLeastDisk is what share of its estimate a meet's files in parts hold at the
// least: their states come from the meet's peak (an upper bound), and meets in 4 parts
// held 0.10 to 0.64 of it (6x8 closed 0.10 and 7x8 closed 0.21, sampled every 0.2 s;
// 6x8 open 0.13, 7x8 open 0.41, 8x8 open 0.64), below a table's tableLeastDisk, which
// refused counts on a filesystem with room for them.
const meetLeastDisk = 0.05

// PartsNeed is an estimate of what a table in rounds needs.
type PartsNeed struct {
	PartBytes int64       // what a part's tables hold at the most
	Disk      jobdir.Disk // the parts' files at once, on all their disks together
}

// Need estimates what the table in rounds needs from what its scan whole needs: the
// states it holds at a column's end and the bytes its tables hold, at the most (the
// caller's model of the table). A part holds its share of the tables; the files hold
// what the parts send (jobdir.DiskOf: sentPerState times the states, at least
// tableLeastDisk of that; meetSentPerState and meetLeastDisk for a meet's halves), in
// records of the key and the counts' words (at most a bit a square). It costs O(1).
func (t InParts) Need(states, bytes int64) PartsNeed {
	limbs := int64(1 + t.Width*t.Length/64)
	rec := 8 * (1 + limbs)
	if t.Width > narrowWidth {
		rec += 8 // a key's second word
	}
	parts := int64(max(t.Parts, 1))
	if t.Meet {
		return PartsNeed{PartBytes: bytes / parts, Disk: jobdir.DiskOf(int64(meetSentPerState*float64(states)), rec, meetLeastDisk)}
	}
	return PartsNeed{PartBytes: bytes / parts, Disk: jobdir.DiskOf(sentPerState*states, rec, tableLeastDisk)}
}

// kindsOwner returns the squares that round r+1 leaves alone (spareSquares), and
// whether the states sent for it are owned by what they have there.
func (t InParts) kindsOwner(r int) (uint64, bool) {
	from, to := t.Squares(r + 1)
	spare := spareSquares(t.Width, from, to-from)
	return spare, bits.OnesCount64(spare) >= t.minSpare() || to-from > 1
}

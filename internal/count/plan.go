package count

import (
	"math/big"
	"math/bits"
	"strconv"

	fr "github.com/knightstour/knightstour/internal/count/frontier"
)

// jobKind is what a count in rounds does.
type jobKind int

const (
	jobKnown  jobKind = iota // nothing: the answer is known without counting
	jobSearch                // the depth-first search
	jobScan                  // the frontier scan of the whole board
	jobMeet                  // the scan of the halves, and the meet in the middle
)

// job is what a count of the tours from a start comes down to, counted in rounds.
type job struct {
	name  string // the folder of its files
	kind  jobKind
	p     *problem // jobScan and jobMeet
	start int      // jobSearch: the start (or Every)
	known *big.Int // jobKnown: the answer
	// fp, for a jobScan that package frontier scans (byFrontier), is its scan in
	// parts: the rounds are frontier.InParts's, not plan's.
	fp *fr.InParts
	// fm, for a job that meets in the middle on package frontier's states
	// (frontierMeets) from every start on a board of even length, is its meet in
	// parts: the rounds are frontier.MeetInParts's, not plan's.
	fm *fr.MeetInParts
	// tours turns the sum of the parts' results into the number of tours.
	tours func(sum *big.Int) *big.Int
}

// endName names a square (0-based) in a job's name, 1-based, or "any" for Every.
func endName(s int) string {
	if s == Every {
		return "any"
	}
	return strconv.Itoa(s + 1)
}

// maxRoundSteps is the most steps of the scan a round takes. Measured on 5x14 open
// from square 1 in 8 parts (runs side by side): three steps a round, 21 rounds, took
// 0.88 times the processor time of two, 30 rounds; the parts' shares, 1.14 to 1.42
// times the mean with two, were 1.48 to 2.33 times with three (the steps before a
// round's last leave three squares of 5 wide alone: few kinds to hash).
const maxRoundSteps = 3

// minSpare is the fewest squares that a round's steps before its last may leave alone:
// their kinds divide the states among the parts.
const minSpare = 3

// further reports whether a round that processes squares v..end-1 so far, in steps,
// may take another: its steps so far each take one square, none ends a row where the
// scan merges mirror images, and they leave at least minSpare squares alone.
func further(p *problem, v, end int) bool {
	for x := v; x < end; x++ {
		if p.cells(x) != 1 || p.symmetric() && (x+1)%p.w == 0 {
			return false
		}
	}
	n := bits.OnesCount64(spareSquares(p.scan, v, end))
	if p.pack == packNibbles {
		n /= 4
	}
	return n >= minSpare
}

// round is one round of a job.
type round struct {
	from, to int  // the scan processes squares from..to-1 (none if from == to)
	keep     bool // the part keeps its share of the layer after from squares (half-from)
	degrees  bool // and the degrees of the bottom states it gives (degrees-from)
	send     bool // the part sends its successors to their parts
	// spare is the squares of the window of the next round's first square (as
	// spareSquares gives them) whose kinds choose the part that owns each state the round
	// sends (owner): those that the next round's steps before its last leave
	// alone. 0: the next round takes one step, and the whole state chooses (partOf).
	spare uint64
	// middle, for a count that meets in the middle, is the positions (a nibble mask)
	// of the middle states whose degrees choose the part that owns each state the round
	// sends (middleOwner; the round before the first middle round sends the top half's
	// states by them as middle states): those that the next middle round's edges before
	// its last leave alone. 0: that round adds one edge, and the whole state chooses.
	middle uint64
	top    int // the first middle round: the round that kept the top half
	edge   int // the meet: add the middle's edges edge..upto (from 1), or with 0 and join, join the halves
	upto   int
	join   bool
	result bool // the part's result is its count of finished states (the scan's last round)
	alone  bool // part 1 alone holds the round's states (the others none)
	gather bool // the part sends every successor to part 1 (the next round is alone)
}

// plan returns the rounds of job j.
func (j job) plan() []round {
	switch j.kind {
	case jobKnown:
		return nil
	case jobSearch:
		return []round{{}}
	}
	p := j.p
	r, rb := p.meetRows()
	scan := func(rs []round, from, to int) []round {
		for v := from; v < to; {
			end := v + min(p.cells(v), to-v)
			alone := false
			switch {
			case v == 0: // the first two rows: small layers
				end, alone = min(2*p.w, to), true
			case j.kind == jobScan && v >= p.n-p.w: // the last row
				end, alone = to, true
			case j.kind == jobMeet && v == r*p.w: // its states are the middle's too: one step
			default:
				for steps := 1; steps < maxRoundSteps && end < to && further(p, v, end); steps++ {
					end += min(p.cells(end), to-end)
				}
			}
			rs = append(rs, round{from: v, to: end, send: true, alone: alone})
			v = end
		}
		return rs
	}
	edges, _ := p.middleEdges()
	// owners sets what chooses the part that owns each state a round sends: the next
	// round's squares or positions left alone by its steps or edges before the last
	// (for the round that kept the top half, the first middle round's, mid).
	owners := func(rs []round, mid int) []round {
		for i := 1; i < len(rs); i++ {
			n := rs[i]
			if n.keep && n.from == r*p.w && mid > 0 { // the first middle round reads the half it keeps
				n, rs[mid].top = rs[mid], i+1
			}
			switch {
			case !rs[i-1].send && rs[i-1].edge == 0: // it sends nothing
			case n.edge > 0 && n.upto > n.edge:
				rs[i-1].middle = middleSpare(p.w, edges[n.edge-1:n.upto-1])
			case n.from < n.to && p.lastStep(n.from, n.to) > n.from:
				rs[i-1].spare = spareSquares(p.scan, n.from, p.lastStep(n.from, n.to))
			}
		}
		return rs
	}
	if j.kind == jobScan {
		rs := scan(nil, 0, p.n)
		for i := 1; i < len(rs); i++ {
			rs[i-1].gather = rs[i].alone
		}
		rs[len(rs)-1].send, rs[len(rs)-1].result = false, true
		return owners(rs, -1)
	}
	rs := scan(nil, 0, r*p.w)
	if rb != r {
		at := len(rs)
		rs = scan(rs, r*p.w, rb*p.w)
		rs[at].keep = true
	}
	rs = append(rs, round{from: rb * p.w, to: rb * p.w, keep: true, degrees: true})
	mid := len(rs) // the first middle round
	for e := 0; e < len(edges); {
		upto := middleRound(p.w, edges, e)
		rs = append(rs, round{edge: e + 1, upto: upto})
		e = upto
	}
	return owners(append(rs, round{join: true}), mid)
}

// middleRound returns the end (exclusive) of the middle round of a board w wide whose
// first edge is edges[first]: a round adds its edges but the last in place, as the
// whole count does, and the last as it sends the states. It takes edges while those
// before its last leave at least half of the positions alone, whose degrees choose the
// parts that own the states it begins with (middleOwner): so no two parts make the same
// state in a round, and the parts divide the states evenly.
func middleRound(w int, edges []edge, first int) int {
	end := first + 1
	for end < len(edges) && bits.OnesCount64(middleSpare(w, edges[first:end])) >= 4*w {
		end++
	}
	return end
}

// middleSpare returns the positions (a nibble mask) of the middle states of a board w
// wide that edges leave alone.
func middleSpare(w int, edges []edge) uint64 {
	all := uint64(1)<<(8*uint(w)) - 1 // all ones for w = 8: the shift gives 0
	for _, e := range edges {
		all &^= 15<<(4*uint(e.a)) | 15<<(4*uint(e.b))
	}
	return all
}

// owners returns what chooses the parts that own the states round rd sends, in parts
// parts; bottom: by the degrees of the bottom states they meet (the middle's last
// edge).
func (rd round) owners(p *problem, parts int, bottom bool) owners {
	return owners{p: p, parts: parts, gather: rd.gather, bottom: bottom, spare: rd.spare, middle: rd.middle}
}

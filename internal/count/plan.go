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
)

// job is what a count of the tours from a start comes down to, counted in rounds.
type job struct {
	name  string // the folder of its files
	kind  jobKind
	p     *problem // jobScan
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
	from, to int  // the scan processes squares from..to-1
	send     bool // the part sends its successors to their parts
	// spare is the squares of the window of the next round's first square (as
	// spareSquares gives them) whose kinds choose the part that owns each state the round
	// sends (owner): those that the next round's steps before its last leave
	// alone. 0: the next round takes one step, and the whole state chooses.
	spare  uint64
	result bool // the part's result is its count of finished states (the scan's last round)
	alone  bool // part 1 alone holds the round's states (the others none)
	gather bool // the part sends every successor to part 1 (the next round is alone)
}

// plan returns the rounds of job j: the scan's, a few squares a round (the first two
// rows and the last row each in one, of part 1 alone), each round but the last sending
// its successors to the parts that own them.
func (j job) plan() []round {
	switch j.kind {
	case jobKnown:
		return nil
	case jobSearch:
		return []round{{}}
	}
	p := j.p
	var rs []round
	for v := 0; v < p.n; {
		end := v + min(p.cells(v), p.n-v)
		alone := false
		switch {
		case v == 0: // the first two rows: small layers
			end, alone = min(2*p.w, p.n), true
		case v >= p.n-p.w: // the last row
			end, alone = p.n, true
		default:
			for steps := 1; steps < maxRoundSteps && end < p.n && further(p, v, end); steps++ {
				end += min(p.cells(end), p.n-end)
			}
		}
		rs = append(rs, round{from: v, to: end, send: true, alone: alone})
		v = end
	}
	// The parts that own the states a round sends are chosen by the squares the next
	// round's steps before its last leave alone.
	for i := 1; i < len(rs); i++ {
		if n := rs[i]; n.from < n.to && p.lastStep(n.from, n.to) > n.from {
			rs[i-1].spare = spareSquares(p.scan, n.from, p.lastStep(n.from, n.to))
		}
		rs[i-1].gather = rs[i].alone
	}
	rs[len(rs)-1].send, rs[len(rs)-1].result = false, true
	return rs
}

// owners returns what chooses the parts that own the states round rd sends, in parts
// parts.
func (rd round) owners(p *problem, parts int) owners {
	return owners{p: p, parts: parts, gather: rd.gather, spare: rd.spare}
}

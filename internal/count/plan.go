package count

import (
	"math/big"
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
	// fp, for a jobScan, is its scan in parts (frontier.InParts's rounds), and fm,
	// for one that meets in the middle on package frontier's states (frontierMeets)
	// from every start on a board of even length, its meet in parts
	// (frontier.MeetInParts's rounds) instead.
	fp *fr.InParts
	fm *fr.MeetInParts
	// err, for a jobScan, is why the board cannot be scanned in parts.
	err error
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

// rounds returns the rounds of job j, of the search or known without counting: a
// search's parts each count their roots in one round.
func (j job) rounds() int {
	if j.kind == jobSearch {
		return 1
	}
	return 0
}

package count

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Counts in rounds. A count in parts (Options.Parts > 1) divides the states of every
// layer among the parts by a hash (scan.owner): a part holds and expands about
// 1/Parts of each layer, and sends each successor it makes to the part that owns it.
// The parts exchange their states through files in a folder they all see (Dir), in
// rounds: round r of part K reads its section of what every part sent in round r-1,
// merges it (the same state sent by two parts is one state, its counts added), expands
// it through the round's squares, and writes one file with a section for every part J,
// the successors that J owns; then it writes its done file. Once every part has
// finished round r-1, every part has read what was sent in round r-2: round r of part K
// begins by removing its own file of round r-2, so that the files of two rounds at most
// are kept at once. Nothing else is shared: the parts of a round may run at once, in
// any order, or one after another, and a part that dies leaves no file under a final
// name (Dir.Create) and is run again alone.
//
// The rounds of a count (Counter.Rounds) are fixed by the board, the kind of count and
// the number of parts alone (job.plan): the first two rows in round 1, by part 1 alone
// (their layers are small: 28.9 million states after the first two rows of 8×8,
// against about 2.5 billion at its largest), then a round for every few steps of the
// scan (a step is a square, or the last three of a row on boards 8 wide), and the
// rest of the last row in one round, by part 1 alone (the round before sends it every
// state: a tour that has one row to go has few ways left), which leaves each part the
// count of the finished states it made, its result. A round costs a process of each
// part, and a process costs milliseconds however little it does: the rows at either
// end are a round each, and a round takes up to three steps. Only its last step's
// successors are sent: the states its steps before make stay in the part, and no two
// parts make the same one, because the round before sent each state to the part that
// the kinds of the squares those steps leave alone choose (round.spare, scan.owner),
// which they do not change. A round takes another step while its steps so far each
// process one square (three leave few alone), end no row where the scan merges each
// state with its mirror image (an image that another part may hold), and leave at
// least minSpare squares alone (problem.further). On 5x14 open from square 1 in 8
// parts: 21 rounds, against 30 of two steps and 57 of one.
//
// A count that meets in the middle scans its top half so; each part keeps its share of
// the half in a file, then the middle's edges are added to the parts' shares of the
// middle states, a few a round (middleRound), and the last round joins them with the
// bottom states (see roundmeet.go): the halves are scanned once for all parts, and the
// middle and the join divide. A count by the depth-first search has one round: part K
// counts the roots i with i mod Parts = K. Counter.Sum adds up the parts' results.
//
// The files, in the folder of the count's job (its board, what is counted, and the
// number of parts; counts that the board's symmetries make equal share one):
//
//	round-R/states-K the states part K sent in round R, a section for each part (a layer file, see exchange.go)
//	round-R/done-K   part K finished round R: what it read and wrote (and kept, with its counts' sum), and its result in the last round
//	half-S/K         part K's share of the layer after S squares, kept for the meet (the bottom's in a pair of sections a part)
//	degrees-S/K      the degrees of the bottom states that part K's share of half-S gives
//
// Parts are numbered from 1 in the names and messages, from 0 in Options.

// MaxRoundParts is the most parts a count in rounds takes: every part writes a file for
// every other in each round.
const MaxRoundParts = 4096

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
	// tours turns the sum of the parts' results into the number of tours.
	tours func(sum *big.Int) *big.Int
}

// job returns the job of the tours from start (or Every): the same case analysis as
// Tours.
func (c *Counter) job(start int) job {
	n := c.rows * c.cols
	same := func(x *big.Int) *big.Int { return x }
	known := func(x int64) job { return job{kind: jobKnown, known: big.NewInt(x), tours: same} }
	name := func(what string) string {
		return fmt.Sprintf("%dx%d-%s-%dparts", c.rows, c.cols, what, max(c.opt.Parts, 1))
	}
	if n == 1 {
		if c.closed {
			return known(0)
		}
		return known(1)
	}
	if c.end != Every && start != Every && (start == c.end || c.closed && !c.adjacent(start, c.end)) {
		return known(0)
	}
	if c.Method(start) == MethodDFS {
		// Named by the start and end as asked: the roots depend on them (c.roots).
		kind := "open"
		if c.closed {
			kind = "closed"
		}
		return job{name: name(fmt.Sprintf("search-%s-%s-%s", kind, endName(start), endName(c.end))), kind: jobSearch, start: start, tours: same}
	}
	cycles := func(times int64) job {
		if n%2 == 1 {
			return known(0)
		}
		p := c.problem(true, nil, false)
		j := job{name: name("cycles"), kind: jobScan, p: p}
		half := false
		if p.meetable() {
			j.kind, half = jobMeet, true // the meet's sum is twice the cycles
		}
		j.tours = func(sum *big.Int) *big.Int {
			if half {
				sum.Rsh(sum, 1)
			}
			return sum.Mul(sum, big.NewInt(2*times))
		}
		return j
	}
	paths := func(a, b int, times int64) job {
		// The ends' image that names the job is the one counted: the counts that the
		// board's symmetries make equal share the job, and count alike.
		ck := c.canonical(a, b)
		var fixed []int
		for _, e := range ck {
			if e != Every {
				fixed = append(fixed, c.layout().sq(e))
			}
		}
		p := c.problem(false, fixed, ck[0] == Every || ck[1] == Every)
		return job{name: name(fmt.Sprintf("paths-%s-%s", endName(ck[0]), endName(ck[1]))), kind: jobScan, p: p,
			tours: func(sum *big.Int) *big.Int { return sum.Mul(sum, big.NewInt(times)) }}
	}
	switch {
	case c.end == Every && c.closed && start == Every:
		return cycles(int64(n))
	case c.closed && (c.end == Every || start == Every):
		return cycles(1)
	case c.end == Every && start == Every:
		return paths(Every, Every, 2)
	case c.end == Every:
		return paths(start, Every, 1)
	case start == Every:
		return paths(c.end, Every, 1)
	}
	return paths(start, c.end, 1)
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
func (p *problem) further(v, end int) bool {
	for x := v; x < end; x++ {
		if p.cells(x) != 1 || p.symmetric() && (x+1)%p.w == 0 {
			return false
		}
	}
	n := bits.OnesCount64(p.spare(v, end))
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
	// scan.spare gives them) whose kinds choose the part that owns each state the round
	// sends (scan.owner): those that the next round's steps before its last leave
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
				for steps := 1; steps < maxRoundSteps && end < to && p.further(v, end); steps++ {
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
				rs[i-1].middle = p.middleSpare(edges[n.edge-1 : n.upto-1])
			case n.from < n.to && p.lastStep(n.from, n.to) > n.from:
				rs[i-1].spare = p.spare(n.from, p.lastStep(n.from, n.to))
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
		upto := p.middleRound(edges, e)
		rs = append(rs, round{edge: e + 1, upto: upto})
		e = upto
	}
	return owners(append(rs, round{join: true}), mid)
}

// meetRows returns the rows of the top half and of the bottom half of a count that
// meets in the middle (see problem.meet).
func (p *problem) meetRows() (r, rb int) {
	r = (p.l - 2) / 2
	return r, p.l - 2 - r
}

// Rounds returns the number of rounds of the count of the tours from start (or Every)
// in Options.Parts parts: 0 when its answer is known without counting. It costs the
// estimate of the methods (see Counter.Method) and O(rows·cols).
func (c *Counter) Rounds(start int) int { return len(c.job(start).plan()) }

// RoundReport says what a part did in a round of a count in rounds.
type RoundReport struct {
	Ran    bool  // false: the round was done before, and nothing was run
	Round  int   // the round, of Rounds
	Rounds int   // the rounds of the count
	Read   int64 // states the part holds after it read them, merged: its share of the layer
	Recv   int64 // states the parts sent it (a state sent by two parts counts twice)
	Sent   int64 // states it sent to the parts (itself too)
	Kept   int64 // states it kept for the meet
	// Before is the states all the parts sent in the round before: the layer, give or
	// take the states that two parts made alike (each sends its own).
	Before int64
	Result *big.Int // the part's result, in the last round
}

// ErrNotReady is wrapped by the error of a round whose inputs are not all there (some
// part has not finished the round before), and by Sum's before every part has
// finished the last round.
var ErrNotReady = errors.New("is not done")

// Round runs round r (1..Rounds(start)) of part Options.Part of the count of the tours
// from start (or Every) in Options.Parts parts, reading and writing its files in d, and
// says what it did. A round already done (its done file is there) is not run again
// (RoundReport.Ran is false); a round whose inputs are missing is an error wrapping ErrNotReady that names
// the parts that have not finished the round before. Options.MaxBytes is the part's.
// The work and the memory are about 1/Parts of the whole count's at each step (more
// where the parts make the same successors, which each sends), plus the reading and
// writing of the files.
func (c *Counter) Round(ctx context.Context, start, r int, d Dir) (RoundReport, error) {
	if c.opt.Parts < 1 || c.opt.Parts > MaxRoundParts {
		return RoundReport{}, fmt.Errorf("a count in rounds takes 1 to %d parts, not %d", MaxRoundParts, c.opt.Parts)
	}
	j := c.job(start)
	rs := j.plan()
	rep := RoundReport{Round: r, Rounds: len(rs)}
	if r < 1 || r > len(rs) {
		return rep, fmt.Errorf("round %d: the count of %s has rounds 1 to %d", r, j.name, len(rs))
	}
	x := exchange{d: d, job: j.name, part: c.opt.Part, parts: max(c.opt.Parts, 1), rounds: len(rs)}
	if note, err := x.readDone(r, x.part); err == nil {
		rep.Read, rep.Recv, rep.Sent, rep.Kept, rep.Result = note.in, note.recv, note.out, note.kept, note.result
		return rep, nil
	} else if !missing(err) {
		return rep, err
	}
	if r > 1 {
		var err error
		if rep.Before, err = x.ready(r - 1); err != nil {
			return rep, fmt.Errorf("the round before: %w", err)
		}
	}
	if c.opt.Prepare != nil {
		n, ok := x.expected(j, rs, r, rep.Before)
		if !ok {
			n = -1
		}
		defer c.opt.Prepare(n)()
	}
	if r > 2 { // every part has read it (they have all finished round r-1)
		if err := x.d.Remove(x.layerName(r-2, x.part)); err != nil {
			return rep, err
		}
	}
	rd := rs[r-1]
	var note doneNote
	var err error
	switch {
	case j.kind == jobSearch:
		note.result, err = c.searchPart(ctx, j.start)
	case rd.edge > 0:
		note, err = c.middlePart(ctx, j.p, &x, r, rd)
	case rd.join:
		note, err = c.joinPart(ctx, j.p, &x, r)
	default:
		note, err = c.scanPart(ctx, j.p, &x, r, rd)
	}
	if err != nil {
		return rep, err
	}
	if err := x.writeDone(r, note); err != nil {
		return rep, err
	}
	rep.Ran, rep.Read, rep.Recv, rep.Sent, rep.Kept, rep.Result = true, note.in, note.recv, note.out, note.kept, note.result
	return rep, nil
}

// expected returns how many states the parts sent this part, about, for round r of the
// rounds rs of job j, given that they sent sent states in all in the round before: over
// the parts (all of them to part 1 in a round of part 1 alone, none to the others); 0
// for the first round (the first rows: small layers). It says false where it cannot
// tell: a count by the search, a round whose round before sent nothing (the meet's
// first middle round reads the kept halves).
func (x *exchange) expected(j job, rs []round, r int, sent int64) (int64, bool) {
	switch {
	case j.kind == jobSearch:
		return 0, false
	case r == 1:
		return 0, true
	case !rs[r-2].send && rs[r-2].edge == 0:
		return 0, false
	case !rs[r-1].alone:
		return sent / int64(x.parts), true
	case x.part == 0:
		return sent, true
	}
	return 0, true
}

// Sum returns the tours from start (or Every), added up from the results of all the
// parts in d; an error wrapping ErrNotReady that names the parts whose last round is
// not done.
func (c *Counter) Sum(start int, d Dir) (*big.Int, error) {
	j := c.job(start)
	rs := j.plan()
	if len(rs) == 0 {
		return new(big.Int).Set(j.known), nil
	}
	x := exchange{d: d, job: j.name, parts: max(c.opt.Parts, 1), rounds: len(rs)}
	if _, err := x.ready(len(rs)); err != nil {
		return nil, fmt.Errorf("the count in rounds is not done: %w", err)
	}
	sum := new(big.Int)
	for k := 0; k < x.parts; k++ {
		note, err := x.readDone(len(rs), k)
		if err != nil {
			return nil, err
		}
		if note.result == nil {
			return nil, fmt.Errorf("%s: %w: the last round's done file has no result", x.doneName(len(rs), k), errCorrupt)
		}
		sum.Add(sum, note.result)
	}
	return j.tours(sum), nil
}

// exchange is the files of one job in a Dir, as one part sees them.
type exchange struct {
	d           Dir
	job         string
	part, parts int
	rounds      int
}

// layerName names the file of what part from sent in round r.
func (x *exchange) layerName(r, from int) string {
	return fmt.Sprintf("%s/round-%d/states-%d", x.job, r, from+1)
}

// doneName names the done file of part's round r.
func (x *exchange) doneName(r, part int) string {
	return fmt.Sprintf("%s/round-%d/done-%d", x.job, r, part+1)
}

// halfName names part's share of the layer after square states, kept for the meet.
func (x *exchange) halfName(square, part int) string {
	return fmt.Sprintf("%s/half-%d/%d", x.job, square, part+1)
}

// header is the header of a layer file of this job: what part from sent in round r,
// a section for each part; or with round 0 what it keeps, one section (halfHeader).
func (x *exchange) header(r, from int, p *problem) layerHeader {
	h := layerHeader{job: x.job, round: r, from: from, all: x.parts, sections: x.parts, wide: p.wide}
	if r == 0 {
		h.sections = 1
	}
	return h
}

// ready returns the states the parts sent in round r if every part has finished it,
// else an error wrapping ErrNotReady that names those that have not.
func (x *exchange) ready(r int) (int64, error) {
	var waiting []string
	var sent int64
	for k := 0; k < x.parts; k++ {
		note, err := x.readDone(r, k)
		if missing(err) {
			waiting = append(waiting, strconv.Itoa(k+1))
		} else if err != nil {
			return 0, err
		}
		sent += note.out
	}
	if len(waiting) == 0 {
		return sent, nil
	}
	if len(waiting) > 10 {
		waiting = append(waiting[:10], fmt.Sprintf("and %d more", len(waiting)-10))
	}
	who := "part " + waiting[0] + " of " + strconv.Itoa(x.parts) + " has"
	if len(waiting) > 1 {
		who = "parts " + strings.Join(waiting, ", ") + " of " + strconv.Itoa(x.parts) + " have"
	}
	hint := ""
	if len(waiting) == x.parts {
		hint = fmt.Sprintf(" (no part has: is the folder the one the rounds ran in, with -part K/%d and the same flags and queries?)", x.parts)
	}
	return 0, fmt.Errorf("%s: round %d of %d %w: %s not finished it%s", x.job, r, x.rounds, ErrNotReady, who, hint)
}

// doneNote is what a part's done file says of its round.
type doneNote struct {
	in, recv, out, kept int64    // states held after reading, received, sent, kept
	count               *big.Int // the sum of the counts of the states kept
	result              *big.Int // the last round's
}

// writeDone writes the done file of this part's round r.
func (x *exchange) writeDone(r int, note doneNote) error {
	f, err := x.d.Create(x.doneName(r, x.part))
	if err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "knightstour count in rounds\njob %s\nround %d of %d\npart %d of %d\nstates received %d\nstates held %d\nstates sent %d\nstates kept %d\n",
		x.job, r, x.rounds, x.part+1, x.parts, note.recv, note.in, note.out, note.kept)
	if note.count != nil {
		fmt.Fprintf(&b, "count kept %s\n", note.count)
	}
	if note.result != nil {
		fmt.Fprintf(&b, "result %s\n", note.result)
	}
	if _, err := f.Write(sealDone(b.Bytes())); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// readDone reads the done file of part's round r: an error wrapping fs.ErrNotExist if
// there is none, one wrapping errCorrupt if it is not of this job, round and part.
func (x *exchange) readDone(r, part int) (doneNote, error) {
	name := x.doneName(r, part)
	f, err := x.d.Open(name)
	if err != nil {
		return doneNote{}, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 1<<16))
	if err != nil {
		return doneNote{}, fmt.Errorf("%s: %w", name, err)
	}
	b, ok := unsealDone(b)
	if !ok {
		return doneNote{}, fmt.Errorf("%s: %w: its last line is not the check of the lines before it (damaged or cut short): %s", name, errCorrupt, x.redo(r, part))
	}
	var note doneNote
	want := fmt.Sprintf("knightstour count in rounds\njob %s\nround %d of %d\npart %d of %d\n", x.job, r, x.rounds, part+1, x.parts)
	rest, ok := strings.CutPrefix(string(b), want)
	if !ok {
		return note, fmt.Errorf("%s: %w: it does not begin %q", name, errCorrupt, want)
	}
	for _, line := range strings.Split(strings.TrimSuffix(rest, "\n"), "\n") {
		k, v, _ := strings.Cut(line, " ")
		switch k {
		case "states":
			what, num, _ := strings.Cut(v, " ")
			n, err := strconv.ParseInt(num, 10, 64)
			field := map[string]*int64{"received": &note.recv, "held": &note.in, "sent": &note.out, "kept": &note.kept}[what]
			if err != nil || field == nil || n < 0 {
				return note, fmt.Errorf("%s: %w: %q", name, errCorrupt, line)
			}
			*field = n
		case "result", "count":
			field, num, named := &note.result, v, true
			if k == "count" {
				field, num, named = &note.count, strings.TrimPrefix(v, "kept "), strings.HasPrefix(v, "kept ")
			}
			n, isNum := new(big.Int).SetString(num, 10)
			if !named || !isNum || n.Sign() < 0 || *field != nil { // a number, once
				return note, fmt.Errorf("%s: %w: %q", name, errCorrupt, line)
			}
			*field = n
		default:
			return note, fmt.Errorf("%s: %w: %q", name, errCorrupt, line)
		}
	}
	return note, nil
}

// scanPart runs round r of this part of a scan (rd), the rounds of a count that meets
// in the middle but its last included.
func (c *Counter) scanPart(ctx context.Context, p *problem, x *exchange, r int, rd round) (doneNote, error) {
	opt := c.opt
	opt.Part, opt.Parts = 0, 0
	m, obs := &c.m, c.outboxes()
	m.begin(p.l, p.w, p.l, p.fixed)
	var cur *layer
	var recv int64
	switch {
	case r == 1 && x.part == 0:
		cur = p.start()
	case rd.alone && x.part != 0: // part 1's round (the first is one): the others hold nothing
		cur = &layer{}
		cur.reset(1)
	default:
		var err error
		if cur, recv, err = x.readLayer(ctx, r-1, p, obs, m, opt.MaxBytes); err != nil {
			return doneNote{}, err
		}
	}
	note := doneNote{recv: recv}
	note.in, _ = cur.size()
	var err error
	if rd.keep {
		var degs *u64map
		if note.count, degs, err = x.writeHalf(rd.from, p, cur, rd.degrees); err != nil {
			return note, err
		}
		note.kept = note.in
		if rd.degrees {
			if err := x.writeDegrees(rd.from, p, degs); err != nil {
				return note, err
			}
		}
	}
	to := rd.to
	if rd.send { // the round's last step writes to the parts' files
		to = p.lastStep(rd.from, rd.to)
	}
	if rd.from < to {
		if cur, err = p.advance(ctx, opt, m, obs, cur, rd.from, to); err != nil {
			return note, err
		}
	}
	switch {
	case rd.result:
		states, _ := cur.size()
		if states == 0 {
			note.result = new(big.Int)
			return note, nil
		}
		res, err := p.result(cur)
		note.result = res
		return note, err
	case rd.send:
		n, err := x.sendStep(ctx, r, to, rd.to-to, p, cur, obs, m, opt.MaxBytes, &sender{gather: rd.gather, p: p, spare: rd.spare, middle: rd.middle})
		note.out = n
		return note, err
	}
	return note, nil
}

// searchPart counts this part's roots of the depth-first search of the tours from start:
// the roots i with i mod Parts = Part. The top of the tree is split into as many roots
// in every part, whatever its machine (so 64 a part, and at least 4096: enough for the
// workers of one machine to share).
func (c *Counter) searchPart(ctx context.Context, start int) (*big.Int, error) {
	roots := c.tree().split(c.roots(start), 64*max(c.opt.Parts, 64))
	c.m.begin(max(c.rows, c.cols), min(c.rows, c.cols), max(c.rows, c.cols), nil)
	n, _, err := c.tree().searchRoots(ctx, roots, c.opt.workers(), partition{c.opt.Part, c.opt.Parts})
	if err != nil {
		return nil, err
	}
	return new(big.Int).SetUint64(n), nil
}

// readLayer reads this part's sections of what every part sent in round r into a
// layer, merging equal states, on the workers of obs that take the files in turn.
func (x *exchange) readLayer(ctx context.Context, r int, p *problem, obs []*outbox, m *meter, maxBytes int64) (*layer, int64, error) {
	// A count of more limbs than the outbox takes widens it, and the layer's shards
	// widen as they take it.
	l := &layer{}
	l.reset(1)
	var (
		mu    sync.Mutex
		first error
		next  int
		wg    sync.WaitGroup
		recv  atomic.Int64
	)
	for _, ob := range obs {
		ob.reset(p.wide, 1, l, maxBytes, m)
		wg.Add(1)
		go func(ob *outbox) {
			defer wg.Done()
			for {
				mu.Lock()
				k := next
				next++
				stop := first != nil || ctx.Err() != nil
				mu.Unlock()
				if stop || k >= x.parts {
					break
				}
				var n int64
				_, err := readLayerFile(x.d, x.layerName(r, k), x.header(r, k, p), []int{x.part}, func(s key, c []uint64) error {
					n++
					if len(c) > ob.stride {
						if err := ob.flushAll(); err != nil {
							return err
						}
						ob.reset(p.wide, len(c), l, maxBytes, m)
					}
					return ob.put(s, c)
				})
				recv.Add(n)
				if err != nil {
					err = x.damaged(err, r, k)
					mu.Lock()
					first = firstOf(first, err)
					mu.Unlock()
					return
				}
			}
			if err := ob.flushAll(); err != nil {
				mu.Lock()
				first = firstOf(first, err)
				mu.Unlock()
			}
		}(ob)
	}
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	if first != nil {
		return nil, 0, first
	}
	l.compact(m, len(obs))
	return l, recv.Load(), nil
}

// firstOf returns first if it is an error, else err.
func firstOf(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// sendStep expands layer cur through squares v..v+cells-1, the last step of round r,
// and writes the successors into this part's file, in the section of the part that
// owns each (as s says: see sender), each as often as it is made: the part that
// owns it adds them up. It returns how many it wrote, and frees cur's tables.
func (x *exchange) sendStep(ctx context.Context, r, v, cells int, p *problem, cur *layer, obs []*outbox, m *meter, maxBytes int64, s *sender) (int64, error) {
	w, err := x.writer(r, p, cur.stride())
	if err != nil {
		return 0, err
	}
	s.w = w
	m.stepBegins(v, cells)
	if err := p.step(ctx, v, cells, cur, &layer{}, obs, maxBytes, m, s); err != nil {
		w.abort()
		return 0, err
	}
	sent := w.records()
	if err := w.commit(); err != nil {
		return 0, err
	}
	return sent, nil
}

// each calls f with every state of l and its count, shard by shard.
func (l *layer) each(f func(k key, c []uint64)) {
	for si := range l.shards {
		s := &l.shards[si]
		for i, lo := range s.lo {
			if lo == emptyWord {
				continue
			}
			k := key{lo: lo}
			if s.hi != nil {
				k.hi = s.hi[i]
			}
			f(k, s.cnt[i*s.stride:(i+1)*s.stride])
		}
	}
}

// writeHalf writes this part's share of the layer after square states, l, for the
// meet, and returns the sum of their counts. A half that the join reads (bottom) is in
// sections for the parts that keep its states' bottom states (turnOver, bottomPart):
// a state in section J if part J keeps its first bottom state, and in section Parts+J
// if part J keeps its second but not its first, so that each part reads only its own
// of every part's file and sections 0..Parts-1 hold each state once (x.whole); for it
// writeHalf also returns the degrees of the bottom states (for writeDegrees).
func (x *exchange) writeHalf(square int, p *problem, l *layer, bottom bool) (*big.Int, *u64map, error) {
	h := x.halfHeader(x.part, p, bottom)
	h.stride = l.stride()
	lw, err := newLayerWriter(x.d, x.halfName(square, x.part), h, 1<<20)
	if err != nil {
		return nil, nil, err
	}
	sum, degs := new(big.Int), newU64map(1<<10)
	l.each(func(k key, c []uint64) {
		if err != nil {
			return
		}
		sum.Add(sum, limbsToInt(c))
		if !bottom {
			err = lw.put(0, k, c)
			return
		}
		var code uint64
		if code, err = p.halfCode(k); err != nil {
			return
		}
		f, fm, same := turnOver(code, p.w)
		degs = addKey(degs, degNib(f))
		a := bottomPart(degNib(f), x.parts)
		if err = lw.put(a, k, c); err != nil || same {
			return
		}
		degs = addKey(degs, degNib(fm))
		if b := bottomPart(degNib(fm), x.parts); b != a {
			err = lw.put(x.parts+b, k, c)
		}
	})
	if err == nil {
		err = lw.commit()
	}
	if err != nil {
		lw.abort()
		return nil, nil, err
	}
	return sum, degs, nil
}

// halfHeader is the header of part from's share of a half kept for the meet: one
// section, or for the half the join reads (bottom) two for each part.
func (x *exchange) halfHeader(from int, p *problem, bottom bool) layerHeader {
	h := x.header(0, from, p)
	if bottom {
		h.sections = 2 * x.parts
	}
	return h
}

// whole returns the sections of a half kept for the meet that hold each of its states
// once (see writeHalf).
func (x *exchange) whole(bottom bool) []int {
	if !bottom {
		return []int{0}
	}
	secs := make([]int, x.parts)
	for i := range secs {
		secs[i] = i
	}
	return secs
}

// Disk estimates the bytes that the files of the count of the tours from start (or
// Every) in rounds hold at once, on all the parts' disk together (a shared filesystem):
// the files of two rounds (a round's, and the round before's, which the parts read in
// it; each part removes its file of the round before that as it begins), each holding
// every successor the parts make of the largest layer (Estimate) as often as it is
// made, sentPerState times a state, at its record's bytes. Least is a quarter of it, as
// Estimate's least is. A count by the search, or one whose
// answer is known, holds only its done files.
func (c *Counter) Disk(start int) Need {
	j := c.job(start)
	if j.kind == jobKnown || j.kind == jobSearch {
		return Need{}
	}
	need := c.Estimate(start)
	rec := int64(16) // a key word and a limb
	if j.p.wide {
		rec = 24
	}
	states := min(need.States, math.MaxInt64/(2*sentPerState*rec)) * sentPerState
	bytes := 2 * states * rec
	return Need{States: states, Bytes: bytes, Least: bytes / 4}
}

// sentPerState is the successors that the parts send in a round, over the states of
// the count's largest layer, at most: measured 1.9 on 7x8 open from square 1 in 8 parts
// (241 million sent in round 5, the largest layer 126 million); a round whose last step
// takes the last three squares of a row (8 wide) sends more of the layer it starts
// from, and the largest layers hold less of a part's files.
const sentPerState = 4

package frontier

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
)

// A table's counts modulo many primes. Once the scan has learnt its linear map
// (linear.go), the counts of the states need not be exact: the map's lists are sums,
// so the counts modulo a prime are the sums of the counts modulo it, and they do not
// grow. Residues runs the map over a lane a prime: each state holds its counts modulo
// every prime side by side, so that a state's sum adds rows of lanes, streaming loops
// of plain adds, each lane reduced by a few conditional subtractions (a min of x and
// x-p, no branch): a short list's sum at once, a longer one every residueChunk rows,
// the moduli being below 2^residueBits.

// residueBits bounds the moduli of Residues: below 2^residueBits, so that a sum of
// residueChunk residues fits in a word before it is reduced.
const residueBits = 60

// MaxLinear is the widest table whose scan learns its linear map, and so the widest
// whose residues Residues gives.
const MaxLinear = maxLearn

// MaxResidueModulus is the bound on the moduli of Residues: each is below it.
const MaxResidueModulus = 1 << residueBits

// residueChunk is the most residues a sum adds before it reduces them.
const residueChunk = 1 << (64 - residueBits)

// Residues calls each with the counts of the width×n boards, n = 1..length in order,
// modulo each of primes (ResidueBoard). The moduli need not be prime: each is 2 or
// more and below MaxResidueModulus. each may keep the slices. The table is at most
// maxLearn (7) wide: Residues scans exactly (as Scan does) until the scan's linear map
// is learnt (a few columns in, when MinLinear or more are left), and then runs the map
// over the counts modulo
// the primes. A column then costs about the map's adds a column (5 closed: 169,000;
// 5 open: 2.1 million; 6 closed: 7.2 million; 7 closed: 162 million) times
// len(primes) word adds, 1.3 to 2 ns each, more where the rows are few and the
// states many (the 5xn closed table to 16,600 took 120 s of CPU modulo 32 primes, 494
// s modulo 128, on a busy machine; the open one to 1,000, 137 s modulo 32; the 7xn
// closed one to 100, 10.5 min modulo 4, about 5 s a column of the map), and the
// counts hold about 16·len(primes) bytes a state of the map's largest square (5
// closed: 32,000 states; 5 open: 243,000; 6 closed: 970,000; 7 closed: 19 million),
// besides the map (7 closed: 1.75 GB). A table with more than MaxMapStates states
// between two columns (7 open: 34.8 million) learns no map, whose lists would not fit
// a machine: from there the scan goes on with each state's count kept modulo the
// product of the primes (reduced after each column), so that they stop growing: they
// keep the words they had then (a word for one prime below 2^32, where the sums of a
// column do not carry out of it). It stops at each's first error, or with ctx's error
// when ctx is done (within a square).
func Residues(ctx context.Context, width, length int, open bool, primes []uint64, each func(ResidueBoard) error) error {
	switch {
	case width < 1 || width > maxLearn:
		return fmt.Errorf("residues of the %dxn table: the scan learns its linear map on tables 1..%d wide only", width, maxLearn)
	case length < 1:
		return fmt.Errorf("residues of the %dxn table to %d: want a length of at least 1", width, length)
	case len(primes) == 0:
		return fmt.Errorf("residues of the %dxn table: no modulus", width)
	}
	for _, p := range primes {
		if p < 2 || p >= MaxResidueModulus {
			return fmt.Errorf("residues of the %dxn table: modulus %d: want one of 2..2^%d-1", width, p, residueBits)
		}
	}
	c, err := NewColumns(width, open)
	if err != nil {
		return err
	}
	_, err = c.residues(ctx, length, primes, MaxMapStates, each)
	return err
}

// A ResidueBoard is a board of Residues' table: its counts modulo the primes, and
// what the scan holds after it.
type ResidueBoard struct {
	Len int // the board is width×Len
	// Paths[i] and Cycles[i] are the board's undirected Hamiltonian paths (of an open
	// table; else Paths is nil) and cycles modulo primes[i], as Scan's Boards have them.
	Paths, Cycles []uint64
	States        int   // the states held after the board (0 after the table's last)
	Bytes         int64 // the memory of the scan's tables, or of its map and counts, then
}

// MaxMapStates is the most states between two columns of a table whose map Residues
// learns. The map holds about 420 bytes a state between columns (7 closed: 1.75 GB
// for 4.2 million) and about 3.4 times that while it is learnt: past 2^23 states,
// more than 3.5 GB and 12 GB (7 open, 34.8 million: about 15 GB and 50 GB).
const MaxMapStates = 1 << 23

// MapBytes estimates the most memory Residues holds on a table with states states
// between columns (at most MaxMapStates) as it learns the map: 3.4 times the map's
// 420 bytes a state (see MaxMapStates).
func MapBytes(states int64) int64 { return states * 420 * 34 / 10 }

// residues is Residues on c, before its first square, learning no map where the
// states between two columns are more than mapStates, and says after which column it
// learnt the scan's map (0: never).
func (c *Columns) residues(ctx context.Context, length int, primes []uint64, mapStates int, each func(ResidueBoard) error) (learnt int, err error) {
	var seen [2][]uint64 // the states after the last two columns, while the map is not learnt
	var lanes *residueMap
	var modulus *big.Int // the primes' product, once the counts are kept modulo it (nil: exact)
	for n := 1; n <= length; n++ {
		b := ResidueBoard{Len: n}
		if lanes != nil {
			b.Paths, b.Cycles, err = lanes.column(ctx, n == length)
			b.States, b.Bytes = lanes.states(), lanes.bytes()
		} else {
			b.Paths, b.Cycles, err = c.scanResidues(ctx, n == length, primes, modulus)
			b.States, b.Bytes = c.States(), c.Bytes()
		}
		if err == nil {
			err = each(b)
		}
		switch {
		case err != nil || lanes != nil || modulus != nil:
		case c.States() > mapStates:
			modulus = product(primes)
			err = c.reduce(ctx, modulus)
		case length-n >= MinLinear:
			if lanes, err = c.learnResidues(ctx, &seen, primes); lanes != nil {
				learnt = n
			}
		}
		if err != nil {
			return learnt, err
		}
	}
	return learnt, nil
}

// scanResidues scans c's next column, the scan's last with last, and returns its
// board's paths (with open) and cycles modulo primes; with modulus (not nil: the
// counts are modulo it, a multiple of each prime) the counts after it are reduced
// modulo it.
func (c *Columns) scanResidues(ctx context.Context, last bool, primes []uint64, modulus *big.Int) (paths, cycles []uint64, err error) {
	b, err := c.Next(ctx, last)
	if err == nil && modulus != nil && !last {
		err = c.reduce(ctx, modulus)
	}
	if err != nil {
		return nil, nil, err
	}
	if c.open {
		paths = bigResidues(b.Paths, primes)
	}
	return paths, bigResidues(b.Cycles, primes), nil
}

// product returns the product of primes.
func product(primes []uint64) *big.Int {
	m, t := big.NewInt(1), new(big.Int)
	for _, p := range primes {
		m.Mul(m, t.SetUint64(p))
	}
	return m
}

// reduce replaces each state's count by its remainder modulo m (at least 2): the counts
// the scan then makes are the same modulo m, the scan being sums of counts. It costs a
// word's remainder a word of a count where m fits in a word, else a math/big
// remainder a state (its big.Ints reused). It stops with ctx's error when ctx is done.
func (c *Columns) reduce(ctx context.Context, m *big.Int) error {
	if m.IsUint64() {
		mod := m.Uint64()
		return c.eachUntil(ctx, func(_, _ uint64, w []uint64) {
			w[0] = wordsMod(w, mod)
			clear(w[1:])
		})
	}
	x, y, word := new(big.Int), new(big.Int), new(big.Int)
	return c.eachUntil(ctx, func(_, _ uint64, w []uint64) {
		x.SetUint64(0)
		for j := len(w) - 1; j >= 0; j-- {
			x.Or(x.Lsh(x, 64), word.SetUint64(w[j]))
		}
		y.Mod(x, m)
		for j := range w {
			w[j] = y.Uint64()
			y.Rsh(y, 64)
		}
	})
}

// bigResidues returns x (not negative) modulo each of primes.
func bigResidues(x *big.Int, primes []uint64) []uint64 {
	out := make([]uint64, len(primes))
	w := wordsOf(x)
	for i, p := range primes {
		out[i] = wordsMod(w, p)
	}
	return out
}

// wordsMod returns the count w (64-bit words, least significant first) modulo p.
func wordsMod(w []uint64, p uint64) uint64 {
	var r uint64
	for j := len(w) - 1; j >= 0; j-- {
		r = bits.Rem64(r, w[j], p)
	}
	return r
}

// residueMap is the scan's linear map over the counts modulo primes: each state a row
// of len(primes) lanes.
type residueMap struct {
	squares       []linSquare // a period's squares, from a column's first (linear's)
	at            int         // the next square's place in squares
	primes        []uint64
	open          bool     // the scan's paths too
	most          int      // the most states of a square: the arrays' room
	counts, spare []uint64 // the rows of the states before the next square; room for the next
}

// learnResidues learns the scan's map when the states after the column just scanned
// are the ones after one of the two columns before (seen, sorted; it keeps this one's
// there: learnPeriod), as toLinear does, and returns it over c's counts modulo primes, c's tables
// let go of; or nil while it is not learnt.
func (c *Columns) learnResidues(ctx context.Context, seen *[2][]uint64, primes []uint64) (*residueMap, error) {
	keys, l, err := c.learnPeriod(ctx, seen)
	if err != nil || l == nil {
		return nil, err
	}
	k := len(primes)
	m := &residueMap{squares: l.squares, primes: primes, open: c.open, most: l.most, counts: make([]uint64, len(keys)*k, l.most*k)}
	c.cur.each(func(key uint64, w []uint64) {
		i := stateIndex(keys, key)
		row := m.counts[i*k : (i+1)*k]
		for j, p := range primes {
			row[j] = wordsMod(w, p)
		}
	})
	c.cur, c.spare, c.scat, c.tabs = nil, nil, nil, [2]*table{}
	return m, nil
}

// states returns the states the map holds counts of, before its next square.
func (m *residueMap) states() int { return len(m.counts) / len(m.primes) }

// bytes returns the memory of the map's lists and counts.
func (m *residueMap) bytes() int64 {
	return int64(cap(m.counts)+cap(m.spare))*8 + squaresBytes(m.squares)
}

// column runs the map over the next column, the scan's last with last, and returns its
// board's paths (of an open scan; else nil) and cycles modulo the primes.
func (m *residueMap) column(ctx context.Context, last bool) (paths, cycles []uint64, err error) {
	k := len(m.primes)
	for {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		q := &m.squares[m.at]
		if !q.ends {
			m.square(q)
			continue
		}
		cycles = make([]uint64, k)
		m.sumRows(cycles, q.cycles)
		if m.open {
			paths = make([]uint64, k)
			m.sumRows(paths, q.paths)
		}
		if !last {
			m.square(q)
		}
		return paths, cycles, nil
	}
}

// square runs the square q, the next, over the rows.
func (m *residueMap) square(q *linSquare) {
	k := len(m.primes)
	states := len(q.start) - 1
	if cap(m.spare) < states*k {
		m.spare = make([]uint64, m.most*k)
	}
	dst := m.spare[:states*k]
	for j := 0; j < states; j++ {
		m.sumRows(dst[j*k:(j+1)*k], q.from[q.start[j]:q.start[j+1]])
	}
	m.counts, m.spare = dst, m.counts
	m.at = (m.at + 1) % len(m.squares)
}

// sumRows sets d to the sum of the rows of from (none or more) modulo the primes,
// lane by lane: the short lists, most of them, a lane at a time with the reduction;
// a longer one up to residueChunk rows added at a time, and then reduced.
func (m *residueMap) sumRows(d []uint64, from []int32) {
	k := len(d)
	row := func(i int32) []uint64 { return m.counts[int(i)*k : int(i)*k+k] }
	p := m.primes
	switch len(from) {
	case 0:
		clear(d)
		return
	case 1:
		copy(d, row(from[0]))
		return
	case 2:
		laneSum2(d, row(from[0]), row(from[1]), p)
		return
	case 3:
		laneSum3(d, row(from[0]), row(from[1]), row(from[2]), p)
		return
	}
	laneSet4(d, row(from[0]), row(from[1]), row(from[2]), row(from[3]))
	terms := 4 // the rows d holds the sum of, unreduced
	for rest := from[4:]; len(rest) > 0; {
		if terms+3 > residueChunk {
			reduceLanes(d, p, terms)
			terms = 1
		}
		switch len(rest) {
		case 1:
			laneAdd1(d, row(rest[0]))
		case 2:
			laneAdd2(d, row(rest[0]), row(rest[1]))
		default:
			laneAdd3(d, row(rest[0]), row(rest[1]), row(rest[2]))
		}
		n := min(len(rest), 3)
		terms += n
		rest = rest[n:]
	}
	reduceLanes(d, p, terms)
}

// laneSum2 sets d to a + b modulo p, lane by lane.
func laneSum2(d, a, b, p []uint64) {
	a, b, p = a[:len(d)], b[:len(d)], p[:len(d)]
	for j := range d {
		x := a[j] + b[j]
		d[j] = min(x, x-p[j]) // x-p where x >= p, else x-p wraps round above x
	}
}

// laneSum3 sets d to a + b + c modulo p, lane by lane.
func laneSum3(d, a, b, c, p []uint64) {
	a, b, c, p = a[:len(d)], b[:len(d)], c[:len(d)], p[:len(d)]
	for j := range d {
		x := a[j] + b[j] + c[j]
		x = min(x, x-p[j]<<1)
		d[j] = min(x, x-p[j])
	}
}

// laneSet4 sets d to a + b + c + e, lane by lane, unreduced.
func laneSet4(d, a, b, c, e []uint64) {
	a, b, c, e = a[:len(d)], b[:len(d)], c[:len(d)], e[:len(d)]
	for j := range d {
		d[j] = a[j] + b[j] + c[j] + e[j]
	}
}

// laneAdd1 adds a to d, lane by lane, unreduced.
func laneAdd1(d, a []uint64) {
	a = a[:len(d)]
	for j := range d {
		d[j] += a[j]
	}
}

// laneAdd2 adds a and b to d, lane by lane, unreduced.
func laneAdd2(d, a, b []uint64) {
	a, b = a[:len(d)], b[:len(d)]
	for j := range d {
		d[j] += a[j] + b[j]
	}
}

// laneAdd3 adds a, b and c to d, lane by lane, unreduced.
func laneAdd3(d, a, b, c []uint64) {
	a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
	for j := range d {
		d[j] += a[j] + b[j] + c[j]
	}
}

// reduceLanes reduces each lane of d, below terms (at most residueChunk) times its
// prime, modulo its prime: for each s below log2(terms), from the top, it takes the
// prime times 2^s off where the lane is not below it.
func reduceLanes(d, primes []uint64, terms int) {
	primes = primes[:len(d)]
	switch steps := bits.Len(uint(terms - 1)); steps {
	case 4:
		for j, p := range primes {
			x := d[j]
			x = min(x, x-p<<3)
			x = min(x, x-p<<2)
			x = min(x, x-p<<1)
			d[j] = min(x, x-p)
		}
	default:
		for j, p := range primes {
			x := d[j]
			for s := steps - 1; s >= 0; s-- {
				x = min(x, x-p<<uint(s))
			}
			d[j] = x
		}
	}
}

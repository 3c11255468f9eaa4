package count

import (
	"context"
	"fmt"
	"math/big"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// The meet in rounds. After the scan of the top half, each part keeps its share of the
// half (half-S/K, the layer after S squares) and the degrees of the bottom states that
// its share gives (degrees-S/K: the bottom is the same scan, rows turned over). Then
// rounds of a few middle edges each (middleRound): part K reads the middle states the
// parts sent it (in the first, its share of the top half), merges them, adds each edge
// to each state in turn (a state stays as it is, and it makes the state with the edge),
// drops the states whose final degrees meet no bottom state (from every part's
// degrees), and sends each state it keeps to its owner: by a hash of the degrees of the
// positions that the next round's edges before its last leave alone (middleOwner; the
// scan's round before the first sends the top half's states so), and after the last
// edge by a hash of the degrees the bottom must have, so that the join round finds in
// part K the middle states of the groups of bottom states it keeps. There each part
// reads its sections of every part's half (the states whose bottom states it keeps:
// writeHalf), keeps the bottom states of its groups, and joins them with its middle
// states; the middle's first round checks that its counts fit from the parts' done
// files of the round that kept the top half (topFits). The middle and the join divide among the parts as the scan's
// layers do, no two parts making the same middle state; the halves are scanned once.

// writeDegrees writes the degrees of the bottom states that this part's share of the
// half after square states gives, degs (writeHalf), each once (degrees-square/K).
func (x *exchange) writeDegrees(square int, p *problem, degs *u64map) error {
	h := x.header(0, x.part, p)
	h.Stride = 1
	lw, err := jobdir.Create(x.d, x.degreesName(square, x.part), h, 1<<16)
	if err != nil {
		return err
	}
	for _, d := range degs.keys {
		if d != emptyWord && err == nil {
			err = lw.Put(0, d, 0, []uint64{1})
		}
	}
	if err == nil {
		err = lw.Commit()
	}
	if err != nil {
		lw.Abort()
	}
	return err
}

// readDegrees reads every part's degrees of the bottom after square states: the
// degrees of the bottom's groups.
func (x *exchange) readDegrees(square int, p *problem) (*u64map, error) {
	degs := newU64map(1 << 10)
	for k := 0; k < x.parts; k++ {
		err := jobdir.Read(x.d, x.degreesName(square, k), x.header(0, k, p), []int{0}, func(d, _ uint64, _ []uint64) error {
			degs = addKey(degs, d)
			return nil
		})
		if err != nil {
			return nil, x.damaged(err, x.keptIn(square), k)
		}
	}
	return degs, nil
}

// readMiddle reads this part's sections of the middle states the parts sent in round
// r into a middle table, their counts added.
func (x *exchange) readMiddle(r int, p *problem, m *meter, maxBytes int64) (*midTable, int64, error) {
	t := &midTable{maxBytes: maxBytes, m: m}
	var read int64
	for k := 0; k < x.parts; k++ {
		err := jobdir.Read(x.d, x.layerName(r, k), x.header(r, k, p), []int{x.part}, func(lo, _ uint64, c []uint64) error {
			read++
			h := key{lo: lo}.hash()
			return t.add(&t.shards[h>>(64-midShardBits)], lo, h, c[0])
		})
		if err != nil {
			return nil, 0, x.damaged(err, r, k)
		}
	}
	return t, read, nil
}

// middlePart runs round r of this part, rd: the middle's edges rd.edge..rd.upto (from
// 1).
func (x *exchange) middlePart(ctx context.Context, e engine, p *problem, r int, rd round) (jobdir.Done, error) {
	note := jobdir.Done{Counts: map[string]*big.Int{}}
	first, last := rd.edge, rd.upto
	_, bot := p.meetRows()
	e.m.begin(p.l, p.w, bot, nil)
	e.m.inRound()
	n := 2 * p.w
	edges, finalAfter := p.middleEdges()
	groups, err := x.readDegrees(bot*p.w, p)
	if err != nil {
		return note, err
	}
	// need returns the degrees the states must have at the positions final after edge
	// k (0-based) to meet a bottom state, and those positions; nil where edge k makes
	// no position final (but the last).
	need := func(k int) (*u64map, uint64) {
		f := finalAfter(k)
		if k >= 0 && f == finalAfter(k-1) && k < len(edges)-1 {
			return nil, f
		}
		return needs(groups, n, f), f
	}
	// The states, each with its count: the top half's (this part's share) before the
	// first edge, else what the parts sent.
	var t *midTable
	if first == 1 {
		start, f := need(-1)
		t, note.Recv, err = x.readTop(rd.top, p, e, start, f)
	} else {
		t, note.Recv, err = x.readMiddle(r-1, p, e.m, e.maxBytes)
	}
	if err != nil {
		return note, err
	}
	note.Held = t.states()
	e.m.enter(StageMiddle, len(edges))
	workers := len(e.obs)
	obs := make([]*midOutbox, workers)
	for i := range obs {
		obs[i] = &midOutbox{t: t}
	}
	for k := first - 1; k < last-1; k++ { // in place, as problem.middle does
		e.m.middleStep(k, t.states())
		nd, f := need(k)
		if err := t.step(ctx, edges[k], n, f, nd, obs); err != nil {
			return note, err
		}
		if nd != nil {
			t.purge(workers)
		}
	}
	k := last - 1
	e.m.middleStep(k, t.states())
	nd, f := need(k)
	// After the last edge, each state goes to the part that keeps the bottom states it
	// meets.
	note.Sent, err = x.sendMiddle(r, p, t, edges[k], nd, f, rd.owners(p, x.parts, last == len(edges)))
	return note, err
}

// readTop reads this part's share of the top half, kept in round kept, into a middle
// table: the states whose degrees at the positions of f are in start. It returns the
// table and the states read.
func (x *exchange) readTop(kept int, p *problem, e engine, start *u64map, f uint64) (*midTable, int64, error) {
	if err := x.topFits(kept, p); err != nil {
		return nil, 0, err
	}
	top, bot := p.meetRows()
	t := &midTable{maxBytes: e.maxBytes, m: e.m}
	var read int64
	bottom := top == bot // the top half is the bottom's too, in sections
	err := jobdir.Read(x.d, x.halfName(top*p.w, x.part), x.halfHeader(x.part, p, bottom), x.whole(bottom), func(lo, hi uint64, cnt []uint64) error {
		read++
		code, err := p.halfCode(key{lo: lo, hi: hi})
		if err != nil || !start.has(degNib(code)&f) {
			return err
		}
		for _, limb := range cnt[1:] {
			if limb != 0 {
				return errMeetOverflow
			}
		}
		h := key{lo: code}.hash()
		return t.add(&t.shards[h>>(64-midShardBits)], code, h, cnt[0])
	})
	if err != nil {
		return nil, 0, x.damaged(err, kept, x.part)
	}
	return t, read, nil
}

// sendMiddle adds the last edge of round r, ed, to the middle states of t as it writes
// them into this part's file, each to the part that owns it (own): the states without
// the edge and with it whose degrees at the positions of f are in nd (all with nd
// nil). It empties t, and returns the states written.
func (x *exchange) sendMiddle(r int, p *problem, t *midTable, ed edge, nd *u64map, f uint64, own owners) (int64, error) {
	w, err := x.writer(r, p, 1)
	if err != nil {
		return 0, err
	}
	n := 2 * p.w
	var sent int64
	send := func(s, v uint64) error {
		sent++
		return w.Put(own.ofMiddle(s), s, 0, []uint64{v})
	}
	for i := range t.shards {
		sh := &t.shards[i]
		for j, s := range sh.keys {
			v := sh.vals[j]
			if s == emptyWord || v == 0 {
				continue
			}
			if nd == nil || nd.has(degNib(s)&f) {
				if err = send(s, v); err != nil {
					break
				}
			}
			if y, ok := joinStep(s, ed, n); ok && (nd == nil || nd.has(degNib(y)&f)) {
				if err = send(y, v); err != nil {
					break
				}
			}
		}
		sh.keys, sh.vals = nil, nil
		if err != nil {
			break
		}
	}
	if err == nil {
		return sent, w.Commit()
	}
	w.Abort()
	return sent, err
}

// topFits checks that the middle's counts fit in 64 bits (halfList.middleFits), from
// the counts of the top half that the parts kept in round r (their done files): every
// part decides alike.
func (x *exchange) topFits(r int, p *problem) error {
	sum := new(big.Int)
	for k := 0; k < x.parts; k++ {
		note, err := x.files().ReadDone(r, k)
		if err != nil {
			return x.damaged(err, r, k)
		}
		sum.Add(sum, note.Counts[countKept])
	}
	h := halfList{cnt: []uint64{sum.Uint64()}}
	if !sum.IsUint64() || !h.middleFits(p.w, !p.cycle) {
		return fmt.Errorf("%s: %w: a count in rounds cannot fall back to the scan; count it whole", x.job, errMeetOverflow)
	}
	return nil
}

// joinPart runs the last round of this part of a meet: its middle states joined with
// the bottom states of its groups, read from its sections of every part's half. Its result is twice its
// share of the cycles (see problem.meet).
func (x *exchange) joinPart(ctx context.Context, e engine, p *problem, r int) (jobdir.Done, error) {
	note := jobdir.Done{Counts: map[string]*big.Int{}}
	m := e.m
	_, bot := p.meetRows()
	m.begin(p.l, p.w, bot, nil)
	bb := bottomBuilder{w: p.w, keep: func(d uint64) bool { return bottomPart(d, x.parts) == x.part }}
	for k := 0; k < x.parts; k++ {
		err := jobdir.Read(x.d, x.halfName(bot*p.w, k), x.halfHeader(k, p, true), []int{x.part, x.parts + x.part}, func(lo, hi uint64, c []uint64) error {
			s := key{lo: lo, hi: hi}
			for _, limb := range c[1:] {
				if limb != 0 {
					return errMeetOverflow
				}
			}
			code, err := p.halfCode(s)
			if err != nil {
				return err
			}
			return bb.add(code, c[0])
		})
		if err != nil {
			return note, x.damaged(err, x.keptIn(bot*p.w), k)
		}
	}
	b, err := bb.bottom(ctx)
	if err != nil {
		return note, err
	}
	mid, read, err := x.readMiddle(r-1, p, m, e.maxBytes)
	if err != nil {
		return note, err
	}
	note.Recv, note.Held = read, mid.states()
	m.enter(StageJoin, midShards)
	total, err := b.join(ctx, mid, len(e.obs), m)
	note.Counts[resultLine] = total
	if total == nil {
		note.Counts[resultLine] = new(big.Int)
	}
	return note, err
}

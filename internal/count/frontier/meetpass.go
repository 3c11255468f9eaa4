package frontier

// A meet's join (Meet.join) makes the middle from the top states of its pass and
// weighs each pair of a middle and a bottom state by the pass's weight. A meet walks
// from every top state and counts every pair once (onePass), but for the open tours
// from every start of a board of even length, whose top and bottom are the same scan
// (the board turned round): a tour whose top gives the ends vertex t of its edges and
// whose bottom b is, turned round, a tour whose top gives b and whose bottom t, so
// the tours of (t, b) = (2, 0) are as many as those of (0, 2), and the meet counts
// the second twice and the first not at all: it walks no top state of t = 2
// (turnedPass), about half of them (7x8 open: 4.5 of 8.6 million). Their middles take
// no edge of the ends vertex and cost little: 7x8 open took 186.6 s of CPU against
// 193.0 s and 1.90 GB against 1.98 GB, 6x8 open 5.22 s against 5.61 s (least of two
// and three runs, alternating, quiet). The tours of (1, 0) and (0, 1) could go so
// too, in a pass of their own for the top states of t = 1, but that pass keeps apart
// the middle states that the two give alike, which one pass merges, and joins them
// again: 7x8 open took 214 s of CPU so, where 6x8 open fell to 4.4 s.

// meetPass is the pass of a meet's join: the middle is walked from the top states
// whose ends vertex's degree it takes (takes[t]), and a pair of a middle and a bottom
// state counts weight[v] times, v the degree the top and the middle give the ends
// vertex (the bottom gives it 2-v).
type meetPass struct {
	takes  [3]bool
	weight [3]uint64
}

// onePass is the pass of a meet that walks every top state and counts every pair
// once.
func onePass() meetPass {
	return meetPass{takes: [3]bool{true, true, true}, weight: [3]uint64{1, 1, 1}}
}

// turnedPass is the pass of an open meet from every start whose bottom is its top
// turned round (see above): the top states of t = 2 are not walked, and the pairs
// whose middle gives the ends vertex no edge (t = 0, b = 2) count twice.
func turnedPass() meetPass {
	return meetPass{takes: [3]bool{true, true, false}, weight: [3]uint64{2, 1, 1}}
}

// walked returns the packed top states tops (each followed by its count) whose
// middle the pass walks: tops itself where that is all of them, else a new array of
// those, so that the others' may go.
func (p meetPass) walked(tops []uint64) []uint64 {
	walks := func(x uint64) bool { return p.takes[unpack(x).degree(endsAt)] }
	k := 0
	for i := 0; i < len(tops); i += 2 {
		if walks(tops[i]) {
			k += 2
		}
	}
	if k == len(tops) {
		return tops
	}
	out := make([]uint64, 0, k)
	for i := 0; i < len(tops); i += 2 {
		if walks(tops[i]) {
			out = append(out, tops[i], tops[i+1])
		}
	}
	return out
}

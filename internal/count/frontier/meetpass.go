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
// no edge of the ends vertex and cost little: 7x8 open took 186.4 s of CPU against
// 193.0 s, 6x8 open 5.22 s against 5.61 s (least of 4 and 3 runs, alternating,
// quiet). They stay in the top states' array, read and passed over: the middle's
// parts are chosen by all of them (midBytesPerTop), as a meet in parts reads them all
// from its files. The tours of (1, 0) and (0, 1) could go so too, in a pass of their
// own for the top states of t = 1, but that pass keeps apart the middle states that
// the two give alike, which one pass merges, and joins them again: 7x8 open took 214 s
// of CPU so, where 6x8 open fell to 4.4 s.

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

package frontier

import "testing"

// TestTurnedPass checks that the passes count each tour once: a pass weighs the tours
// whose top, middle and bottom give the ends vertex t, r and b of its edges (t + r + b
// = 2) by its weight of t + r if it takes the top states of t. onePass weighs each
// tour 1; turnedPass the tours of (t, r, b) and of (b, r, t), as many (the board
// turned round), 2 together.
func TestTurnedPass(t *testing.T) {
	weigh := func(p meetPass, t, r int) uint64 {
		if !p.takes[t] {
			return 0
		}
		return p.weight[t+r]
	}
	for _, c := range []struct {
		name   string
		pass   meetPass
		turned bool
	}{{"one", onePass(), false}, {"turned", turnedPass(), true}} {
		for top := 0; top <= 2; top++ {
			for r := 0; top+r <= 2; r++ {
				b := 2 - top - r
				got, want := weigh(c.pass, top, r), uint64(1)
				if c.turned {
					got, want = got+weigh(c.pass, b, r), 2
				}
				if got != want {
					t.Errorf("%s: the tours of (t, r, b) = (%d, %d, %d) weighed %d, want %d", c.name, top, r, b, got, want)
				}
			}
		}
	}
}

package countprog

import (
	"context"
	"fmt"
	"math/big"

	"github.com/knightstour/knightstour/internal/count"
)

// This file counts by the conventions of the literature (Config.Open, Config.Undirected)
// on top of package count, which counts tours as sequences: every Hamiltonian path, or
// the closed tours only. A strictly open tour from s is a tour from s less the closed
// ones (a tour from s whose end is a knight's move from s is a closed tour from s read
// as a sequence), and the undirected counts divide by count.Ways (an undirected count
// takes no end: Config.checkConvention).

// Convention is what a count counts (-closed, -open, -undirected): every tour (every
// Hamiltonian path, those that close included), the closed tours or the strictly open
// ones, each way (directed) or a tour and its reverse once (undirected).
type Convention struct {
	Closed     bool // count closed tours only
	Open       bool // count strictly open tours only: the ends not a knight's move apart
	Undirected bool // count a tour and its reverse once, and a closed tour once, not once a square
}

// counted says in words what a query counts, as -v shows it: "every tour, directed"
// (every Hamiltonian path, each way), "strictly open tours, undirected", "closed
// tours, directed".
func (cfg Convention) counted() string {
	kind := "every tour"
	switch {
	case cfg.Closed:
		kind = "closed tours"
	case cfg.Open:
		kind = "strictly open tours"
	}
	if cfg.Undirected {
		return kind + ", undirected"
	}
	return kind + ", directed"
}

// convention turns the counts of package count into the ones cfg asks for.
type convention struct {
	cfg    *Config
	end    int           // the end of the tours (0-based), or count.Every
	opt    count.Options // for the closed counts of -open
	closed *count.Counter
}

// convention returns the convention of cfg, for the tours to end (0-based, or
// count.Every), counting with opt.
func (cfg *Config) convention(end int, opt count.Options) *convention {
	return &convention{cfg: cfg, end: end, opt: opt}
}

// apply returns what cfg counts from start s (0-based, or count.Every), where n is
// package count's count of the tours (cfg.Closed: of the closed tours) from s.
func (cv *convention) apply(ctx context.Context, n *big.Int, s int) (*big.Int, error) {
	cfg, squares := cv.cfg, cv.cfg.Rows*cv.cfg.Cols
	if cfg.Open {
		c, err := cv.closedFrom(ctx, s)
		if err != nil {
			return nil, fmt.Errorf("the closed tours, to subtract: %w", err)
		}
		n = new(big.Int).Sub(n, c)
	}
	if !cfg.Undirected {
		return n, nil
	}
	d := count.Ways(cfg.Closed, s != count.Every, squares)
	if d == 1 { // the start fixes the direction, or one square is its own reverse
		return n, nil
	}
	q, r := new(big.Int).QuoRem(n, big.NewInt(d), new(big.Int))
	if r.Sign() != 0 {
		return nil, fmt.Errorf("%v tours do not divide by %d, the ways each is counted: a bug", n, d)
	}
	return q, nil
}

// closedFrom counts the closed tours from s (0-based, or count.Every) to the end.
func (cv *convention) closedFrom(ctx context.Context, s int) (*big.Int, error) {
	closed := *cv.cfg
	closed.Closed, closed.Open = true, false
	start := s + 1
	if s == count.Every {
		start = 0
	}
	if closed.noTour(start) != "" {
		return new(big.Int), nil
	}
	if cv.closed == nil {
		var err error
		if cv.closed, err = count.New(closed.Rows, closed.Cols, true, cv.end, cv.opt); err != nil {
			return nil, err
		}
	}
	return cv.closed.Tours(ctx, s)
}

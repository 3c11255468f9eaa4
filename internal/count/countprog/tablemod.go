package countprog

import (
	"context"
	"errors"
	"fmt"

	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/count/genfunc"
)

// A table's terms modulo primes, for a search of its generating function: the
// residues of the boards' paths and cycles (frontier.Residues) made into the table's
// terms as tableCount makes them (tableTerm), modulo each prime.

// TableResidues returns the terms of cfg's table modulo primes: out[i][k] is a(From+k)
// modulo primes[i], k < n, where a(m) is the table's line for the board of length m as
// the table prints it (by cfg's convention), past To too. The table is at most
// frontier.MaxLinear (7) wide and not of the first cells; the moduli are below
// frontier.MaxResidueModulus. It costs what frontier.Residues does to From+n-1, and
// 8·n·len(primes) bytes for out.
func (cfg *Config) TableResidues() func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
	return func(ctx context.Context, primes []uint64, n int) ([][]uint64, error) {
		out := make([][]uint64, len(primes))
		for i := range out {
			out[i] = make([]uint64, 0, max(n, 0))
		}
		err := cfg.eachResidues(ctx, primes, n, func(_ frontier.ResidueBoard, terms []uint64) error {
			for i, x := range terms {
				out[i] = append(out[i], x)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		return out, nil
	}
}

// eachResidues calls each with each board the scan passes, m = 1..From+n-1 in order,
// and from m = From with the term a(m) of cfg's table modulo each prime (see
// TableResidues; before it, terms is nil); terms is reused from one call to the next.
func (cfg *Config) eachResidues(ctx context.Context, primes []uint64, n int, each func(b frontier.ResidueBoard, terms []uint64) error) error {
	t := cfg.Table
	switch {
	case t == nil:
		return errors.New("residues of a table: no table")
	case t.Cells:
		return fmt.Errorf("residues of %s: a table of the first cells has none", t.name())
	case n < 1:
		return fmt.Errorf("residues of %s: %d terms: want 1 or more", t.name(), n)
	}
	if err := cfg.checkConvention(); err != nil {
		return fmt.Errorf("residues of %s: %w", t.name(), err)
	}
	terms := make([]uint64, len(primes))
	err := frontier.Residues(ctx, t.Width, t.From+n-1, !cfg.Closed, primes, func(b frontier.ResidueBoard) error {
		if b.Len < t.From {
			return each(b, nil)
		}
		pc, cc, f := cfg.tableTerm(t.Width * b.Len)
		for i, p := range primes {
			terms[i] = termMod(b.Paths, b.Cycles, i, p, pc, cc, f)
		}
		return each(b, terms)
	})
	if err != nil {
		all := *t
		all.To = t.From + n - 1
		return fmt.Errorf("residues of %s: %w", all.name(), err)
	}
	return nil
}

// termMod is tableCount modulo p: factor·(pc·P + cc·C) modulo p, where P and C are
// paths[i] and cycles[i] (paths nil where pc is 0), the residues modulo p of the
// board's undirected paths and cycles.
func termMod(paths, cycles []uint64, i int, p uint64, pc, cc, factor int64) uint64 {
	x := genfunc.MulMod(signedMod(cc, p), cycles[i], p)
	if pc != 0 {
		x = genfunc.AddMod(x, genfunc.MulMod(signedMod(pc, p), paths[i], p), p)
	}
	return genfunc.MulMod(signedMod(factor, p), x, p)
}

// signedMod returns x modulo p, in 0..p-1.
func signedMod(x int64, p uint64) uint64 {
	if x >= 0 {
		return uint64(x) % p
	}
	return (p - uint64(-x)%p) % p
}

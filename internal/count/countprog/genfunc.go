package countprog

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"time"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/count/genfunc"
)

// A table's generating function (package genfunc). -table genfunc finds it, from the
// table's terms modulo primes (TableResidues), and writes it in genfunc's file format;
// -from FILE reads one and prints the table's lines from it, exact, or with -mod P
// modulo P, for lengths far past any scan. The file's table line names the sequence
// (genTable), so that a file is not read for another table.

// genTable names the sequence of cfg's table in a generating function's file: its width
// and what it counts, "5xn closed tours, undirected" (a table by rows, nx5, is the same
// sequence).
func (cfg *Config) genTable() string {
	return fmt.Sprintf("%dxn %s", cfg.Table.Width, cfg.Convention.counted())
}

// checkGenFunc says whether cfg's table can be found (-table genfunc) or read (-from)
// as a generating function. It costs O(1).
func (cfg Config) checkGenFunc() error {
	t := cfg.Table
	switch {
	case t.GenFunc == "" && t.Form != GenFunc:
		return nil
	case t.GenFunc != "" && t.Form == GenFunc:
		return errors.New("-from with -table genfunc: -from reads a generating function, -table genfunc finds one")
	case t.Cells:
		return errors.New("a table of the first cells has no generating function here (-table genfunc and -from go with -rows N -cols A..B)")
	case cfg.Rounds != nil:
		return errors.New("a generating function is found or read whole: drop -part and -dir")
	case t.Form == GenFunc:
		return t.residuesFit("-table genfunc", "the terms modulo primes come")
	}
	return nil
}

// residuesFit says whether t's terms modulo primes can come from the scan's linear map
// (frontier.Residues), for the flag flag, whose terms what says: the map is learnt on
// tables at most frontier.MaxLinear wide. It costs O(1).
func (t *Table) residuesFit(flag, what string) error {
	if t.Width > frontier.MaxLinear {
		return fmt.Errorf("%s of a %d-wide table: %s from the scan's linear map, learnt on tables at most %d wide", flag, t.Width, what, frontier.MaxLinear)
	}
	return nil
}

// checkMod says whether cfg's table can be printed modulo t.Mod by the scan's residues
// (-mod P without -from; with -from any modulus goes). It costs O(1).
func (cfg Config) checkMod() error {
	t := cfg.Table
	switch {
	case t.Mod == 0 || t.GenFunc != "":
		return nil
	case t.Form == GenFunc:
		return errors.New("-mod with -table genfunc: the search works modulo primes of its own")
	case t.Cells:
		return errors.New("-mod with -cells: a table of the first cells is printed exact only")
	case cfg.Rounds != nil:
		return errors.New("-mod: a table modulo P is scanned whole: drop -part and -dir")
	}
	if err := t.residuesFit("-mod", "its residues come"); err != nil {
		return err
	}
	switch {
	case t.Mod >= frontier.MaxResidueModulus:
		return fmt.Errorf("-mod %d: a scanned table's residues take moduli below 2^60 (-from takes them to 2^63-1)", t.Mod)
	case cfg.Mem.Bytes != 0:
		return errors.New("-mem with -mod: a table modulo P (the residues' scan) runs with no memory cap of its own yet: drop -mem (docs/counting.md gives its peaks)")
	}
	return nil
}

// tableMod prints the lines of cfg's table modulo t.Mod, each as the scan passes its
// board, from the residues of the scan's linear map, or where the map would not fit
// from the scan with its counts modulo t.Mod (eachResidues): an arithmetic of their
// own, a second road to the exact lines. It says its estimate first (modModel) and
// its progress once a second, as the exact table does, on a terminal or with -v.
func (cfg *Config) tableMod(ctx context.Context, env Env, mem memoryCap) error {
	t := cfg.Table
	what := fmt.Sprintf("%s modulo %d", t.name(), t.Mod)
	m, road := cfg.modModel()
	says := modEstimate(fmt.Sprintf("%s (%s)", what, cfg.counted()), m, road)
	meter, r, stop := cfg.watchTable(env, mem, m, says, what)
	defer stop()
	err := cfg.eachResidues(ctx, []uint64{t.Mod}, t.To-t.From+1, func(b frontier.ResidueBoard, terms []uint64) error {
		meter.passed(b.Len, int64(b.States), b.Bytes)
		if terms == nil {
			return nil
		}
		r.erase() // the terminal's status line, if any: drawn again at the next tick
		return cfg.line(env.Stdout, b.Len, strconv.FormatUint(terms[0], 10))
	})
	switch {
	case err != nil && ctx.Err() != nil:
		return &interrupted{fmt.Sprintf("interrupted: %s stopped after %s", what, roundDuration(meter.Progress().Elapsed)), context.Cause(ctx)}
	case err != nil:
		return err
	}
	return nil
}

// A modRoad is the road frontier.Residues takes through a table modulo P.
type modRoad int

const (
	modExact modRoad = iota // a short table: the exact scan, its lines reduced
	modScan                 // past frontier.MaxMapStates: the scan with each count modulo P
	modMap                  // the scan's linear map over residues, learnt after a few columns
)

// modModel is the model of cfg's table modulo t.Mod by the road frontier.Residues takes,
// which the exact model foretells: past frontier.MaxMapStates states between columns,
// its scan modulo t.Mod, the exact model with counts of a word (two for a modulus of
// 2^32 or more, whose sums pass a word); else, where frontier.MinLinear columns are
// left once the states hold (count.TableSettled), the linear map, whose time is at most
// the exact table's; else the exact scan.
func (cfg *Config) modModel() (m count.TableModel, road modRoad) {
	m = cfg.tableModel()
	switch {
	case m.Need().States > frontier.MaxMapStates:
		m.Words = 1
		if cfg.Table.Mod >= 1<<32 {
			m.Words = 2
		}
		return m, modScan
	case m.Length >= count.TableSettled+frontier.MinLinear:
		return m, modMap
	}
	return m, modExact
}

// modEstimate says what a table modulo P (what) of the model m, by road (modModel), is
// estimated to need: the model's time and tables; by the map, the model's time at the
// most and the map's memory too, as frontier.MapBytes estimates it.
func modEstimate(what string, m count.TableModel, road modRoad) string {
	n := m.Need()
	switch road {
	case modScan:
		return needLine(what, n.CPU, false, n.Bytes, "its scan with each count modulo P")
	case modMap:
		return needLine(what, n.CPU, true, max(n.Bytes, frontier.MapBytes(n.States)), "the scan's linear map over residues")
	}
	return needLine(what, n.CPU, false, n.Bytes, "its exact scan")
}

// findGenFunc finds the generating function of cfg's table, a(From), a(From+1), …, from
// at most To-From+1 of its terms (a few more where the terms vanish off a residue
// class), and writes it on env.Stdout; with -v it says how far
// the search is once a batch of primes.
func (cfg *Config) findGenFunc(ctx context.Context, env Env) error {
	t := cfg.Table
	opt := genfunc.Options{MaxTerms: t.To - t.From + 1}
	if cfg.Verbose || env.Terminal {
		last := -1
		opt.Progress = func(r genfunc.Report) {
			if r.Batch != last || r.Stage != "primes" {
				last = r.Batch
				fmt.Fprintf(env.Stderr, "knightstour: the generating function of %s: %s\n", cfg.genTable(), genProgress(r))
			}
		}
	}
	start := time.Now()
	r, rep, err := genfunc.Find(ctx, cfg.TableResidues(), t.From, opt)
	if err != nil {
		if ctx.Err() != nil {
			return &interrupted{fmt.Sprintf("interrupted: the generating function of %s stopped after %s", cfg.genTable(), roundDuration(time.Since(start))), context.Cause(ctx)}
		}
		return fmt.Errorf("the generating function of %s from n = %d, at most %d terms: %w", cfg.genTable(), t.From, t.To-t.From+1, err)
	}
	if _, err := genfunc.Write(env.Stdout, r, genfunc.Header{Table: cfg.genTable(), Found: rep.String()}); err != nil {
		return fmt.Errorf("the generating function of %s: %w", cfg.genTable(), err)
	}
	return nil
}

// genProgress says where the search rep is, in words.
func genProgress(r genfunc.Report) string {
	switch r.Stage {
	case "probe":
		return fmt.Sprintf("%d terms modulo one prime, a recurrence of length %d so far", r.Probe, r.L)
	case "primes":
		return fmt.Sprintf("%d terms modulo %d primes (%d bits), a recurrence of length %d", r.Terms, r.Primes, r.Bits, r.L)
	}
	return r.Stage + ": " + r.String()
}

// fromGenFunc prints the lines of cfg's table, n = From..To, from the generating
// function that env.Open reads from the file t.GenFunc: exact, or modulo t.Mod.
func (cfg *Config) fromGenFunc(ctx context.Context, env Env) error {
	t := cfg.Table
	r, err := cfg.readGenFunc(env)
	if err != nil {
		return err
	}
	if t.From < r.First {
		return fmt.Errorf("%s: its terms start at n = %d, not %d", t.GenFunc, r.First, t.From)
	}
	var terms []*big.Int
	if t.Mod != 0 {
		var mod []uint64
		if mod, err = r.TermsMod(ctx, t.From, t.To, t.Mod); err == nil {
			for _, v := range mod {
				terms = append(terms, new(big.Int).SetUint64(v))
			}
		}
	} else {
		terms, err = r.Terms(ctx, t.From, t.To)
	}
	switch {
	case err != nil && ctx.Err() != nil:
		return &interrupted{fmt.Sprintf("interrupted: %s from %s", t.name(), t.GenFunc), context.Cause(ctx)}
	case err != nil:
		return fmt.Errorf("%s from %s (-cols): %w", t.name(), t.GenFunc, err)
	}
	for i, a := range terms {
		if err := cfg.line(env.Stdout, t.From+i, a.String()); err != nil {
			return err
		}
	}
	return nil
}

// readGenFunc reads the generating function in the file t.GenFunc, which must be of
// cfg's table.
func (cfg *Config) readGenFunc(env Env) (*genfunc.Rational, error) {
	t := cfg.Table
	if env.Open == nil {
		return nil, fmt.Errorf("-from %s: no files to read", t.GenFunc)
	}
	f, err := env.Open(t.GenFunc)
	if err != nil {
		return nil, fmt.Errorf("-from: %w", err)
	}
	defer f.Close()
	r, h, err := genfunc.Read(f)
	if err != nil {
		return nil, fmt.Errorf("-from %s: %w", t.GenFunc, err)
	}
	if h.Table != cfg.genTable() {
		return nil, fmt.Errorf("-from %s: the generating function of %q, not of %q (the flags' table)", t.GenFunc, h.Table, cfg.genTable())
	}
	return r, nil
}

package countprog

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/machine"
)

// A table's run: each query answered with the whole table (table.go), or with what
// -round asks of the table in rounds (frontier.InParts).

// tableRun answers the queries of a table, each of which must be 0 (every start):
// with the table, a line for each length, as soon as the scan passes its board; or in
// rounds, with what cfg.Rounds asks (the plan is printed once, after the last query).
type tableRun struct {
	cfg  *Config
	env  Env
	mem  memoryCap
	plan plan // of a table in rounds
}

// tableSink is the sink of cfg's table, under the cap mem.
func (cfg *Config) tableSink(env Env, mem memoryCap) (*tableRun, error) {
	if cfg.Rounds != nil && env.Dir == nil {
		return nil, errors.New("a table in rounds needs its folder")
	}
	return &tableRun{cfg: cfg, env: env, mem: mem}, nil
}

func (r *tableRun) answer(ctx context.Context, q int) error {
	if q != 0 {
		return fmt.Errorf("query %d: a table counts the tours from every start (query 0); a square names a square of one board", q)
	}
	if r.env.counted != nil {
		r.env.counted()
	}
	switch t := r.cfg.Table; {
	case r.cfg.Rounds != nil:
		return r.cfg.tableInRounds(ctx, r.env, &r.plan, r.mem)
	case t.GenFunc != "":
		return r.cfg.fromGenFunc(ctx, r.env)
	case t.Form == GenFunc:
		return r.cfg.findGenFunc(ctx, r.env)
	case t.Mod != 0:
		return r.cfg.tableMod(ctx, r.env, r.mem)
	case t.byBoards():
		return r.cfg.tableByBoards(ctx, r.env, r.mem)
	}
	return r.cfg.table(ctx, r.env, r.mem)
}

func (r *tableRun) end() error {
	if r.cfg.Rounds != nil && r.cfg.Rounds.Plan {
		return r.cfg.tablePlan(r.plan, r.env, r.mem)
	}
	return nil
}

// tableParts is the table's scan as part cfg.Part of cfg.Parts (frontier.InParts),
// its tables held to what mem allows them (a *count.TooBigError past it).
func (cfg *Config) tableParts(mem memoryCap) frontier.InParts {
	fits := func(held int64) error {
		if m := mem.tables(); m > 0 && held > m {
			return &count.TooBigError{Held: held, Max: m}
		}
		return nil
	}
	return frontier.InParts{Width: cfg.Table.Width, Length: cfg.Table.To, Open: !cfg.Closed, Part: cfg.Part - 1, Parts: cfg.Parts, Fits: fits}
}

// tablePartsNeed estimates what the table in rounds t needs, from the whole table's
// estimate (tableModel): the one model of a table's states and bytes.
func (cfg *Config) tablePartsNeed(t frontier.InParts) frontier.PartsNeed {
	n := cfg.tableModel().Need()
	return t.Need(n.States, n.Bytes)
}

// tableInRounds does what cfg.Rounds asks of the table in rounds, for a query: add it
// to the plan p, run the part's round (-v says what it did), or print the lines the
// parts add up to, exactly as the whole table prints them.
func (cfg *Config) tableInRounds(ctx context.Context, env Env, p *plan, mem memoryCap) error {
	t := cfg.tableParts(mem)
	switch r := cfg.Rounds; {
	case r.Plan:
		p.rounds = t.Rounds()
		p.disk = cfg.tablePartsNeed(t).Disk
		return nil
	case r.Round > 0:
		rep, err := t.Round(ctx, env.Dir, r.Round)
		if ctx.Err() != nil {
			return &interrupted{fmt.Sprintf("interrupted: %s stopped; this round of the part is lost (run it again), the rounds before are kept", cfg.tableRound()), context.Cause(ctx)}
		}
		var tooBig *count.TooBigError
		if errors.As(err, &tooBig) {
			held, allowed := mem.sayApart(tooBig.Held, tooBig.Max)
			return fmt.Errorf("%s: %w: its tables hold %s after square %d, more than the %s they may use; a count may use %s, its tables three quarters of it; this round of the part is not done",
				cfg.tableRound(), count.ErrTooBig, held, r.Round, allowed, mem)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", cfg.tableRound(), err)
		}
		if cfg.Verbose {
			cfg.tableReport(rep, env.Stderr)
		}
		return nil
	}
	err := t.Sum(env.Dir, func(b frontier.Board) error {
		if b.Len < cfg.Table.From {
			return nil
		}
		return cfg.tableLine(b, env.Stdout)
	})
	if err != nil {
		return fmt.Errorf("%s: %w", cfg.Table.name(), err)
	}
	return nil
}

// tableRound names the part's round of the table: "the 5xn table, n = 1..8 (part 2 of
// 3, round 7)".
func (cfg *Config) tableRound() string {
	return fmt.Sprintf("%s (part %d of %d, round %d)", cfg.Table.name(), cfg.Part, cfg.Parts, cfg.Rounds.Round)
}

// tableReport says on w what the part did in its round of the table.
func (cfg *Config) tableReport(rep frontier.PartReport, w io.Writer) {
	did, share := roundDone(rep.Ran, rep.Recv, rep.Before)
	board := ""
	if rep.Board.Len > 0 {
		board = fmt.Sprintf("; it passed %s", cfg.Table.board(rep.Board.Len))
	}
	tables := ""
	if rep.Ran {
		tables = "tables " + machine.Format(rep.Bytes) + ", "
	}
	fmt.Fprintf(w, "knightstour: %s: %s (%s in all): its share of the layer, %s states merged from %s sent to it%s; %smemory %s; it sent %s states%s\n",
		cfg.tableRound(), did, rounds(rep.Rounds), bigNumber(rep.Held), bigNumber(rep.Recv), share, tables, machine.Format(residentMemory()), bigNumber(rep.Sent), board)
}

// tablePlan prints the plan of the table in rounds, p (no rounds without a query), as
// a count's plan; with -v it says the estimate of a part's tables at the most.
func (cfg *Config) tablePlan(p plan, env Env, mem memoryCap) error {
	if cfg.Verbose && p.rounds > 0 {
		n := cfg.tablePartsNeed(cfg.tableParts(mem))
		fmt.Fprintf(env.Stderr, "knightstour: %s in %d parts: a part's tables about %s at the most (an estimate)\n",
			cfg.Table.name(), cfg.Parts, machine.Format(n.PartBytes))
	}
	return p.print(env, cfg.Verbose, env.Stderr)
}

package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/knightstour/knightstour/judge"
)

// cliJudge judges as judge.Judge does, reading squares in chess notation (numbers as
// well) when c asks for it, and naming them so in its messages: the query file, and in the line form the output and the
// answer file too (a grid holds move numbers, not squares). A board too wide for chess
// notation is a judge failure. Where the answer is wrong, the lines of the file lines
// (the answer file, or the output where there is none; "": none) may say for which
// board they were written (cliBoardHint).
func cliJudge(c cliArgs, in, out, ans io.Reader, lines string) (judge.Summary, error) {
	if c.cfg.Notation != judge.AlgebraicNotation {
		sum, err := judge.Judge(c.cfg, in, out, ans)
		return sum, cliBoardHint(c, lines, err)
	}
	alg := func(r io.Reader) (io.Reader, error) { return judge.Algebraic(r, c.cfg.Rows, c.cfg.Cols) }
	var err error
	if in, err = alg(in); err != nil {
		return judge.Summary{}, err
	}
	if c.cfg.Format == judge.LineForm {
		out, _ = alg(out)
		if ans != nil {
			ans, _ = alg(ans)
		}
	}
	sum, err := judge.Judge(c.cfg, in, out, ans)
	return sum, cliNotSquare(c.cfg, err)
}

// cliNotSquare rewords, for squares in chess notation, the judge's "is not an integer"
// of a token that should be a square (in the query file, and in the line form in the
// output and the answer file): it is neither a number nor a name of the board's squares.
func cliNotSquare(cfg judge.Config, err error) error {
	var e *judge.Error
	if !errors.As(err, &e) || e.Kind != judge.BadInput && cfg.Format != judge.LineForm {
		return err
	}
	e.Msg = strings.Replace(e.Msg, " is not an integer", fmt.Sprintf(" is not a square (want 1..%d or a%d..%c1)", cfg.Rows*cfg.Cols, cfg.Rows, 'a'+cfg.Cols-1), 1)
	return err
}

package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/knightstour/knightstour/judge"
)

// cliBoardFrom says where the board judged came from, in a message: the flags, or the
// default (8×8, or the build's).
func cliBoardFrom(set bool) string {
	if set {
		return "from the flags"
	}
	return "the default"
}

// cliJudgedAs is what an ok verdict ends with: the board judged and where it came
// from, " (judged as 8x8, the default)", so that a run without -rows and -cols says
// which board it took. The C++ judge says the same (judgedAs in cpp/judge.h).
func cliJudgedAs(c cliArgs) string {
	return fmt.Sprintf(" (judged as %dx%d, %s)", c.cfg.Rows, c.cfg.Cols, c.boardFrom)
}

// cliBoardHint adds to err, the judge's error (judge.Judge's: any verdict but
// accepted), the boards whose tours the lines of the file name read as (judge.Boards),
// where they are not the board judged: a forgotten -rows 6 -cols 6 then says so
// (judge.BoardHint). name is the answer file, or the output where there is none; it is
// read again, from its start, only where it is a regular file, and only for squares in
// numbers in the line form. The C++ judge adds the same (boardHint in cpp/judge.h).
func cliBoardHint(c cliArgs, name string, err error) error {
	if err == nil || name == "" || c.cfg.Format != judge.LineForm || c.cfg.Notation == judge.AlgebraicNotation {
		return err
	}
	if st, serr := os.Stat(name); serr != nil || !st.Mode().IsRegular() {
		return err
	}
	f, ferr := os.Open(name)
	if ferr != nil {
		return err
	}
	defer f.Close()
	hint := judge.BoardHint(c.cfg.Rows, c.cfg.Cols, c.boardFrom, judge.Boards(f))
	var e *judge.Error
	switch {
	case hint == "":
		return err
	case errors.As(err, &e):
		e.Msg += hint
		return err
	}
	return fmt.Errorf("%w%s", err, hint) // a judge failure still (judge.VerdictOf)
}

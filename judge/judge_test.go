package judge

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/sebdah/goldie/v2"
)

func TestJudge(t *testing.T) {
	line := func(rows, cols, s int) string { return lineOf(mustTour(t, rows, cols, s, false)) + "\n" }
	grid := func(rows, cols, s int) string { return gridOf(rows, cols, mustTour(t, rows, cols, s, false), " ") }
	l1, l2, l3 := line(8, 8, 1), line(8, 8, 2), line(8, 8, 3)
	g1, g2 := grid(8, 8, 1), grid(8, 8, 2)
	s1 := line(7, 7, 1)
	noAnswer := "\x00" // the answer argument is nil
	const bom = "\xef\xbb\xbf"
	tests := []struct {
		name    string
		cfg     Config
		input   string
		output  string
		answer  string
		verdict Verdict
		kind    Kind
		query   int // Error.Query
		line    int // Error.Line
		sum     Summary
	}{
		{name: "accepted", input: "1 2 3 -1", output: l1 + l2 + l3, answer: l1 + l2 + l3, sum: Summary{3, 3, 0}},
		{name: "accepted without answer file", input: "1 2 3 -1", output: l1 + l2 + l3, answer: noAnswer, sum: Summary{3, 3, 0}},
		{name: "input without -1", input: "1\n2\n3\n", output: l1 + l2 + l3, answer: noAnswer, sum: Summary{3, 3, 0}},
		{name: "input after -1", input: "1 2 -1 3 abc", output: l1 + l2, answer: noAnswer, sum: Summary{2, 2, 0}},
		{name: "input CRLF and tabs", input: "1\r\n2\t3\r\n-1\r\n", output: l1 + l2 + l3, answer: noAnswer, sum: Summary{3, 3, 0}},
		{name: "no queries", input: "-1", output: "\n\n", answer: "", sum: Summary{}},
		{name: "CRLF output", input: "1 2", output: strings.ReplaceAll(l1+l2, "\n", "\r\n"), answer: l1 + l2, sum: Summary{2, 2, 0}},
		{name: "extra line", input: "1 2", output: l1 + l2 + l3, answer: l1 + l2, verdict: PresentationError, kind: ExtraOutput, line: 3, sum: Summary{2, 2, 0}},
		{name: "missing line", input: "1 2 3", output: l1 + l2, answer: l1 + l2 + l3, verdict: WrongAnswer, kind: MissingAnswer, query: 3, line: 3, sum: Summary{3, 2, 0}},
		{name: "empty output", input: "1 2 3", output: "", answer: l1 + l2 + l3, verdict: WrongAnswer, kind: MissingAnswer, query: 1, line: 1, sum: Summary{1, 0, 0}},
		{name: "wrong line", input: "1 2 3", output: l1 + l3 + l2, answer: l1 + l2 + l3, verdict: WrongAnswer, kind: WrongStart, query: 2, line: 2, sum: Summary{2, 1, 0}},
		{name: "garbage", input: "1 2 3", output: l1 + "x" + l2 + l3, answer: noAnswer, verdict: PresentationError, kind: BadToken, query: 2, line: 2, sum: Summary{2, 1, 0}},
		{name: "no tour confirmed", cfg: Config{Rows: 7, Cols: 7}, input: "1 2", output: s1 + "no tour\n", answer: s1 + "no tour\n", sum: Summary{2, 1, 1}},
		{name: "no tour where the answer has one", input: "1 2", output: l1 + "no tour\n", answer: l1 + l2, verdict: WrongAnswer, kind: ClaimsNoTour, query: 2, line: 2, sum: Summary{2, 1, 0}},
		{name: "no tour without answer file", input: "1 2", output: l1 + "no tour\n", answer: noAnswer, verdict: WrongAnswer, kind: ClaimsNoTour, query: 2, line: 2, sum: Summary{2, 1, 0}},
		{name: "no tour without answer file where there is none", cfg: Config{Rows: 7, Cols: 7}, input: "1 2", output: s1 + "no tour\n", answer: noAnswer, sum: Summary{2, 1, 1}},
		{name: "answer file says no tour where a tour is", input: "1 2", output: l1 + l2, answer: l1 + "no tour\n", verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "answer file says no tour where a tour is, bad output", input: "1 2", output: l1 + l3, answer: l1 + "no tour\n", verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "bad input", input: "1 x 3", output: l1 + l2 + l3, answer: noAnswer, verdict: Failure, kind: BadInput},
		{name: "input out of range", input: "1\n65\n", output: l1, answer: noAnswer, verdict: Failure, kind: BadInput},
		{name: "answer file too short", input: "1 2 3", output: l1 + l2 + l3, answer: l1 + l2, verdict: Failure, kind: BadAnswer, sum: Summary{2, 2, 0}},
		{name: "answer file too long", input: "1 2", output: l1 + l2, answer: l1 + l2 + l3, verdict: Failure, kind: BadAnswer, sum: Summary{2, 2, 0}},
		{name: "bad board", cfg: Config{Rows: 0, Cols: 8}, input: "1", output: l1, answer: noAnswer, verdict: Failure},
		{name: "grid accepted", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n" + g2, answer: g1 + "\n" + g2, sum: Summary{2, 2, 0}},
		{name: "grid without blank lines", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + g2, answer: g1 + g2, sum: Summary{2, 2, 0}},
		{name: "grid no tour", cfg: Config{Format: GridForm, Rows: 7, Cols: 7}, input: "2 1", output: "no tour\n\n" + grid(7, 7, 1), answer: "no tour\n\n" + grid(7, 7, 1), sum: Summary{2, 1, 1}},
		{name: "grid missing board", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n", answer: g1 + "\n" + g2, verdict: WrongAnswer, kind: MissingAnswer, query: 2, line: 10, sum: Summary{2, 1, 0}},
		{name: "grid extra board", cfg: Config{Format: GridForm}, input: "1", output: g1 + "\n" + g2, answer: g1, verdict: PresentationError, kind: ExtraOutput, line: 10, sum: Summary{1, 1, 0}},
		{name: "grid bad board", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n" + g1, answer: g1 + "\n" + g2, verdict: WrongAnswer, kind: WrongStart, query: 2, line: 10, sum: Summary{2, 1, 0}},
		{name: "grid cut short", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n" + g2[:len(g2)/2], answer: g1 + "\n" + g2, verdict: WrongAnswer, kind: TooFew, query: 2, sum: Summary{2, 1, 0}},
		{name: "grid answer file too short", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n" + g2, answer: g1, verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "answer file line not an answer", input: "1 2", output: l1 + l2, answer: l1 + "no to\n", verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "answer file blank line", input: "1 2", output: l1 + l2, answer: l1 + "\n" + l2, verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "answer file from another start", input: "1 2", output: l1 + l2, answer: l1 + l3, verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "answer file CRLF", input: "1 2", output: l1 + l2, answer: strings.ReplaceAll(l1+l2, "\n", "\r\n"), sum: Summary{2, 2, 0}},
		{name: "grid answer file bad row", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n" + g2, answer: g1 + "\nno to\n" + g2, verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "grid answer file no tour in a board", cfg: Config{Format: GridForm}, input: "1 2", output: g1 + "\n" + g2, answer: g1 + "\n" + g2[:40] + "no tour\n", verdict: Failure, kind: BadAnswer, sum: Summary{1, 1, 0}},
		{name: "byte order mark", input: "1 2", output: bom + l1 + l2, answer: l1 + l2, sum: Summary{2, 2, 0}},
		// The answer file is read as the output is: a byte order mark before it is skipped.
		{name: "byte order mark in the answer file", input: "1 2", output: l1 + l2, answer: bom + l1 + l2, sum: Summary{2, 2, 0}},
		{name: "byte order marks in both", input: "1 2", output: bom + l1 + l2, answer: bom + l1 + l2, sum: Summary{2, 2, 0}},
		{name: "byte order mark alone", input: "1", output: bom, answer: l1, verdict: WrongAnswer, kind: MissingAnswer, sum: Summary{1, 0, 0}},
		{name: "two byte order marks", input: "1 2", output: bom + bom + l1 + l2, answer: l1 + l2, verdict: PresentationError, kind: BadToken, query: 1, line: 1, sum: Summary{1, 0, 0}},
		{name: "byte order mark cut short", input: "1", output: bom[:2], answer: l1, verdict: PresentationError, kind: BadToken, query: 1, line: 1, sum: Summary{1, 0, 0}},
		{name: "input square of 40 bytes", input: strings.Repeat("0", 39) + "1", output: l1, answer: l1, sum: Summary{1, 1, 0}},
		{name: "input token of 41 bytes", input: "1 " + strings.Repeat("0", 40) + "2", output: l1, answer: l1, verdict: Failure, kind: BadInput},
		{name: "grid board too big to hold", cfg: Config{Format: GridForm, Rows: 1, Cols: MaxSquares}, input: "1", output: "1", answer: "1", verdict: Failure},
	}
	var golden strings.Builder
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := tt.cfg
			if cfg.Rows == 0 && cfg.Cols == 0 {
				cfg.Rows, cfg.Cols = 8, 8
			}
			var answer io.Reader
			if tt.answer != noAnswer {
				answer = strings.NewReader(tt.answer)
			}
			sum, err := Judge(cfg, strings.NewReader(tt.input), strings.NewReader(tt.output), answer)
			fmt.Fprintf(&golden, "%s: %v %v\n", tt.name, VerdictOf(err), err)
			if v := VerdictOf(err); v != tt.verdict {
				t.Fatalf("got verdict %v (%v), want %v", v, err, tt.verdict)
			}
			if sum != tt.sum {
				t.Errorf("got summary %+v, want %+v", sum, tt.sum)
			}
			if tt.kind == 0 {
				return
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v, want an *Error", err)
			}
			if e.Kind != tt.kind || tt.query != 0 && e.Query != tt.query || tt.line != 0 && e.Line != tt.line {
				t.Errorf("got %v (kind %v, query %d, line %d), want kind %v, query %d, line %d",
					err, e.Kind, e.Query, e.Line, tt.kind, tt.query, tt.line)
			}
		})
	}
	goldie.New(t).Assert(t, "judge", []byte(golden.String()))
}

func TestReadFailed(t *testing.T) {
	boom := errors.New("boom")
	l1 := lineOf(mustTour(t, 8, 8, 1, false)) + "\n"
	cfg := Config{Rows: 8, Cols: 8}
	tests := []struct {
		name                  string
		input, output, answer io.Reader
	}{
		{"input", iotest.ErrReader(boom), strings.NewReader(l1), nil},
		{"output", strings.NewReader("1 1"), io.MultiReader(strings.NewReader(l1), iotest.ErrReader(boom)), nil},
		{"answer", strings.NewReader("1"), strings.NewReader(l1), iotest.ErrReader(boom)},
		{"output at the end", strings.NewReader("1"), io.MultiReader(strings.NewReader(l1), iotest.ErrReader(boom)), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Judge(cfg, tt.input, tt.output, tt.answer)
			var e *Error
			if !errors.As(err, &e) || e.Kind != ReadFailed || VerdictOf(err) != Failure || !strings.Contains(err.Error(), "boom") {
				t.Errorf("got %v, want a ReadFailed error", err)
			}
		})
	}
}

func TestKinds(t *testing.T) {
	pe := map[Kind]bool{BadToken: true, ExtraOutput: true}
	fail := map[Kind]bool{UnexpectedTour: true, BadInput: true, BadAnswer: true, ReadFailed: true}
	names := map[string]bool{}
	for k := BadToken; k <= ReadFailed; k++ {
		want := WrongAnswer
		if pe[k] {
			want = PresentationError
		} else if fail[k] {
			want = Failure
		}
		if got := k.Verdict(); got != want {
			t.Errorf("%v: verdict %v, want %v", k, got, want)
		}
		if s := k.String(); strings.HasPrefix(s, "kind(") || names[s] {
			t.Errorf("kind %d: name %q missing or repeated", int(k), s)
		}
		names[k.String()] = true
	}
	if got := Kind(99).String(); got != "kind(99)" {
		t.Errorf("Kind(99): %q", got)
	}
	for v, want := range map[Verdict]string{Accepted: "ok", WrongAnswer: "wrong answer", PresentationError: "wrong output format", Failure: "FAIL", Verdict(9): "verdict(9)"} {
		if got := v.String(); got != want {
			t.Errorf("verdict %d: %q, want %q", int(v), got, want)
		}
	}
	if VerdictOf(nil) != Accepted || VerdictOf(errors.New("x")) != Failure || VerdictOf(fmt.Errorf("w: %w", &Error{Kind: BadToken})) != PresentationError {
		t.Error("VerdictOf")
	}
}

func TestFormats(t *testing.T) {
	for _, f := range []Format{LineForm, GridForm} {
		got, err := ParseFormat(f.String())
		if err != nil || got != f {
			t.Errorf("ParseFormat(%q) = %v, %v", f.String(), got, err)
		}
	}
	if _, err := ParseFormat("svg"); err == nil {
		t.Error("ParseFormat(svg): no error")
	}
	if got := Format(5).String(); got != "format(5)" {
		t.Errorf("Format(5): %q", got)
	}
}

func TestReadQueries(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"1 2 3 -1", "[1 2 3]"},
		{"1\r\n\r\n 64\t2", "[1 64 2]"},
		{"", "[]"},
		{"-1 5", "[]"},
		{"007 -1", "[7]"},
		{"1 2.5", `input: line 1, token 2: "2.5" is not an integer`},
		{"1\n\n0", "input: line 3, token 2: square 0 is out of range 1..64"},
		{"99999999999999999999999", "input: line 1, token 1: square 99999999999999999999999 is out of range 1..64"},
		{"1234567890123456789012345", "input: line 1, token 1: square 123456789012345678901234... is out of range 1..64"},
		{"-2", "input: line 1, token 1: square -2 is out of range 1..64"},
	}
	for _, tt := range tests {
		q, err := ReadQueries(strings.NewReader(tt.in), 8, 8)
		got := fmt.Sprint(q)
		if err != nil {
			got = err.Error()
			if VerdictOf(err) != Failure {
				t.Errorf("%q: verdict %v", tt.in, VerdictOf(err))
			}
		}
		if got != tt.want {
			t.Errorf("ReadQueries(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	if _, err := ReadQueries(strings.NewReader("1"), 0, 0); err == nil {
		t.Error("no error for a 0×0 board")
	}
}

func TestIsNoTour(t *testing.T) {
	for s, want := range map[string]bool{
		"no tour": true, "no tour\n": true, "no tour \r\n": true, "  no\ttour  ": true,
		"no": false, "no tours": false, "nо tour": false, "no tour 1": false, "": false, "tour no": false, "notour": false,
	} {
		if got := IsNoTour(s); got != want {
			t.Errorf("IsNoTour(%q) = %v, want %v", s, got, want)
		}
	}
}

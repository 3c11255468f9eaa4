package judge

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// juryLayouts are the ways TestJury reads the files: every layout of the visit
// record, through the usual buffer and through one of 64 bytes (so that lines cross
// many chunks and the two files' chunks fall at different places).
var juryLayouts = []struct {
	name string
	o    options
}{
	{"auto", options{}},
	{"auto, small buffer", options{bufSize: 64}},
	{"cells, small buffer", options{bufSize: 64, layout: layoutCells}},
	{"bits, small buffer", options{bufSize: 64, layout: layoutBits}},
	{"bits", options{layout: layoutBits}},
}

// TestJury checks that the answer file is walked: an answer file that is not a right
// answer for its queries (bad tours of every kind, "no tour" where a tour exists, a
// tour where there is none, the wrong form) is a judge failure that names it, whatever
// the output; so a wrong output in the answer file's place is never accepted.
func TestJury(t *testing.T) {
	line := func(rows, cols, s int, closed bool) string {
		return lineOf(mustTour(t, rows, cols, s, closed)) + "\n"
	}
	t1, t2 := mustTour(t, 8, 8, 1, false), mustTour(t, 8, 8, 2, false)
	l1, l2 := lineOf(t1)+"\n", lineOf(t2)+"\n"
	c6, o6 := line(6, 6, 1, true), line(6, 6, 1, false)
	s7 := line(7, 7, 1, false)
	eight := Config{Rows: 8, Cols: 8}
	grid := Config{Rows: 8, Cols: 8, Format: GridForm}
	g1, g2 := gridOf(8, 8, t1, " "), gridOf(8, 8, t2, " ")
	bad := map[string]string{ // wrong answers to query 2 of 8x8 (start 2)
		"bad move":        lineOf(swapped(t2, 10, 11)) + "\n",
		"repeated square": lineOf(withSquare(t2, 39, t2[8])) + "\n",
		"wrong start":     l1,
		"short":           lineOf(t2[:63]) + "\n",
		"long":            lineOf(append(append([]int(nil), t2...), 7)) + "\n",
		"out of range":    lineOf(withSquare(t2, 5, 65)) + "\n",
		"no tour":         "no tour\n",
		"garbage":         "2 x\n",
		"blank":           "\n",
	}
	tests := []struct {
		name                  string
		cfg                   Config
		input, output, answer string
		want                  string // the message of the failure
	}{
		{"open where closed asked", Config{Rows: 6, Cols: 6, Closed: true}, "1", c6, o6, "the answer file (jury), line 1 (query 1, start 1): position 36 (square "},
		{"tour where there is none", Config{Rows: 7, Cols: 7}, "1 2", s7 + "no tour\n", s7 + "2 " + strings.TrimPrefix(s7, "1 "), "the answer file (jury), line 2 (query 2, start 2): a tour where there is none"},
		{"grid bad move", grid, "1 2", g1 + "\n" + g2, g1 + "\n" + gridOf(8, 8, swapped(t2, 10, 11), " "), "the answer file (jury), line "},
		{"grid as a line", grid, "1", g1, l1, "the answer file (jury), line 1 (query 1, start 1): row 1: too many squares: got 64, want 8"},
		{"line as a grid", eight, "1", l1, g1, "the answer file (jury), line 1 (query 1, start 1): "},
		{"short file", eight, "1 2", l1 + l2, l1, "the answer file (jury): it ends before the answer to query 2"},
		{"long file", eight, "1", l1, l1 + l2, "the answer file (jury), line 2: more answers than queries"},
		{"bad after a wrong answer", eight, "1 2", l2 + l2, l1 + lineOf(t2[:63]) + "\n", "the answer file (jury), line 2 (query 2, start 2): too few squares: got 63, want 64"},
	}
	for name, b := range bad {
		tests = append(tests, struct {
			name                  string
			cfg                   Config
			input, output, answer string
			want                  string
		}{"8x8 " + name, eight, "1 2", l1 + l2, l1 + b, "the answer file (jury), line 2 (query 2, start 2): "})
	}
	for _, tt := range tests {
		for _, lay := range juryLayouts {
			t.Run(tt.name+"/"+lay.name, func(t *testing.T) {
				_, err := judgeWith(tt.cfg, strings.NewReader(tt.input), strings.NewReader(tt.output), strings.NewReader(tt.answer), lay.o)
				if VerdictOf(err) != Failure || !strings.HasPrefix(fmt.Sprint(err), tt.want) {
					t.Errorf("got %v %v, want FAIL %s...", VerdictOf(err), err, tt.want)
				}
				// The files swapped: the wrong answer file as the output is never accepted.
				if _, err := judgeWith(tt.cfg, strings.NewReader(tt.input), strings.NewReader(tt.answer), strings.NewReader(tt.output), lay.o); VerdictOf(err) == Accepted {
					t.Errorf("swapped: accepted the answer file as the output")
				}
			})
		}
	}
}

// TestJuryPair checks the walk of the two files side by side (nextPair): whatever the
// output, with a right answer file (the same lines, other tours, the same tours spaced
// otherwise), the verdict and message are those of the output judged alone, through
// every layout and buffer; and an answer file that is the output walks each line once.
func TestJuryPair(t *testing.T) {
	rng := rand.New(rand.NewSource(26))
	const rows, cols = 6, 7
	cfg := Config{Rows: rows, Cols: cols}
	var starts []string
	var right, other, spaced strings.Builder
	for s := 1; s <= rows*cols; s += 3 {
		starts = append(starts, strconv.Itoa(s))
		a, b := mustTour(t, rows, cols, s, false), mustTour(t, rows, cols, s, false)
		b = append([]int(nil), b...)
		if s > 1 {
			// Another tour from s: the reverse of a tour that ends on s, if
			// one is at hand; else the same.
			for _, u := range []int{1, 2, 3} {
				if c := mustTour(t, rows, cols, u, false); c[len(c)-1] == s {
					for i := range c {
						b[i] = c[len(c)-1-i]
					}
				}
			}
		}
		right.WriteString(lineOf(a) + "\n")
		other.WriteString(lineOf(b) + "\n")
		spaced.WriteString(strings.ReplaceAll(lineOf(a), " ", "  ") + " \r\n")
	}
	input := strings.Join(starts, " ")
	outputs := []string{right.String(), other.String(), spaced.String()}
	alphabet := []string{"0", "1", "2", "9", " ", "\n", "\r", "\t", "-", "no tour", "x", "43", "42"}
	for i := 0; i < 60; i++ {
		b := []byte(right.String())
		for k := rng.Intn(3) + 1; k > 0; k-- {
			j := rng.Intn(len(b))
			ins := alphabet[rng.Intn(len(alphabet))]
			switch rng.Intn(3) {
			case 0:
				b = append(b[:j], append([]byte(ins), b[j:]...)...)
			case 1:
				b = append(b[:j], b[j+1:]...)
			default:
				b = append(b[:j], append([]byte(ins), b[j+1:]...)...)
			}
		}
		outputs = append(outputs, string(b))
	}
	for i, out := range outputs {
		for _, lay := range juryLayouts {
			_, alone := judgeWith(cfg, strings.NewReader(input), strings.NewReader(out), nil, lay.o)
			if i < 3 && alone != nil {
				t.Fatalf("output %d: %v", i, alone)
			}
			for _, ans := range []string{right.String(), other.String(), spaced.String()} {
				_, err := judgeWith(cfg, strings.NewReader(input), strings.NewReader(out), strings.NewReader(ans), lay.o)
				got, want := fmt.Sprint(err), fmt.Sprint(alone)
				if strings.Contains(want, "says no tour") { // the messages name what confirms it
					got, want = VerdictOf(err).String(), VerdictOf(alone).String()
				}
				if got != want {
					t.Errorf("output %d, %s: got %v, judged alone %v", i, lay.name, err, alone)
				}
			}
		}
	}
}

// TestFormatHint checks that a grid judged as a line, or a line as a grid, says which
// -format the output looks like, through every buffer and layout and alongside an
// answer file.
func TestFormatHint(t *testing.T) {
	t1 := mustTour(t, 8, 8, 1, false)
	l1, g1 := lineOf(t1)+"\n", gridOf(8, 8, t1, " ")
	tests := []struct {
		name           string
		cfg            Config
		output, answer string
		want           string
	}{
		{"grid as a line", Config{Rows: 8, Cols: 8}, g1, l1, "; a line of 8 numbers looks like a row of -format grid"},
		{"line as a grid", Config{Rows: 8, Cols: 8, Format: GridForm}, l1, g1, "row 1: too many squares: got 64, want 8; a row of 64 numbers looks like a line of -format line"},
		{"a short line", Config{Rows: 8, Cols: 8}, "1 11 5 15 32 47 64 54 37\n", l1, "too few squares: got 9, want 64"},
	}
	for _, tt := range tests {
		for _, lay := range juryLayouts {
			for _, ans := range []string{"", tt.answer} {
				var answer *strings.Reader
				if ans != "" {
					answer = strings.NewReader(ans)
				}
				var err error
				if answer == nil {
					_, err = judgeWith(tt.cfg, strings.NewReader("1"), strings.NewReader(tt.output), nil, lay.o)
				} else {
					_, err = judgeWith(tt.cfg, strings.NewReader("1"), strings.NewReader(tt.output), answer, lay.o)
				}
				if err == nil || !strings.HasSuffix(err.Error(), tt.want) {
					t.Errorf("%s, %s, answer file %v: got %v, want ...%s", tt.name, lay.name, ans != "", err, tt.want)
				}
			}
		}
	}
}

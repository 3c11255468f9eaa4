package judge

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// answerFile skims an answer file (the reference output) to learn which
// answers are "no tour"; it does not check the tours in it.
type answerFile struct {
	r    *bufio.Reader
	form Format
	rows int
	line int
}

func newAnswerFile(r io.Reader, rows int, form Format) *answerFile {
	return &answerFile{r: bufio.NewReaderSize(r, bufSize), form: form, rows: rows}
}

// readLine returns the start of the next line (at most the buffer) and
// skips the rest; ok is false at the end of the file.
func (a *answerFile) readLine() (head []byte, ok bool, err error) {
	p, err := a.r.ReadSlice('\n')
	if len(p) == 0 && err != nil {
		if err == io.EOF {
			return nil, false, nil
		}
		return nil, false, err
	}
	a.line++
	head = p
	for err == bufio.ErrBufferFull {
		if len(head) > maxQuoted {
			head = append([]byte(nil), head[:maxQuoted]...)
		}
		_, err = a.r.ReadSlice('\n')
	}
	if err != nil && err != io.EOF {
		return nil, false, err
	}
	return head, true, nil
}

// next reports whether the next answer, to query number query from
// square start, is "no tour". It checks the answer only as far as it
// needs to: in the line form, a line must say "no tour" or start with
// the square start; in the grid form, a board is rows lines with numbers
// (only numbers, '-' and separators) or one line "no tour", and lines
// without numbers are skipped. Anything else is an *Error of Kind
// BadAnswer: the answer file does not belong to this input.
func (a *answerFile) next(query, start int) (noTour bool, err error) {
	for rows := 0; ; {
		head, ok, err := a.readLine()
		if err != nil {
			return false, &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", err)}
		}
		if !ok {
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: it ends before the answer to query %d", query)}
		}
		line := bytes.TrimSuffix(bytes.TrimSuffix(head, []byte("\n")), []byte("\r"))
		if a.form == LineForm {
			if isNoTour(line) {
				return true, nil
			}
			if v, ok := firstSquare(line); ok && v == start {
				return false, nil
			}
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: line %d: %s is not an answer to query %d (a tour from %d or \"no tour\")",
				a.line, quoteToken(line, len(line)), query, start)}
		}
		switch {
		case rows == 0 && isNoTour(line):
			return true, nil
		case firstNonBlank(line, true) < 0:
			continue // a line without numbers
		case !isGridRow(line):
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: line %d: %s is not a row of the answer to query %d",
				a.line, quoteToken(line, len(line)), query)}
		}
		if rows++; rows == a.rows {
			return false, nil
		}
	}
}

// firstSquare returns the value of the first token of an answer line (in
// the line form) if it is an integer of the square grammar.
func firstSquare(line []byte) (int, bool) {
	var tok pending
	for _, c := range line {
		if c == ' ' || c == '\t' || c == '\r' {
			if tok.open {
				break
			}
			continue
		}
		if tok.add(c); tok.long() {
			break
		}
	}
	return tok.integer()
}

// isGridRow reports whether a line holds only digits, '-' and separators.
func isGridRow(line []byte) bool {
	for _, c := range line {
		if !(c >= '0' && c <= '9' || c == '-' || isGridSep(c)) {
			return false
		}
	}
	return true
}

// end checks that nothing but blank lines follows the last answer.
func (a *answerFile) end() error {
	for {
		head, ok, err := a.readLine()
		if err != nil {
			return &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", err)}
		}
		if !ok {
			return nil
		}
		if firstNonBlank(bytes.TrimRight(head, "\n"), a.form == GridForm) >= 0 {
			return &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: line %d: more answers than queries", a.line)}
		}
	}
}

// IsNoTour reports whether an answer line claims that there is no tour:
// its words are "no tour" (white space around them does not matter).
func IsNoTour(line string) bool {
	return isNoTour(line)
}

func isNoTour[T string | []byte](line T) bool {
	i := 0
	space := func() bool {
		c := line[i]
		return c == ' ' || c == '\t' || c == '\r' || c == '\n'
	}
	for _, w := range [2]string{"no", "tour"} {
		for i < len(line) && space() {
			i++
		}
		if len(line)-i < len(w) || string(line[i:i+len(w)]) != w {
			return false
		}
		if i += len(w); i < len(line) && !space() {
			return false
		}
	}
	for i < len(line) && space() {
		i++
	}
	return i == len(line)
}

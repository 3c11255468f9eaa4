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

// next reports whether the next answer is "no tour".
func (a *answerFile) next(query int) (noTour bool, err error) {
	for rows := 0; ; {
		head, ok, err := a.readLine()
		if err != nil {
			return false, &Error{Kind: ReadFailed, Msg: fmt.Sprintf("reading the answer file: %v", err)}
		}
		if !ok {
			return false, &Error{Kind: BadAnswer, Msg: fmt.Sprintf("answer file: it ends before the answer to query %d", query)}
		}
		if rows == 0 && isNoTour(head) {
			return true, nil
		}
		if a.form == LineForm {
			return false, nil
		}
		if bytes.ContainsAny(head, "0123456789") {
			if rows++; rows == a.rows {
				return false, nil
			}
		}
	}
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

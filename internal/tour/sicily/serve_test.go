package sicily

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// TestServe checks that Serve answers every query before the first error, of the
// reader or of an answer, and returns that error; and that a FlushingReader flushes
// before each read, failing the read where the flush fails.
func TestServe(t *testing.T) {
	errAnswer := errors.New("answer failed")
	for _, tc := range []struct {
		name, in string
		failAt   int // the query whose answer fails, 0 for none
		want     []int
		err      string
	}{
		{"all", "1 2 3", 0, []int{1, 2, 3}, ""},
		{"bad token", "1 2 x 3", 0, []int{1, 2}, `line 1: "x" is not a square (want 1..64)`},
		{"failed answer", "1 2 3", 2, []int{1, 2}, errAnswer.Error()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []int
			err := Serve(NewQueryReader(strings.NewReader(tc.in), 1, 64), func(start int) error {
				got = append(got, start)
				if start == tc.failAt {
					return errAnswer
				}
				return nil
			})
			if msg := fmtErr(err); msg != tc.err || !reflect.DeepEqual(got, tc.want) {
				t.Errorf("answered %v, error %q; want %v, %q", got, msg, tc.want, tc.err)
			}
		})
	}
	flushes := 0
	f := &FlushingReader{R: strings.NewReader("1"), Flush: func() error { flushes++; return nil }}
	if b, err := io.ReadAll(f); string(b) != "1" || err != nil || flushes != 2 {
		t.Errorf("read %q, %v after %d flushes; want \"1\" after 2 (one a read)", b, err, flushes)
	}
	f.Flush = func() error { return io.ErrClosedPipe }
	if _, err := f.Read(make([]byte, 1)); !errors.Is(err, io.ErrClosedPipe) {
		t.Errorf("read after a failed flush: %v, want the flush's error", err)
	}
}

func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

package jobdir

import (
	"bytes"
	"errors"
	"math/big"
	"strings"
	"testing"
)

// testJob is a job of 9 rounds in 2 parts whose done files may say a subtotal and a
// result; round 9's must say its result.
func testJob() Job {
	return Job{Dir: NewMemDir(), Name: "5x5-paths-1-any-2parts", What: "count", Rounds: 9, Parts: 2, Counts: []string{"subtotal", "result"},
		Check: func(r int, n Done) string {
			if (n.Counts["result"] != nil) != (r == 9) {
				return "a result in a round but the last, or none in the last"
			}
			return ""
		}}
}

// TestReadDone checks that a done file reads back as it was written, and that one that
// is not exactly what WriteDone writes for its job, round and part is refused with
// ErrCorrupt and its name, never read as another: sealed again after a change, so that
// only its lines can refuse it.
func TestReadDone(t *testing.T) {
	j := testJob()
	n := Done{Recv: 4, Held: 3, Sent: 2, Counts: map[string]*big.Int{"subtotal": big.NewInt(7)}}
	if err := j.WriteDone(3, 0, n); err != nil {
		t.Fatal(err)
	}
	got, err := j.ReadDone(3, 0)
	if err != nil || got.Recv != 4 || got.Held != 3 || got.Sent != 2 || got.Counts["subtotal"].Int64() != 7 || got.Counts["result"] != nil {
		t.Fatalf("read back %+v, %v", got, err)
	}
	good, _ := j.Dir.(*MemDir).ReadFile(j.DoneName(3, 0))
	good, _ = Unseal(good)
	for _, tc := range []struct{ name, old, new string }{
		{"another job", "5x5-paths", "5x6-paths"},
		{"another round", "round 3 of 9", "round 4 of 9"},
		{"another part", "part 1 of 2", "part 2 of 2"},
		{"a table's", "count in rounds", "table in rounds"},
		{"a states line missing", "states sent 2\n", ""},
		{"a states line twice", "states sent 2\n", "states sent 2\nstates sent 2\n"},
		{"a states line it does not say", "states sent 2\n", "states sent 2\nstates kept 1\n"},
		{"lines out of order", "states held 3\nstates sent 2\n", "states sent 2\nstates held 3\n"},
		{"a count twice", "subtotal 7\n", "subtotal 7\nsubtotal 7\n"},
		{"a number below zero", "subtotal 7", "subtotal -7"},
		{"a number with its sign", "subtotal 7", "subtotal +7"},
		{"a leading zero", "states sent 2", "states sent 02"},
		{"a count it does not say", "subtotal 7", "total 7"},
		{"a result said otherwise", "subtotal 7", "result kept 7"},
		{"a line it does not say", "subtotal 7", "comment 7"},
		{"a result in a round not the last (Check)", "subtotal 7\n", "subtotal 7\nresult 1\n"},
		{"an empty line", "subtotal 7\n", "subtotal 7\n\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := bytes.Replace(good, []byte(tc.old), []byte(tc.new), 1)
			if bytes.Equal(b, good) {
				t.Fatalf("%q is not in the file", tc.old)
			}
			j.Dir.(*MemDir).WriteFile(j.DoneName(3, 0), Seal(b))
			if _, err := j.ReadDone(3, 0); !errors.Is(err, ErrCorrupt) || !strings.HasPrefix(err.Error(), j.DoneName(3, 0)+": ") {
				t.Errorf("%v: want ErrCorrupt naming the file", err)
			}
		})
	}
}

// FuzzReadDone checks that any bytes under a done file's name are either refused with
// ErrCorrupt or read as a done file that WriteDone writes as those very bytes.
func FuzzReadDone(f *testing.F) {
	j := testJob()
	j.WriteDone(9, 1, Done{Recv: 5, Counts: map[string]*big.Int{"result": big.NewInt(1 << 40)}})
	good, _ := j.Dir.(*MemDir).ReadFile(j.DoneName(9, 1))
	f.Add(good)
	f.Add(good[:len(good)-5])
	f.Fuzz(func(t *testing.T, b []byte) {
		d := j.Dir.(*MemDir)
		d.WriteFile(j.DoneName(9, 1), b)
		n, err := j.ReadDone(9, 1)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("%q: %v, not ErrCorrupt", b, err)
			}
			return
		}
		if again := Seal(j.text(9, 1, n)); !bytes.Equal(again, b) {
			t.Fatalf("%q read as %+v, written %q", b, n, again)
		}
	})
}

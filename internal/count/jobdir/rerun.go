package jobdir

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Repairs. A part's file of a round that is damaged, or gone while a round still needs
// it, is made again by running its round again, and that round needs the files of the
// round before it: the parts' files of that one are gone once every part has run the
// round after it (Begin removes the part's file of the round before the one before).
// So the message of a damaged file says in one hint everything to run again: the parts'
// rounds whose inputs are there (Hint), not a chain of hints a round further back
// each time. And a damaged done file that nothing needs any more is not an error
// (Unneeded).

// Damaged adds to err, an error reading part's file of round r, what to do about it
// where the file is damaged or missing (Hint).
func (j Job) Damaged(err error, r, part int) error {
	if r >= 1 && (errors.Is(err, ErrCorrupt) || Missing(err) || errors.Is(err, io.ErrUnexpectedEOF)) {
		return fmt.Errorf("%w: %s", err, j.Hint(r, part))
	}
	return err
}

// Hint says what to run again to make part's files of round r again: round r of that
// part (and of the parts whose round r did not leave what the round after it reads)
// if the files round r reads are there, else every part's rounds from the last one
// whose inputs are there (restart) to the end, their done files removed first. It
// reads the done files of the rounds before r, and looks for their files of states.
func (j Job) Hint(r, part int) string {
	from := j.restart(r)
	if from < r {
		return fmt.Sprintf("remove %s/round-{%d..%d}/done-* and run rounds %d to %d of every part again, in order (round %d of part %d reads files that are gone; round %d is the last whose inputs are all there)",
			j.Name, from, j.Rounds, from, j.Rounds, r, part+1, from)
	}
	ks := []int{part}
	for k := 0; k < j.Parts; k++ {
		if k != part && !j.made(r, k) {
			ks = append(ks, k)
		}
	}
	if len(ks) == 1 {
		return fmt.Sprintf("remove %s and run round %d of part %d again (-part %d/%d -round %d)", j.DoneName(r, part), r, part+1, part+1, j.Parts, r)
	}
	sort.Ints(ks)
	names, nums := make([]string, len(ks)), make([]string, len(ks))
	for i, k := range ks {
		names[i], nums[i] = j.DoneName(r, k), strconv.Itoa(k+1)
	}
	return fmt.Sprintf("remove %s and run round %d of parts %s again (-part K/%d -round %d, K each of them)",
		strings.Join(names, ", "), r, strings.Join(nums, ", "), j.Parts, r)
}

// restart returns the last round, r or before, that every part can run again: the
// first, or one whose inputs every part made.
func (j Job) restart(r int) int {
	for ; r > 1; r-- {
		k := 0
		for k < j.Parts && j.made(r-1, k) {
			k++
		}
		if k == j.Parts {
			return r
		}
	}
	return 1
}

// made reports whether part's round r left what the round after it reads: its done
// file, sound, and its file of states where the round sends one (Sends).
func (j Job) made(r, part int) bool {
	if _, err := j.ReadDone(r, part); err != nil {
		return false
	}
	if j.Sends == nil && r < j.Rounds || j.Sends != nil && j.Sends(r) {
		f, err := j.Dir.Open(j.LayerName(r, part))
		if err != nil {
			return false
		}
		f.Close()
	}
	return true
}

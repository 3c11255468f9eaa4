package jobdir

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The rounds of a job: a count of one board's tours (package count) or a table's scan
// (package frontier), in parts. In round R each part reads its section of every part's
// file of round R-1 (its states), runs its squares, writes its file of round R, and
// then its done file, sealed: it says what the part read and sent, and the counts the
// round gave. A round is ready when every part's done file of the round before is
// there and sound (Ready). Part K begins round R by removing its file of round R-2,
// which every part has read once all have finished round R-1. A file appears under its
// name only complete (Dir), so a part killed in a round leaves nothing that counts and
// is run again alone; a round whose done file is there is not run again (Begin). A
// damaged or foreign file is refused with its name and what to run again (Hint).
//
//	JOB/round-R/states-K the states part K sent in round R, a section for each part (a layer file)
//	JOB/round-R/done-K   part K finished round R (Done)
//
// Parts are numbered from 1 in names and messages, from 0 in the code.

// MaxParts is the most parts a job in rounds takes: every part writes a section for
// every other in each round.
const MaxParts = 4096

// WriteBuffer is the size of the write buffer of a part's file of a round: 256 KB.
const WriteBuffer = 256 << 10

// ErrNotReady is wrapped by the error of a round whose inputs are not all there (some
// part has not finished the round before), and by a sum's before every part has
// finished the last round.
var ErrNotReady = errors.New("is not done")

// Job is the files of one job in rounds in a Dir, as its parts name, write and read
// them.
type Job struct {
	Dir           Dir
	Name          string // the folder of its files
	What          string // what runs in rounds, as its done files' first line says: "count", "table"
	Rounds, Parts int
	Counts        []string // the counts its done files may say, in the order they say them
	// Check, if not nil, says why n is not what a done file of round r says (its
	// counts are not the round's), or "".
	Check func(r int, n Done) string
	// Sends reports whether round r writes a file of states (nil: every round but the
	// last does).
	Sends func(r int) bool
	// ReadBy returns the last round that reads what round r made (nil: r+1); past
	// Rounds where the sum reads round r's done files.
	ReadBy func(r int) int
}

// JobName names the folder of a job in rounds by its board, what it counts and its
// parts: "5x5-paths-1-any-2parts".
func JobName(board, what string, parts int) string {
	return fmt.Sprintf("%s-%s-%dparts", board, what, parts)
}

// LayerName names the file of the states part from sent in round r.
func (j Job) LayerName(r, from int) string {
	return fmt.Sprintf("%s/round-%d/states-%d", j.Name, r, from+1)
}

// DoneName names the done file of part's round r.
func (j Job) DoneName(r, part int) string {
	return fmt.Sprintf("%s/round-%d/done-%d", j.Name, r, part+1)
}

// DoneOf reads part's done file of round r as ReadDone does, and adds to the error of
// a damaged one what to run again (Damaged); a missing one is not finished.
func (j Job) DoneOf(r, part int) (Done, error) {
	n, err := j.ReadDone(r, part)
	if err != nil && !Missing(err) {
		err = j.Damaged(err, r, part)
	}
	return n, err
}

// Ready returns the states the parts sent in round r if every part has finished it,
// else an error wrapping ErrNotReady that names those that have not, or the error of a
// damaged done file with what to run again.
func (j Job) Ready(r int) (int64, error) {
	var waiting []string
	var total int64
	for k := 0; k < j.Parts; k++ {
		n, err := j.DoneOf(r, k)
		if Missing(err) {
			waiting = append(waiting, strconv.Itoa(k+1))
		} else if err != nil {
			return 0, err
		}
		total += n.Sent
	}
	if len(waiting) == 0 {
		return total, nil
	}
	if len(waiting) > 10 {
		waiting = append(waiting[:10], fmt.Sprintf("and %d more", len(waiting)-10))
	}
	who := "part " + waiting[0] + " of " + strconv.Itoa(j.Parts) + " has"
	if len(waiting) > 1 {
		who = "parts " + strings.Join(waiting, ", ") + " of " + strconv.Itoa(j.Parts) + " have"
	}
	hint := ""
	if len(waiting) == j.Parts {
		hint = fmt.Sprintf(" (no part has: is the folder the one the rounds ran in, with -part K/%d and the same flags and queries?)", j.Parts)
	}
	return 0, fmt.Errorf("%s: round %d of %d %w: %s not finished it%s", j.Name, r, j.Rounds, ErrNotReady, who, hint)
}

// Begin says what part's round r (1..Rounds) is to do. Its done file there, sound:
// nothing (run false), and what it says. Its done file gone or damaged where no round
// needs it any more (Unneeded): nothing. Damaged where one does: an error that names
// it and says what to run again. Else the round is to run (run true) if every part has
// finished the round before, which sent before states, else an error wrapping
// ErrNotReady; and Begin has removed the part's file of the round before that, which
// every part has read.
func (j Job) Begin(r, part int) (n Done, run bool, before int64, err error) {
	if n, err := j.ReadDone(r, part); err == nil {
		return n, false, 0, nil
	} else if missing := Missing(err); (missing || errors.Is(err, ErrCorrupt)) && j.Unneeded(r, !missing) {
		return Done{}, false, 0, nil
	} else if !missing {
		return Done{}, false, 0, j.Damaged(err, r, part)
	}
	if r > 1 {
		if before, err = j.Ready(r - 1); err != nil {
			return Done{}, false, 0, fmt.Errorf("the round before: %w", err)
		}
	}
	if r > 2 {
		if err := j.Dir.Remove(j.LayerName(r-2, part)); err != nil {
			return Done{}, false, 0, err
		}
	}
	return Done{}, true, before, nil
}

// Finished reports whether every part has finished round r, its done file sound.
func (j Job) Finished(r int) bool {
	for k := 0; k < j.Parts; k++ {
		if _, err := j.ReadDone(r, k); err != nil {
			return false
		}
	}
	return true
}

// Unneeded reports whether the done file of round r may be damaged or gone (damaged
// false) without running the round again: none that the sum reads, and the job is
// finished, or (damaged) every part has finished the rounds that read what round r
// made (ReadBy).
func (j Job) Unneeded(r int, damaged bool) bool {
	last := r + 1
	if j.ReadBy != nil {
		last = j.ReadBy(r)
	}
	if r >= j.Rounds || last > j.Rounds {
		return false
	}
	return j.Finished(j.Rounds) || damaged && j.Finished(last)
}

// Disk is an estimate of the bytes that the files of a job in rounds hold at once, on
// all the parts' disks together.
type Disk struct {
	States int64 // the states the parts send in a round, at most
	Bytes  int64
	Least  int64 // the least it is expected to be: a share of Bytes
}

// DiskOf estimates the files of a job in rounds whose parts send at most sent states a
// round, in records of rec bytes: the files of two rounds (a round's, and the round
// before's, which the parts read in it; Begin removes the one before that), and at
// the least the share least of that.
func DiskOf(sent, rec int64, least float64) Disk {
	sent = min(sent, math.MaxInt64/(2*rec))
	bytes := 2 * sent * rec
	return Disk{States: sent, Bytes: bytes, Least: int64(least * float64(bytes))}
}

package count

import "errors"

// The middle codes: the codes of the two middle rows of a count that meets in the
// middle (see problem.meet), 4 bits a position, in one word.

// errMeetOverflow reports a count of a half or of the middle past 64 bits: the count is
// then done by the scan alone, in the scan's parts for a count in parts (see
// Counter.meetOrScan). It comes before the middle, from what every part computes
// alike (the halves, and halfList.middleFits), so all the parts of a count take the
// same way; the middle's own check (midTable.add) is a guard that middleFits keeps
// from firing.
var errMeetOverflow = errors.New("a count of the meet passed 64 bits")

// mateEnd15 is the partner that mates gives a position whose path leads to an end of the
// tour (code codeToEnd): no position, since a path meets in the middle only on boards at
// most 7 wide (14 positions).
const mateEnd15 = 15

// mates returns each position's partner in codes c (n positions), 4 bits a position,
// for the positions of degree 1 (two with the same label are partners, and one whose
// path leads to an end of the tour has mateEnd15); 0 elsewhere.
func mates(c uint64, n int) uint64 {
	var m uint64
	var first [16]int8
	for j := range first {
		first[j] = -1
	}
	for j := 0; j < n; j++ {
		x := nib(c, j)
		if x == codeToEnd {
			m |= mateEnd15 << (4 * uint(j))
		}
		if x < codeLabel {
			continue
		}
		if f := first[x]; f >= 0 {
			m |= uint64(f)<<(4*uint(j)) | uint64(j)<<(4*uint(f))
		} else {
			first[x] = int8(j)
		}
	}
	return m
}

// nib returns the code of position j.
func nib(c uint64, j int) uint64 { return c >> (4 * uint(j)) & 15 }

// relabel renumbers the labels of codes c (n positions) in order of first appearance.
func relabel(c uint64, n int) uint64 {
	var to [16]uint64
	next := uint64(codeLabel)
	var out uint64
	for j := 0; j < n; j++ {
		x := nib(c, j)
		if x >= codeLabel {
			if to[x] == 0 {
				to[x] = next
				next++
			}
			x = to[x]
		}
		out |= x << (4 * uint(j))
	}
	return out
}

// nibOnes has a 1 in the low bit of each 4-bit position.
const nibOnes = 0x1111111111111111

// degNib returns the degrees of the positions of codes x, 4 bits a position: 0
// untouched, 2 full, 1 labelled or led to an end of the tour (code 2 or more).
func degNib(x uint64) uint64 {
	b0, b1, b2, b3 := x&nibOnes, x>>1&nibOnes, x>>2&nibOnes, x>>3&nibOnes
	lab := b1 | b2 | b3
	full := b0 &^ (b1 | b2 | b3)
	return lab | full<<1
}

// complement returns the degrees that complete degrees d (n positions) to 2 everywhere.
func complement(d uint64, n int) uint64 {
	// For n = 16 the shift gives 0 and the mask all ones. No borrows: every position
	// of d is at most 2.
	twos := uint64(2*nibOnes) & (1<<(4*uint(n)) - 1)
	return twos - d
}

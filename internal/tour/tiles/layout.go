package tiles

// axis is the band layout of one side of the board: a run of even bands over
// [0, lenA), at most one odd band over [lenA, lenA+odd), and a run of even bands over
// the remaining lenB squares. A run of length L (0, or even and at least 6) is L/6
// bands: all of 6 squares but the last, which takes the rest (6, 8 or 10). Every
// method costs O(1).
type axis struct {
	lenA, odd, lenB int
	mA, mB          int // bands in each run
}

// validRun reports whether a run of even bands can cover L squares.
func validRun(L int) bool { return L == 0 || (L >= 6 && L%2 == 0) }

func newAxis(lenA, odd, lenB int) axis {
	return axis{lenA: lenA, odd: odd, lenB: lenB, mA: lenA / 6, mB: lenB / 6}
}

// evenAxis lays out a side of n squares (n >= 5) with no constraint: n even is one
// run; n odd is a run of 6-bands followed by one odd band of 5, 7 or 9.
func evenAxis(n int) axis {
	if n%2 == 0 {
		return newAxis(n, 0, 0)
	}
	odd := 5 + (n-5)%6
	return newAxis(n-odd, odd, 0)
}

// oddAxisAround lays out an odd side of n squares so that the odd band (5..11
// squares, as small as possible) covers square x and begins at an even offset. It
// reports false if no layout exists (never for n >= 5, as the tests check).
func oddAxisAround(n, x int) (axis, bool) {
	for odd := 5; odd <= maxSide; odd += 2 {
		lo := x - odd + 1
		if lo < 0 {
			lo = 0
		}
		lo += lo % 2
		for p := lo; p <= x; p += 2 {
			if validRun(p) && validRun(n-p-odd) {
				return newAxis(p, odd, n-p-odd), true
			}
		}
	}
	return axis{}, false
}

// count is the number of bands.
func (a *axis) count() int {
	if a.odd > 0 {
		return a.mA + 1 + a.mB
	}
	return a.mA + a.mB
}

// band returns the first square and the size of band b.
func (a *axis) band(b int) (start, size int) {
	if b < a.mA {
		if b == a.mA-1 {
			return 6 * b, a.lenA - 6*b
		}
		return 6 * b, 6
	}
	b -= a.mA
	if a.odd > 0 {
		if b == 0 {
			return a.lenA, a.odd
		}
		b--
	}
	base := a.lenA + a.odd
	if b == a.mB-1 {
		return base + 6*b, a.lenB - 6*b
	}
	return base + 6*b, 6
}

// locate returns the band that holds square x, and x's offset in it.
func (a *axis) locate(x int) (b, off int) {
	if x < a.lenA {
		b = x / 6
		if b >= a.mA {
			b = a.mA - 1
		}
		return b, x - 6*b
	}
	x -= a.lenA
	b = a.mA
	if a.odd > 0 {
		if x < a.odd {
			return b, x
		}
		x -= a.odd
		b++
	}
	k := x / 6
	if k >= a.mB {
		k = a.mB - 1
	}
	return b + k, x - 6*k
}

// numClasses bounds axis.class.
const numClasses = 9

// class sorts band b into one of nine classes such that all bands of a class have the
// same size and the same neighbours' sizes, and every band at an end of the axis, next
// to the odd band or at the odd band is alone in its class: the first, last and
// second-to-last bands of each run, the odd band, and the middles of each run.
func (a *axis) class(b int) int {
	if b < a.mA {
		switch b {
		case 0:
			return 0
		case a.mA - 1:
			return 1
		case a.mA - 2:
			return 2
		}
		return 3
	}
	b -= a.mA
	if a.odd > 0 {
		if b == 0 {
			return 4
		}
		b--
	}
	switch b {
	case 0:
		return 5
	case a.mB - 1:
		return 6
	case a.mB - 2:
		return 7
	}
	return 8
}

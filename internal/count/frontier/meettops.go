package frontier

// topStates is the top states of a meet as its middle and its bottom read them: each
// packed (middle.pack) and followed by its count, a word. A meet holds them in an
// array (packedTops); a meet in parts reads them from the files of the halves' scan
// (fileTops), as often as it needs them.
type topStates interface {
	// states returns how many there are.
	states() int
	// each calls f with each in turn, and stops with f's first error.
	each(f func(x, w uint64) error) error
	// bytes returns the bytes held in memory.
	bytes() int64
	// release lets them go from memory: they are read no more.
	release()
}

// packedTops is top states held in an array, each followed by its count
// (Columns.tops).
type packedTops struct{ xs []uint64 }

func (p *packedTops) states() int  { return len(p.xs) / 2 }
func (p *packedTops) bytes() int64 { return topBytes(p.xs) }
func (p *packedTops) release()     { p.xs = nil }

func (p *packedTops) each(f func(x, w uint64) error) error {
	for i := 0; i < len(p.xs); i += 2 {
		if err := f(p.xs[i], p.xs[i+1]); err != nil {
			return err
		}
	}
	return nil
}

// topBytes is the bytes the array of top states tops holds.
func topBytes(tops []uint64) int64 { return int64(cap(tops)) * 8 }

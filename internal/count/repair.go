package count

// Repairs (jobdir.Job.Hint): the first middle round reads, besides the files of the
// round before, the done files of the round that kept the top half, which is needed
// until that round is finished.

// damaged adds to err, an error reading part's file of round r, what to do about it
// where the file is damaged or missing (jobdir.Job.Damaged).
func (x *exchange) damaged(err error, r, part int) error { return x.files().Damaged(err, r, part) }

// topKept reports whether round r, where it is the first middle round, has every
// part's done file of the round that kept the top half, sound (topFits reads them).
func (x *exchange) topKept(r int) bool {
	top := x.plan[r-1].top
	return top == 0 || x.files().Finished(top)
}

// readBy returns the last round that reads what round r made: the next, or the first
// middle round where round r kept the top half.
func (x *exchange) readBy(r int) int {
	next := r + 1
	for i, rd := range x.plan {
		if rd.top == r {
			next = max(next, i+1)
		}
	}
	return next
}

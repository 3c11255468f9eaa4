package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Limit bounds a ratio: at most Max and at least Min, each when not 0.
type Limit struct{ Max, Min float64 }

// String says the limit as the reports show it.
func (l Limit) String() string {
	var s []string
	if l.Max != 0 {
		s = append(s, fmt.Sprintf("at most %.4gx", l.Max))
	}
	if l.Min != 0 {
		s = append(s, fmt.Sprintf("at least %.4gx", l.Min))
	}
	if s == nil {
		return "no target"
	}
	return strings.Join(s, ", ")
}

// Holds reports whether r is within the limit.
func (l Limit) Holds(r float64) bool {
	return (l.Max == 0 || r <= l.Max) && (l.Min == 0 || r >= l.Min)
}

// Report prints a measurement's lines and keeps the checks that failed.
type Report struct {
	w      io.Writer
	name   string // the measurement, the prefix of its lines
	failed []string
}

// Printf prints a line of the report.
func (r *Report) Printf(format string, a ...any) {
	fmt.Fprintf(r.w, r.name+": "+format+"\n", a...)
}

// Fail prints a line and counts it as a failed check.
func (r *Report) Fail(format string, a ...any) {
	msg := fmt.Sprintf(format, a...)
	r.failed = append(r.failed, msg)
	fmt.Fprintf(r.w, "%s: FAIL: %s\n", r.name, msg)
}

// Ratio prints num/den as "WHAT: R.RRx (LIMIT)", fails when the limit does not hold, and
// returns the ratio.
func (r *Report) Ratio(what string, num, den float64, lim Limit) float64 {
	q := num / den
	if den == 0 {
		if lim != (Limit{}) {
			r.Fail("%s: nothing to divide by (a time or memory of 0)", what)
		} else {
			r.Printf("%s: no ratio (a time or memory of 0)", what)
		}
		return 0
	}
	if lim.Holds(q) {
		r.Printf("%s: %.2fx (%s)", what, q, lim)
	} else {
		r.Fail("%s: %.2fx (%s)", what, q, lim)
	}
	return q
}

// Check fails, printing what and q, unless q is within the limit; it reports whether
// it is.
func (r *Report) Check(what string, q float64, lim Limit) bool {
	if lim.Holds(q) {
		return true
	}
	r.Fail("%s: %.2fx (%s)", what, q, lim)
	return false
}

// Err returns an error naming the failed checks, or nil.
func (r *Report) Err() error {
	if len(r.failed) == 0 {
		return nil
	}
	return fmt.Errorf("%d check(s) failed: %s", len(r.failed), strings.Join(r.failed, "; "))
}

// secs says a duration in seconds with three decimals.
func secs(d time.Duration) string { return fmt.Sprintf("%.3f s", d.Seconds()) }

// mb says bytes in MB (2^20).
func mb(b int64) string { return fmt.Sprintf("%d MB", b>>20) }

// cost says what a sample cost: CPU, wall and peak memory.
func cost(s Sample) string {
	return fmt.Sprintf("%s CPU (%s wall), peak %s", secs(s.CPU), secs(s.Wall), mb(s.RSS))
}

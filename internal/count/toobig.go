package count

import (
	"errors"
	"fmt"
	"math"
)

// ErrTooBig is returned when the tables would hold more bytes than Options.MaxBytes.
var ErrTooBig = errors.New("the count needs more memory than allowed")

// tooBig is ErrTooBig for tables that would hold held bytes where max are allowed
// (held > max), with the figures (see TooBigError).
func tooBig(held, max int64) error { return &TooBigError{Held: held, Max: max} }

// TooBigError is the error of a count stopped because its tables would hold Held
// bytes where Options.MaxBytes allows Max (Held > Max). It is ErrTooBig (errors.Is);
// a caller says the figures in its user's units.
type TooBigError struct{ Held, Max int64 }

// Error says the figures in MB: Held rounded up and Max down to 0.1 MB, so that the
// first reads as more than the second.
func (e *TooBigError) Error() string {
	return fmt.Sprintf("%v: its tables would hold %.1f MB, more than the %.1f MB they may use", ErrTooBig,
		math.Ceil(float64(e.Held)/1e5)/10, math.Floor(float64(e.Max)/1e5)/10)
}

// Is reports that the error is ErrTooBig.
func (e *TooBigError) Is(target error) bool { return target == ErrTooBig }

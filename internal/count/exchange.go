package count

import (
	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// exchange is the files of one job of the search in a Dir, as one part sees them: a
// done file a part, which says its result.
type exchange struct {
	d           jobdir.Dir
	job         string
	part, parts int
	rounds      int
}

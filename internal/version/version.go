// Package version says which build of knightstour is running, as -version prints it.
package version

import (
	"fmt"
	"runtime/debug"
)

// Version returns the program's version as the build recorded it: the module version
// when built by "go install module@version", else the VCS revision (with "+dirty" when
// the tree had changes) or "(devel)", and the Go release it was built with.
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "knightstour (unknown version)"
	}
	v, set := bi.Main.Version, map[string]string{}
	for _, s := range bi.Settings {
		set[s.Key] = s.Value
	}
	if rev := set["vcs.revision"]; (v == "" || v == "(devel)") && rev != "" {
		v = rev[:min(len(rev), 12)]
		if set["vcs.modified"] == "true" {
			v += "+dirty"
		}
	} else if v == "" {
		v = "(devel)"
	}
	return fmt.Sprintf("knightstour %s %s", v, bi.GoVersion)
}

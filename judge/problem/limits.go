package problem

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/knightstour/knightstour/judge/problem/statement"
	"gopkg.in/yaml.v3"
)

// The limits of every package, every family and every board: one decision, which each
// family states in its own form (Kattis's problem.yaml in MiB and .timelimit in seconds,
// Polygon's problem.xml in bytes and milliseconds, CMS's task.yaml in MiB and seconds,
// and every statement).
//
// The memory limit is 1024 MiB, not the 256 MiB usual for a tour of 64 squares (the
// programs use a few MiB): Kattis's problemtools and CMS's isolate without cgroups cap
// a submission's address space (RLIMIT_AS) at the limit, and the Go runtime reserves
// about 720 MB (690 MiB) of address space when it starts, so under 1024 MiB a Go
// submission dies before main there. DOMjudge and Polygon count memory in use, where
// 1024 MiB costs nothing. One limit for every family keeps the statements alike.
const (
	timeLimitSeconds = 1
	memoryLimitMiB   = 1024
)

// problem returns what the statement of c says: the board, the tour kind and the limits.
func (c Config) problem() statement.Problem {
	return statement.Problem{Rows: c.Rows, Cols: c.Cols, Closed: c.Closed, Seconds: timeLimitSeconds, MemoryMiB: memoryLimitMiB}
}

// checkKeptLimits reports where the kept Kattis files, problem.yaml (limits: memory:,
// in MiB) and .timelimit (seconds), differ from the packager's limits: they are
// packaged as they are for 8×8, so they must say the same.
func checkKeptLimits(problemYAML, timelimit []byte) error {
	var p struct {
		Limits struct {
			Memory int `yaml:"memory"`
		} `yaml:"limits"`
	}
	if err := yaml.Unmarshal(problemYAML, &p); err != nil {
		return fmt.Errorf("package/problem.yaml: %w", err)
	}
	if p.Limits.Memory != memoryLimitMiB {
		return fmt.Errorf("package/problem.yaml: limits: memory: %d, but the packages' memory limit is %d MiB", p.Limits.Memory, memoryLimitMiB)
	}
	if s, err := strconv.Atoi(string(bytes.TrimSpace(timelimit))); err != nil || s != timeLimitSeconds {
		return fmt.Errorf("package/.timelimit: %q, but the packages' time limit is %d s", bytes.TrimSpace(timelimit), timeLimitSeconds)
	}
	return nil
}

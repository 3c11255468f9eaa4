//go:build race

package page

// raceEnabled says that the tests run under the race detector.
const raceEnabled = true

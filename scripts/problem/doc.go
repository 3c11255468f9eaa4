// Package problem holds the sources of the problem package that scripts/package.sh
// builds (problem.yaml, the statement, the generated secret inputs, the validator's
// build script, all under package/) and its end-to-end test. The judge form of the
// program is in submission/, the zip writer in zipdir/.
package problem

// Package problem holds the sources of the problem package that scripts/package.sh
// builds and its end-to-end test: under package/, problem.yaml, the statement, the sample,
// the generated secret inputs and the input validator; in govalidator/, the build script
// of the Go output validator (the C++ one is judge/cmd/judge/cpp); in wrong_answer/, the
// wrong-answer submissions in C. The judge form of the program is in submission/, the
// statement's HTML converter in texhtml/, the zip writer in zipdir/.
package problem

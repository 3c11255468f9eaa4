// Package problem holds the sources of the problem packages (Kattis/DOMjudge, Polygon,
// CMS) that the packager (packager/, and its command cmd/package, which scripts/package.sh
// runs) builds, and their end-to-end tests: under package/, problem.yaml, the kept 8×8
// inputs and the Kattis input validator; in polygon/, the testlib input validator; in
// govalidator/, the build script of the Go output validator (the C++ one is
// judge/cmd/judge/cpp); in wrong_answer/, the wrong-answer submissions in C and their
// tour.h; in accepted/, the C submission accepted on closed-tour boards. The judge form of
// the program is in submission/, the statement and its renderer in statement/, the test
// inputs of other boards in gendata/, the zip writer in zipdir/.
package problem

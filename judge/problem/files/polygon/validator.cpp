// validator.cpp: the input validator of the Polygon package, with testlib
// (Polygon runs it on every test). It accepts exactly the form the
// statement promises: one or more lines of start squares (1..rows*cols,
// no leading zeros) separated by single spaces, at most 100000 squares in
// all, then a line "-1"; every line ends with a newline and nothing
// follows the last. The board is set by the two lines below, which
// scripts/package.sh rewrites for the package's board (Polygon compiles
// this file without flags; elsewhere -DKT_ROWS=5 -DKT_COLS=6 works too).
#include "testlib.h"

#ifndef KT_ROWS
#define KT_ROWS 8
#endif
#ifndef KT_COLS
#define KT_COLS 8
#endif

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    const long long n = (long long)KT_ROWS * KT_COLS;
    const int maxSquares = 100000;
    int count = 0;
    for (;;) {
        // A line: squares one space apart, or "-1" alone.
        long long s = inf.readLong(-1, n, "s");
        if (s == -1) {
            ensuref(count > 0, "no start squares before -1");
            inf.readEoln();
            inf.readEof();
            return 0;
        }
        ensuref(s != 0, "square 0: the squares are numbered from 1");
        ensuref(++count <= maxSquares, "more than %d start squares", maxSquares);
        while (inf.curChar() == ' ') {
            inf.readSpace();
            s = inf.readLong(1, n, "s");
            ensuref(++count <= maxSquares, "more than %d start squares", maxSquares);
        }
        inf.readEoln();
    }
}

// alone.cpp: the C++ judge (judge/cpp/src/judge.h) judging an output with no
// answer file: its walker (ktjudge::Output) on each query's answer, and nothing else.
// It is scripts/measure judge's baseline for the cost of walking the answer file in the
// C++ checker, which always has one; it is not a checker (it trusts "no tour").
//
// Usage: alone ROWS COLS CLOSED INPUT OUTPUT   (prints the verdict, exits 0 or 1)
#include <cstdio>
#include <cstdlib>

#include "judge.h"

int main(int argc, char *argv[]) {
    if (argc != 6) {
        std::fprintf(stderr, "usage: alone ROWS COLS CLOSED INPUT OUTPUT\n");
        return 2;
    }
    long long rows = std::atoll(argv[1]), cols = std::atoll(argv[2]);
    std::FILE *in = std::fopen(argv[4], "rb"), *out = std::fopen(argv[5], "rb");
    if (!in || !out || rows < 1 || cols < 1) {
        std::fprintf(stderr, "alone: cannot open the files\n");
        return 2;
    }
    ktjudge::Input input(in, argv[4]), output(out, argv[5]);
    ktjudge::Board b(rows, cols, std::atoi(argv[3]) != 0);
    ktjudge::Output o(output, b, true);
    ktjudge::Queries queries(input, b.n);
    long long start, q = 0, line;
    while (queries.next(start)) {
        q++;
        bool noTour;
        ktjudge::Result err;
        if (!o.next(start, noTour, err, line)) {
            std::printf("%s query %lld, line %lld: %s\n", ktjudge::verdictName(err.verdict), q, line, err.message.c_str());
            return 1;
        }
    }
    std::printf("ok %lld queries\n", q);
    return 0;
}

// checker.cpp: the knight's tour judge as a testlib checker (Codeforces,
// Polygon and the many judges that run testlib checkers). Build it with
// testlib.h beside it or on the include path:
//
//	g++ -O2 -std=c++17 -I DIR_OF_TESTLIB -o checker checker.cpp
//
// Usage: checker [-rows N] [-cols N] [-closed] [--testset T] [--group G]
//                INPUT OUTPUT ANSWER [RESULT [-appes]]
//
// The board flags (default 8×8) are taken out before testlib reads the
// rest; answers are read in the line form. It gives the verdicts and
// messages of the Go judge (judge/cmd/judge) through testlib: exit 0 ok,
// 1 wrong answer, 2 presentation error, 3 judge failure.
#include <cstdlib>
#include <string>
#include <vector>

#include "testlib.h"
#include "judge.h"

namespace {

// StreamSource reads a testlib stream byte by byte.
class StreamSource : public ktjudge::Source {
public:
    explicit StreamSource(InStream &s) : s_(s) {}
    int get() override {
        if (s_.eof()) return -1;
        return (unsigned char)s_.readChar();
    }

private:
    InStream &s_;
};

}  // namespace

int main(int argc, char *argv[]) {
    ktjudge::Config cfg;
    std::vector<char *> args{argv[0]};
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        if (a == "-closed") {
            cfg.closed = true;
        } else if ((a == "-rows" || a == "-cols") && i + 1 < argc) {
            (a == "-rows" ? cfg.rows : cfg.cols) = std::atoll(argv[++i]);
        } else {
            args.push_back(argv[i]);
        }
    }
    args.push_back(nullptr);
    registerTestlibCmd(int(args.size()) - 1, args.data());
    StreamSource input(inf), output(ouf), answer(ans);
    // testlib has skipped a byte order mark before the output already.
    ktjudge::Result r = ktjudge::judge(cfg, input, output, answer, false);
    static const TResult results[] = {_ok, _wa, _pe, _fail};
    quitf(results[r.verdict], "%s", r.message.c_str());
}

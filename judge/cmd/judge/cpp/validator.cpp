// validator.cpp: the knight's tour judge as a Kattis and DOMjudge output
// validator, in C++ without testlib, for judge hosts that cannot build Go.
//
// Usage: validator INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT
//
// ARGS may be -rows N, -cols N, -closed, -format line (the board, as for
// the Go judge; the grid form is not read here) and the arguments that
// DOMjudge passes to its default comparator (case_sensitive,
// space_change_sensitive, float_tolerance X, float_relative_tolerance X,
// float_absolute_tolerance X), which are ignored. It writes the verdict
// and its reason to FEEDBACK_DIR/judgemessage.txt and exits with 42
// (accepted) or 43 (wrong answer, presentation error); on a judge failure
// it writes FEEDBACK_DIR/judgeerror.txt and exits with 3.
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "judge.h"

namespace {

std::string feedbackDir;

// fail reports a judge failure and returns its exit code.
int fail(const std::string &msg) {
    std::fprintf(stderr, "FAIL %s\n", msg.c_str());
    if (!feedbackDir.empty()) {
        if (std::FILE *f = std::fopen((feedbackDir + "/judgeerror.txt").c_str(), "w")) {
            std::fprintf(f, "%s\n", msg.c_str());
            std::fclose(f);
        }
    }
    return 3;
}

// number parses a decimal integer argument.
bool number(const char *s, long long &v) {
    if (*s == 0) return false;
    char *end;
    errno = 0;
    v = std::strtoll(s, &end, 10);
    return *end == 0 && errno == 0;
}

}  // namespace

int main(int argc, char *argv[]) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: validator INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT\n");
        return fail("usage: want INPUT ANSWER FEEDBACK_DIR");
    }
    struct stat st;
    if (stat(argv[3], &st) != 0 || !S_ISDIR(st.st_mode)) {
        return fail(std::string("the feedback directory ") + argv[3] + " does not exist");
    }
    feedbackDir = argv[3];
    ktjudge::Config cfg;
    for (int i = 4; i < argc; i++) {
        std::string a = argv[i];
        if (a == "case_sensitive" || a == "space_change_sensitive") continue;
        if (a == "float_tolerance" || a == "float_relative_tolerance" || a == "float_absolute_tolerance") {
            if (++i == argc) return fail("bad argument: " + a + " needs a value");
            continue;
        }
        if (a == "-closed" || a == "--closed") {
            cfg.closed = true;
            continue;
        }
        if (a == "-rows" || a == "--rows" || a == "-cols" || a == "--cols" || a == "-format" || a == "--format") {
            if (++i == argc) return fail("bad argument: flag needs an argument: " + a);
            long long v;
            if (a.find("format") != std::string::npos) {
                if (std::string(argv[i]) != "line") return fail(std::string("bad argument: format ") + argv[i] + ": this validator reads the line form only");
            } else if (!number(argv[i], v)) {
                return fail(std::string("bad argument: invalid value \"") + argv[i] + "\" for flag " + a);
            } else {
                (a.find("rows") != std::string::npos ? cfg.rows : cfg.cols) = v;
            }
            continue;
        }
        return fail("bad argument \"" + a + "\" after the feedback directory: want -rows N, -cols N, -closed, "
                    "or DOMjudge's case_sensitive, space_change_sensitive, float_tolerance X");
    }
    std::FILE *in = std::fopen(argv[1], "rb");
    if (!in) return fail(std::string("cannot open the input: ") + argv[1] + ": " + std::strerror(errno));
    std::FILE *ans = std::fopen(argv[2], "rb");
    if (!ans) return fail(std::string("cannot open the answer file: ") + argv[2] + ": " + std::strerror(errno));
    ktjudge::FileSource input(in), answer(ans), output(stdin);
    ktjudge::Result r = ktjudge::judge(cfg, input, output, answer, true);
    if (r.verdict == ktjudge::Failure) return fail(r.message);
    std::FILE *f = std::fopen((feedbackDir + "/judgemessage.txt").c_str(), "w");
    if (!f || std::fprintf(f, "%s %s\n", ktjudge::verdictName(r.verdict), r.message.c_str()) < 0 || std::fclose(f) != 0) {
        return fail(std::string("cannot write the feedback: ") + std::strerror(errno));
    }
    return r.verdict == ktjudge::Accepted ? 42 : 43;
}

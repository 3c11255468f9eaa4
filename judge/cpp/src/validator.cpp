// validator.cpp: the knight's tour judge as a Kattis and DOMjudge output
// validator, in C++ without testlib, for judge hosts that cannot build Go.
//
// Usage: validator INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT
//
// ARGS may be -rows N, -cols N, -closed, -format line (the board, in the
// flag grammar of the Go judge; the grid form is not read here; flags may
// also come before the files) and the arguments that
// DOMjudge passes to its default comparator (case_sensitive,
// space_change_sensitive, float_tolerance X, float_relative_tolerance X,
// float_absolute_tolerance X), which are ignored. It writes the verdict
// and its reason to FEEDBACK_DIR/judgemessage.txt and exits with 42
// (accepted) or 43 (wrong answer, presentation error); on a judge failure
// (a bad argument, a bad query or answer file: the answer file is walked as
// the output is) it writes the reason to FEEDBACK_DIR/judgeerror.txt and, after
// "FAIL ", to judgemessage.txt, and exits with 3. Without flags the board
// is KT_ROWS x KT_COLS, closed tours only if KT_CLOSED is not 0: set them
// with -D, or in the lines below (a problem package writes its board there,
// so that its validator judges its files with no flags).
#ifndef KT_ROWS
#define KT_ROWS 8
#endif
#ifndef KT_COLS
#define KT_COLS 8
#endif
#ifndef KT_CLOSED
#define KT_CLOSED 0
#endif

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "judge.h"

namespace {

std::string feedbackDir;

// feedbackFile returns the name of a file in the feedback directory, as the Go
// judge writes it: FEEDBACK_DIR/ and the name, one '/' between them.
std::string feedbackFile(const char *name) {
    return feedbackDir + (feedbackDir.back() == '/' ? "" : "/") + name;
}

// fail reports a judge failure and returns its exit code.
int fail(const std::string &msg) {
    std::fprintf(stderr, "FAIL %s\n", msg.c_str());
    if (!feedbackDir.empty()) {
        if (std::FILE *f = std::fopen(feedbackFile("judgeerror.txt").c_str(), "w")) {
            std::fprintf(f, "%s\n", msg.c_str());
            std::fclose(f);
        }
        if (std::FILE *f = std::fopen(feedbackFile("judgemessage.txt").c_str(), "w")) {
            std::fprintf(f, "FAIL %s\n", msg.c_str());
            std::fclose(f);
        }
    }
    return 3;
}

// boardHint returns what the Go judge adds to a verdict other than accepted where the
// lines of the file name (the answer file, when it is a regular file) read as tours of
// another board than the one judged (ktjudge::boardHint).
std::string boardHint(const ktjudge::Args &a, const std::string &name) {
    struct stat st;
    if (stat(name.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return "";
    std::FILE *f = std::fopen(name.c_str(), "rb");
    if (!f) return "";
    std::vector<ktjudge::Size> boards = ktjudge::boardsOf(f);
    std::fclose(f);
    return ktjudge::boardHint(a.cfg.rows, a.cfg.cols, ktjudge::boardFrom(a.boardSet), boards);
}

}  // namespace

int main(int argc, char *argv[]) {
    // Before any file is opened: a closed stdin would be the first file opened.
    struct stat in0;
    const bool stdinOK = fstat(0, &in0) == 0 && !S_ISCHR(in0.st_mode) && !S_ISBLK(in0.st_mode) && !S_ISDIR(in0.st_mode);
    ktjudge::Config defaults;
    defaults.rows = KT_ROWS;
    defaults.cols = KT_COLS;
    defaults.closed = KT_CLOSED != 0;
    ktjudge::Args a(argc, argv, defaults);
    if (a.files.size() < 3) {
        std::fprintf(stderr, "usage: validator INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT\n");
        return fail("usage: want INPUT ANSWER FEEDBACK_DIR");
    }
    const std::string &dir = a.files[2];
    struct stat st;
    if (stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
        return fail("the feedback directory " + dir + " does not exist");
    }
    feedbackDir = dir;
    if (!a.err.empty()) return fail("bad argument: " + a.err);
    std::string bad = ktjudge::compareArgs(a.files, 3);
    if (!bad.empty()) return fail(bad);
    if (!stdinOK) return fail(ktjudge::stdinNotOutput);
    const std::string &inName = a.files[0], &ansName = a.files[1];
    std::FILE *in = std::fopen(inName.c_str(), "rb");
    if (!in) return fail("cannot open the input: " + ktjudge::openError(inName, errno));
    std::FILE *ans = std::fopen(ansName.c_str(), "rb");
    if (!ans) return fail("cannot open the answer file: " + ktjudge::openError(ansName, errno));
    ktjudge::Input input(in, inName), answer(ans, ansName), output(stdin, "/dev/stdin");
    ktjudge::Result r = ktjudge::judge(a.cfg, input, output, answer);
    r.message += r.verdict == ktjudge::Accepted ? ktjudge::judgedAs(a.cfg.rows, a.cfg.cols, ktjudge::boardFrom(a.boardSet))
                                                : boardHint(a, ansName);
    if (r.verdict == ktjudge::Failure) return fail(r.message);
    // The Go judge's words: "cannot write the feedback: open NAME: reason" (or write).
    const std::string message = feedbackFile("judgemessage.txt");
    std::FILE *f = std::fopen(message.c_str(), "w");
    if (!f) return fail("cannot write the feedback: " + ktjudge::openError(message, errno));
    bool wrote = std::fprintf(f, "%s %s\n", ktjudge::verdictName(r.verdict), r.message.c_str()) >= 0;
    if (std::fclose(f) != 0 || !wrote) {
        return fail("cannot write the feedback: write " + message + ": " + ktjudge::lowerError(errno));
    }
    return r.verdict == ktjudge::Accepted ? 42 : 43;
}

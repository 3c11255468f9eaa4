// checker.cpp: the knight's tour judge as a testlib checker (Codeforces,
// Polygon, CMS and the many judges that run testlib checkers). Build it
// with testlib.h beside it or on the include path:
//
//	g++ -O2 -std=c++17 -I DIR_OF_TESTLIB -o checker checker.cpp
//
// or take check.cpp, the same in one file that needs only testlib.h.
//
// Usage: checker [flags] INPUT OUTPUT ANSWER [RESULT [-appes]]
//        checker INPUT CORRECT CONTESTANT   (built with -DCMS and CMS's testlib.h)
//        checker INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT
//                                           (built with DOMjudge's testlib.h, which
//                                           Polygon2DOMjudge ships: exit 42, 43, 3)
//
// The flags are those of the Go judge (judge/cmd/knightstour-judge), in its grammar:
// -rows N, -cols N, -closed, -format line, --testset T, --group G, -appes;
// any other spelling is a judge failure. Without flags the board is
// KT_ROWS x KT_COLS, closed tours only if KT_CLOSED is not 0: set them
// with -D, or edit the lines below (Polygon compiles the checker without
// flags). It gives the verdicts and messages of the Go judge through
// testlib: exit 0 ok, 1 wrong answer, 2 presentation error, 3 judge
// failure (under CMS: the score on stdout and exit 0, or exit 1).
//
// testlib reads no file here: it is given a stand-in for the files (and
// for stdin, with DOMjudge's testlib.h) and writes only RESULT; the
// checker reads the files itself, so that a missing or unreadable INPUT or
// ANSWER is a judge failure and files of any size are judged (testlib
// refuses those over 128 MiB, and keeps every byte it reads from stdin).
#ifndef KT_ROWS
#define KT_ROWS 8
#endif
#ifndef KT_COLS
#define KT_COLS 8
#endif
#ifndef KT_CLOSED
#define KT_CLOSED 0
#endif

#include "testlib.h"

#include <sys/stat.h>
#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#endif

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "judge.h"

namespace {

// standIn returns a file for testlib to open in place of the three files:
// the first of names that is a readable regular file.
std::string standIn(const std::vector<std::string> &names) {
    for (const std::string &name : names) {
        struct stat st;
        if (stat(name.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
            if (std::FILE *f = std::fopen(name.c_str(), "rb")) {
                std::fclose(f);
                return name;
            }
        }
    }
#ifdef _WIN32
    return "NUL";
#else
    return "/dev/null";
#endif
}

// sameFile reports whether name is one of the files others (after symbolic
// links, by device and inode): a file that exists already and is also one
// to read, which RESULT must never be.
bool sameFile(const std::string &name, const std::vector<std::string> &others) {
    struct stat st;
    if (stat(name.c_str(), &st) != 0) return false;
    for (const std::string &o : others) {
        struct stat so;
        if (stat(o.c_str(), &so) == 0 && so.st_dev == st.st_dev && so.st_ino == st.st_ino) return true;
    }
    return false;
}

// domjudgeTestlib reports whether testlib.h is DOMjudge's variant (the
// one Polygon2DOMjudge ships, version "...-DOMJUDGE"): it takes INPUT
// ANSWER FEEDBACK_DIR, the output on stdin, and writes the verdict to
// FEEDBACK_DIR/judgemessage.txt.
bool domjudgeTestlib() {
#ifdef VERSION
    return std::strstr(VERSION, "DOMJUDGE") != nullptr;
#else
    return false;
#endif
}

// boardHint returns what the Go judge adds to a verdict other than ok where the lines
// of the file name (the answer file, when it is a regular file) read as tours of
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

// oufByte returns the next byte of testlib's output stream, or -1.
int oufByte() {
    if (ouf.eof()) return -1;
    return (unsigned char)ouf.readChar();
}

}  // namespace

int main(int argc, char *argv[]) {
    ktjudge::Config defaults;
    defaults.rows = KT_ROWS;
    defaults.cols = KT_COLS;
    defaults.closed = KT_CLOSED != 0;
    ktjudge::Args a(argc, argv, defaults);
    const bool dj = domjudgeTestlib();
    std::string usage;
    size_t n = a.files.size();
    if (!a.err.empty()) {
        usage = "bad argument: " + a.err;
    } else if (dj && n < 3) {
        usage = "usage: want INPUT ANSWER FEEDBACK_DIR/ [ARGS] < OUTPUT";
    } else if (dj) {
        usage = ktjudge::compareArgs(a.files, 3);
    } else if (n < 3 || n > 4) {
        usage = "usage: want 3 or 4 file names (INPUT OUTPUT ANSWER [RESULT]), got " + std::to_string(n);
    } else if (n == 4 && sameFile(a.files[3], {a.files[0], a.files[1], a.files[2]})) {
        usage = "usage: RESULT " + a.files[3] + " is also a file to read: nothing is written";
    } else if (a.appes && n != 4) {
        usage = "usage: -appes needs a RESULT file";
    }
    std::string input, output, answer;
    if (n >= 3) {
        input = a.files[0];
        if (dj) {
            answer = a.files[1], output = "/dev/stdin";
        } else {
#ifdef CMS
            answer = a.files[1], output = a.files[2];
#else
            output = a.files[1], answer = a.files[2];
#endif
        }
    }
    std::string stand = standIn({input, answer, output});
    std::vector<std::string> args{argv[0], stand, stand};
    if (dj) {
        if (n >= 3) args.push_back(a.files[2]);  // testlib writes FEEDBACK_DIR/judgemessage.txt
    } else {
        args.push_back(stand);
        // After a bad flag the files are uncertain ("-size 8": is 8 a file?):
        // RESULT might be a file to read, so testlib gets none.
        if (n == 4 && usage.empty()) args.push_back(a.files[3]);
        if (n == 4 && usage.empty() && a.appes) args.push_back("-appes");
    }
    std::vector<char *> targv;
    for (std::string &s : args) targv.push_back(&s[0]);
    targv.push_back(nullptr);
    inf.maxFileSize = ouf.maxFileSize = ans.maxFileSize = size_t(-1);
    int realStdin = -1;  // with DOMjudge's testlib.h: the output, unread
#ifndef _WIN32
    if (dj) {
        // stdin must be the output: not closed (the stand-in would take its place,
        // and be read as the output), not a device or a directory.
        struct stat in0;
        bool stdinOK = fstat(0, &in0) == 0 && !S_ISCHR(in0.st_mode) && !S_ISBLK(in0.st_mode) && !S_ISDIR(in0.st_mode);
        if (!stdinOK && usage.empty()) usage = ktjudge::stdinNotOutput;
        int fd = open(stand.c_str(), O_RDONLY);
        if (fd > 0 && (realStdin = dup(0)) >= 0) dup2(fd, 0);
        if (fd > 0) close(fd);
    }
#endif
    const bool viaTestlib = dj && realStdin < 0;  // the output through testlib's ouf
    registerTestlibCmd(int(targv.size()) - 1, targv.data());
    inf.close();
    ans.close();
    if (!viaTestlib) ouf.close();
    if (!usage.empty()) quitf(_fail, "%s", usage.c_str());

    std::FILE *in = std::fopen(input.c_str(), "rb");
    if (!in) quitf(_fail, "cannot open the input: %s", ktjudge::openError(input, errno).c_str());
    std::FILE *af = std::fopen(answer.c_str(), "rb");
    if (!af) quitf(_fail, "cannot open the answer file: %s", ktjudge::openError(answer, errno).c_str());
    std::FILE *of = nullptr;
    if (!dj) {
        of = std::fopen(output.c_str(), "rb");
        if (!of) quitf(_pe, "cannot open the output: %s", ktjudge::openError(output, errno).c_str());
    }
#ifndef _WIN32
    if (realStdin >= 0 && !(of = fdopen(realStdin, "rb"))) quitf(_fail, "cannot read stdin: %s", std::strerror(errno));
#endif
    ktjudge::Input inputFile(in, input), answerFile(af, answer);
    ktjudge::Input fileOutput(of, output), streamOutput(oufByte, output);
    ktjudge::Input &outputFile = viaTestlib ? streamOutput : fileOutput;
    ktjudge::Result r = ktjudge::judge(a.cfg, inputFile, outputFile, answerFile, !viaTestlib);
    r.message += r.verdict == ktjudge::Accepted ? ktjudge::judgedAs(a.cfg.rows, a.cfg.cols, ktjudge::boardFrom(a.boardSet))
                                                : boardHint(a, answer);
    static const TResult results[] = {_ok, _wa, _pe, _fail};
    quitf(results[r.verdict], "%s", r.message.c_str());
}

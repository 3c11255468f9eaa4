// Code generated from checker.cpp and judge.h by TestCheckCpp in
// judge/cmd/knightstour-judge/cpp_test.go; DO NOT EDIT. Regenerate with
// GOLDIE_UPDATE=1 go test -run TestCheckCpp ./judge/cmd/knightstour-judge
//
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

// judge.h, pasted in:
// judge.h: the knight's tour judge of package knightstour/judge in C++, for
// judges that build checkers in C++ only. For answers in the line form it
// has the rules, verdicts and messages of the Go judge: the same query
// file, answer file and output give the same verdict and the same message
// (TestCpp in judge/cmd/knightstour-judge runs both on a table of cases). It needs
// only the C++17 standard library.
//
// checker.cpp wraps it as a testlib checker, validator.cpp as a Kattis and
// DOMjudge output validator; check.cpp is checker.cpp with this file pasted
// in (cpp/gen), and scripts/package.sh pastes it into validator.cpp for
// the problem package. Both read their three files themselves, through
// Input, so files of any size are judged.
//
// Cost: memory O(1) besides the board's visit record (4 bytes a square up
// to 2^20 squares, 1 bit a square above) and a 1 MiB buffer a file,
// whatever the number of queries (they are read alongside the answers);
// time linear in the size of the files, and per answer in its bytes.
#ifndef KNIGHTSTOUR_JUDGE_H
#define KNIGHTSTOUR_JUDGE_H

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace ktjudge {

// Verdict is what a judge reports, in the order of testlib's exit codes.
enum Verdict { Accepted = 0, WrongAnswer = 1, PresentationError = 2, Failure = 3 };

// verdictName returns the word testlib starts its verdict line with.
inline const char *verdictName(Verdict v) {
    static const char *const names[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
    return names[v];
}

// Result is a verdict and its message (without the verdict's word).
struct Result {
    Verdict verdict;
    std::string message;
};

// Config is the board and whether tours must be closed.
struct Config {
    long long rows = 8, cols = 8;
    bool closed = false;
};

// lowerError is the message of errnum as Go writes it: "no such file or
// directory", "is a directory".
inline std::string lowerError(int errnum) {
    std::string why = std::strerror(errnum);
    if (why.size() > 1 && why[0] >= 'A' && why[0] <= 'Z' && !(why[1] >= 'A' && why[1] <= 'Z')) {
        why[0] = char(why[0] - 'A' + 'a');
    }
    return why;
}

// Input reads a file through a buffer of 1 MiB. A read error ends it like
// the end of the file, and failed() then says so.
class Input {
public:
    Input(std::FILE *f, const std::string &name) : f_(f), name_(name), buf_(new unsigned char[size + 1]) {}
    // Input over a function that returns the next byte, or -1 at the end
    // (a stream that another library reads, such as testlib's ouf).
    Input(int (*next)(), const std::string &name) : next_(next), name_(name), buf_(new unsigned char[size + 1]) {}
    ~Input() { delete[] buf_; }
    Input(const Input &) = delete;
    Input &operator=(const Input &) = delete;

    // get returns the next byte (0..255), or -1 at the end.
    int get() {
        if (i_ < n_) return buf_[i_++];
        return refill();
    }
    // fillTo makes k bytes (k <= size/2) available to peek unless the
    // file ends first, and reports whether they are.
    bool fillTo(size_t k) {
        while (!fenced_ && n_ - i_ < k && !eof_) {
            if (i_ > 0) {
                std::memmove(buf_, buf_ + i_, n_ - i_);
                n_ -= i_;
                i_ = 0;
                fills_++;
            }
            if (!read()) break;
        }
        return n_ - i_ >= k;
    }
    const unsigned char *peek() const { return buf_ + i_; }
    size_t avail() const { return n_ - i_; }
    void skip(size_t k) { i_ += k; }
    // unget gives back the byte that get has just returned.
    void unget() { i_--; }
    // fills counts the times the buffer's bytes moved: a pointer from
    // peek stays valid while it does not change.
    long long fills() const { return fills_; }
    // skipLine consumes the rest of the line and its '\n', adds its first
    // bytes to head up to headMax bytes, and returns how many bytes it had
    // (without '\n'), with its last byte in last (-1 if none).
    long long skipLine(std::string &head, size_t headMax, int &last) {
        long long count = 0;
        last = -1;
        for (;;) {
            if (i_ == n_) {
                int c = refill();
                if (c < 0) return count;
                i_--;
            }
            const unsigned char *p = buf_ + i_;
            size_t m = n_ - i_;
            const void *nl = std::memchr(p, '\n', m);
            size_t k = nl ? size_t((const unsigned char *)nl - p) : m;
            if (head.size() < headMax) head.append((const char *)p, std::min(k, headMax - head.size()));
            if (k > 0) last = p[k - 1];
            count += k;
            i_ += k;
            if (nl) {
                i_++;
                return count;
            }
        }
    }
    bool failed() const { return err_ != 0; }
    // eof reports that the file has no more bytes to read than those in the buffer.
    bool eof() const { return eof_; }
    // fence makes the next k bytes (k <= avail()) all there is to read until unfence:
    // get returns -2 after them, and nothing more is read from the file.
    void fence(size_t k) {
        fenced_ = n_;
        n_ = i_ + k;
    }
    void unfence() {
        n_ = fenced_;
        fenced_ = 0;
    }
    // error says what failed, as the Go judge does: "read NAME: reason".
    std::string error() const { return "read " + name_ + ": " + lowerError(err_); }

    static const size_t size = 1 << 20;

private:
    std::FILE *f_ = nullptr;
    int (*next_)() = nullptr;
    std::string name_;
    unsigned char *buf_;
    size_t i_ = 0, n_ = 0;
    bool eof_ = false;
    int err_ = 0;
    long long fills_ = 0;
    size_t fenced_ = 0;  // while fenced: the real end of the bytes read

    bool read() {
        if (eof_) return false;
        size_t m = 0;
        if (next_) {
            for (int c; n_ + m < size && (c = next_()) >= 0; m++) buf_[n_ + m] = (unsigned char)c;
        } else {
            m = std::fread(buf_ + n_, 1, size - n_, f_);
        }
        if (m == 0) {
            eof_ = true;
            if (f_ && std::ferror(f_)) err_ = errno ? errno : EIO;
            return false;
        }
        n_ += m;
        return true;
    }
    int refill() {
        if (fenced_) return -2;
        i_ = n_ = 0;
        fills_++;
        if (!read()) return -1;
        return buf_[i_++];
    }
};

const int maxToken = 40;   // the longest token that can be a square
const int maxQuoted = 24;  // bytes of a token that a message quotes
const long long saturated = 2147483647;
const long long maxSquares = 2147483646;
const long long smallBoard = 1 << 20;  // boards up to this size keep visit positions

// str concatenates its arguments: strings and integers.
inline void strAppend(std::string &) {}
template <typename... Rest>
void strAppend(std::string &s, const std::string &a, const Rest &...rest);
template <typename... Rest>
void strAppend(std::string &s, const char *a, const Rest &...rest);
template <typename... Rest>
void strAppend(std::string &s, long long a, const Rest &...rest) {
    s += std::to_string(a);
    strAppend(s, rest...);
}
template <typename... Rest>
void strAppend(std::string &s, int a, const Rest &...rest) {
    s += std::to_string(a);
    strAppend(s, rest...);
}
template <typename... Rest>
void strAppend(std::string &s, const std::string &a, const Rest &...rest) {
    s += a;
    strAppend(s, rest...);
}
template <typename... Rest>
void strAppend(std::string &s, const char *a, const Rest &...rest) {
    s += a;
    strAppend(s, rest...);
}
template <typename... Args>
std::string str(const Args &...args) {
    std::string s;
    strAppend(s, args...);
    return s;
}

// quote quotes a token for a message: its first maxQuoted bytes, printable
// ASCII as itself (" and \ escaped), any other byte as \xNN, and "..."
// when the token (total bytes) is longer.
inline std::string quote(const std::string &text, long long total) {
    static const char hex[] = "0123456789abcdef";
    std::string q = "\"";
    size_t n = text.size() < size_t(maxQuoted) ? text.size() : size_t(maxQuoted);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = text[i];
        if (c == '"' || c == '\\') {
            q += '\\';
            q += char(c);
        } else if (c >= 0x20 && c < 0x7f) {
            q += char(c);
        } else {
            q += "\\x";
            q += hex[c >> 4];
            q += hex[c & 15];
        }
    }
    if (total > (long long)n) q += "...";
    return q + "\"";
}

// Pending is a token read byte by byte.
struct Pending {
    bool open = false;
    std::string text;  // its first maxQuoted bytes
    long long n = 0;   // its length so far
    long long val = 0;  // its value so far, at most saturated
    int digits = 0;
    bool neg = false, bad = false;

    void add(int c) {
        if (!open) {
            reset();
            open = true;
        }
        if (text.size() < size_t(maxQuoted)) text += char(c);
        n++;
        if (c >= '0' && c <= '9') {
            digits++;
            if (val < saturated) {
                val = val * 10 + (c - '0');
                if (val > saturated) val = saturated;
            }
        } else if (c == '-' && n == 1) {
            neg = true;
        } else {
            bad = true;
        }
    }
    // reset makes it no token, keeping the buffer of its text.
    void reset() {
        open = false;
        text.clear();
        n = val = 0;
        digits = 0;
        neg = bad = false;
    }
    bool isLong() const { return n > maxToken; }
    bool integer(long long &v) const {
        if (bad || digits == 0 || isLong()) return false;
        v = neg ? -val : val;
        return true;
    }
    bool is(const char *s) const { return n == (long long)std::strlen(s) && text == s; }
    std::string quoted() const { return quote(text, n); }
    std::string notSquare() const {
        if (bad || digits == 0) return "is not an integer";
        return str("is longer than ", maxToken, " bytes");
    }
    std::string number(long long v) const {
        if ((v >= saturated || v <= -saturated) && n > 0) {
            return text + (n > (long long)text.size() ? "..." : "");
        }
        return std::to_string(v);
    }
};

// Board is the geometry and the record of the squares the current answer
// has visited: a stamp a square (so that the position of a first visit is
// known) up to smallBoard squares, a bitset above. The bitset is cleared
// word by word, only where the last answer set it (up to a sixteenth of
// its words; a longer answer clears it all), so an answer costs time in
// proportion to its bytes, not to the board.
class Board {
public:
    long long rows, cols, n;
    bool closed;

    Board(long long r, long long c, bool cl) : rows(r), cols(c), n(r * c), closed(cl) {
        if (n <= smallBoard) {
            stamps_.assign(n, 0);
        } else {
            bits_.assign((n + 63) / 64, 0);
        }
        inverse_ = cols == 1 ? 0 : ~uint64_t(0) / uint64_t(cols) + 1;
    }
    void begin() {
        if (stamps_.empty()) {
            if (swept_) {
                std::fill(bits_.begin(), bits_.end(), 0);
            } else {
                for (uint32_t w : dirty_) bits_[w] = 0;
            }
            dirty_.clear();
            swept_ = false;
            return;
        }
        if (base_ > 0xffffffffu - 2 * uint32_t(n) - 1) {
            std::fill(stamps_.begin(), stamps_.end(), 0);
            base_ = 0;
        }
        base_ += uint32_t(n) + 1;
    }
    // copyFrom makes this board's record of the current answer a copy of a's (a board
    // of the same size, begun since its last answer): a copy of the table of stamps, or
    // of the bitset words that a's answer set (as board.copyFrom in judge/board.go).
    void copyFrom(const Board &a) {
        if (!a.stamps_.empty()) {
            stamps_ = a.stamps_;
            base_ = a.base_;
        } else if (a.swept_) {
            bits_ = a.bits_;
            swept_ = true;
        } else {
            for (uint32_t w : a.dirty_) bits_[w] = a.bits_[w];
            dirty_ = a.dirty_;
        }
    }
    // visit records square v at position p; if v was visited before it
    // returns true, with the earlier position in first (0 if not kept).
    bool visit(long long v, long long p, long long &first) {
        first = 0;
        if (stamps_.empty()) {
            uint64_t bit = uint64_t(1) << ((v - 1) & 63);
            uint64_t &w = bits_[(v - 1) >> 6];
            if (w & bit) return true;
            if (w == 0 && !swept_) {
                if (dirty_.size() < bits_.size() / 16) {
                    dirty_.push_back(uint32_t((v - 1) >> 6));
                } else {
                    swept_ = true;
                }
            }
            w |= bit;
            return false;
        }
        uint32_t &s = stamps_[v - 1];
        if (s > base_) {
            first = s - base_;
            return true;
        }
        s = base_ + uint32_t(p);
        return false;
    }
    // rc returns the 0-based row and column of square v (1..n): x/cols is
    // the high word of x * ceil(2^64/cols), exact below 2^32 (as rowCol in
    // judge/board.go).
    void rc(long long v, long long &r, long long &c) const {
        uint64_t x = uint64_t(v - 1);
        if (inverse_ == 0) {
            r = (long long)x;
            c = 0;
            return;
        }
#if defined(__SIZEOF_INT128__)
        r = (long long)(uint64_t)(((unsigned __int128)x * inverse_) >> 64);
#else
        r = (long long)(x / uint64_t(cols));
#endif
        c = (long long)x - r * cols;
    }
    static bool knight(long long r1, long long c1, long long r2, long long c2) {
        long long dr = r1 - r2, dc = c1 - c2;
        return dr * dr + dc * dc == 5;
    }

private:
    std::vector<uint32_t> stamps_;
    std::vector<uint64_t> bits_;
    std::vector<uint32_t> dirty_;
    bool swept_ = false;
    uint32_t base_ = 0;
    uint64_t inverse_ = 0;
};

// Memo keeps the lines already accepted, by start square, so that a line
// seen before is passed over by one comparison (as lineMemo in
// judge/tour.go): at most 16 MiB of lines of at most 64 KiB each, on
// boards of up to 2^16 squares.
class Memo {
public:
    explicit Memo(long long n) {
        if (n <= (1 << 16)) lines_.resize(n + 1);
    }
    const std::string *get(long long start) const {
        if (start < 0 || start >= (long long)lines_.size() || lines_[start].empty()) return nullptr;
        return &lines_[start];
    }
    void add(long long start, const unsigned char *p, size_t len) {
        if (len == 0 || len > (64 << 10) || start < 0 || start >= (long long)lines_.size()) return;
        std::string &old = lines_[start];
        if (bytes_ - old.size() + len > (16 << 20)) return;
        bytes_ += len - old.size();
        old.assign((const char *)p, len);
    }

private:
    std::vector<std::string> lines_;
    size_t bytes_ = 0;
};

// wantTour ends the message of a first token that is not a square (as in judge/tour.go).
const char *const wantTour = ": want a tour or exactly \"no tour\"";

// Output reads the answers of an output, line by line.
class Output {
public:
    Output(Input &s, Board &b, bool skipBOM) : s_(s), b_(b), memo_(b.n) {
        if (skipBOM && s_.fillTo(3) && std::memcmp(s_.peek(), "\xef\xbb\xbf", 3) == 0) s_.skip(3);
    }

    long long line = 0;  // the line last read

    // next reads the answer to a query from square start. It returns false
    // with err set when the answer is wrong (err.message without the query
    // and line) and sets noTour when the answer is "no tour".
    bool next(long long start, bool &noTour, Result &err, long long &errLine) {
        if (skipMemo(start)) {
            noTour = false;
            return true;
        }
        if (!begin(start, err, errLine)) return false;
        walk();
        return close(noTour, err);
    }

    // skipMemo consumes the next line if it is one already accepted from start.
    bool skipMemo(long long start) {
        if (const std::string *m = memo_.get(start)) {
            size_t l = m->size();
            if (s_.fillTo(l + 1) && s_.peek()[l] == '\n' && std::memcmp(s_.peek(), m->data(), l) == 0) {
                s_.skip(l + 1);
                line++;
                return true;
            }
        }
        return false;
    }
    // memoAdd notes that line p (len bytes: a whole line, never a tail of one) is a
    // right answer from start.
    void memoAdd(long long start, const unsigned char *p, size_t len) { memo_.add(start, p, len); }

    // begin starts the answer to a query from square start; it returns false
    // with err set at the end of the output.
    bool begin(long long start, Result &err, long long &errLine) {
        if (!s_.fillTo(1)) {
            errLine = line + 1;
            err = Result{WrongAnswer, "the output ended before this answer"};
            return false;
        }
        fills_ = s_.fills();
        head_ = s_.peek();
        line++;
        errLine = line;
        b_.begin();
        start_ = start;
        b_.rc(start, firstR_, firstC_);
        k_ = prev_ = count_ = 0;
        over_ = false;
        no_ = 0;
        tok_.open = false;
        failed_ = false;
        last_ = -1;
        return true;
    }

    // walk reads the answer on to the end of its line (or its first fault),
    // and returns true; or false when it meets the input's fence first.
    bool walk() {
        for (;;) {
            if (failed_) return countRest();
            if (!tok_.open && !over_ && no_ == 0) plain();
            if (failed_) continue;
            int c = s_.get();
            if (c == -2) return false;
            if (c < 0 || c == '\n') {
                last_ = c;
                return true;
            }
            if (c == ' ' || c == '\t' || c == '\r') {
                if (tok_.open) token();
                continue;
            }
            tok_.add(c);
            if (tok_.isLong()) token();
        }
    }

    // failed reports whether the answer is wrong, as far as it is read.
    bool failed() const { return failed_; }

    // close ends the answer that walk has read: as next.
    bool close(bool &noTour, Result &err) {
        if (!failed_) {
            finish();
            gridHint();
        }
        if (failed_) {
            err = err_;
            return false;
        }
        noTour = no_ == 2;
        if (no_ == 0 && last_ == '\n' && s_.fills() == fills_) {
            const unsigned char *end = s_.peek() - 1;  // the '\n'
            memo_.add(start_, head_, size_t(end - head_));
        }
        return true;
    }

    // copyFrom makes this reader, begun for the same start, a copy of a, which
    // has read the same bytes of its line so far (as lineTour.copyFrom).
    void copyFrom(const Output &a) {
        k_ = a.k_;
        prev_ = a.prev_;
        count_ = a.count_;
        prevR_ = a.prevR_;
        prevC_ = a.prevC_;
        over_ = a.over_;
        no_ = a.no_;
        tok_ = a.tok_;
        if (a.k_ > 0) b_.copyFrom(a.b_);
        fills_ = -1;  // no memo: the line was not read here whole
    }

    // end checks that nothing but blank lines follows the last answer.
    bool end(Result &err) {
        for (;;) {
            int c = s_.get();
            if (c < 0) return true;
            line++;
            while (c == ' ' || c == '\t' || c == '\r') c = s_.get();
            if (c < 0 || c == '\n') continue;
            std::string head;
            long long total = 0;
            for (; c >= 0 && c != '\n' && total <= maxQuoted; c = s_.get(), total++) head += char(c);
            err = Result{PresentationError,
                         str("line ", line, ": output left over after the last answer: ", quote(head, total))};
            return false;
        }
    }

private:
    Input &s_;
    Board &b_;
    Memo memo_;
    long long start_ = 0, k_ = 0, prev_ = 0, count_ = 0;
    long long prevR_ = 0, prevC_ = 0, firstR_ = 0, firstC_ = 0;
    bool over_ = false;
    int no_ = 0;  // 1 after a first token "no", 2 after "no tour"
    Pending tok_;
    bool failed_ = false;
    Result err_;
    int last_ = -1;              // the byte that ended the line ('\n' or -1)
    long long counted_ = -1;     // after a fault: the tokens of the line so far (see fail)
    bool inTok_ = false;
    long long fills_ = 0;        // s_.fills() at the start of the line
    const unsigned char *head_ = nullptr;  // the start of the line, while fills_ holds

    // plain checks the plain squares at the reader's position straight from
    // its buffer: up to 9 digits, then a space. It stops before anything
    // else (the last square of a line, a token that is odd in any way, a
    // wrong square), which the byte-by-byte path takes. It is the hot loop.
    void plain() {
        const unsigned char *p = s_.peek(), *from = p, *e = p + s_.avail();
        while (e - p > 10 && k_ < b_.n && !failed_) {
            unsigned d = unsigned(p[0]) - '0';
            if (d > 9) break;
            long long v = d;
            int j = 1;
            while (j < 9 && (d = unsigned(p[j]) - '0') <= 9) {
                v = v * 10 + d;
                j++;
            }
            if (p[j] != ' ') break;
            square(v, nullptr);
            p += j + 1;
        }
        s_.skip(size_t(p - from));
    }
    // fail records the first fault of the answer; counted is how many tokens of
    // its line are read (-1 when the line cannot be a row of a grid), for gridHint.
    void fail(Verdict v, const std::string &msg, long long counted) {
        if (failed_) return;
        failed_ = true;
        err_ = Result{v, msg};
        counted_ = counted;
        inTok_ = false;
    }
    // countRest counts the tokens of the rest of a wrong answer's line while they
    // may be a row of the grid form (as lineTour.countRest), and adds gridHint's
    // note at the end of the line; it returns false at the input's fence.
    bool countRest() {
        while (counted_ >= 0) {
            int c = s_.get();
            if (c == -2) return false;
            if (c < 0 || c == '\n') {
                last_ = c;
                gridHint();
                return true;
            }
            if (c == ' ' || c == '\t' || c == '\r') {
                inTok_ = false;
            } else if (!inTok_) {
                inTok_ = true;
                if (++counted_ > b_.cols) counted_ = -1;
            }
        }
        return true;
    }
    // gridHint notes in the fault of a line with as many tokens as the board has
    // columns (and more than one row) that it looks like a row of the grid form.
    void gridHint() {
        if (failed_ && counted_ == b_.cols && b_.rows > 1) {
            err_.message += str("; a line of ", b_.cols, " numbers looks like a row of -format grid");
            counted_ = -1;
        }
    }
    void token() {
        tok_.open = false;
        if (over_ || k_ >= b_.n) {
            if (!over_) {
                over_ = true;
                count_ = k_;
            }
            count_++;
            if (tok_.isLong()) fail(WrongAnswer, str("too many squares: got ", count_, " or more, want ", b_.n), -1);
            return;
        }
        if (no_ == 1 && tok_.is("tour")) {
            no_ = 2;
            return;
        }
        if (no_ > 0) {
            fail(PresentationError, std::string("token 1: \"no\" is not an integer") + wantTour, -1);
            return;
        }
        long long v;
        if (!tok_.integer(v)) {
            if (k_ == 0 && tok_.is("no")) {
                no_ = 1;
                return;
            }
            fail(PresentationError, str("token ", k_ + 1, ": ", tok_.quoted(), " ", tok_.notSquare(), k_ == 0 ? wantTour : ""),
                 tok_.isLong() ? -1 : k_ + 1);
            return;
        }
        square(v, &tok_);
    }
    void square(long long v, const Pending *tok) {
        long long k = k_ + 1, first;
        if (v < 1 || v > b_.n) {
            fail(WrongAnswer, str("position ", k, ": square ", tok ? tok->number(v) : std::to_string(v), " is out of range 1..", b_.n), k);
            return;
        }
        if (k == 1 && v != start_) {
            fail(WrongAnswer, str("first square is ", v, ", want ", start_), k);
            return;
        }
        if (b_.visit(v, k, first)) {
            std::string at = first > 0 ? str(" (first at position ", first, ")") : "";
            fail(WrongAnswer, str("position ", k, " (square ", v, "): visited twice", at), k);
            return;
        }
        long long r, c;
        b_.rc(v, r, c);
        if (k > 1 && !Board::knight(prevR_, prevC_, r, c)) {
            fail(WrongAnswer, str("position ", k, " (square ", v, "): ", prev_, " -> ", v, " is not a knight's move"), k);
            return;
        }
        k_ = k;
        prev_ = v;
        prevR_ = r;
        prevC_ = c;
    }
    void finish() {
        if (tok_.open) token();
        if (failed_) return;
        if (over_) {
            fail(WrongAnswer, str("too many squares: got ", count_, ", want ", b_.n), -1);
        } else if (no_ == 1) {
            fail(PresentationError, std::string("token 1: \"no\" is not an integer") + wantTour, -1);
        } else if (no_ == 2) {
        } else if (k_ < b_.n) {
            fail(WrongAnswer, str("too few squares: got ", k_, ", want ", b_.n), k_);
        } else if (b_.closed && !Board::knight(prevR_, prevC_, firstR_, firstC_)) {
            fail(WrongAnswer, str("position ", b_.n, " (square ", prev_, "): tour is not closed (", prev_, " is not a knight's move from ", start_, ")"), k_);
        }
    }
};

// Queries reads the start squares of a query file one at a time: integers
// in 1..n separated by white space, up to -1 or the end of the file. It
// keeps O(1) state whatever the number of queries.
class Queries {
public:
    Queries(Input &s, long long n) : s_(s), n_(n) {}

    std::string err;  // the first fault of the file, once next has met it

    // next sets v to the next start square; it returns false at the end
    // of the queries or at a fault (then err is set).
    bool next(long long &v) {
        while (!ended_ && err.empty()) {
            int c = s_.get();
            if (c < 0) {
                ended_ = true;
                if (s_.failed()) {
                    err = "reading the input: " + s_.error();
                } else if (tok_.open) {
                    return take(v);
                }
                break;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == '\n') {
                bool ok = tok_.open && take(v);
                if (c == '\n') line_++;
                if (ok) return true;
                continue;
            }
            tok_.add(c);
            if (tok_.isLong()) return take(v);
        }
        return false;
    }
    // rest reads the queries left, so that err tells whether the whole
    // file is right: the jury's file is checked before an answer is blamed.
    void rest() {
        long long v;
        while (next(v)) {
        }
    }

private:
    Input &s_;
    long long n_, line_ = 1, tokens_ = 0;
    bool ended_ = false;
    Pending tok_;

    bool take(long long &v) {
        tok_.open = false;
        tokens_++;
        if (!tok_.integer(v)) {
            err = str("input: line ", line_, ", token ", tokens_, ": ", tok_.quoted(), " ", tok_.notSquare());
        } else if (v == -1) {
            ended_ = true;
        } else if (v < 1 || v > n_) {
            err = str("input: line ", line_, ", token ", tokens_, ": square ", tok_.number(v), " is out of range 1..", n_);
        } else {
            return true;
        }
        return false;
    }
};

// NoTourMatch matches the words "no tour" with spaces around, a byte at
// a time (see noTourMatch in judge/answers.go).
struct NoTourMatch {
    int state = 0;
    void feed(int c) {
        bool space = c == ' ' || c == '\t' || c == '\r' || c == '\n';
        int next = -1;
        switch (state) {
            case 0: next = space ? 0 : c == 'n' ? 1 : -1; break;
            case 1: next = c == 'o' ? 2 : -1; break;
            case 2: next = space ? 3 : -1; break;
            case 3: next = space ? 3 : c == 't' ? 4 : -1; break;
            case 4: next = c == 'o' ? 5 : -1; break;
            case 5: next = c == 'u' ? 6 : -1; break;
            case 6: next = c == 'r' ? 7 : -1; break;
            case 7: case 8: next = space ? 8 : -1; break;
        }
        state = next;
    }
    bool ok() const { return state == 7 || state == 8; }
};

// noTour reports whether no tour (closed when asked) of the rows x cols board
// starts at row r, column c (0-based): the rule of package internal/theory
// (its Check), ported; TestTheoryCpp in judge/cmd/knightstour-judge holds the two to one table.
inline bool noTour(long long rows, long long cols, long long r, long long c, bool closed) {
    long long m = rows, n = cols;
    if (m > n) {
        std::swap(m, n);
        std::swap(r, c);
    }
    if (closed) {
        return (m == 1 && n == 1) || (m % 2 == 1 && n % 2 == 1) || m == 1 || m == 2 || m == 4 ||
               (m == 3 && (n == 4 || n == 6 || n == 8));
    }
    bool corner = (r + c) % 2 == 0;
    if (m == 1 && n == 1) return false;
    if (m == 1 || m == 2) return true;
    if (m == 3 && n == 3) return true;
    if ((m == 3 && (n == 5 || n == 6)) || (m == 4 && n == 4)) return true;
    if (m == 3 && n == 4) return c != 0 && c != 3;
    if (m == 3 && n == 7) return !corner || (r == 1 && c == 3);
    if (m == 3 && n == 8) return r == 1 && (c == 2 || c == 5);
    if (m == 4) return r != 0 && r != 3;
    if (m % 2 == 1 && n % 2 == 1) return !corner;
    return false;
}

// Walked is what a reader found in one answer: ok, or the fault in err (at
// errLine); noTour when the answer is "no tour".
struct Walked {
    bool ok = false, noTour = false;
    Result err{Accepted, ""};
    long long errLine = 0;
};

// samePrefix returns the length of the longest common prefix of p and q, of m bytes each.
inline size_t samePrefix(const unsigned char *p, const unsigned char *q, size_t m) {
    size_t k = 0;
    while (k + 256 <= m && std::memcmp(p + k, q + k, 256) == 0) k += 256;
    while (k < m && p[k] == q[k]) k++;
    return k;
}

// lineChunk returns the bytes of the current line in s's buffer, at least
// half a buffer unless the line ends first, in p and len, and whether the
// line ends after them.
inline bool lineChunk(Input &s, const unsigned char *&p, size_t &len) {
    s.fillTo(Input::size / 2);
    p = s.peek();
    len = s.avail();
    if (const void *nl = std::memchr(p, '\n', len)) {
        len = size_t((const unsigned char *)nl - p);
        return true;
    }
    return s.eof();
}

// walkPair reads the next answer of out (the output, on os) and of ans (the
// answer file, on as) from square start, as nextPair in judge/answers.go does:
// while the two lines are the same byte for byte, compared chunk by chunk as
// both are read, only ans walks them; at the first byte where they differ,
// out takes a copy of ans's state and each walks its line on to its end. When
// ans's answer is wrong, out's is not read.
inline void walkPair(Output &out, Input &os, Output &ans, Input &as, long long start, Walked &o, Walked &a) {
    if (ans.skipMemo(start)) {
        a.ok = true;
        o.ok = out.next(start, o.noTour, o.err, o.errLine);
        return;
    }
    if (out.skipMemo(start)) {
        o.ok = true;
        a.ok = ans.next(start, a.noTour, a.err, a.errLine);
        return;
    }
    if (!as.fillTo(1) || !os.fillTo(1)) {
        a.ok = ans.next(start, a.noTour, a.err, a.errLine);
        if (a.ok) o.ok = out.next(start, o.noTour, o.err, o.errLine);
        return;
    }
    ans.begin(start, a.err, a.errLine);
    out.begin(start, o.err, o.errLine);
    bool whole = true;  // the chunks so far are the line from its start (as pieces == 1 in Go)
    for (;;) {
        const unsigned char *op, *ap;
        size_t ol, al;
        bool oend = lineChunk(os, op, ol), aend = lineChunk(as, ap, al);
        size_t m = ol < al ? ol : al, k = samePrefix(op, ap, m);
        if (k == m && oend && aend && ol == al) {  // the same line
            ans.walk();
            a.ok = ans.close(a.noTour, a.err);
            if (!a.ok) return;
            if (!a.noTour && whole) out.memoAdd(start, op, ol);  // never a line's tail
            os.skip(ol);
            if (os.avail() > 0) os.skip(1);  // the '\n'
            o.ok = true;
            o.noTour = a.noTour;
            return;
        }
        bool on = k == m && !(oend && m == ol) && !(aend && m == al);  // both go on, the same so far
        if (!on) m = k;
        if (m > 0) {
            as.fence(m);
            ans.walk();
            as.unfence();
            os.skip(m);
            if (ans.failed()) {
                a.ok = ans.close(a.noTour, a.err);
                return;
            }
        }
        if (!on) break;
        whole = false;
    }
    out.copyFrom(ans);
    ans.walk();
    a.ok = ans.close(a.noTour, a.err);
    if (!a.ok) return;
    out.walk();
    o.ok = out.close(o.noTour, o.err);
}

// judge checks an output against a query file and an answer file, as
// knightstour/judge.Judge does for the line form: the answer file is walked
// as the output is and must be a right answer for every query ("no tour"
// exactly where noTour says there is none), else it is a judge failure that
// names it; the first thing wrong decides the verdict, but a fault anywhere
// in the query file or the answer file comes first (both are read to their
// end after a wrong answer). A read error of any file is a judge failure. A
// UTF-8 byte order mark before the output and the answer file is skipped
// (before the output, unless skipBOM is false: testlib has skipped it).
inline Result judge(const Config &cfg, Input &input, Input &output, Input &answer, bool skipBOM = true) {
    if (cfg.rows < 1 || cfg.cols < 1) {
        return Result{Failure, str("board ", cfg.rows, "x", cfg.cols, ": rows and cols must be at least 1")};
    }
    if (cfg.rows > maxSquares / cfg.cols) {
        return Result{Failure, str("board ", cfg.rows, "x", cfg.cols, ": more than ", maxSquares, " squares")};
    }
    Board b(cfg.rows, cfg.cols, cfg.closed), ab(cfg.rows, cfg.cols, cfg.closed);
    Output out(output, b, skipBOM), ans(answer, ab, true);
    Queries queries(input, b.n);
    long long tours = 0, noTours = 0, q = 0, start;
    Result wrong{Accepted, ""};  // the first wrong answer of the output
    while (queries.next(start)) {
        q++;
        Walked o, a;
        if (wrong.verdict == Accepted) {
            walkPair(out, output, ans, answer, start, o, a);
        } else {
            a.ok = ans.next(start, a.noTour, a.err, a.errLine);
        }
        bool none = noTour(cfg.rows, cfg.cols, (start - 1) / cfg.cols, (start - 1) % cfg.cols, cfg.closed);
        auto jury = [&]() { return str("the answer file (jury), line ", ans.line, " (query ", q, ", start ", start, "): "); };
        Result r{Accepted, ""};
        if (answer.failed()) {
            r = Result{Failure, "reading the answer file: " + answer.error()};
        } else if (!a.ok && a.errLine > ans.line) {
            r = Result{Failure, str("the answer file (jury): it ends before the answer to query ", q)};
        } else if (none && (!a.ok || !a.noTour)) {
            r = Result{Failure, jury() + "a tour where there is none"};
        } else if (!a.ok) {
            r = Result{Failure, jury() + a.err.message};
        } else if (a.noTour && !none) {
            r = Result{Failure, jury() + str("it says no tour, but a tour from ", start, " exists")};
        } else if (wrong.verdict != Accepted) {
            continue;
        } else {
            auto where = [&](long long line) { return str("query ", q, " (start ", start, "), line ", line, ": "); };
            if (!o.ok && none && o.err.verdict == WrongAnswer && o.errLine == out.line) {
                // A tour tried where there is none (not an output that ended): say so.
                r = Result{WrongAnswer, where(o.errLine) + str("there is no tour from ", start, ": want \"no tour\"")};
            } else if (!o.ok) {
                r = Result{o.err.verdict, where(o.errLine) + o.err.message};
            } else if (o.noTour && !none) {
                r = Result{WrongAnswer, where(out.line) + str("the output says no tour, but a tour from ", start, " exists")};
            } else if (!o.noTour && none) {
                r = Result{Failure, where(out.line) + "the answer is a valid tour, but there is none"};
            }
            if (output.failed()) {
                std::string at = out.line > 0 ? str(", line ", out.line) : "";
                r = Result{Failure, str("query ", q, " (start ", start, ")", at, ": reading the output: ", output.error())};
            }
        }
        if (r.verdict == Failure) {
            queries.rest();
            if (!queries.err.empty()) return Result{Failure, queries.err};
            return r;
        }
        if (r.verdict != Accepted) {
            wrong = r;
            continue;
        }
        (o.noTour ? noTours : tours)++;
    }
    if (!queries.err.empty()) return Result{Failure, queries.err};
    Result extra;
    bool ended = ans.end(extra);
    if (answer.failed()) return Result{Failure, "reading the answer file: " + answer.error()};
    if (!ended) return Result{Failure, str("the answer file (jury), line ", ans.line, ": more answers than queries")};
    if (wrong.verdict != Accepted) return wrong;
    ended = out.end(extra);
    if (output.failed()) return Result{Failure, "reading the output: " + output.error()};
    if (!ended) return extra;
    return Result{Accepted, str(q, " queries: ", tours, " tours, ", noTours, " no tour")};
}

// goQuote quotes s as Go's %q does for the bytes flags are made of.
inline std::string goQuote(const std::string &s) {
    static const char hex[] = "0123456789abcdef";
    std::string q = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') {
            q += '\\';
            q += char(c);
        } else if (c == '\t') {
            q += "\\t";
        } else if (c == '\n') {
            q += "\\n";
        } else if (c == '\r') {
            q += "\\r";
        } else if (c >= 0x20 && c < 0x7f) {
            q += char(c);
        } else {
            q += "\\x";
            q += hex[c >> 4];
            q += hex[c & 15];
        }
    }
    return q + "\"";
}

// guessBytes and guessLines bound what boardsOf reads, as judge.GuessBytes and
// judge.GuessLines bound the Go judge's judge.Boards.
const size_t guessBytes = size_t(1) << 20;
const int guessLines = 1000;

// Size is a board's size.
struct Size {
    long long rows, cols;
};

// openTour reports whether t is an open tour of the rows x cols board from its first
// square: rows*cols squares, each in 1..rows*cols, none twice, each a knight's move
// from the one before.
inline bool openTour(long long rows, long long cols, const std::vector<long long> &t) {
    long long n = rows * cols;
    if ((long long)t.size() != n) return false;
    std::vector<char> seen(size_t(n) + 1, 0);
    for (size_t i = 0; i < t.size(); i++) {
        long long v = t[i], u = i > 0 ? t[i - 1] : 0;
        if (v < 1 || v > n || seen[size_t(v)]) return false;
        seen[size_t(v)] = 1;
        long long dr = (v - 1) / cols - (u - 1) / cols, dc = (v - 1) % cols - (u - 1) % cols;
        if (i > 0 && dr * dr + dc * dc != 5) return false;
    }
    return true;
}

// boardsOf returns the boards, by rows then columns, whose open tours the lines of f
// read as, word for word as the Go judge's judge.Boards: every line that holds squares
// (not blank, not "no tour") is an open tour of a rows x cols board, rows*cols its
// number of squares. A square is ASCII digits only (at most 18), words are separated
// by spaces, tabs and carriage returns, and a UTF-8 byte order mark before the first is
// skipped. Only the lines within the first guessBytes bytes are read (a line cut there
// is not), and at most guessLines of them that hold squares. None when a line holds
// anything else or a single square, when no line holds squares, when the lines have no
// board in common, or when f cannot be read.
inline std::vector<Size> boardsOf(std::FILE *f) {
    std::string buf(guessBytes + 1, '\0');
    size_t got = std::fread(&buf[0], 1, buf.size(), f);
    if (std::ferror(f)) return {};
    buf.resize(got);
    if (got > guessBytes) {
        size_t nl = buf.rfind('\n', guessBytes - 1);
        buf.resize(nl == std::string::npos ? 0 : nl + 1);
    }
    if (buf.compare(0, 3, "\xef\xbb\xbf") == 0) buf.erase(0, 3);
    std::vector<Size> boards;
    int lines = 0;
    for (size_t pos = 0; pos <= buf.size();) {
        size_t end = std::min(buf.find('\n', pos), buf.size());
        std::vector<std::string> words;
        std::string w;
        for (size_t i = pos; i <= end; i++) {
            char c = i < end ? buf[i] : ' ';
            if (c == ' ' || c == '\t' || c == '\r') {
                if (!w.empty()) words.push_back(w);
                w.clear();
            } else {
                w += c;
            }
        }
        pos = end + 1;
        if (words.empty() || (words.size() == 2 && words[0] == "no" && words[1] == "tour")) continue;
        std::vector<long long> t;
        for (const std::string &x : words) {
            if (x.size() > 18 || x.find_first_not_of("0123456789") != std::string::npos) return {};
            t.push_back(std::stoll(x));
        }
        long long n = (long long)t.size();
        if (n < 2) return {};  // a line of one square: the 1x1 board is no guess
        if (++lines == 1) {
            for (long long rows = 1; rows <= n; rows++) {
                if (n % rows == 0) boards.push_back(Size{rows, n / rows});
            }
        }
        std::vector<Size> kept;
        for (const Size &b : boards) {
            if (b.rows * b.cols == n && openTour(b.rows, b.cols, t)) kept.push_back(b);
        }
        boards = kept;
        if (boards.empty() || lines == guessLines) break;
    }
    return boards;
}

// boardFrom says where the board judged came from, in a message, as the Go judge's
// cliBoardFrom: the flags, or the default (KT_ROWS x KT_COLS).
inline std::string boardFrom(bool set) { return set ? "from the flags" : "the default"; }

// judgedAs is what an ok verdict ends with, as the Go judge's cliJudgedAs: the board
// judged and where it came from, " (judged as 8x8, the default)".
inline std::string judgedAs(long long rows, long long cols, const std::string &from) {
    return str(" (judged as ", rows, "x", cols, ", ", from, ")");
}

// boardHint returns what a judge adds to its message where it judged the rows x cols
// board and the lines it was given read as tours of boards that do not include it, as
// the Go judge's judge.BoardHint: " (judged as 8x8, the default: the lines read as
// tours of 6x6: give -rows 6 -cols 6)"; "" where boards is empty or holds the board,
// and where the board judged is none (a side under 1, more than maxSquares squares).
inline std::string boardHint(long long rows, long long cols, const std::string &from, const std::vector<Size> &boards) {
    if (rows < 1 || cols < 1 || rows > maxSquares / cols) return "";
    std::string sizes, flags;
    for (const Size &b : boards) {
        if (b.rows == rows && b.cols == cols) return "";
        if (!sizes.empty()) sizes += " or ", flags += " or ";
        sizes += str(b.rows, "x", b.cols);
        flags += str("-rows ", b.rows, " -cols ", b.cols);
    }
    if (boards.empty()) return "";
    return str(" (judged as ", rows, "x", cols, ", ", from, ": the lines read as tours of ", sizes, ": give ", flags, ")");
}

// parseNumber parses a flag's number: ASCII decimal digits only (leading
// zeros are decimal), at most 2147483647. It returns "" or the reason.
inline std::string parseNumber(const std::string &s, long long &v) {
    if (s.empty()) return "want decimal digits only";
    v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return "want decimal digits only";
        v = v * 10 + (c - '0');
        if (v > 2147483647) return "more than 2147483647";
    }
    return "";
}

// Args is a parsed command line, in the flag grammar of the Go judge
// (judge/cmd/knightstour-judge/args.go): -name or --name; a value as the next argument
// or after '='; numbers in decimal digits only; switches -name,
// -name=true, -name=false. Flags may come before, between or after the
// other arguments (files); "--" makes the next argument a file. The first
// bad flag is kept in err, with the Go judge's message, and parsing goes
// on so that the files are known.
struct Args {
    Config cfg;
    std::vector<std::string> files;
    bool boardSet = false;  // -rows or -cols was given
    bool appes = false;
    std::string format = "line";
    std::string err;

    Args(int argc, char *argv[], const Config &defaults) : cfg(defaults) {
        for (int i = 1; i < argc; i++) {
            std::string a = argv[i];
            if (a == "--") {
                if (++i < argc) files.push_back(argv[i]);
                continue;
            }
            if (a.size() < 2 || a[0] != '-') {
                files.push_back(a);
                continue;
            }
            std::string name = a.substr(a[1] == '-' ? 2 : 1);
            if (name.empty() || name[0] == '-' || name[0] == '=') {
                bad("bad flag syntax: " + a);
                continue;
            }
            std::string value;
            size_t eq = name.find('=');
            bool has = eq != std::string::npos;
            if (has) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            bool *sw = name == "closed" ? &cfg.closed : name == "appes" || name == "APPES" ? &appes : nullptr;
            long long *num = name == "rows" ? &cfg.rows : name == "cols" ? &cfg.cols : nullptr;
            bool text = name == "format" || name == "testset" || name == "group";
            if (!sw && !num && !text) {
                bad("flag provided but not defined: -" + name);
                continue;
            }
            if (sw) {
                if (!has || value == "true") {
                    *sw = true;
                } else if (value == "false") {
                    *sw = false;
                } else {
                    bad("invalid boolean value " + goQuote(value) + " for -" + name + ": want true or false");
                }
                continue;
            }
            if (!has) {
                if (++i == argc) {
                    bad("flag needs an argument: -" + name);
                    continue;
                }
                value = argv[i];
            }
            if (num) {
                long long v = 0;
                std::string why = parseNumber(value, v);
                if (!why.empty()) {
                    bad("invalid value " + goQuote(value) + " for flag -" + name + ": " + why);
                } else {
                    *num = v;
                    boardSet = true;
                }
            } else if (name == "format") {
                format = value;
            }
        }
        if (format != "line" && format != "grid") {
            bad("unknown format " + goQuote(format) + ": want line or grid");
        } else if (format == "grid") {
            bad("format grid: this program reads the line form only (the Go judge reads both)");
        }
    }

private:
    void bad(const std::string &msg) {
        if (err.empty()) err = msg;
    }
};

// compareArgs checks the arguments after the feedback directory (files
// from index from on) that are not flags: DOMjudge passes its default
// comparator's arguments to every output validator; they are about
// comparing text and are ignored, anything else is an error. It returns
// "" or the message.
inline std::string compareArgs(const std::vector<std::string> &files, size_t from) {
    for (size_t i = from; i < files.size(); i++) {
        const std::string &x = files[i];
        if (x == "case_sensitive" || x == "space_change_sensitive") continue;
        if (x == "float_tolerance" || x == "float_relative_tolerance" || x == "float_absolute_tolerance") {
            if (++i == files.size()) return "bad argument: " + x + " needs a value";
            continue;
        }
        return "bad argument " + goQuote(x) +
               " after the feedback directory: want -rows N, -cols N, -closed, -format F, or DOMjudge's "
               "case_sensitive, space_change_sensitive, float_tolerance X";
    }
    return "";
}

// stdinNotOutput is the judge failure of the Kattis form when stdin cannot be the
// output: closed, a device or a directory (as cliStdinNotOutput in the Go judge, which
// sees a closed stdin as /dev/null).
const char *const stdinNotOutput =
    "standard input is closed, a device (/dev/null, a terminal) or a directory: want the output on stdin from a file or a pipe";

// openError says why a file cannot be opened, as the Go judge does:
// "open NAME: reason".
inline std::string openError(const std::string &name, int errnum) { return "open " + name + ": " + lowerError(errnum); }

}  // namespace ktjudge

#endif
// (end of judge.h)

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

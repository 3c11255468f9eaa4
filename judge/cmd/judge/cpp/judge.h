// judge.h: the knight's tour judge of package knightstour/judge in C++, for
// judges that build checkers in C++ only. For answers in the line form it
// has the rules, verdicts and messages of the Go judge: the same query
// file, answer file and output give the same verdict and the same message
// (TestCpp in judge/cmd/judge runs both on a table of cases). It needs
// only the C++17 standard library.
//
// checker.cpp wraps it as a testlib checker, validator.cpp as a Kattis and
// DOMjudge output validator; scripts/package.sh pastes this file into
// validator.cpp for the problem package.
//
// Cost: memory O(1) besides the board's visit record (4 bytes a square up
// to 2^20 squares, 1 bit a square above) and 4 bytes a query; time linear
// in the size of the files.
#ifndef KNIGHTSTOUR_JUDGE_H
#define KNIGHTSTOUR_JUDGE_H

#include <algorithm>
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

// Source is the bytes of one file.
class Source {
public:
    virtual ~Source() {}
    virtual int get() = 0;  // the next byte (0..255), or -1 at the end
};

// FileSource reads a stdio file through a buffer.
class FileSource : public Source {
public:
    explicit FileSource(std::FILE *f) : f_(f), buf_(1 << 16) {}
    int get() override {
        if (i_ == n_) {
            n_ = std::fread(buf_.data(), 1, buf_.size(), f_);
            i_ = 0;
            if (n_ == 0) return -1;
        }
        return buf_[i_++];
    }

private:
    std::FILE *f_;
    std::vector<unsigned char> buf_;
    size_t i_ = 0, n_ = 0;
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
        if (!open) *this = Pending{true, std::string(), 0, 0, 0, false, false};
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
// known) up to smallBoard squares, a bitset above.
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
    }
    void begin() {
        if (stamps_.empty()) {
            std::fill(bits_.begin(), bits_.end(), 0);
            return;
        }
        if (base_ > 0xffffffffu - 2 * uint32_t(n) - 1) {
            std::fill(stamps_.begin(), stamps_.end(), 0);
            base_ = 0;
        }
        base_ += uint32_t(n) + 1;
    }
    // visit records square v at position p; if v was visited before it
    // returns true, with the earlier position in first (0 if not kept).
    bool visit(long long v, long long p, long long &first) {
        first = 0;
        if (stamps_.empty()) {
            uint64_t bit = uint64_t(1) << ((v - 1) & 63);
            uint64_t &w = bits_[(v - 1) >> 6];
            if (w & bit) return true;
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
    bool knight(long long u, long long v) const {
        long long dr = (u - 1) / cols - (v - 1) / cols, dc = (u - 1) % cols - (v - 1) % cols;
        return dr * dr + dc * dc == 5;
    }

private:
    std::vector<uint32_t> stamps_;
    std::vector<uint64_t> bits_;
    uint32_t base_ = 0;
};

// Output reads the answers of an output, line by line.
class Output {
public:
    Output(Source &s, Board &b, bool skipBOM) : s_(s), b_(b) {
        if (!skipBOM) return;
        static const int bom[3] = {0xef, 0xbb, 0xbf};
        int c[3];
        int k = 0;
        while (k < 3 && (c[k] = s_.get()) == bom[k]) k++;
        if (k == 3) return;
        // Not a byte order mark: give back what was read.
        if (k < 3 && c[k] >= 0) back_.push_back(c[k]);
        while (k > 0) back_.push_back(c[--k]);
    }

    long long line = 0;  // the line last read

    // next reads the answer to a query from square start. It returns false
    // with err set when the answer is wrong (err.message without the query
    // and line) and sets noTour when the answer is "no tour".
    bool next(long long start, bool &noTour, Result &err, long long &errLine) {
        int c = get();
        if (c < 0) {
            errLine = line + 1;
            err = Result{WrongAnswer, "the output ended before this answer"};
            return false;
        }
        line++;
        errLine = line;
        b_.begin();
        start_ = first_ = start;
        k_ = prev_ = count_ = 0;
        over_ = false;
        no_ = 0;
        tok_ = Pending();
        failed_ = false;
        for (; c >= 0 && c != '\n' && !failed_; c = get()) {
            if (c == ' ' || c == '\t' || c == '\r') {
                if (tok_.open) token();
                continue;
            }
            tok_.add(c);
            if (tok_.isLong()) token();
        }
        if (!failed_) finish();
        if (failed_) {
            err = err_;
            return false;
        }
        noTour = no_ == 2;
        return true;
    }

    // end checks that nothing but blank lines follows the last answer.
    bool end(Result &err) {
        for (;;) {
            int c = get();
            if (c < 0) return true;
            line++;
            while (c == ' ' || c == '\t' || c == '\r') c = get();
            if (c < 0 || c == '\n') continue;
            std::string head;
            long long total = 0;
            for (; c >= 0 && c != '\n' && total <= maxQuoted; c = get(), total++) head += char(c);
            err = Result{PresentationError,
                         str("line ", line, ": output left over after the last answer: ", quote(head, total))};
            return false;
        }
    }

private:
    Source &s_;
    Board &b_;
    std::vector<int> back_;
    long long start_ = 0, first_ = 0, k_ = 0, prev_ = 0, count_ = 0;
    bool over_ = false;
    int no_ = 0;  // 1 after a first token "no", 2 after "no tour"
    Pending tok_;
    bool failed_ = false;
    Result err_;

    int get() {
        if (!back_.empty()) {
            int c = back_.back();
            back_.pop_back();
            return c;
        }
        return s_.get();
    }
    void fail(Verdict v, const std::string &msg) {
        if (failed_) return;
        failed_ = true;
        err_ = Result{v, msg};
    }
    void token() {
        tok_.open = false;
        if (over_ || k_ >= b_.n) {
            if (!over_) {
                over_ = true;
                count_ = k_;
            }
            count_++;
            if (tok_.isLong()) fail(WrongAnswer, str("too many squares: got ", count_, " or more, want ", b_.n));
            return;
        }
        if (no_ == 1 && tok_.is("tour")) {
            no_ = 2;
            return;
        }
        if (no_ > 0) {
            fail(PresentationError, "token 1: \"no\" is not an integer");
            return;
        }
        long long v;
        if (!tok_.integer(v)) {
            if (k_ == 0 && tok_.is("no")) {
                no_ = 1;
                return;
            }
            fail(PresentationError, str("token ", k_ + 1, ": ", tok_.quoted(), " ", tok_.notSquare()));
            return;
        }
        square(v);
    }
    void square(long long v) {
        long long k = k_ + 1, first;
        if (v < 1 || v > b_.n) {
            fail(WrongAnswer, str("square ", k, ": ", tok_.number(v), " is out of range 1..", b_.n));
            return;
        }
        if (k == 1 && v != start_) {
            fail(WrongAnswer, str("first square is ", v, ", want ", start_));
            return;
        }
        if (b_.visit(v, k, first)) {
            std::string at = first > 0 ? str(" (first at square ", first, ")") : "";
            fail(WrongAnswer, str("square ", k, ": ", v, " visited twice", at));
            return;
        }
        if (k > 1 && !b_.knight(prev_, v)) {
            fail(WrongAnswer, str("square ", k, ": ", prev_, " -> ", v, " is not a knight's move"));
            return;
        }
        if (k == 1) first_ = v;
        k_ = k;
        prev_ = v;
    }
    void finish() {
        if (tok_.open) token();
        if (failed_) return;
        if (over_) {
            fail(WrongAnswer, str("too many squares: got ", count_, ", want ", b_.n));
        } else if (no_ == 1) {
            fail(PresentationError, "token 1: \"no\" is not an integer");
        } else if (no_ == 2) {
        } else if (k_ < b_.n) {
            fail(WrongAnswer, str("too few squares: got ", k_, ", want ", b_.n));
        } else if (b_.closed && !b_.knight(prev_, first_)) {
            fail(WrongAnswer, str("square ", b_.n, ": tour is not closed (", prev_, " is not a knight's move from ", first_, ")"));
        }
    }
};

// readQueries reads the start squares of a query file: integers in 1..n
// separated by white space, up to -1 or the end of the file.
inline bool readQueries(Source &s, long long n, std::vector<int32_t> &starts, std::string &err) {
    long long line = 1, tokens = 0;
    Pending tok;
    bool ended = false;
    auto take = [&]() {
        tok.open = false;
        tokens++;
        long long v;
        if (!tok.integer(v)) {
            err = str("input: line ", line, ", token ", tokens, ": ", tok.quoted(), " ", tok.notSquare());
        } else if (v == -1) {
            ended = true;
        } else if (v < 1 || v > n) {
            err = str("input: line ", line, ", token ", tokens, ": square ", tok.number(v), " is out of range 1..", n);
        } else {
            starts.push_back(int32_t(v));
        }
    };
    for (int c = s.get(); c >= 0 && !ended && err.empty(); c = s.get()) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == '\n') {
            if (tok.open) take();
            if (c == '\n') line++;
            continue;
        }
        tok.add(c);
        if (tok.isLong()) take();
    }
    if (tok.open && !ended && err.empty()) take();
    return err.empty();
}

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

// AnswerFile skims the answer file: which answers are "no tour", and that
// each belongs to its query (see answerFile in judge/answers.go).
class AnswerFile {
public:
    explicit AnswerFile(Source &s) : s_(s) {}

    bool next(long long query, long long start, bool &noTour, std::string &err) {
        Line l;
        if (!read(l)) {
            err = str("answer file: it ends before the answer to query ", query);
            return false;
        }
        long long v;
        if (l.noTour.ok()) {
            noTour = true;
            return true;
        }
        if (l.first.integer(v) && v == start) {
            noTour = false;
            return true;
        }
        err = str("answer file: line ", line_, ": ", quote(l.head, l.total), " is not an answer to query ", query,
                  " (a tour from ", start, " or \"no tour\")");
        return false;
    }

    bool end(std::string &err) {
        Line l;
        while (read(l)) {
            if (!l.blank) {
                err = str("answer file: line ", line_, ": more answers than queries");
                return false;
            }
        }
        return true;
    }

private:
    struct Line {
        std::string head;
        long long total = 0;
        bool cr = false, done = false, blank = true;
        NoTourMatch noTour;
        Pending first;
    };
    Source &s_;
    long long line_ = 0;

    bool read(Line &l) {
        l = Line();
        int c = s_.get();
        if (c < 0) return false;
        line_++;
        for (; c >= 0 && c != '\n'; c = s_.get()) {
            if (l.head.size() < size_t(maxQuoted)) l.head += char(c);
            l.total++;
            l.cr = c == '\r';
            l.noTour.feed(c);
            bool sep = c == ' ' || c == '\t' || c == '\r';
            if (sep && l.first.open) {
                l.done = true;
            } else if (!sep && !l.done) {
                l.first.add(c);
                if (l.first.isLong()) l.done = true;
            }
            if (!sep) l.blank = false;
        }
        if (l.cr) {
            l.total--;
            if ((long long)l.head.size() > l.total) l.head.resize(l.total);
        }
        return true;
    }
};

// judge checks an output against a query file and an answer file, as
// knightstour/judge.Judge does for the line form: the first thing wrong
// decides the verdict. skipBOM drops a UTF-8 byte order mark before the
// output (testlib has done so already for its checkers).
inline Result judge(const Config &cfg, Source &input, Source &output, Source &answer, bool skipBOM) {
    if (cfg.rows < 1 || cfg.cols < 1) {
        return Result{Failure, str("board ", cfg.rows, "x", cfg.cols, ": rows and cols must be at least 1")};
    }
    if (cfg.rows > maxSquares / cfg.cols) {
        return Result{Failure, str("board ", cfg.rows, "x", cfg.cols, ": more than ", maxSquares, " squares")};
    }
    Board b(cfg.rows, cfg.cols, cfg.closed);
    Output out(output, b, skipBOM);
    std::vector<int32_t> starts;
    std::string err;
    if (!readQueries(input, b.n, starts, err)) return Result{Failure, err};
    AnswerFile ans(answer);
    long long tours = 0, noTours = 0;
    for (size_t i = 0; i < starts.size(); i++) {
        long long q = i + 1, start = starts[i];
        bool want = false, noTour = false;
        if (!ans.next(q, start, want, err)) return Result{Failure, err};
        Result bad;
        long long line = 0;
        std::string where = str("query ", q, " (start ", start, "), line ");
        if (!out.next(start, noTour, bad, line)) return Result{bad.verdict, str(where, line, ": ", bad.message)};
        if (noTour && !want) {
            return Result{WrongAnswer, str(where, line, ": the answer says no tour, but the answer file has a tour")};
        }
        if (!noTour && want) {
            return Result{Failure, str(where, line, ": the answer is a valid tour, but the answer file says there is none")};
        }
        (noTour ? noTours : tours)++;
    }
    Result extra;
    if (!out.end(extra)) return extra;
    if (!ans.end(err)) return Result{Failure, err};
    return Result{Accepted, str((long long)starts.size(), " queries: ", tours, " tours, ", noTours, " no tour")};
}

}  // namespace ktjudge

#endif

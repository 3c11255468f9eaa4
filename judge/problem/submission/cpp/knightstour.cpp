// knightstour.cpp answers Sicily 1153, the knight's tour problem on the 8x8 board, as an
// online judge runs it: the C++ twin of the Go one-file submission
// (bash scripts/submission.sh), byte for byte the same output, messages and exit
// statuses on every input the Go one is tested with (TestCppTwin).
//
// It reads start squares (1..64, numbered row-major from the top left) separated by
// white space until -1 or the end of the input, and prints for each one line: the 64
// squares of a knight's tour from that start, one space apart. The tour is the one the
// Warnsdorff-ordered depth-first search of the Sicily 1153 report finds: from each
// square the unvisited neighbours are tried fewest onward moves first, ties in the
// order of the move table below.
//
// A token that is not a square stops the program after the answers before it, with a
// message on stderr naming the line and the token, and exit status 1. Answers are
// flushed whenever the program has used up the input it was given, so an interactor
// gets each answer at once. C++11, the standard library only.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#ifdef _WIN32
#include <io.h>
#define READ_FD _read
#else
#include <unistd.h>
#define READ_FD read
#endif

// The board. Another board's submission changes these two numbers only.
static const int ROWS = 8, COLS = 8;
static const int SQUARES = ROWS * COLS;

// The move table: the order in which the search breaks ties.
static const int DR[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int DC[8] = {2, 1, -1, -2, -2, -1, 1, 2};

// The knight's graph and the search's marks: nbr[v][0..nnbr[v]) are v's neighbours in
// move-table order; deg[v] is the number of v's unvisited neighbours; seen[v] marks v
// visited.
static std::vector<int> nbr(SQUARES * 8);
static std::vector<int> nnbr(SQUARES), deg(SQUARES);
static std::vector<char> seen(SQUARES);

static void build() {
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            int v = r * COLS + c;
            for (int m = 0; m < 8; m++) {
                int rr = r + DR[m], cc = c + DC[m];
                if (rr >= 0 && rr < ROWS && cc >= 0 && cc < COLS) nbr[v * 8 + nnbr[v]++] = rr * COLS + cc;
            }
            deg[v] = nnbr[v];
        }
}

static void visit(int v) {
    seen[v] = 1;
    for (int i = 0; i < nnbr[v]; i++) deg[nbr[v * 8 + i]]--;
}

static void leave(int v) {
    seen[v] = 0;
    for (int i = 0; i < nnbr[v]; i++) deg[nbr[v * 8 + i]]++;
}

// A frame is one level of the search: its square and its untried successors, best
// first (a stable insertion sort by onward degree).
struct Frame {
    int sq, n, next, cand[8];
};

static void enter(Frame &f, int v) {
    int key[8];
    f.sq = v, f.n = 0, f.next = 0;
    for (int i = 0; i < nnbr[v]; i++) {
        int w = nbr[v * 8 + i];
        if (seen[w]) continue;
        int k = deg[w], j = f.n;
        while (j > 0 && key[j - 1] > k) key[j] = key[j - 1], f.cand[j] = f.cand[j - 1], j--;
        key[j] = k, f.cand[j] = w, f.n++;
    }
}

// search runs the depth-first search from start (0-based) and, on success, writes the
// tour to path. It leaves no square visited.
static bool search(int start, std::vector<int> &path) {
    static std::vector<Frame> stack(SQUARES);
    int last = SQUARES - 1, d = 0;
    visit(start);
    enter(stack[0], start);
    for (;;) {
        if (d == last) {
            for (int i = 0; i <= last; i++) path[i] = stack[i].sq, leave(stack[i].sq);
            return true;
        }
        Frame &f = stack[d];
        if (f.next == f.n) {
            leave(f.sq);
            if (d == 0) return false;
            d--;
            continue;
        }
        int w = f.cand[f.next++];
        visit(w);
        d++;
        enter(stack[d], w);
    }
}

// oserror returns the system's message for errno, lower case first as Go's are.
static std::string oserror() {
    std::string m = strerror(errno);
    if (!m.empty() && m[0] >= 'A' && m[0] <= 'Z') m[0] += 'a' - 'A';
    return m;
}

// The output, written by hand so that it is flushed exactly when more input is needed.
static std::string out;

static void fail(const std::string &msg) {
    if (!out.empty()) fwrite(out.data(), 1, out.size(), stdout);
    fflush(stdout);
    fprintf(stderr, "knightstour: %s\n", msg.c_str());
    exit(1);
}

static void flush() {
    if (out.empty()) return;
    if (fwrite(out.data(), 1, out.size(), stdout) != out.size() || fflush(stdout) != 0) {
        out.clear();
        fail(std::string("writing the answers: ") + oserror());
    }
    out.clear();
}

// The input: bytes read 64 KiB at a time, the answers flushed before each read.
static char inbuf[1 << 16];
static int inpos = 0, inlen = 0;

// next returns the next byte of the input, or -1 at its end.
static int next() {
    if (inpos == inlen) {
        flush();
        int n = READ_FD(0, inbuf, sizeof inbuf);
        if (n < 0) fail(std::string("reading the input: ") + oserror());
        if (n == 0) return -1;
        inpos = 0, inlen = n;
    }
    return (unsigned char)inbuf[inpos++];
}

static bool space(int b) { return b == ' ' || b == '\n' || b == '\t' || b == '\r' || b == '\v' || b == '\f'; }

// quote writes s as Go's %q does for the bytes a token may hold: printable ASCII as it
// is, the usual escapes, other bytes of no valid UTF-8 character as \xHH, and valid
// UTF-8 characters beyond ASCII as they are, but for the controls and spaces of
// Latin-1, which Go escapes as \u00HH.
static std::string quote(const std::string &s) {
    std::string q = "\"";
    char hex[16];
    for (size_t i = 0; i < s.size();) {
        unsigned char c = s[i];
        if (c < 0x80) {
            i++;
            switch (c) {
            case '\a': q += "\\a"; continue;
            case '\b': q += "\\b"; continue;
            case '\f': q += "\\f"; continue;
            case '\n': q += "\\n"; continue;
            case '\r': q += "\\r"; continue;
            case '\t': q += "\\t"; continue;
            case '\v': q += "\\v"; continue;
            case '"': q += "\\\""; continue;
            case '\\': q += "\\\\"; continue;
            }
            if (c < 0x20 || c == 0x7f) sprintf(hex, "\\x%02x", c), q += hex;
            else q += (char)c;
            continue;
        }
        int n = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
        if (c >= 0xf5) n = 0;
        unsigned r = n == 2 ? c & 0x1f : n == 3 ? c & 0x0f : c & 0x07;
        bool ok = n > 0 && i + n <= s.size();
        for (int k = 1; ok && k < n; k++) {
            unsigned char b = s[i + k];
            ok = (b & 0xc0) == 0x80;
            r = r << 6 | (b & 0x3f);
        }
        if (ok && ((n == 3 && (r < 0x800 || (r >= 0xd800 && r < 0xe000))) || (n == 4 && (r < 0x10000 || r > 0x10ffff)))) ok = false;
        if (!ok) {
            sprintf(hex, "\\x%02x", c), q += hex, i++;
            continue;
        }
        if (r < 0xa0 || r == 0xa0 || r == 0xad) sprintf(hex, "\\u%04x", r), q += hex;
        else q.append(s, i, n);
        i += n;
    }
    return q + "\"";
}

// A token longer than this is no square: the program reads no further into it.
static const size_t MAX_TOKEN = 40;

// square reads the next start square (1-based) into *v; it returns false at -1 or the
// end of the input, and stops the program on a token that is not a square.
static bool square(int *v) {
    static int line = 1;
    static bool cr = false;
    int b;
    while ((b = next()) >= 0 && space(b)) {
        if (b == '\r' || (b == '\n' && !cr)) line++;
        cr = b == '\r';
    }
    if (b < 0) return false;
    cr = false;
    int at = line;
    std::string tok;
    for (;;) {
        if (tok.size() == MAX_TOKEN) {
            char msg[64];
            sprintf(msg, "line %d: ", at);
            fail(msg + quote(tok + "...") + " is not a square (want 1.." + std::to_string(SQUARES) + ")");
        }
        tok += (char)b;
        b = next();
        if (b < 0) break;
        if (space(b)) {
            if (b == '\r' || (b == '\n' && !cr)) line++;
            cr = b == '\r';
            break;
        }
    }
    // An optional '-' and decimal digits, leading zeros dropped, within 32 bits.
    size_t i = tok[0] == '-' ? 1 : 0;
    bool neg = i == 1, ok = tok.size() > i;
    while (i + 1 < tok.size() && tok[i] == '0') i++;
    ok = ok && tok.size() - i <= 10;
    long long n = 0;
    for (size_t k = i; ok && k < tok.size(); k++) {
        ok = tok[k] >= '0' && tok[k] <= '9';
        n = n * 10 + (tok[k] - '0');
    }
    ok = ok && n <= 2147483647LL;
    if (neg) n = -n;
    if (ok && n == -1) return false;
    if (!ok || n < 1 || n > SQUARES) {
        char msg[64];
        sprintf(msg, "line %d: ", at);
        fail(msg + quote(tok) + " is not a square (want 1.." + std::to_string(SQUARES) + ")");
    }
    *v = (int)n;
    return true;
}

int main() {
    build();
    std::vector<std::string> lines(SQUARES); // the answer to each start, once found
    std::vector<int> path(SQUARES);
    int start;
    while (square(&start)) {
        std::string &line = lines[start - 1];
        if (line.empty()) {
            if (!search(start - 1, path)) {
                char msg[64];
                sprintf(msg, "square %d: the search found no tour", start);
                fail(msg);
            }
            for (int i = 0; i < SQUARES; i++) {
                if (i > 0) line += ' ';
                line += std::to_string(path[i] + 1);
            }
            line += '\n';
        }
        out += line;
    }
    flush();
    return 0;
}

// validate.cpp: the input validator of the problem package (Kattis and
// DOMjudge conventions): it reads a test input on stdin and exits with 42
// if it has exactly the form the statement promises, else with 43 and the
// reason on stdout.
//
// The form: one or more lines of start squares (1..rows*cols, no leading
// zeros) separated by single spaces, at most 100000 squares in all, then a
// line "-1"; every line ends with "\n" and nothing follows the last. The
// board is set by the two lines below, which scripts/package.sh rewrites
// for the package's board (or compile with -DKT_ROWS=5 -DKT_COLS=6).
#include <cstdio>
#include <string>

#ifndef KT_ROWS
#define KT_ROWS 8
#endif
#ifndef KT_COLS
#define KT_COLS 8
#endif

namespace {

const long maxSquares = 100000;
const long long boardSquares = (long long)KT_ROWS * KT_COLS;

// shown returns a token for a message: bytes outside printable ASCII as \xNN.
std::string shown(const std::string &tok) {
    std::string s;
    for (unsigned char c : tok) {
        char buf[8];
        std::snprintf(buf, sizeof buf, c >= 0x20 && c < 0x7f ? "%c" : "\\x%02x", c);
        s += buf;
    }
    return "\"" + s + "\"";
}

int reject(long line, const std::string &why) {
    std::printf("line %ld: %s\n", line, why.c_str());
    return 43;
}

}  // namespace

int main() {
    long line = 1, squares = 0;
    std::string tok;  // the token being read
    bool lineEmpty = true;
    for (int c = std::getchar();; c = std::getchar()) {
        if (c == ' ' || c == '\n' || c == EOF) {
            if (c == EOF && (!tok.empty() || !lineEmpty)) return reject(line, "the last line does not end with a newline");
            if (c == EOF) return reject(line, squares == 0 ? "no start squares" : "no line \"-1\" at the end");
            if (tok.empty()) {
                return reject(line, c == ' ' ? "a space that does not separate two squares"
                                    : lineEmpty ? "an empty line" : "a space at the end of the line");
            }
            if (tok == "-1") {
                if (!lineEmpty || c != '\n') return reject(line, "-1 is not alone on its line");
                if (squares == 0) return reject(line, "no start squares before -1");
                if (std::getchar() != EOF) return reject(line + 1, "text after the line \"-1\"");
                return 42;
            }
            bool digits = tok.size() <= 18 && tok[0] >= '1' && tok[0] <= '9';
            for (char d : tok) digits = digits && d >= '0' && d <= '9';
            long long v = digits ? std::stoll(tok) : 0;
            if (!digits || v > boardSquares) {
                return reject(line, shown(tok) + " is not a square 1.." + std::to_string(boardSquares) + " written without leading zeros");
            }
            if (++squares > maxSquares) return reject(line, "more than 100000 start squares");
            tok.clear();
            lineEmpty = c == '\n';
            if (c == '\n') line++;
            continue;
        }
        if (tok.size() < 20) tok += char(c);
        else return reject(line, "a token longer than 20 bytes");
    }
}

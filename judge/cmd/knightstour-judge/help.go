package main

// cliSeeHelp follows the verdict line of a bad command line, as knightstour's
// "run 'knightstour -h' for usage" does.
const cliSeeHelp = "run 'knightstour-judge -h' for usage\n"

// cliHelp is printed by knightstour-judge -h: each family's calling form, with its
// exit statuses and an example.
const cliHelp = `knightstour-judge: checks a knight's tour program's output against its queries,
as the special checker of an online judge. Files: INPUT the queries
(start squares up to -1), OUTPUT the program's answers (one line a query:
a tour or "no tour"), ANSWER the jury's answers (walked too: a wrong one
is a judge failure).

testlib (Codeforces, Polygon and the judges that run testlib checkers):
    knightstour-judge [flags] INPUT OUTPUT [ANSWER [RESULT [-appes]]]
  verdict line on stderr ("ok", "wrong answer", "wrong output format",
  "FAIL"), also written to RESULT (as testlib's XML with -appes)
  exit 0 accepted, 1 wrong answer, 2 presentation error, 3 judge failure
  e.g. knightstour-judge -rows 5 -cols 6 input.txt output.txt answer.txt

Kattis, DOMjudge (output validator):
    knightstour-judge INPUT ANSWER FEEDBACK_DIR/ [flags] [DOMjudge's ARGS] < OUTPUT
  (FEEDBACK_DIR ends in '/': else the files are testlib's)
  reason in FEEDBACK_DIR/judgemessage.txt (and judgeerror.txt on a failure)
  exit 42 accepted, 43 wrong answer or presentation error, 3 judge failure
  e.g. knightstour-judge data/secret/1.in data/secret/1.ans feedback/ -rows 5 -cols 6 < team.out

CMS (Italian YAML tasks: also when named "checker" and built with a board):
    knightstour-judge -cms [flags] INPUT CORRECT CONTESTANT
  note the order: the jury's answer before the contestant's output
  score on stdout (1.0 or 0.0), translate:success or translate:wrong on
  stderr's first line, the verdict line after it
  exit 0 judged, 3 judge failure (CMS reports a system error)
  e.g. knightstour-judge -cms -rows 5 -cols 6 input.txt correct.txt contestant.txt

Flags (before, between or after the files; -name or --name, value after
a space or '='; numbers in decimal digits only; switches -name,
-name=true, -name=false; anything else is a judge failure):
  -rows N, -cols N   the board (default 8x8, or as built; where the answer
                     file reads as tours of another board, a verdict other
                     than ok names it and its flags)
  -closed            accept closed tours only
  -format line|grid  the form of the answers (default line)
  -notation algebraic  squares in chess notation too (a8 is square 1 on 8x8),
                     and so in the messages
  -testset T, -group G   testlib's options, ignored
  -appes             testlib: write RESULT as XML
  -cms               the CMS convention
  -version           alone: print the version
  -h, -help, --help  alone: print this help
  (-h or -version among judging arguments is a judge failure)
`

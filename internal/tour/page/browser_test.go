package page

// The tests in this file open pages in a real browser (Chromium or Chrome, headless,
// driven through the DevTools protocol by chromedp) and drive them only through the
// page's contract: data-square, data-board with data-step and data-verdict, and
// data-action. Without a browser they skip and say why (CI sets PAGE_BROWSER=required
// once it has installed one, and then they fail instead); set CHROME to a browser's
// path to choose one. They do not run under the race detector: they test the page,
// and the only Go in them is the test's own.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"math/rand"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/knightstour/knightstour/internal/tools"
	"github.com/knightstour/knightstour/judge"

	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// findBrowser returns the path of a Chromium or Chrome (internal/tools), or "" when
// there is none.
func findBrowser() string {
	p, _ := tools.OS.Chromium()
	return p
}

// shared is the one browser that the tests share, started by the first test that asks
// for it (each test in a tab and a browser context of its own) and closed by TestMain:
// starting a browser costs a second, and a test on a page seconds more.
var shared struct {
	once sync.Once
	ctx  context.Context    // the browser's first tab, which starts and stops it
	stop context.CancelFunc // ends what is left of the browser, once closed
	err  error              // why it did not start
}

// TestMain closes the shared browser, if a test started it, as a person closes it, and
// waits until it has stopped and its profile is removed.
func TestMain(m *testing.M) {
	code := m.Run()
	if shared.ctx != nil {
		if err := chromedp.Cancel(shared.ctx); err != nil {
			fmt.Fprintf(os.Stderr, "closing the browser: %v\n", err)
		}
		shared.stop()
	}
	os.Exit(code)
}

// browser returns a context for a new tab of the shared headless browser, started on
// first use with a fresh profile, in a browser context of the test's own (its own
// cookies, storage and cache, as in a fresh profile), or skips the test when there is no
// browser.
func browser(t *testing.T) context.Context {
	t.Helper()
	if raceEnabled {
		t.Skip("the browser tests do not run under -race: they test the page's script, not Go code")
	}
	path := findBrowser()
	required := os.Getenv("PAGE_BROWSER") == "required"
	if path == "" && required {
		t.Fatal("PAGE_BROWSER=required, but there is no browser: install Chromium (apt-get install chromium) or set CHROME")
	}
	if path == "" {
		t.Skip("no browser: the page's tests need Chromium (apt-get install chromium) or Chrome on the PATH, or CHROME set to one")
	}
	shared.once.Do(func() {
		// The profile is chromedp's: a fresh temporary folder, which it removes once the
		// browser has stopped.
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(path),
			chromedp.Flag("headless", true),
			chromedp.Flag("no-sandbox", true),
			chromedp.Flag("disable-gpu", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("no-first-run", true),
			chromedp.Flag("no-default-browser-check", true),
			chromedp.Flag("hide-scrollbars", true),
			chromedp.WindowSize(1000, 1000),
		}
		ctx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelFirst := chromedp.NewContext(ctx)
		shared.ctx, shared.stop = ctx, func() { cancelFirst(); cancelAlloc() }
		if shared.err = chromedp.Run(ctx); shared.err != nil {
			shared.stop()
			shared.ctx = nil
		}
	})
	if shared.err != nil && required {
		t.Fatalf("the browser %s does not start: %v", path, shared.err)
	} else if shared.err != nil {
		t.Skipf("the browser %s does not start: %v", path, shared.err)
	}
	tab, cancelTab := chromedp.NewContext(shared.ctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancelTab)
	ctx, cancel := context.WithTimeout(tab, 90*time.Second)
	t.Cleanup(cancel)
	// Every exception the page's script throws fails the test.
	var mu sync.Mutex
	var thrown []string
	chromedp.ListenTarget(ctx, func(ev any) {
		if e, ok := ev.(*cdpruntime.EventExceptionThrown); ok {
			mu.Lock()
			thrown = append(thrown, e.ExceptionDetails.Error())
			mu.Unlock()
		}
	})
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, e := range thrown {
			t.Errorf("the page threw: %s", e)
		}
	})
	if err := chromedp.Run(ctx); err != nil {
		t.Fatalf("a new tab in the browser %s: %v", path, err)
	}
	// The tab is closed, and its browser context with it, before the test ends.
	t.Cleanup(func() {
		if err := chromedp.Cancel(tab); err != nil {
			t.Logf("closing the tab: %v", err)
		}
	})
	return ctx
}

// open writes the page for b to a file and loads it in the browser. It returns the
// time from the start of the navigation to the end of the load event, as the browser
// measured it.
func open(t *testing.T, ctx context.Context, b Board) time.Duration {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, b); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var ms float64
	run(t, ctx,
		chromedp.Navigate((&url.URL{Scheme: "file", Path: file}).String()), // a test's folder may have a # in its name
		chromedp.WaitReady("[data-board]"),
		chromedp.Poll(`(() => { const e = performance.getEntriesByType("navigation")[0]; return e && e.loadEventEnd > 0 ? e.loadEventEnd : 0; })()`, &ms, chromedp.WithPollingTimeout(30*time.Second)),
	)
	return time.Duration(ms * float64(time.Millisecond))
}

// run runs the actions, failing the test on an error.
func run(t *testing.T, ctx context.Context, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// eval returns the value of a JavaScript expression.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	var v T
	run(t, ctx, chromedp.Evaluate(expr, &v))
	return v
}

// state is what the contract shows of the page.
type state struct {
	Step    int
	Verdict string
}

func readState(t *testing.T, ctx context.Context) state {
	t.Helper()
	var st state
	run(t, ctx, chromedp.Evaluate(`(() => { const b = document.querySelector("[data-board]");
		return {Step: +b.getAttribute("data-step"), Verdict: b.getAttribute("data-verdict")}; })()`, &st))
	return st
}

// click clicks the element that sel selects, with the mouse.
func click(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	run(t, ctx, chromedp.Click(sel, chromedp.ByQuery))
}

func action(t *testing.T, ctx context.Context, name string) {
	click(t, ctx, `[data-action="`+name+`"]`)
}

func square(t *testing.T, ctx context.Context, s int) {
	click(t, ctx, `[data-square="`+strconv.Itoa(s)+`"]`)
}

// wantStep fails the test unless the page shows step n.
func wantStep(t *testing.T, ctx context.Context, n int, after string) {
	t.Helper()
	if st := readState(t, ctx); st.Step != n {
		t.Fatalf("after %s: data-step %d, want %d", after, st.Step, n)
	}
}

// shownTour reads the tour the page shows from the move numbers in its squares.
func shownTour(t *testing.T, ctx context.Context) []int {
	t.Helper()
	return eval[[]int](t, ctx, `(() => { const t = [];
		document.querySelectorAll("[data-square]").forEach(e => { const b = e.querySelector("b");
			if (b) { t[+b.textContent - 1] = +e.getAttribute("data-square"); } });
		return t; })()`)
}

// setSpeed sets the speed control to position p (0..10), as a person does.
func setSpeed(t *testing.T, ctx context.Context, p int) {
	t.Helper()
	run(t, ctx, chromedp.SetValue(`[data-control="speed"]`, strconv.Itoa(p), chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('[data-control="speed"]').dispatchEvent(new Event("input"))`, nil))
}

// frames waits until the page has drawn n animation frames.
func frames(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	js := fmt.Sprintf(`new Promise(done => { let n = %d; const f = () => --n > 0 ? requestAnimationFrame(f) : done(true); requestAnimationFrame(f); })`, n)
	run(t, ctx, chromedp.Evaluate(js, nil, awaitPromise))
}

// awaitPromise makes chromedp.Evaluate wait for the promise that the expression returns.
func awaitPromise(p *cdpruntime.EvaluateParams) *cdpruntime.EvaluateParams {
	return p.WithAwaitPromise(true)
}

// neighbours returns the squares a knight's move from s (1-based) on rows×cols, by
// dr² + dc² = 5.
func neighbours(rows, cols, s int) []int {
	var out []int
	r, c := (s-1)/cols, (s-1)%cols
	for t := 1; t <= rows*cols; t++ {
		dr, dc := (t-1)/cols-r, (t-1)%cols-c
		if dr*dr+dc*dc == 5 {
			out = append(out, t)
		}
	}
	return out
}

// TestBrowserWatch clicks through every control of the watch mode on 8×8 and checks
// the tour that the page shows with the judge.
func TestBrowserWatch(t *testing.T) {
	ctx := browser(t)
	b := boardWithTours(t, 8, 8, 1, false, true)
	load := open(t, ctx, b)
	t.Logf("8x8 with the tours from every square: loaded in %v", load)

	if n := eval[int](t, ctx, `document.querySelectorAll("[data-square]").length`); n != 64 {
		t.Fatalf("%d elements with data-square, want 64", n)
	}
	wantStep(t, ctx, 1, "loading")
	if status := eval[string](t, ctx, `document.querySelector("[data-status]").textContent`); status != "Move 1 of 64: the knight is on a8." {
		t.Errorf("status %q: want the start named in chess notation", status)
	}
	action(t, ctx, "step")
	wantStep(t, ctx, 2, "step")
	action(t, ctx, "step")
	wantStep(t, ctx, 3, "step, step")
	action(t, ctx, "back")
	wantStep(t, ctx, 2, "back")
	action(t, ctx, "last")
	wantStep(t, ctx, 64, "last")
	if got := shownTour(t, ctx); fmt.Sprint(got) != fmt.Sprint(b.Tour) {
		t.Fatalf("the page shows %v, want %v", got, b.Tour)
	}
	action(t, ctx, "first")
	wantStep(t, ctx, 1, "first")
	run(t, ctx, chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
	wantStep(t, ctx, 3, "the key → twice")
	run(t, ctx, chromedp.KeyEvent(kb.End))
	wantStep(t, ctx, 64, "the key End")
	run(t, ctx, chromedp.KeyEvent(kb.ArrowLeft))
	wantStep(t, ctx, 63, "the key ←")
	run(t, ctx, chromedp.KeyEvent(kb.Home))
	wantStep(t, ctx, 1, "the key Home")

	// Play at the slowest speed, pause, and check that the tour stands still: at full
	// speed, three animation frames later, it would have moved.
	setSpeed(t, ctx, 0)
	if got := eval[string](t, ctx, `document.querySelector("[data-speed]").textContent`); got != "1 moves/s" {
		t.Errorf("speed shows %q, want 1 moves/s", got)
	}
	action(t, ctx, "play")
	var moved bool
	run(t, ctx, chromedp.Poll(`+document.querySelector("[data-board]").getAttribute("data-step") > 1`, &moved, chromedp.WithPollingTimeout(10*time.Second)))
	action(t, ctx, "pause")
	paused := readState(t, ctx).Step
	setSpeed(t, ctx, 10)
	frames(t, ctx, 3)
	wantStep(t, ctx, paused, "pause, full speed and three frames")
	// Play to the end at full speed.
	action(t, ctx, "play")
	run(t, ctx, chromedp.Poll(`document.querySelector("[data-board]").getAttribute("data-step") === "64"`, &moved, chromedp.WithPollingTimeout(10*time.Second)))
	if status := eval[string](t, ctx, `document.querySelector("[data-status]").textContent`); !strings.Contains(status, "complete") {
		t.Errorf("status at the end: %q", status)
	}

	// Numbers, coordinates and the path can be hidden and shown again.
	for _, c := range []struct{ control, on, class string }{
		{"numbers", "[data-board]", "nonumbers"},
		{"coords", ".frame", "nocoords"},
		{"path", "[data-board]", "nopath"},
	} {
		has := `document.querySelector("` + c.on + `").classList.contains("` + c.class + `")`
		click(t, ctx, `[data-control="`+c.control+`"]`)
		if !eval[bool](t, ctx, has) {
			t.Errorf("unticking %s: no class %s", c.control, c.class)
		}
		click(t, ctx, `[data-control="`+c.control+`"]`)
		if eval[bool](t, ctx, has) {
			t.Errorf("ticking %s again: class %s stays", c.control, c.class)
		}
	}
	// The coordinates are in chess notation: files a..h, ranks 8..1 from the top.
	if got := eval[string](t, ctx, `[...document.querySelectorAll("[data-files] span")].map(e => e.textContent).join("")`); got != "abcdefgh" {
		t.Errorf("files %q", got)
	}
	if got := eval[string](t, ctx, `[...document.querySelectorAll("[data-ranks] span")].map(e => e.textContent).join("")`); got != "87654321" {
		t.Errorf("ranks %q", got)
	}

	// A click on a square shows the tour from it, which the judge accepts.
	for _, s := range []int{10, 64, 37} {
		square(t, ctx, s)
		wantStep(t, ctx, 1, fmt.Sprintf("a click on square %d", s))
		action(t, ctx, "last")
		tour := shownTour(t, ctx)
		if err := judge.CheckTour(8, 8, s, false, tour); err != nil {
			t.Errorf("the tour shown from %d: %v", s, err)
		}
		if fmt.Sprint(tour) != fmt.Sprint(b.Tours[s-1]) {
			t.Errorf("from %d the page shows %v, want %v", s, tour, b.Tours[s-1])
		}
	}

	// The closing move of a closed tour: 8×8 tours of the construction are closed.
	if !eval[bool](t, ctx, `document.querySelector("[data-status]").textContent.includes("closed")`) {
		t.Error("the status of a closed tour does not say closed")
	}
	screenshot(t, ctx, b)
}

// screenshot shows move 24 of the tour from a8 with the hints on and takes a picture of
// the page. It checks the picture; with GOLDIE_UPDATE=1 it writes it to docs/page.png.
func screenshot(t *testing.T, ctx context.Context, b Board) {
	square(t, ctx, b.Start)
	for i := 1; i < 24; i++ {
		action(t, ctx, "step")
	}
	click(t, ctx, `[data-control="hints"]`)
	var pic []byte
	run(t, ctx, chromedp.Screenshot("main", &pic, chromedp.ByQuery))
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	if w := img.Bounds().Dx(); w < 500 {
		t.Errorf("the screenshot is %d px wide, want the whole board", w)
	}
	t.Logf("screenshot: %v, %d bytes", img.Bounds().Size(), len(pic))
	if os.Getenv("GOLDIE_UPDATE") != "" {
		if err := os.WriteFile(filepath.Join("..", "..", "..", "docs", "page.png"), pic, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBrowserTry plays try mode by hand, with the mouse: the marks, the hints, the
// clicks that change nothing, undo.
func TestBrowserTry(t *testing.T) {
	ctx := browser(t)
	b := boardWithTours(t, 8, 8, 1, false, false)
	open(t, ctx, b)
	action(t, ctx, "try")
	if st := readState(t, ctx); st != (state{0, ""}) {
		t.Fatalf("entering try mode: %+v, want step 0 and no verdict", st)
	}
	marks := func() []int {
		return eval[[]int](t, ctx, `[...document.querySelectorAll("[data-square].l")].map(e => +e.getAttribute("data-square"))`)
	}
	square(t, ctx, 1)
	wantStep(t, ctx, 1, "a click on square 1")
	if got, want := fmt.Sprint(marks()), fmt.Sprint(neighbours(8, 8, 1)); got != want {
		t.Errorf("marked after 1: %s, want %s", got, want)
	}
	for _, s := range []int{1, 2, 9, 64} { // visited, or no knight's move away
		square(t, ctx, s)
		wantStep(t, ctx, 1, fmt.Sprintf("a click on square %d after 1", s))
	}
	square(t, ctx, 11)
	wantStep(t, ctx, 2, "1, 11")
	// Warnsdorff's hints: each marked square shows its unvisited neighbours.
	click(t, ctx, `[data-control="hints"]`)
	hints := eval[map[string]int](t, ctx, `Object.fromEntries([...document.querySelectorAll("[data-square].l")].map(e => [e.getAttribute("data-square"), +e.querySelector("i").textContent]))`)
	visited := map[int]bool{1: true, 11: true}
	for _, c := range neighbours(8, 8, 11) {
		if visited[c] {
			continue
		}
		want := 0
		for _, d := range neighbours(8, 8, c) {
			if !visited[d] {
				want++
			}
		}
		if got, ok := hints[strconv.Itoa(c)]; !ok || got != want {
			t.Errorf("hint on %d: %d (shown %v), want %d", c, got, ok, want)
		}
	}
	if len(hints) != len(neighbours(8, 8, 11))-1 {
		t.Errorf("hints on %d squares, want %d", len(hints), len(neighbours(8, 8, 11))-1)
	}
	action(t, ctx, "undo")
	wantStep(t, ctx, 1, "undo")
	action(t, ctx, "undo")
	wantStep(t, ctx, 0, "undo, undo")
	// Another start after undoing everything.
	square(t, ctx, 64)
	wantStep(t, ctx, 1, "a click on 64 on an empty board")
	action(t, ctx, "watch")
	if st := readState(t, ctx); st != (state{1, ""}) {
		t.Errorf("back to watching: %+v", st)
	}
}

// TestBrowserVerdicts plays tours in try mode, right and wrong, and checks that the
// page's verdict agrees with the judge's: a sequence of at most rows·cols clicks ends
// in "tour" or "closed" exactly when the judge accepts it as an open tour, and in
// "closed" exactly when it accepts it as a closed one; where the page says "stuck",
// the squares it took are a legal path that the judge finds too short.
func TestBrowserVerdicts(t *testing.T) {
	ctx := browser(t)
	rng := rand.New(rand.NewSource(1))
	boards := []struct {
		rows, cols int
		closed     bool
	}{{5, 5, false}, {6, 6, true}, {5, 6, false}, {8, 8, false}}
	counts := map[string]int{}
	for _, bd := range boards {
		b := boardWithTours(t, bd.rows, bd.cols, 1, bd.closed, false)
		open(t, ctx, b)
		n := bd.rows * bd.cols
		if b.Tours[1] == nil { // a click on a square with no tour: the page says so
			square(t, ctx, 2)
			wantStep(t, ctx, 1, "a click on square 2, which has no tour")
			status := eval[string](t, ctx, `document.querySelector("[data-status]").textContent`)
			if !strings.HasPrefix(status, "No open tour from square 2 on this board: "+b.NoTour[2]+". ") || !strings.Contains(status, " squares start one: square 1, square 3") ||
				!eval[bool](t, ctx, `document.querySelector('[data-action="play"]').disabled`) {
				t.Errorf("%dx%d, square 2: status %q, and play must be disabled", bd.rows, bd.cols, status)
			}
		}
		var seqs [][]int
		for s, tour := range b.Tours {
			if tour == nil || (n > 40 && s%4 != 0) { // on 8×8 from every fourth square
				continue
			}
			seqs = append(seqs, tour) // right
			if s%3 == 0 {
				seqs = append(seqs, reversed(tour)) // right too, maybe not closed
			}
			w := append([]int(nil), tour...) // two squares swapped
			i, j := 1+rng.Intn(n-1), 1+rng.Intn(n-1)
			w[i], w[j] = w[j], w[i]
			seqs = append(seqs, w)
			seqs = append(seqs, tour[:n-1])      // one short
			again := append([]int(nil), tour...) // the start again instead of the last square
			again[n-1] = tour[0]
			seqs = append(seqs, again)
		}
		for k := 0; k < 20; k++ {
			seqs = append(seqs, randomWalk(rng, bd.rows, bd.cols))
			seqs = append(seqs, rng.Perm(n)[:n]) // mostly nonsense, 0 included
		}
		for i, got := range playTry(t, ctx, seqs) {
			seq := seqs[i]
			okOpen := judge.CheckTour(bd.rows, bd.cols, seq[0], false, seq) == nil
			okClosed := judge.CheckTour(bd.rows, bd.cols, seq[0], true, seq) == nil
			accepted := got.Verdict == "tour" || got.Verdict == "closed"
			if accepted != okOpen || (got.Verdict == "closed") != okClosed {
				t.Fatalf("%dx%d: clicks %v: page %+v, judge: open %v, closed %v", bd.rows, bd.cols, seq, got, okOpen, okClosed)
			}
			if len(got.Path) != got.Step {
				t.Fatalf("%dx%d: clicks %v: the page shows %d squares at step %d", bd.rows, bd.cols, seq, len(got.Path), got.Step)
			}
			if got.Verdict == "stuck" {
				var jerr *judge.Error
				if err := judge.CheckTour(bd.rows, bd.cols, got.Path[0], false, got.Path); !errors.As(err, &jerr) || jerr.Kind != judge.TooFew {
					t.Fatalf("%dx%d: stuck on %v: the judge says %v, want too few squares", bd.rows, bd.cols, got.Path, err)
				}
			}
			counts[got.Verdict]++
		}
	}
	t.Logf("verdicts: %v", counts)
	for _, v := range []string{"", "stuck", "tour", "closed"} {
		if counts[v] == 0 {
			t.Errorf("no sequence ended with verdict %q", v)
		}
	}
}

// tryResult is the state in which try mode ends after a sequence of clicks, and the
// squares visited, read from the move numbers on the board.
type tryResult struct {
	Step    int
	Verdict string
	Path    []int
}

// playTry plays each sequence of seqs in try mode: it enters try mode and clicks the
// squares in order (through the DOM, one round trip for all the sequences), and returns
// the results.
func playTry(t *testing.T, ctx context.Context, seqs [][]int) []tryResult {
	t.Helper()
	var res []tryResult
	js := fmt.Sprintf(`((seqs) => seqs.map(seq => {
		document.querySelector('[data-action="try"]').click();
		for (const s of seq) { const e = document.querySelector('[data-square="' + s + '"]'); if (e) { e.click(); } }
		const b = document.querySelector("[data-board]"), path = [];
		document.querySelectorAll("[data-square]").forEach(e => { const n = e.querySelector("b");
			if (n) { path[+n.textContent - 1] = +e.getAttribute("data-square"); } });
		return {Step: +b.getAttribute("data-step"), Verdict: b.getAttribute("data-verdict"), Path: path};
	}))(%s)`, strings.ReplaceAll(fmt.Sprint(seqs), " ", ","))
	run(t, ctx, chromedp.Evaluate(js, &res))
	if len(res) != len(seqs) {
		t.Fatalf("%d results for %d sequences", len(res), len(seqs))
	}
	return res
}

func reversed(s []int) []int {
	r := make([]int, len(s))
	for i, v := range s {
		r[len(s)-1-i] = v
	}
	return r
}

// randomWalk returns a random knight's walk without repeats, from a random square
// until it is stuck, followed by the squares it missed in order: its first part is
// legal and often ends stuck.
func randomWalk(rng *rand.Rand, rows, cols int) []int {
	n := rows * cols
	seen := make([]bool, n+1)
	s := 1 + rng.Intn(n)
	walk := []int{s}
	seen[s] = true
	for {
		var next []int
		for _, t := range neighbours(rows, cols, s) {
			if !seen[t] {
				next = append(next, t)
			}
		}
		if len(next) == 0 {
			break
		}
		s = next[rng.Intn(len(next))]
		seen[s] = true
		walk = append(walk, s)
	}
	for t := 1; t <= n; t++ {
		if !seen[t] {
			walk = append(walk, t)
		}
	}
	return walk
}

// TestBrowserBig opens 100×100 and checks that it draws all its squares and plays,
// steps and jumps to the end; it logs the load times that docs/page.md gives
// (go test -v -run TestBrowserBig ./internal/tour/page).
func TestBrowserBig(t *testing.T) {
	ctx := browser(t)
	small := boardWithTours(t, 8, 8, 1, false, true)
	big := Board{Rows: 100, Cols: 100, Start: 1, Tour: tourFrom(t, 100, 100, 1, false)}
	var loadSmall, loadBig time.Duration
	for i := 0; i < 3; i++ { // alternate, best of three
		if d := open(t, ctx, small); i == 0 || d < loadSmall {
			loadSmall = d
		}
		if d := open(t, ctx, big); i == 0 || d < loadBig {
			loadBig = d
		}
	}
	t.Logf("load (best of 3): 8x8 %v, 100x100 %v (%.1f times as long)", loadSmall, loadBig, float64(loadBig)/float64(loadSmall))
	if n := eval[int](t, ctx, `document.querySelectorAll("[data-square]").length`); n != 10000 {
		t.Fatalf("%d elements with data-square, want 10000", n)
	}
	wantStep(t, ctx, 1, "loading 100x100")
	action(t, ctx, "step")
	wantStep(t, ctx, 2, "step")
	action(t, ctx, "back")
	wantStep(t, ctx, 1, "back")
	setSpeed(t, ctx, 10)
	action(t, ctx, "play")
	var moved bool
	run(t, ctx, chromedp.Poll(`+document.querySelector("[data-board]").getAttribute("data-step") > 100`, &moved, chromedp.WithPollingTimeout(20*time.Second)))
	action(t, ctx, "pause")
	t0 := time.Now()
	action(t, ctx, "last")
	wantStep(t, ctx, 10000, "last")
	t.Logf("100x100: the whole tour drawn in %v", time.Since(t0))
	action(t, ctx, "try")
	square(t, ctx, 5050)
	wantStep(t, ctx, 1, "try, a click on 5050")
	if got, want := len(eval[[]int](t, ctx, `[...document.querySelectorAll("[data-square].l")].map(e => +e.getAttribute("data-square"))`)), len(neighbours(100, 100, 5050)); got != want {
		t.Errorf("%d squares marked, want %d", got, want)
	}
}

// active names the element that has the focus: "square N", a control's data-action, or
// its tag.
func active(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `(() => { const e = document.activeElement;
		if (e.hasAttribute("data-square")) { return "square " + e.getAttribute("data-square"); }
		return e.getAttribute("data-action") || e.tagName; })()`)
}

// press sends keys (chromedp/kb names) to the element that has the focus.
func press(t *testing.T, ctx context.Context, keys ...string) {
	t.Helper()
	run(t, ctx, chromedp.KeyEvent(strings.Join(keys, "")))
}

// tabTo presses Tab until the focus is on what ok accepts, and fails after 40.
func tabTo(t *testing.T, ctx context.Context, what string, ok func(string) bool) string {
	t.Helper()
	for i := 0; i < 40; i++ {
		press(t, ctx, kb.Tab)
		if a := active(t, ctx); ok(a) {
			return a
		}
	}
	t.Fatalf("40 presses of Tab and the focus never came to %s", what)
	return ""
}

// TestBrowserKeyboard plays a whole 5×6 tour by keyboard alone (Tab to Try it yourself,
// Enter, Tab into the board, the arrows and Enter), checks that the board is one tab
// stop with named squares, and that every key the help line names works with the focus
// on a checkbox or a button, playing or paused.
func TestBrowserKeyboard(t *testing.T) {
	ctx := browser(t)
	b := boardWithTours(t, 5, 6, 1, false, false)
	open(t, ctx, b)
	tabTo(t, ctx, "Try it yourself", func(a string) bool { return a == "try" })
	press(t, ctx, kb.Enter)
	if m := eval[string](t, ctx, `document.querySelector("[data-board]").getAttribute("data-mode")`); m != "try" {
		t.Fatalf("Enter on Try it yourself: mode %q", m)
	}
	if a := tabTo(t, ctx, "the board", func(a string) bool { return strings.HasPrefix(a, "square ") }); a != "square 1" {
		t.Fatalf("Tab into the board lands on %s, want square 1 (the start)", a)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-square][tabindex="0"]').length`); n != 1 {
		t.Errorf("%d squares are tab stops, want 1", n)
	}
	press(t, ctx, kb.Enter)
	pos := 1
	for i, s := range b.Tour {
		if i == 0 {
			continue
		}
		dr, dc := (s-1)/6-(pos-1)/6, (s-1)%6-(pos-1)%6
		var keys []string
		for ; dr > 0; dr-- {
			keys = append(keys, kb.ArrowDown)
		}
		for ; dr < 0; dr++ {
			keys = append(keys, kb.ArrowUp)
		}
		for ; dc > 0; dc-- {
			keys = append(keys, kb.ArrowRight)
		}
		for ; dc < 0; dc++ {
			keys = append(keys, kb.ArrowLeft)
		}
		press(t, ctx, append(keys, kb.Enter)...)
		pos = s
		wantStep(t, ctx, i+1, fmt.Sprintf("the arrows and Enter to square %d", s))
	}
	if st := readState(t, ctx); st.Verdict != "tour" && st.Verdict != "closed" {
		t.Errorf("a whole tour by keyboard: verdict %q", st.Verdict)
	}
	if status := eval[string](t, ctx, `document.querySelector("[data-status]").textContent`); !strings.HasPrefix(status, "A complete tour!") && !strings.HasPrefix(status, "A closed tour!") {
		t.Errorf("a whole tour by keyboard: status %q", status)
	}
	if got, want := eval[string](t, ctx, `document.querySelector('[data-square="1"]').getAttribute("aria-label")`), "square 1, move 1"; got != want {
		t.Errorf("square 1 is named %q, want %q", got, want)
	}
	press(t, ctx, kb.Tab)
	if a := active(t, ctx); strings.HasPrefix(a, "square ") {
		t.Errorf("Tab from the board goes to %s: the board must be one tab stop", a)
	}

	// The help line's keys, with the focus where a click left it.
	open(t, ctx, boardWithTours(t, 8, 8, 1, false, true))
	if got, want := eval[string](t, ctx, `document.querySelector('[data-square="1"]').getAttribute("aria-label")`), "a8, square 1, move 1"; got != want {
		t.Errorf("square 1 of the 8x8 page in chess notation is named %q, want %q", got, want)
	}
	click(t, ctx, `[data-control="hints"]`)
	press(t, ctx, kb.ArrowRight)
	wantStep(t, ctx, 2, "→ with the focus on the hints checkbox")
	press(t, ctx, kb.End)
	wantStep(t, ctx, 64, "End")
	press(t, ctx, kb.Home)
	wantStep(t, ctx, 1, "Home")
	action(t, ctx, "step")
	wantStep(t, ctx, 2, "Step")
	press(t, ctx, " ")
	if eval[bool](t, ctx, `document.querySelector('[data-action="pause"]').disabled`) { // enabled while playing
		t.Errorf("space with the focus on Step: not playing (data-step %d)", readState(t, ctx).Step)
	}
	press(t, ctx, " ")
	if eval[bool](t, ctx, `document.querySelector('[data-action="pause"]').disabled === false`) {
		t.Errorf("space again, playing: still playing")
	}
	action(t, ctx, "try")
	square(t, ctx, 1)
	square(t, ctx, 11)
	click(t, ctx, `[data-control="numbers"]`)
	press(t, ctx, kb.Backspace)
	wantStep(t, ctx, 1, "Backspace in try mode with the focus on a checkbox")
}

// TestBrowserSays checks that the page says what it shows: the heading follows a click,
// the hints look unlike move numbers and have a legend, a start without a tour gets
// theory's reason and the squares that have tours, and the stuck message names the
// button as it is labelled.
func TestBrowserSays(t *testing.T) {
	ctx := browser(t)
	open(t, ctx, boardWithTours(t, 8, 8, 1, false, false))
	square(t, ctx, 28)
	if h := eval[string](t, ctx, `document.querySelector("h1").textContent`); h != "Knight's tour on 8×8 from square 28" {
		t.Errorf("after a click on square 28 the heading says %q", h)
	}
	click(t, ctx, `[data-control="hints"]`)
	if !eval[bool](t, ctx, `(() => { const i = document.querySelector("[data-square] > i"), b = document.querySelector("[data-square] > b");
		const si = getComputedStyle(i), sb = getComputedStyle(b);
		return si.borderRadius !== sb.borderRadius && si.fontStyle !== sb.fontStyle && !document.querySelector("[data-legend]").hidden; })()`) {
		t.Error("hints are drawn like move numbers, or without a legend")
	}
	b := boardWithTours(t, 7, 7, 2, false, false)
	open(t, ctx, b)
	status := eval[string](t, ctx, `document.querySelector("[data-status]").textContent`)
	if want := "No open tour from square 2 on this board: on an odd×odd board a tour must start on a corner-coloured square. 25 squares start one: square 1, square 3,"; !strings.HasPrefix(status, want) || !strings.Contains(status, "They are ringed on the board.") {
		t.Errorf("7x7 from square 2: status %q, want it to begin %q and say where the squares are ringed", status, want)
	}
	checkRings(t, ctx, b, "No knight's tour on 7×7 from square 2", "7x7 from square 2")
	action(t, ctx, "try")
	checkRings(t, ctx, Board{Tour: []int{}}, "No knight's tour on 7×7 from square 2", "7x7 from square 2, in try mode")
	action(t, ctx, "watch")
	checkRings(t, ctx, b, "No knight's tour on 7×7 from square 2", "7x7 from square 2, back to watching")
	square(t, ctx, 1)
	checkRings(t, ctx, Board{Tour: []int{}}, "Knight's tour on 7×7 from square 1", "7x7 after a click on square 1")
	square(t, ctx, 2)
	checkRings(t, ctx, b, "No knight's tour on 7×7 from square 2", "7x7 after a click on square 2 again")
	open(t, ctx, boardWithTours(t, 5, 5, 1, false, false))
	action(t, ctx, "try")
	square(t, ctx, 1) // then the last square marked each move: a walk that sticks

	for st := readState(t, ctx); st.Verdict != "stuck"; st = readState(t, ctx) {
		marked := eval[[]int](t, ctx, `[...document.querySelectorAll("[data-square].l")].map(e => +e.getAttribute("data-square"))`)
		if len(marked) == 0 {
			break
		}
		square(t, ctx, marked[len(marked)-1])
	}
	status = eval[string](t, ctx, `document.querySelector("[data-status]").textContent`)
	label := eval[string](t, ctx, `document.querySelector('[data-action="try"]').textContent`)
	if v := readState(t, ctx).Verdict; v != "stuck" || !strings.Contains(status, "press "+label+" to start again") {
		t.Errorf("stuck: status %q does not name the button %q", status, label)
	}
}

// checkRings checks the page open in ctx: its heading says heading, and where b has no
// tour (nil) the squares ringed are those from which b's reasons leave a tour, and
// otherwise none is ringed.
func checkRings(t *testing.T, ctx context.Context, b Board, heading, what string) {
	t.Helper()
	if h := eval[string](t, ctx, `document.querySelector("h1").textContent`); h != heading {
		t.Errorf("%s: the heading says %q, want %q", what, h, heading)
	}
	var want []int
	for s := 1; b.Tour == nil && s <= b.Rows*b.Cols; s++ {
		if b.NoTour[s] == "" {
			want = append(want, s)
		}
	}
	ringed := eval[[]int](t, ctx, `[...document.querySelectorAll("[data-square].o")].filter(e => getComputedStyle(e, "::before").borderTopStyle === "solid").map(e => +e.getAttribute("data-square"))`)
	if fmt.Sprint(ringed) != fmt.Sprint(want) && len(ringed)+len(want) > 0 {
		t.Errorf("%s: squares %v ringed, want %v", what, ringed, want)
	}
}

// TestBrowserZoom checks that on 100×100, where the whole board has 6 px squares, try
// mode and stepping show the knight's neighbourhood at 24 px a square or more, with the
// whole board as an overview, and that playing shows the whole board again.
func TestBrowserZoom(t *testing.T) {
	ctx := browser(t)
	open(t, ctx, Board{Rows: 100, Cols: 100, Start: 1, Tour: tourFrom(t, 100, 100, 1, false)})
	size := func() float64 {
		return eval[float64](t, ctx, `document.querySelector('[data-square="5050"]').getBoundingClientRect().width`)
	}
	if s := size(); s >= 24 {
		t.Fatalf("the whole 100x100 board: squares of %v px; the test needs the small ones", s)
	}
	action(t, ctx, "try")
	overview := func() bool { return eval[bool](t, ctx, `document.querySelector("[data-overview]").offsetWidth > 0`) }
	if s := size(); s < 24 || !overview() {
		t.Errorf("try mode on 100x100: squares of %v px (want 24 or more), overview shown: %v", s, overview())
	}
	square(t, ctx, 5050)
	if !eval[bool](t, ctx, `(() => { const r = document.querySelector('[data-square="5050"]').getBoundingClientRect();
		return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; })()`) {
		t.Error("the knight's square is not in view")
	}
	click(t, ctx, `[data-control="hints"]`)
	if status := eval[string](t, ctx, `document.querySelector("[data-status]").textContent`); strings.Contains(status, "number") &&
		eval[bool](t, ctx, `getComputedStyle(document.querySelector("[data-square] > i")).display === "none"`) {
		t.Errorf("status %q talks of numbers that are not drawn", status)
	}
	action(t, ctx, "watch")
	action(t, ctx, "step")
	if s := size(); s < 24 {
		t.Errorf("stepping on 100x100: squares of %v px, want 24 or more", s)
	}
	if !eval[bool](t, ctx, `(() => { const b = document.querySelector("[data-board]"), c = b.querySelector("canvas").getBoundingClientRect();
		return c.width === b.clientWidth && c.height === b.clientHeight; })()`) {
		t.Error("stepping on 100x100: the path's canvas does not cover the board zoomed in")
	}
	action(t, ctx, "play")
	if s := size(); s >= 24 || overview() {
		t.Errorf("playing on 100x100: squares of %v px, want the whole board, and no overview (shown: %v)", s, overview())
	}
	action(t, ctx, "pause")
}

// TestBrowserLayout checks what a person sees of the board: on a window 400 px wide the
// 8×8 board fits, and grows back when the window does; the knight's square shows the
// move number beside the knight; the path passes under the move numbers, not over them;
// and the 1×1 page, whose tour is complete at once, has nothing to play.
func TestBrowserLayout(t *testing.T) {
	ctx := browser(t)
	b := boardWithTours(t, 8, 8, 1, false, true)
	fits := func(width int64, want string) {
		t.Helper()
		run(t, ctx, chromedp.EmulateViewport(width, 800))
		frames(t, ctx, 2) // the resize event comes before the next frame
		got := eval[string](t, ctx, `(() => { const r = document.querySelector("[data-board]").getBoundingClientRect(),
			c = document.querySelector("[data-board] canvas").getBoundingClientRect(), d = document.documentElement;
			return (r.right <= d.clientWidth && d.scrollWidth <= d.clientWidth ? "fits" : "wider than the window") +
				", squares of " + document.querySelector("[data-square]").getBoundingClientRect().width + " px" +
				(c.width === r.width - 4 && c.height === r.height - 4 ? "" : ", the path's canvas not over the board"); })()`)
		if got != want {
			t.Errorf("8x8 on a window %d px wide: %s, want %s", width, got, want)
		}
	}
	run(t, ctx, chromedp.EmulateViewport(400, 800))
	open(t, ctx, b)
	fits(400, "fits, squares of 43 px")
	fits(1000, "fits, squares of 64 px")
	fits(400, "fits, squares of 43 px")

	// Move 24, as in the screenshot: the knight and its number, the numbers and the path.
	run(t, ctx, chromedp.EmulateViewport(1000, 1000))
	for i := 1; i < 24; i++ {
		press(t, ctx, kb.ArrowRight)
	}
	wantStep(t, ctx, 24, "23 presses of →")
	if got := eval[string](t, ctx, `(() => { const e = document.querySelector("[data-square].c"), b = e.querySelector("b");
		if (!b || getComputedStyle(b).visibility !== "visible" || b.textContent !== "24") { return "no number 24 shown on the knight's square"; }
		const k = getComputedStyle(e, "::after"), r = e.getBoundingClientRect(), n = b.getBoundingClientRect();
		const left = r.left + e.clientLeft + parseFloat(k.left), top = r.top + e.clientTop + parseFloat(k.top);
		const apart = n.right <= left || n.left >= left + parseFloat(k.width) || n.bottom <= top || n.top >= top + parseFloat(k.height);
		return apart ? "apart" : "the knight covers the number"; })()`); got != "apart" {
		t.Errorf("the knight's square: %s", got)
	}
	var pic []byte
	run(t, ctx, chromedp.Screenshot("[data-board]", &pic, chromedp.ByQuery))
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	// The boxes of the move numbers, in the screenshot's pixels, 1 px in from their edges.
	boxes := eval[[][5]int](t, ctx, `(() => { const o = document.querySelector("[data-board]").getBoundingClientRect();
		return [...document.querySelectorAll("[data-square] > b")].map(b => { const r = b.getBoundingClientRect();
			return [+b.textContent, Math.ceil(r.left - o.left) + 1, Math.ceil(r.top - o.top) + 1, Math.floor(r.right - o.left) - 1, Math.floor(r.bottom - o.top) - 1]; }); })()`)
	if len(boxes) != 24 {
		t.Fatalf("%d move numbers shown, want 24", len(boxes))
	}
	over := 0
	for _, bx := range boxes {
	box:
		for x := bx[1]; x < bx[3]; x++ {
			for y := bx[2]; y < bx[4]; y++ {
				if r, _, bl, _ := img.At(x, y).RGBA(); int(bl>>8)-int(r>>8) > 60 { // the path's blue
					over++
					break box
				}
			}
		}
	}
	if over > 0 {
		t.Errorf("the path runs over %d of the 24 move numbers", over)
	}

	open(t, ctx, Board{Rows: 1, Cols: 1, Start: 1, Tour: []int{1}})
	press(t, ctx, " ")
	if got := eval[string](t, ctx, `[...document.querySelectorAll("[data-action]")].filter(e => !e.disabled).map(e => e.getAttribute("data-action")).join(" ")`); got != "try" {
		t.Errorf("1x1, after space: the buttons enabled are %q, want only try", got)
	}
}

// TestBrowserAxe runs axe-core (the accessibility checker; AXE_CORE names its
// axe.min.js, which npm install axe-core puts in node_modules/axe-core) on the 8×8, 5×6
// and 7×7 pages, in watch and in try mode: it must find no violation.
func TestBrowserAxe(t *testing.T) {
	path, err := tools.OS.AxeCore()
	if err != nil {
		t.Skip("AXE_CORE is not set: npm install axe-core, and set AXE_CORE to node_modules/axe-core/axe.min.js")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := browser(t)
	for _, b := range []Board{boardWithTours(t, 8, 8, 1, false, false), boardWithTours(t, 5, 6, 1, false, true), boardWithTours(t, 7, 7, 2, false, false)} {
		open(t, ctx, b)
		run(t, ctx, chromedp.Evaluate(string(src), nil))
		for _, mode := range []string{"watch", "try"} {
			if mode == "try" {
				action(t, ctx, "try")
				square(t, ctx, 1)
			}
			var violations []struct {
				ID    string `json:"id"`
				Help  string `json:"help"`
				Nodes []any  `json:"nodes"`
			}
			run(t, ctx, chromedp.Evaluate(`axe.run(document).then(r => r.violations)`, &violations, awaitPromise))
			for _, v := range violations {
				t.Errorf("%dx%d, %s mode: axe-core: %s: %s (%d elements)", b.Rows, b.Cols, mode, v.ID, v.Help, len(v.Nodes))
			}
		}
	}
}

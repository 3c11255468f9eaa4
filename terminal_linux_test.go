package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"

	"golang.org/x/sys/unix"
)

// openTerminal opens a pseudo-terminal of the given width: the side a program writes
// to (its stderr), and the side that reads what the terminal shows.
func openTerminal(t *testing.T, cols int) (tty, screen *os.File) {
	t.Helper()
	screen, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(int(screen.Fd()), unix.TIOCGPTN)
	if err == nil {
		err = unix.IoctlSetPointerInt(int(screen.Fd()), unix.TIOCSPTLCK, 0) // unlock
	}
	if err == nil {
		tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	}
	if err == nil {
		err = unix.IoctlSetWinsize(int(tty.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: uint16(cols)})
	}
	if err != nil {
		screen.Close()
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close(); screen.Close() })
	return tty, screen
}

// TestCountTerminal runs long counts with stderr on an 80-column terminal: main finds
// the terminal and its width, and the progress is one line of at most 79 characters,
// redrawn in place, the query first (the board and the squares) and the time left after
// it. Ctrl-C after the first redraw stops the count (status 130) with the line erased
// and the message on a line of its own.
func TestCountTerminal(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		stdin string
		query string // what each redraw starts with, after "knightstour: "
		until string // what a redraw shows before Ctrl-C
	}{
		// The first redraw: its time left is not known yet at first, but known from the
		// second row on (2 s), which a loaded machine may reach before its first redraw
		// (the count once waited 9 minutes for a wording that had gone by then);
		// progress_test checks the wordings.
		{"to an end", []string{"-rows", "8", "-cols", "8", "-end", "3"}, "2\n", "8x8 square 2 to 3", " left"},
		{"closed, time left known", []string{"-closed", "-rows", "8", "-cols", "8"}, "13\n", "8x8 square 13", " s left"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := runOnTerminal(t, append([]string{"-count", "-mem", "1TB"}, tc.args...), tc.stdin, tc.until)
			i := strings.LastIndex(s, "\r\x1b[K")
			if i < 0 || !strings.HasPrefix(s[i:], "\r\x1b[Kknightstour: interrupted: the count for "+tc.query+" stopped ") {
				t.Fatalf("the terminal shows %q: the line is not erased before the message", s)
			}
			for _, d := range strings.Split(strings.TrimPrefix(s[:i], "\r"), "\r") {
				line, ok := strings.CutSuffix(d, "\x1b[K")
				if !ok || !strings.HasPrefix(line, "knightstour: "+tc.query+" ") && !strings.HasPrefix(line, "knightstour: "+tc.query+":") ||
					!strings.Contains(line, " left") || strings.ContainsAny(line, "\n\x1b") || utf8.RuneCountInString(line) > 79 {
					t.Errorf("redraw %q: want one line of at most 79 characters, the query %q and the time left first", d, tc.query)
				}
			}
		})
	}
}

// runOnTerminal runs main with args and stdin, its stderr on an 80-column terminal,
// interrupts it after the first redraw of the progress line that shows until, checks that it stopped
// with status 130 and nothing on stdout, and returns what the terminal showed.
func runOnTerminal(t *testing.T, args []string, stdin, until string) string {
	t.Helper()
	tty, screen := openTerminal(t, 80)
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "KNIGHTSTOUR_MAIN=1", "COLUMNS=200") // the terminal's own width comes first
	cmd.Stdin = strings.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, tty
	// The count ends with this test, whatever stops it: a test killed by go test's
	// timeout once left a count of 8x8 running for 20 minutes.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() }) // after Wait: an error, and nothing to do
	tty.Close()                              // the child's copy stays open: the screen reads until the child ends
	var shown bytes.Buffer
	buf := make([]byte, 4096)
	for { // until a redraw shows until
		if i := bytes.Index(shown.Bytes(), []byte(until)); i >= 0 && bytes.Contains(shown.Bytes()[i:], []byte("\x1b[K")) {
			break
		}
		n, err := screen.Read(buf)
		shown.Write(buf[:n])
		if err != nil {
			t.Fatalf("the terminal shows %q: %v", shown.String(), err)
		}
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(screen)
	var pathErr *os.PathError
	if err != nil && !(errors.As(err, &pathErr) && errors.Is(err, syscall.EIO)) { // EIO: no writer left
		t.Fatal(err)
	}
	shown.Write(rest)
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitInterrupted || out.Len() != 0 {
		t.Fatalf("wait: %v, stdout %q; want exit status %d and nothing", err, out.String(), exitInterrupted)
	}
	return shown.String()
}

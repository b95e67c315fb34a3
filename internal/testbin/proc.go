package testbin

import (
	"bufio"
	"bytes"
	"io"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// Options say how Start runs a program under test.
type Options struct {
	Args []string
	// Quit is written (as a line) before standard input is closed at the end
	// of the test: "quit", "END"... Empty: only the close.
	Quit string
	// QuietStderr fails the test if the program wrote anything to stderr.
	QuietStderr bool
}

// Proc is a program under test, driven line by line through its standard
// input and output as a GUI or a tournament manager drives an engine.
type Proc struct {
	t  *testing.T
	in io.WriteCloser
	// Lines delivers standard output line by line; it is closed at EOF.
	Lines <-chan string

	mu     sync.Mutex
	stderr bytes.Buffer
}

// Start runs the program at path and stops it when the test ends: Quit,
// close stdin, then wait up to 10 s for it to exit by itself (a program
// that does not, or exits with an error, fails the test).
func Start(t *testing.T, path string, opt Options) *Proc {
	t.Helper()
	cmd := exec.Command(path, opt.Args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &Proc{t: t, in: in}
	cmd.Stderr = lockedWriter{p}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 4096)
	p.Lines = lines
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	t.Cleanup(func() {
		if opt.Quit != "" {
			io.WriteString(in, opt.Quit+"\n")
		}
		in.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("%s exited with %v; stderr:\n%s", path, err, p.Stderr())
			} else if opt.QuietStderr && p.Stderr() != "" {
				t.Errorf("%s wrote to stderr:\n%s", path, p.Stderr())
			}
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Errorf("%s did not exit after its input was closed", path)
		}
	})
	return p
}

// Send writes each line followed by a newline; a failed write fails the test.
func (p *Proc) Send(lines ...string) {
	p.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(p.in, l+"\n"); err != nil {
			p.t.Fatalf("write %q: %v", l, err)
		}
	}
}

// Stderr returns what the program has written to standard error so far.
func (p *Proc) Stderr() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stderr.String()
}

type lockedWriter struct{ p *Proc }

func (w lockedWriter) Write(b []byte) (int, error) {
	w.p.mu.Lock()
	defer w.p.mu.Unlock()
	return w.p.stderr.Write(b)
}

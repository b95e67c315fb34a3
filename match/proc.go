package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// proc is one engine process: its standard input, its standard output as a
// channel of lines, and its exit.
type proc struct {
	name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	done  chan struct{} // closed when stdout has ended
	log   io.Writer     // a copy of the conversation ("> " sent, "< " read), or nil

	mu     sync.Mutex
	stderr strings.Builder // the last bytes of stderr, for crash reports
}

// errCrashed is returned by readLine when the engine's output ended.
var errCrashed = errors.New("engine process ended")

// errTimeout is returned by readLine when the deadline passed.
var errTimeout = errors.New("no answer in time")

// startProc runs argv (argv[0] the program) in dir ("" = current).
func startProc(name string, argv []string, dir string, log io.Writer) (*proc, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("engine %s: empty command", name)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &proc{name: name, cmd: cmd, in: in, lines: make(chan string, 1024), done: make(chan struct{}), log: log}
	cmd.Stderr = stderrTail{p}
	setProcAttr(cmd)
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("engine %s: start %q: %w", name, argv[0], err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			p.lines <- strings.TrimRight(sc.Text(), "\r")
		}
		close(p.done)
	}()
	return p, nil
}

// send writes one line; a failed write means the engine is gone.
func (p *proc) send(format string, args ...any) error {
	line := fmt.Sprintf(format, args...)
	if p.log != nil {
		fmt.Fprintf(p.log, "%s > %s\n", p.name, line)
	}
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		return fmt.Errorf("%w (write: %v)", errCrashed, err)
	}
	return nil
}

// readLine returns the next line, errTimeout after the deadline, or
// errCrashed when the output has ended. ctx cancels the wait.
func (p *proc) readLine(ctx context.Context, deadline time.Time) (string, error) {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case l := <-p.lines:
		if p.log != nil {
			fmt.Fprintf(p.log, "%s < %s\n", p.name, l)
		}
		return l, nil
	default:
	}
	select {
	case l := <-p.lines:
		if p.log != nil {
			fmt.Fprintf(p.log, "%s < %s\n", p.name, l)
		}
		return l, nil
	case <-p.done:
		// Lines written just before the end are still in the channel.
		select {
		case l := <-p.lines:
			return l, nil
		default:
		}
		return "", errCrashed
	case <-t.C:
		return "", errTimeout
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// drain throws away the lines already read (stale answers of a game that
// ended while the engine was thinking).
func (p *proc) drain() {
	for {
		select {
		case <-p.lines:
		default:
			return
		}
	}
}

// stop asks the engine to quit with the given line, waits up to grace for it
// to exit, then kills it.
func (p *proc) stop(quit string, grace time.Duration) {
	if quit != "" {
		_ = p.send("%s", quit)
	}
	p.in.Close()
	exited := make(chan struct{})
	go func() { // keep the pipe flowing until the output ends
		for {
			select {
			case <-p.lines:
			case <-p.done:
				return
			}
		}
	}()
	go func() { _ = p.cmd.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(grace):
		killProc(p.cmd)
		<-exited
	}
}

// exitStatus describes how the process ended, for a crash report.
func (p *proc) exitStatus() string {
	p.mu.Lock()
	tail := strings.TrimSpace(p.stderr.String())
	p.mu.Unlock()
	if i := strings.LastIndexByte(tail, '\n'); i >= 0 {
		tail = tail[i+1:]
	}
	if len(tail) > 120 {
		tail = tail[len(tail)-120:]
	}
	if tail != "" {
		return "stderr: " + tail
	}
	return ""
}

// stderrTail keeps the last 4 kB the engine wrote to stderr.
type stderrTail struct{ p *proc }

func (w stderrTail) Write(b []byte) (int, error) {
	w.p.mu.Lock()
	defer w.p.mu.Unlock()
	w.p.stderr.Write(b)
	if s := w.p.stderr.String(); len(s) > 4096 {
		w.p.stderr.Reset()
		w.p.stderr.WriteString(s[len(s)-4096:])
	}
	return len(b), nil
}

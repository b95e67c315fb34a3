package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"bitban/work"
)

// startWorker runs `bitban work` as a real process and delivers its stderr
// lines.
func startWorker(t *testing.T, url, name string) (*exec.Cmd, <-chan string) {
	t.Helper()
	return startWork(t, "--nats", url, "--slots", "1", "--name", name)
}

// startWork runs `bitban work ARGS...` and delivers its stderr lines.
func startWork(t *testing.T, args ...string) (*exec.Cmd, <-chan string) {
	t.Helper()
	cmd := exec.Command(bitbanBin, append([]string{"work"}, args...)...)
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(errPipe)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return cmd, lines
}

func waitLine(t *testing.T, lines <-chan string, substr string) {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("the worker exited before printing %q", substr)
			}
			if strings.Contains(l, substr) {
				return
			}
		case <-timeout:
			t.Fatalf("no %q from the worker within 30 s", substr)
		}
	}
}

// TestWorkerKilledMidUnit kills a worker process (SIGKILL) while it holds a
// unit: the unit goes to another worker process after the ack wait and the
// count is still exact. The second worker then stops cleanly on SIGTERM.
func TestWorkerKilledMidUnit(t *testing.T) {
	srv, err := work.StartServer(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	// Four units of about a second each: Othello perft 12 split after one ply.
	job := &work.PerftJob{Game: "othello", Depth: 12, Split: 1, UnitCount: 4}
	type outcome struct {
		res map[string]json.RawMessage
		st  work.Stats
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		nc, err := work.Connect(work.Options{URL: srv.URL()}, "coord")
		if err != nil {
			done <- outcome{err: err}
			return
		}
		defer nc.Close()
		c := &work.Coordinator{Options: work.Options{AckWait: time.Second}}
		res, st, err := c.Run(context.Background(), nc, job)
		done <- outcome{res, st, err}
	}()
	a, aLines := startWorker(t, srv.URL(), "doomed")
	waitLine(t, aLines, "started")
	if err := a.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	b, bLines := startWorker(t, srv.URL(), "survivor")
	var o outcome
	select {
	case o = <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("the job did not finish within 60 s after the kill")
	}
	if o.err != nil {
		t.Fatal(o.err)
	}
	_, total, err := job.Merge(o.res)
	if err != nil {
		t.Fatal(err)
	}
	if total != 1939886636 { // published Othello perft(12)
		t.Fatalf("perft 12 = %d after a killed worker, want 1939886636", total)
	}
	stopWork(t, b, bLines, "finishing the units in hand")
}

// stopWork sends SIGTERM to a `bitban work` process, waits for the line
// it prints then (if any) and for a clean exit within 15 s.
func stopWork(t *testing.T, cmd *exec.Cmd, lines <-chan string, line string) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if line != "" {
		waitLine(t, lines, line)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("the worker exited with %v after SIGTERM", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("the worker did not exit within 15 s of SIGTERM")
	}
}

func TestDistributedPerftCLI(t *testing.T) {
	code, out, errOut := runCLI(t, "shogi", "perft", "--depth", "3", "--distribute", "--units", "5", "--workers", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r struct {
		Nodes uint64
		Units int
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if r.Nodes != 25470 || r.Units != 5 {
		t.Fatalf("distributed shogi perft 3: %+v, want 25470 leaves in 5 units", r)
	}
	code, out, _ = runCLI(t, "othello", "perft", "--depth", "6", "--distribute", "--split", "2", "--divide")
	if code != 0 || !strings.Contains(out, "8200 leaves") || !strings.Contains(out, "F5 2050") {
		t.Fatalf("distributed othello perft 6: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{"work"},
		{"work", "--nats", "nats://127.0.0.1:1", "--slots", "0"},
		{"othello", "perft", "--depth", "3", "--distribute", "--split", "3"},
		{"shogi", "perft", "--depth", "3", "--distribute", "--units", "0"},
	} {
		if code, _, _ := runCLI(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestServeWorkerCLI: `bitban work --serve` is a server and a worker in one
// process; a job run twice resumes, a third run with --fresh runs it all.
func TestServeWorkerCLI(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cmd, lines := startWork(t, "--serve", addr, "--store", t.TempDir(), "--slots", "1", "--quiet")
	waitLine(t, lines, "slots on")
	url := "nats://" + addr
	for i, extra := range []string{"", "", "--fresh"} {
		args := []string{"othello", "perft", "--depth", "6", "--distribute", "--split", "2", "--nats", url}
		if extra != "" {
			args = append(args, extra)
		}
		code, out, errOut := runCLI(t, args...)
		want := "0 resumed"
		if i == 1 {
			want = "resumed): 8200 leaves"
		}
		if code != 0 || !strings.Contains(out, "8200 leaves") || !strings.Contains(out, want) || (i == 1 && strings.Contains(out, " 0 resumed")) {
			t.Fatalf("run %d %v: exit %d\n%s%s", i, args, code, out, errOut)
		}
	}
	stopWork(t, cmd, lines, "")
	for _, args := range [][]string{
		{"work", "--serve", "nohost"},
		{"work", "--serve", "127.0.0.1:0"},
	} {
		if code, _, _ := runCLI(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

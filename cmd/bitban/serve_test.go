package main

import (
	"bufio"
	"io"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestServeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "extra"},
		{"serve", "--max-time", "0s"},
		{"serve", "--engine-mb", "0"},
		{"serve", "--nosuchflag"},
	} {
		if code, _, _ := runCLI(t, args...); code != 2 {
			t.Errorf("bitban %v: exit %d, want 2", args, code)
		}
	}
	// An address that cannot be bound is a failure (exit 1), not a hang.
	if code, _, errOut := runCLI(t, "serve", "--addr", "256.0.0.1:0"); code != 1 || errOut == "" {
		t.Errorf("bad address: exit %d, stderr %q", code, errOut)
	}
}

// TestServeShutsDownOnSignal runs `bitban serve` on a free port, uses the
// API and an event stream, sends SIGTERM, and expects a clean exit 0 with
// the stream closed.
func TestServeShutsDownOnSignal(t *testing.T) {
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"serve", "--addr", "127.0.0.1:0"}, strings.NewReader(""), pw, io.Discard)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("no listening line: %v", err)
	}
	go io.Copy(io.Discard, pr)
	i := strings.Index(line, "http://")
	if i < 0 {
		t.Fatalf("listening line %q", line)
	}
	base := strings.TrimSuffix(strings.Fields(line[i:])[0], "/")
	if !strings.Contains(base, "127.0.0.1:") {
		t.Fatalf("not on loopback: %q", base)
	}
	resp, err := http.Post(base+"/api/games", "application/json", strings.NewReader(`{"game":"othello"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %d %s", resp.StatusCode, body)
	}
	id := string(body[strings.Index(string(body), `"id":"`)+6:][:16])
	stream, err := http.Get(base + "/api/games/" + id + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	streamEnd := make(chan struct{})
	go func() { io.Copy(io.Discard, stream.Body); close(streamEnd) }()

	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d after SIGTERM, want 0", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop after SIGTERM")
	}
	select {
	case <-streamEnd:
	case <-time.After(5 * time.Second):
		t.Error("the event stream stayed open after shutdown")
	}
}

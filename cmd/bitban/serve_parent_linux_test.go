package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestServeStopsWithGoRun starts `bitban serve` from a parent process named
// go (a copy of sh), as `go run` does, and ends the parent: the server
// must stop by itself.
func TestServeStopsWithGoRun(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	fakeGo := filepath.Join(dir, "go")
	data, err := os.ReadFile(sh)
	if err != nil {
		t.Skip(err)
	}
	if err := os.WriteFile(fakeGo, data, 0o755); err != nil {
		t.Fatal(err)
	}
	script := bitbanBin + " serve --addr 127.0.0.1:0 >/dev/null 2>&1 & echo $!; sleep 1"
	out, err := exec.Command(fakeGo, "-c", script).Output()
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(out)))
	if err != nil {
		t.Fatalf("server pid %q: %v", out, err)
	}
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if !running(pid) {
			return
		}
	}
	_ = exec.Command("kill", strconv.Itoa(pid)).Run()
	t.Fatal("the server went on running after its go parent exited")
}

// running reports whether pid is a live process (not gone, not a zombie).
func running(pid int) bool {
	st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return false
	}
	for _, l := range strings.Split(string(st), "\n") {
		if strings.HasPrefix(l, "State:") {
			return !strings.Contains(l, "Z")
		}
	}
	return true
}

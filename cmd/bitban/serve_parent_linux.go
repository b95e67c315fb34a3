package main

import (
	"context"
	"os"
	"strconv"
	"strings"
	"time"
)

// stopWithGoRun returns a context that is cancelled when the process was
// started by `go run` and that go command exits. `go run ./cmd/bitban
// serve` stopped with SIGTERM ends the go command but not its child, which
// would go on serving with nobody to stop it; a server started any other
// way (a shell, nohup, a service manager) is not affected.
func stopWithGoRun(ctx context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(ctx)
	ppid := os.Getppid()
	if !isGoCommand(ppid) {
		return ctx, cancel
	}
	go func() {
		t := time.NewTicker(500 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if os.Getppid() != ppid {
					cancel()
					return
				}
			}
		}
	}()
	return ctx, cancel
}

// isGoCommand reports whether pid runs the go command.
func isGoCommand(pid int) bool {
	comm, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/comm")
	return err == nil && strings.TrimSpace(string(comm)) == "go"
}

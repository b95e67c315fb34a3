//go:build !linux

package main

import "context"

// stopWithGoRun is a plain cancellable context where the parent process
// cannot be inspected.
func stopWithGoRun(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithCancel(ctx)
}

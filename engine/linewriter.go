package engine

import (
	"bufio"
	"io"
	"sync"
)

// LineWriter is the output of a protocol adapter (USI, NBoard, Gomocup):
// whole lines from the protocol loop and the search goroutine, never
// interleaved, each flushed at once because the GUI waits for it.
type LineWriter struct {
	mu sync.Mutex
	w  *bufio.Writer
}

// NewLineWriter writes lines to w.
func NewLineWriter(w io.Writer) *LineWriter { return &LineWriter{w: bufio.NewWriter(w)} }

// Println writes s and a newline, and flushes.
func (lw *LineWriter) Println(s string) {
	lw.mu.Lock()
	lw.w.WriteString(s)
	lw.w.WriteByte('\n')
	lw.w.Flush()
	lw.mu.Unlock()
}

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"time"
)

// The runner of the label commands (bitban shogi label, bitban renju
// label): engine processes score positions in parallel, and the scored
// positions are written in input order, so that an interrupted run can
// continue after the lines it wrote.

// labelToFile scores items with jobs engines (started by start, named
// name, searching under limit) and appends their lines to the file out,
// after the lines it already holds (an interrupted run continues there);
// Ctrl-C stops it with every finished line written.
func labelToFile[S any](errOut io.Writer, out string, items []S, jobs int, start analystStart[S], format func(S) string, name, limit string) error {
	done, err := countLines(out)
	if err != nil {
		return err
	}
	if done > len(items) {
		return fmt.Errorf("%s holds %d lines, more than the %d positions of the input", out, done, len(items))
	}
	fmt.Fprintf(errOut, "%d positions; %d already in %s; scoring %d with %s at %s, %d at once\n",
		len(items), done, out, len(items)-done, name, limit, jobs)
	f, err := os.OpenFile(out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	n, err := labelInOrder(ctx, items[done:], jobs, start, format, f, errOut)
	fmt.Fprintf(errOut, "\n%d positions written to %s\n", done+n, out)
	if ctx.Err() != nil {
		return nil // interrupted: the file holds every position finished in order
	}
	return err
}

// analystStart starts one engine process: analyse scores one item, stop
// ends the process.
type analystStart[S any] func(ctx context.Context) (analyse func(context.Context, S) (S, error), stop func(), err error)

// labelResult is one worker's answer for the item at index i.
type labelResult[S any] struct {
	i   int
	s   S
	err error
}

// labelInOrder scores items with jobs engines started by start and
// writes format(item) lines to w in input order, with a progress line on
// progress every few seconds; it returns how many were written. It stops
// at the first error (naming the item's number) or when ctx ends.
func labelInOrder[S any](ctx context.Context, items []S, jobs int, start analystStart[S], format func(S) string, w, progress io.Writer) (int, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	work := make(chan int)
	results := make(chan labelResult[S], jobs)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			labelWorker(ctx, items, start, work, results)
		}()
	}
	go func() {
		defer close(work)
		for i := range items {
			select {
			case work <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	return writeLabelsInOrder(results, len(items), format, w, progress, cancel)
}

// labelWorker runs one engine and scores the indices it receives.
func labelWorker[S any](ctx context.Context, items []S, start analystStart[S], work <-chan int, results chan<- labelResult[S]) {
	analyse, stop, err := start(ctx)
	if err != nil {
		results <- labelResult[S]{i: -1, err: err}
		return
	}
	defer stop()
	for i := range work {
		s, err := analyse(ctx, items[i])
		if err != nil {
			err = fmt.Errorf("position %d: %v", i+1, err)
		}
		select {
		case results <- labelResult[S]{i: i, s: s, err: err}:
		case <-ctx.Done():
			return
		}
		if err != nil {
			return
		}
	}
}

// writeLabelsInOrder writes results as they complete the input order;
// the first error cancels the rest.
func writeLabelsInOrder[S any](results <-chan labelResult[S], total int, format func(S) string, w, progress io.Writer, cancel func()) (int, error) {
	bw := bufio.NewWriter(w)
	pending := map[int]S{}
	next, t0, shown := 0, time.Now(), time.Now()
	var first error
	for r := range results {
		if r.err != nil {
			if first == nil {
				first = r.err
				cancel()
			}
			continue
		}
		pending[r.i] = r.s
		for {
			s, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			fmt.Fprintln(bw, format(s))
			next++
		}
		if time.Since(shown) > 5*time.Second {
			_ = bw.Flush()
			shown = time.Now()
			rate := float64(next) / time.Since(t0).Seconds()
			eta := time.Duration(float64(total-next)/max(rate, 1e-9)) * time.Second
			fmt.Fprintf(progress, "\r%d/%d positions, %.1f/s, about %v left   ", next, total, rate, eta.Round(time.Second))
		}
	}
	if err := bw.Flush(); err != nil && first == nil {
		first = err
	}
	return next, first
}

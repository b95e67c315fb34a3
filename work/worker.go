package work

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Runner executes one unit's specification and returns its result. It
// should return soon after ctx is cancelled (the unit then goes back to the
// queue).
type Runner func(ctx context.Context, spec json.RawMessage) (json.RawMessage, error)

// Worker pulls units from the queue and runs them, Slots at a time.
type Worker struct {
	Name  string // reported with each result
	Slots int    // units run at once (each on its own goroutine); at least 1
	// Runner returns the runner of a unit kind (Runners is the default).
	Runner func(kind string) (Runner, bool)
	// Logf receives problems, and with Verbose one line per unit; nil for
	// none.
	Logf    func(format string, args ...any)
	Verbose bool
}

// Serve runs units until drain is cancelled, then finishes the units it
// holds and returns; when ctx is cancelled it returns the units it holds to
// the queue (they are redelivered at once) and returns.
func (w *Worker) Serve(ctx, drain context.Context, nc *nats.Conn) error {
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	q, cons, err := openQueue(drain, js)
	if err != nil {
		if drain.Err() != nil {
			return nil
		}
		return fmt.Errorf("worker %s: %w", w.Name, err)
	}
	ackWait := DefaultAckWait
	if info := cons.CachedInfo(); info != nil && info.Config.AckWait > 0 {
		ackWait = info.Config.AckWait
	}
	var wg sync.WaitGroup
	errs := make(chan error, max(1, w.Slots))
	for range max(1, w.Slots) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := w.slot(ctx, drain, q, cons, ackWait); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// slot is one unit at a time until drain or ctx ends.
func (w *Worker) slot(ctx, drain context.Context, q *queue, cons jetstream.Consumer, ackWait time.Duration) error {
	for drain.Err() == nil && ctx.Err() == nil {
		msg, err := next(ctx, drain, cons)
		if drain.Err() != nil || ctx.Err() != nil {
			if msg != nil {
				_ = msg.Nak()
			}
			return nil
		}
		if errors.Is(err, nats.ErrTimeout) || errors.Is(err, jetstream.ErrNoMessages) || errors.Is(err, context.DeadlineExceeded) {
			continue
		}
		if err != nil {
			w.logf("fetch: %v (retrying)", err)
			time.Sleep(time.Second)
			continue
		}
		w.handle(ctx, q, msg, ackWait)
	}
	return nil
}

// next waits a few seconds for a unit, or until ctx or drain ends.
func next(ctx, drain context.Context, cons jetstream.Consumer) (jetstream.Msg, error) {
	fctx, cancel := context.WithTimeout(drain, 5*time.Second)
	defer cancel()
	defer context.AfterFunc(ctx, cancel)()
	return cons.Next(jetstream.FetchContext(fctx))
}

// handle runs one unit message to its acknowledgement.
func (w *Worker) handle(ctx context.Context, q *queue, msg jetstream.Msg, ackWait time.Duration) {
	var u Unit
	if err := decodeStrict(msg.Data(), &u); err != nil || !validName(u.Job) || !validName(u.ID) {
		w.logf("dropping a malformed unit on %s: %v", msg.Subject(), err)
		_ = msg.Term()
		return
	}
	if q.isDone(ctx, u.Job, u.ID) {
		_ = msg.Ack() // a duplicate of a finished unit
		return
	}
	res := Result{Job: u.Job, ID: u.ID, Kind: u.Kind, Worker: w.Name}
	w.progressf("unit %s/%s started", u.Job, u.ID)
	run, ok := w.runner(u.Kind)
	if !ok {
		res.Error = fmt.Sprintf("unknown unit kind %q", u.Kind)
	} else {
		start := time.Now()
		data, err := w.runWithProgress(ctx, run, u, msg, ackWait)
		if ctx.Err() != nil {
			_ = msg.Nak() // give it back: another worker takes it now
			return
		}
		res.Seconds = time.Since(start).Seconds()
		res.Data = data
		if err != nil {
			res.Error = err.Error()
		}
	}
	body, _ := json.Marshal(res)
	if _, err := q.js.Publish(ctx, resultSubject+u.Job, body); err != nil {
		w.logf("unit %s/%s: publishing the result: %v (the unit will be redelivered)", u.Job, u.ID, err)
		return
	}
	if err := msg.DoubleAck(ctx); err != nil {
		w.logf("unit %s/%s: ack: %v", u.Job, u.ID, err)
	}
	w.progressf("unit %s/%s done in %.2f s", u.Job, u.ID, res.Seconds)
}

// runWithProgress runs the unit while telling the server, at a third of the
// ack wait, that the unit is still being worked on.
func (w *Worker) runWithProgress(ctx context.Context, run Runner, u Unit, msg jetstream.Msg, ackWait time.Duration) (json.RawMessage, error) {
	done := make(chan struct{})
	defer close(done)
	go func() {
		t := time.NewTicker(max(ackWait/3, 100*time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				_ = msg.InProgress()
			}
		}
	}()
	return run(ctx, u.Spec)
}

func (w *Worker) runner(kind string) (Runner, bool) {
	if w.Runner != nil {
		return w.Runner(kind)
	}
	return Runners(kind)
}

func (w *Worker) progressf(format string, args ...any) {
	if w.Verbose {
		w.logf(format, args...)
	}
}

func (w *Worker) logf(format string, args ...any) {
	if w.Logf != nil {
		w.Logf("worker %s: "+format, append([]any{w.Name}, args...)...)
	}
}

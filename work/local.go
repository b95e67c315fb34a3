package work

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"

	"github.com/nats-io/nats.go"
)

// Local is one machine's cluster: an embedded server and in-process
// workers, connected through the server exactly as remote ones are.
type Local struct {
	Server *Server
	cancel context.CancelFunc
	wg     sync.WaitGroup
	conns  []*nats.Conn
	tmp    string // a temporary store to remove, "" when the caller's
}

// StartLocal starts an embedded server storing under dir (a temporary
// directory if dir is "") and workers in-process workers.
func StartLocal(dir string, workers int, logf func(string, ...any)) (*Local, error) {
	l := &Local{}
	if dir == "" {
		tmp, err := os.MkdirTemp("", "bitban-work-")
		if err != nil {
			return nil, err
		}
		dir, l.tmp = tmp, tmp
	}
	srv, err := StartServer(dir, 0)
	if err != nil {
		l.removeTmp()
		return nil, err
	}
	l.Server = srv
	ctx, cancel := context.WithCancel(context.Background())
	l.cancel = cancel
	for i := range max(0, workers) {
		nc, err := Connect(Options{URL: srv.URL()}, fmt.Sprintf("local-%d", i))
		if err != nil {
			l.Close()
			return nil, err
		}
		l.conns = append(l.conns, nc)
		w := &Worker{Name: fmt.Sprintf("local-%d", i), Slots: 1, Logf: logf}
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			if err := w.Serve(ctx, ctx, nc); err != nil && logf != nil {
				logf("%v", err)
			}
		}()
	}
	return l, nil
}

// Close stops the workers (their units go back to the queue) and the
// server.
func (l *Local) Close() {
	if l.cancel != nil {
		l.cancel()
	}
	for _, nc := range l.conns {
		nc.Close() // ends a pending fetch at once
	}
	l.wg.Wait()
	if l.Server != nil {
		l.Server.Shutdown()
	}
	l.removeTmp()
}

func (l *Local) removeTmp() {
	if l.tmp != "" {
		os.RemoveAll(l.tmp)
	}
}

// Distribute runs job: on the server of o.URL, or with no URL on a local
// cluster of workers in-process workers storing under dir ("" = a temporary
// directory, so nothing is resumed across runs).
func Distribute(ctx context.Context, o Options, job Job, workers int, dir string, c *Coordinator) (map[string]json.RawMessage, Stats, error) {
	if o.URL == "" {
		l, err := StartLocal(dir, workers, c.Logf)
		if err != nil {
			return nil, Stats{}, err
		}
		defer l.Close()
		o.URL = l.Server.URL()
	}
	nc, err := Connect(o, "bitban-coordinator")
	if err != nil {
		return nil, Stats{}, err
	}
	defer nc.Close()
	c.Options = o
	return c.Run(ctx, nc, job)
}

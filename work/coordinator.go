package work

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Coordinator publishes a job's units and collects their checked results.
type Coordinator struct {
	Options Options
	// Progress is called after every accepted result; nil for none.
	Progress func(s Stats)
	// Logf receives problems (rejected results, retries); nil for none.
	Logf func(format string, args ...any)
	// Fresh forgets what the server holds of the job (results, queued
	// units) and runs it all again.
	Fresh bool
}

// Stats counts what a coordinator saw of one job.
type Stats struct {
	Units      int // units of the job
	Done       int // units with a checked result
	Resumed    int // of those, found done when the coordinator started
	Duplicates int // results of units already done (redelivered units)
	Rejected   int // results that failed the check (their units were sent again)
	// WorkerSeconds sums the run time workers reported for the accepted
	// results of this run.
	WorkerSeconds float64
}

// maxRejects is how many garbage results one unit may draw before the job
// fails (a broken unit or a broken worker pool).
const maxRejects = 20

// Run distributes job and returns each unit's checked result by unit ID.
// Results survive in the server, so after an error or a cancellation the
// same job run again continues where it stopped.
func (c *Coordinator) Run(ctx context.Context, nc *nats.Conn, job Job) (map[string]json.RawMessage, Stats, error) {
	var st Stats
	name := job.Name()
	if !validName(name) {
		return nil, st, fmt.Errorf("job name %q: letters, digits, '-' and '_' only", name)
	}
	units, err := job.Units()
	if err != nil {
		return nil, st, err
	}
	st.Units = len(units)
	byID := make(map[string]Unit, len(units))
	for _, u := range units {
		if !validName(u.ID) || byID[u.ID].ID != "" {
			return nil, st, fmt.Errorf("job %s: bad or repeated unit id %q", name, u.ID)
		}
		u.Job = name
		byID[u.ID] = u
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, st, err
	}
	q, err := setup(ctx, js, c.Options)
	if err != nil {
		return nil, st, err
	}
	msgTag := ""
	if c.Fresh {
		if err := forget(ctx, q, name); err != nil {
			return nil, st, err
		}
		// The server's duplicate window still remembers the units' message
		// IDs; a fresh run publishes them under new ones.
		msgTag = fmt.Sprintf(".fresh%d", time.Now().UnixNano())
	}
	results, err := c.resume(ctx, q, name, byID)
	if err != nil {
		return nil, st, err
	}
	st.Resumed, st.Done = len(results), len(results)
	if err := c.publishMissing(ctx, q, byID, results, msgTag); err != nil {
		return nil, st, err
	}
	if len(results) < len(byID) {
		if err := c.collect(ctx, q, job, byID, results, &st); err != nil {
			return nil, st, err
		}
	}
	_ = js.DeleteConsumer(context.Background(), resultStream, "coord-"+name)
	return results, st, nil
}

// resume loads the checked results already stored for the job.
func (c *Coordinator) resume(ctx context.Context, q *queue, name string, byID map[string]Unit) (map[string]json.RawMessage, error) {
	results := map[string]json.RawMessage{}
	lister, err := q.done.ListKeysFiltered(ctx, name+".>")
	if err != nil {
		return nil, err
	}
	for key := range lister.Keys() {
		id, ok := unitOfKey(name, key)
		if _, known := byID[id]; !ok || !known {
			continue
		}
		e, err := q.done.Get(ctx, key)
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", key, err)
		}
		results[id] = e.Value()
	}
	return results, nil
}

// forget removes a job's stored results, queued units, earlier results and
// result consumer.
func forget(ctx context.Context, q *queue, name string) error {
	lister, err := q.done.ListKeysFiltered(ctx, name+".>")
	if err != nil {
		return err
	}
	for key := range lister.Keys() {
		if err := q.done.Purge(ctx, key); err != nil {
			return fmt.Errorf("forgetting %s: %w", key, err)
		}
	}
	for stream, subject := range map[string]string{unitStream: unitSubject + name, resultStream: resultSubject + name} {
		s, err := q.js.Stream(ctx, stream)
		if err != nil {
			return err
		}
		if err := s.Purge(ctx, jetstream.WithPurgeSubject(subject)); err != nil {
			return fmt.Errorf("purging %s: %w", subject, err)
		}
	}
	_ = q.js.DeleteConsumer(ctx, resultStream, "coord-"+name)
	return nil
}

// publishMissing queues every unit without a result. The message ID makes
// the server drop a unit that is still queued from an earlier run.
func (c *Coordinator) publishMissing(ctx context.Context, q *queue, byID map[string]Unit, results map[string]json.RawMessage, msgTag string) error {
	for id, u := range byID {
		if _, ok := results[id]; ok {
			continue
		}
		if err := c.publish(ctx, q, u, u.Job+"."+u.ID+msgTag); err != nil {
			return err
		}
	}
	return nil
}

func (c *Coordinator) publish(ctx context.Context, q *queue, u Unit, msgID string) error {
	body, err := json.Marshal(u)
	if err != nil {
		return err
	}
	if _, err := q.js.Publish(ctx, unitSubject+u.Job, body, jetstream.WithMsgID(msgID)); err != nil {
		return fmt.Errorf("publishing unit %s/%s: %w", u.Job, u.ID, err)
	}
	return nil
}

// collect reads results until every unit has a checked one.
func (c *Coordinator) collect(ctx context.Context, q *queue, job Job, byID map[string]Unit, results map[string]json.RawMessage, st *Stats) error {
	name := job.Name()
	cons, err := q.js.CreateOrUpdateConsumer(ctx, resultStream, jetstream.ConsumerConfig{
		Durable:       "coord-" + name,
		AckPolicy:     jetstream.AckExplicitPolicy,
		FilterSubject: resultSubject + name,
		DeliverPolicy: jetstream.DeliverAllPolicy,
		AckWait:       5 * time.Second, // a result held by a coordinator that died comes back soon
	})
	if err != nil {
		return fmt.Errorf("result consumer: %w", err)
	}
	rejects := map[string]int{}
	for len(results) < len(byID) {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		msg, err := cons.Next(jetstream.FetchMaxWait(time.Second))
		if errors.Is(err, nats.ErrTimeout) || errors.Is(err, jetstream.ErrNoMessages) {
			continue
		}
		if err != nil {
			c.logf("reading results: %v (retrying)", err)
			time.Sleep(time.Second)
			continue
		}
		if err := c.accept(ctx, q, job, byID, results, rejects, st, msg.Data()); err != nil {
			return err
		}
		_ = msg.Ack()
	}
	return nil
}

// accept checks one result message and stores it, or rejects it and sends
// its unit again. Only a unit's own failure (the runner's error) or too many
// rejections end the job.
func (c *Coordinator) accept(ctx context.Context, q *queue, job Job, byID map[string]Unit, results map[string]json.RawMessage,
	rejects map[string]int, st *Stats, body []byte) error {
	var r Result
	if err := decodeStrict(body, &r); err != nil {
		st.Rejected++
		c.logf("rejected a malformed result: %v", err)
		return nil // no unit to send again: the unit's own result will come
	}
	u, ok := byID[r.ID]
	if !ok || r.Job != job.Name() {
		st.Rejected++
		c.logf("rejected a result for unknown unit %q of job %q from %q", r.ID, r.Job, r.Worker)
		return nil
	}
	if _, done := results[r.ID]; done {
		st.Duplicates++
		return nil
	}
	if r.Error != "" {
		return fmt.Errorf("unit %s failed on worker %s: %s", r.ID, r.Worker, r.Error)
	}
	if err := job.Check(u, r.Data); err != nil {
		st.Rejected++
		rejects[r.ID]++
		c.logf("rejected the result of unit %s from worker %s: %v; sending the unit again", r.ID, r.Worker, err)
		if rejects[r.ID] > maxRejects {
			return fmt.Errorf("unit %s: %d results rejected, the last: %v", r.ID, rejects[r.ID], err)
		}
		retryID := u.Job + "." + u.ID + ".retry" + strconv.FormatInt(time.Now().UnixNano(), 36)
		return c.publish(ctx, q, u, retryID)
	}
	if _, err := q.done.Create(ctx, doneKey(u.Job, u.ID), r.Data); err != nil && !errors.Is(err, jetstream.ErrKeyExists) {
		return fmt.Errorf("storing unit %s: %w", u.ID, err)
	}
	results[r.ID] = r.Data
	st.Done = len(results)
	st.WorkerSeconds += r.Seconds
	if c.Progress != nil {
		c.Progress(*st)
	}
	return nil
}

func (c *Coordinator) logf(format string, args ...any) {
	if c.Logf != nil {
		c.Logf(format, args...)
	}
}

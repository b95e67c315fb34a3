package work

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Options are the connection and queue settings shared by coordinators and
// workers.
type Options struct {
	// URL of the NATS server or cluster (comma-separated seeds).
	URL string
	// Creds is a NATS credentials file (user JWT and NKey seed), "" for none.
	Creds string
	// TLS: a CA file to verify the servers, and a client certificate and key
	// for servers that require them ("" for none).
	CAFile, CertFile, KeyFile string
	// AckWait is how long the server waits for a worker's acknowledgement
	// (or progress) before it hands the unit to another worker. Set by the
	// coordinator that creates the queue; workers use what the queue has.
	AckWait time.Duration
	// Replicas of the streams and bucket (1 on one server, 3 on a
	// three-node cluster).
	Replicas int
}

// DefaultAckWait is the default redelivery delay of an unacknowledged unit.
// Workers report progress at a third of it, so only dead workers lose units.
const DefaultAckWait = 30 * time.Second

// Connect opens a connection with the options' credentials and TLS files.
func Connect(o Options, name string) (*nats.Conn, error) {
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(-1), nats.ReconnectWait(time.Second)}
	if o.Creds != "" {
		opts = append(opts, nats.UserCredentials(o.Creds))
	}
	if o.CAFile != "" {
		opts = append(opts, nats.RootCAs(o.CAFile))
	}
	if o.CertFile != "" || o.KeyFile != "" {
		opts = append(opts, nats.ClientCert(o.CertFile, o.KeyFile))
	}
	nc, err := nats.Connect(o.URL, opts...)
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %w", o.URL, err)
	}
	return nc, nil
}

// queue is the JetStream side of a connection: the streams, the workers'
// consumer and the bucket of checked results.
type queue struct {
	js   jetstream.JetStream
	done jetstream.KeyValue
}

// setup creates (or updates) the streams, the workers' consumer and the
// bucket. Coordinators call it; workers call openQueue.
func setup(ctx context.Context, js jetstream.JetStream, o Options) (*queue, error) {
	rep := max(1, o.Replicas)
	ackWait := o.AckWait
	if ackWait <= 0 {
		ackWait = DefaultAckWait
	}
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:       unitStream,
		Subjects:   []string{unitSubject + ">"},
		Retention:  jetstream.WorkQueuePolicy,
		Storage:    jetstream.FileStorage,
		Replicas:   rep,
		Duplicates: time.Hour, // a unit published twice within an hour is queued once
	})
	if err != nil {
		return nil, fmt.Errorf("stream %s: %w", unitStream, err)
	}
	_, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:     resultStream,
		Subjects: []string{resultSubject + ">"},
		Storage:  jetstream.FileStorage,
		Replicas: rep,
		MaxAge:   7 * 24 * time.Hour,
	})
	if err != nil {
		return nil, fmt.Errorf("stream %s: %w", resultStream, err)
	}
	_, err = js.CreateOrUpdateConsumer(ctx, unitStream, jetstream.ConsumerConfig{
		Durable:       workerGroup,
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       ackWait,
		MaxAckPending: 10000,
		FilterSubject: unitSubject + ">",
	})
	if err != nil {
		return nil, fmt.Errorf("consumer %s: %w", workerGroup, err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket:   doneBucket,
		Storage:  jetstream.FileStorage,
		Replicas: rep,
	})
	if err != nil {
		return nil, fmt.Errorf("bucket %s: %w", doneBucket, err)
	}
	return &queue{js: js, done: kv}, nil
}

// openQueue binds to a queue a coordinator has set up, waiting for it.
func openQueue(ctx context.Context, js jetstream.JetStream) (*queue, jetstream.Consumer, error) {
	for {
		cons, err := js.Consumer(ctx, unitStream, workerGroup)
		if err == nil {
			var kv jetstream.KeyValue
			if kv, err = js.KeyValue(ctx, doneBucket); err == nil {
				return &queue{js: js, done: kv}, cons, nil
			}
		}
		if !errors.Is(err, jetstream.ErrStreamNotFound) && !errors.Is(err, jetstream.ErrConsumerNotFound) &&
			!errors.Is(err, jetstream.ErrBucketNotFound) && !errors.Is(err, jetstream.ErrJetStreamNotEnabled) {
			return nil, nil, err
		}
		select {
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// isDone reports whether a unit's checked result is already stored.
func (q *queue) isDone(ctx context.Context, job, unit string) bool {
	_, err := q.done.Get(ctx, doneKey(job, unit))
	return err == nil
}

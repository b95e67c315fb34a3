package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/work"
)

// `bitban work` (a worker) and the --distribute flags that send a job to
// workers (package work: units on NATS JetStream).
func init() {
	extraCommands = append(extraCommands, newWorkCmd)
}

// connFlags are the NATS connection flags of workers and coordinators.
type connFlags struct {
	url, creds, ca, cert, key string
}

func (c *connFlags) add(fl *pflag.FlagSet) {
	fl.StringVar(&c.url, "nats", "", "NATS server URL(s), comma-separated (nats://host:4222)")
	fl.StringVar(&c.creds, "creds", "", "NATS credentials file (user JWT and NKey seed)")
	fl.StringVar(&c.ca, "tls-ca", "", "CA file to verify the NATS servers' TLS certificates")
	fl.StringVar(&c.cert, "tls-cert", "", "client certificate for servers that require one (with --tls-key)")
	fl.StringVar(&c.key, "tls-key", "", "client certificate key (with --tls-cert)")
}

func (c *connFlags) options() (work.Options, error) {
	if (c.cert == "") != (c.key == "") {
		return work.Options{}, usagef("--tls-cert and --tls-key go together")
	}
	return work.Options{URL: c.url, Creds: c.creds, CAFile: c.ca, CertFile: c.cert, KeyFile: c.key}, nil
}

func newWorkCmd() *cobra.Command {
	var (
		conn  connFlags
		slots int
		name  string
		quiet bool
		serve string
		store string
	)
	cmd := &cobra.Command{
		Use:   "work --nats URL [--slots N] [--name NAME]",
		Short: "run units of distributed jobs (perft, solving) from a NATS server",
		Long: `work is a worker for jobs spread over many machines (perft --distribute,
othello solve --distribute): it connects to a NATS server with JetStream,
pulls units from the work queue, runs up to --slots of them at once (each on
one core; default: the number of CPUs), publishes their results and
acknowledges them. A unit held by a worker that dies goes to another worker
after the queue's ack wait.

SIGINT or SIGTERM: finish the units in hand and exit; a second signal
returns them to the queue at once and exits.

--serve host:port also runs a NATS server with JetStream in this process
(data under --store), so a small cluster needs nothing but bitban: one
machine runs "bitban work --serve 0.0.0.0:4222 --store /var/lib/bitban", the
others "bitban work --nats nats://that-host:4222". That server has no
authentication: use it on a trusted network only.

Security: --creds (a NATS credentials file) and --tls-ca/--tls-cert/--tls-key
for clusters that require them; see the README's "many machines" section.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if serve != "" {
				srv, err := serveNATS(cmd.ErrOrStderr(), serve, store)
				if err != nil {
					return err
				}
				defer srv.Shutdown()
				if conn.url == "" {
					conn.url = srv.URL()
				}
			}
			if conn.url == "" {
				return usagef("--nats is required (nats://host:4222), or --serve to run a server here")
			}
			if slots < 0 || (slots == 0 && serve == "") {
				return usagef("--slots must be at least 1 (0 only with --serve), got %d", slots)
			}
			o, err := conn.options()
			if err != nil {
				return err
			}
			if name == "" {
				host, _ := os.Hostname()
				name = fmt.Sprintf("%s-%d", host, os.Getpid())
			}
			nc, err := work.Connect(o, "bitban-worker-"+name)
			if err != nil {
				return err
			}
			defer nc.Close()
			ctx, drain := signalContexts(cmd.ErrOrStderr())
			if slots == 0 {
				<-drain.Done() // a server only
				return nil
			}
			w := &work.Worker{Name: name, Slots: slots, Logf: logTo(cmd.ErrOrStderr()), Verbose: !quiet}
			fmt.Fprintf(cmd.ErrOrStderr(), "worker %s: %d slots on %s\n", name, slots, conn.url)
			return w.Serve(ctx, drain, nc)
		},
	}
	conn.add(cmd.Flags())
	cmd.Flags().IntVar(&slots, "slots", runtime.NumCPU(), "units run at once")
	cmd.Flags().StringVar(&name, "name", "", "worker name in logs and results (default: host-pid)")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "no line per unit on stderr")
	cmd.Flags().StringVar(&serve, "serve", "", "also run a NATS server (JetStream) listening on host:port")
	cmd.Flags().StringVar(&store, "store", "bitban-nats", "data directory of the --serve server")
	return cmd
}

// serveNATS starts the embedded server of --serve.
func serveNATS(errOut io.Writer, addr, store string) (*work.Server, error) {
	host, portText, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, usagef("--serve %q: want host:port", addr)
	}
	port, err := strconv.Atoi(portText)
	if err != nil || port < 1 || port > 65535 {
		return nil, usagef("--serve %q: port 1..65535", addr)
	}
	srv, err := work.StartServerOn(store, host, port)
	if err != nil {
		return nil, err
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		fmt.Fprintf(errOut, "warning: the NATS server on %s has no authentication; use it on a trusted network only\n", addr)
	}
	fmt.Fprintf(errOut, "NATS server on %s (data in %s)\n", srv.URL(), store)
	return srv, nil
}

// signalContexts returns ctx, cancelled by a second SIGINT/SIGTERM, and
// drain, cancelled by the first.
func signalContexts(errOut io.Writer) (ctx, drain context.Context) {
	ctx, abort := context.WithCancel(context.Background())
	drain, stop := context.WithCancel(ctx)
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		<-sig
		fmt.Fprintln(errOut, "finishing the units in hand (signal again to return them and quit)")
		stop()
		<-sig
		abort()
	}()
	return ctx, drain
}

func logTo(w io.Writer) func(string, ...any) {
	return func(format string, args ...any) {
		fmt.Fprintf(w, "%s %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
	}
}

// distributeFlags are the flags of a command that can send its job to
// workers.
type distributeFlags struct {
	on      bool
	conn    connFlags
	split   int
	units   int
	workers int
	store   string
	ackWait time.Duration
	fresh   bool
	// replicas of the streams and bucket the coordinator creates
	replicas int
}

func (d *distributeFlags) add(fl *pflag.FlagSet, splitHelp string) {
	fl.BoolVar(&d.on, "distribute", false, "split the job into units for workers (bitban work); with no --nats, local workers on an embedded server")
	d.conn.add(fl)
	if splitHelp != "" { // a job split into --units (perft), not one unit per item
		fl.IntVar(&d.split, "split", 0, splitHelp)
		fl.IntVar(&d.units, "units", 64, "units to split the job into (with --distribute)")
	}
	fl.IntVar(&d.workers, "workers", runtime.NumCPU(), "local workers when there is no --nats server")
	fl.StringVar(&d.store, "store", "", "local server's data directory: an interrupted local job resumes from it (default: a temporary one)")
	fl.DurationVar(&d.ackWait, "ack-wait", work.DefaultAckWait, "time before a silent worker's unit goes to another worker")
	fl.IntVar(&d.replicas, "replicas", 1, "copies of the queue and results on a NATS cluster (3 on a three-node cluster; the first job creates them)")
	fl.BoolVar(&d.fresh, "fresh", false, "forget the stored results of the same job and run it all again (else it resumes)")
}

// run distributes job and reports progress on stderr.
func (d *distributeFlags) run(errOut io.Writer, job work.Job, unitsDone func(work.Stats)) (map[string]json.RawMessage, work.Stats, error) {
	if d.workers < 0 {
		return nil, work.Stats{}, usagef("--workers must be at least 0")
	}
	if d.replicas < 1 || d.replicas > 5 {
		return nil, work.Stats{}, usagef("--replicas %d: want 1..5 (NATS keeps at most 5 copies)", d.replicas)
	}
	o, err := d.conn.options()
	if err != nil {
		return nil, work.Stats{}, err
	}
	o.AckWait = d.ackWait
	o.Replicas = d.replicas
	progress := newProgressLine(errOut, job.Name())
	progress.steps = "units"
	start := time.Now()
	c := &work.Coordinator{Logf: logTo(errOut), Fresh: d.fresh, Progress: func(s work.Stats) {
		progress.report(start, s.Done, s.Units)
		if unitsDone != nil {
			unitsDone(s)
		}
	}}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	res, st, err := work.Distribute(ctx, o, job, d.workers, d.store, c)
	progress.clear()
	if err != nil && ctx.Err() != nil {
		return nil, st, fmt.Errorf("interrupted after %d of %d units (run the same command again to resume%s)", st.Done, st.Units, resumeHint(d))
	}
	return res, st, err
}

func resumeHint(d *distributeFlags) string {
	if d.conn.url == "" && d.store == "" {
		return "; locally only with --store DIR"
	}
	return ""
}

// distributedPerftResult is the JSON line of a distributed perft.
type distributedPerftResult struct {
	Game    string           `json:"game"`
	Depth   int              `json:"depth"`
	Pos     string           `json:"pos"`
	Nodes   uint64           `json:"nodes"`
	Seconds float64          `json:"seconds"`
	NPS     float64          `json:"nps"`
	Units   int              `json:"units"`
	Resumed int              `json:"resumed"`
	Divide  []work.PerftLine `json:"divide,omitempty"`
}

// distributedPerft runs a perft job and prints it as the local perft does,
// plus the unit statistics.
func distributedPerft(out, errOut io.Writer, d *distributeFlags, job *work.PerftJob, pos string, divide, jsonOut bool) error {
	if job.Split == 0 {
		job.Split = min(job.Depth-1, 3)
	}
	if job.Split < 1 || job.Split >= job.Depth {
		return usagef("--split %d: want 1..depth-1 (depth %d)", job.Split, job.Depth)
	}
	if d.units < 1 {
		return usagef("--units must be at least 1, got %d", d.units)
	}
	job.UnitCount = d.units
	start := time.Now()
	res, st, err := d.run(errOut, job, nil)
	if err != nil {
		return err
	}
	lines, total, err := job.Merge(res)
	if err != nil {
		return err
	}
	sec := time.Since(start).Seconds()
	r := distributedPerftResult{Game: job.Game, Depth: job.Depth, Pos: pos, Nodes: total, Seconds: sec,
		Units: st.Units, Resumed: st.Resumed}
	if sec > 0 {
		r.NPS = float64(total) / sec
	}
	if divide {
		r.Divide = lines
	}
	if jsonOut {
		return json.NewEncoder(out).Encode(r)
	}
	if divide {
		for _, l := range lines {
			fmt.Fprintf(out, "%s %d\n", l.Move, l.Nodes)
		}
	}
	fmt.Fprintf(out, "perft %d (distributed, %d units, %d resumed): %d leaves in %.3f s, %s leaves/s\n",
		job.Depth, st.Units, st.Resumed, total, sec, humanRate(r.NPS))
	if st.WorkerSeconds > 0 {
		fmt.Fprintf(errOut, "workers spent %.1f s on the units run now\n", st.WorkerSeconds)
	}
	return nil
}

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/match"
	"bitban/work"
)

func init() { extraCommands = append(extraCommands, newMatchCmd) }

// matchLong is the help of bitban match.
const matchLong = `match plays games between two engines and measures their difference:
shogi engines by USI, Othello engines by NBoard, renju and gomoku engines by
the Gomocup protocol (rule from --game: renju, gomoku = freestyle, standard =
exactly five). Each opening is played twice with the colours swapped; a
referee built on bitban's own rules judges every move (an illegal move, a
forbidden or occupied point, a crash, a hang, a late answer or garbage loses
the game with the reason recorded; shogi sennichite, perpetual check and the
27-point declaration; Othello passes and the disc count).

An engine is --engine 'name=A cmd="program args" [tc=...] [dir=D]
[option.NAME=VALUE ...]' (USI setoption, NBoard "set NAME VALUE", Gomocup
"INFO NAME VALUE"). cmd=self:GAME runs this program's own engine (self:shogi
is "bitban shogi usi", self:othello "bitban othello nboard --time S" with
the per-move time of the engine's time control, self:renju "bitban renju
gomocup"); words after it are passed on.

Time controls (--tc, or tc= per engine): byoyomi=1s, byoyomi=60s+1s (main
time + byoyomi), fischer=60s+1s, movetime=200ms, depth=N, nodes=N. An answer
later than the clock plus --margin loses; a silent engine is restarted.

Statistics are engine A's (the first --engine): W/D/L, Elo with its 95 %
interval, pentanomial counts of the pairs; with --sprt the match stops as
soon as the log-likelihood ratio (GSPRT, logistic Elo, pentanomial) crosses
a bound. The summary also gives each engine's search as it reported it:
mean depth, nodes a move and nodes a second (USI info depth/nodes, NBoard
status depth and nodestats, Gomocup MESSAGE depth and nodes). With --out
DIR every game is written as it ends: DIR/games.jsonl (one JSON line per
game, each move's reported depth and nodes included) and DIR/records/ (CSA
and KIF for shogi, GGF for Othello, a text record for renju); --resume
continues an interrupted match there. Ctrl-C stops the match cleanly
(games in progress are dropped and replayed by --resume).

Examples:
  bitban match --game shogi --engine 'name=new cmd=self:shogi' \
    --engine 'name=old cmd="./bitban-old shogi usi"' --tc byoyomi=1s \
    --games 200 --concurrency 2 --sprt elo0=0,elo1=10 --out m1
  bitban match --game othello --engine 'name=long cmd=self tc=movetime=1s' \
    --engine 'name=short cmd=self tc=movetime=250ms' --games 40
  bitban match --game renju --engine 'name=bitban cmd=self' \
    --engine 'name=rapfi cmd=./pbrain-rapfi' --tc movetime=500ms --games 52

--distribute plays the pairs of games as units of a work job on the workers
of a NATS server (--nats; "bitban work" on each machine, which must be able
to run both engine commands; cmd=self is each worker's own bitban) or on
--workers local workers. All games are played (the SPRT verdict comes at
the end); --out gets games.jsonl only; running the same command again
resumes the job.`

func newMatchCmd() *cobra.Command {
	var fl matchFlags
	cmd := &cobra.Command{
		Use:   "match --game G --engine SPEC --engine SPEC [flags]",
		Short: "play engine-against-engine matches (USI, NBoard, Gomocup) with SPRT",
		Long:  matchLong,
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := fl.config(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if exe, err := os.Executable(); err == nil {
				cfg.SelfExe, _ = filepath.Abs(exe)
			}
			if fl.engineLog != "" {
				f, err := os.Create(fl.engineLog)
				if err != nil {
					return err
				}
				defer f.Close()
				cfg.EngineLog = &lockedFile{f: f}
			}
			if fl.dist.on {
				return distributedMatch(cmd.OutOrStdout(), cmd.ErrOrStderr(), &fl.dist, cfg, fl.engines, fl.tc, fl.adjudicate)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			sum, err := match.Run(ctx, cfg)
			match.WriteSummary(cmd.OutOrStdout(), cfg, sum)
			return err
		},
	}
	fl.add(cmd.Flags())
	cmd.AddCommand(newMatchScoresCmd(), newMatchCompareCmd())
	return cmd
}

// matchFlags are the flags of bitban match, as typed; config turns them
// into a match.Config.
type matchFlags struct {
	game, openings, tc, out, sprt, engineLog, adjudicate string
	engines                                              []string
	games, concurrency, maxPly                           int
	margin, maxWait                                      time.Duration
	resume                                               bool
	dist                                                 distributeFlags
}

// add registers the flags on f, with their defaults and help.
func (m *matchFlags) add(f *pflag.FlagSet) {
	f.StringVar(&m.game, "game", "", "shogi, othello, renju, gomoku (freestyle) or standard (exactly five)")
	f.StringArrayVar(&m.engines, "engine", nil, `an engine: 'name=A cmd="..." [tc=...] [dir=D] [option.X=Y ...]' (twice)`)
	f.StringVar(&m.openings, "openings", "", "openings file (default: the built-in balanced set of the game)")
	f.IntVar(&m.games, "games", 0, "number of games, rounded up to pairs (default: two per opening)")
	f.StringVar(&m.tc, "tc", "movetime=1s", "time control: byoyomi=1s, byoyomi=60s+1s, fischer=60s+1s, movetime=200ms, depth=N, nodes=N")
	f.DurationVar(&m.margin, "margin", 200*time.Millisecond, "time an answer may be late before it loses on time")
	f.DurationVar(&m.maxWait, "max-wait", 60*time.Second, "longest wait for a move at depth= or nodes= (then the engine is hung)")
	f.IntVar(&m.maxPly, "max-ply", 512, "shogi: a draw after this many plies")
	f.IntVar(&m.concurrency, "concurrency", 1, "games played at once (each with its own engine processes)")
	f.StringVar(&m.out, "out", "", "directory for games.jsonl and the records")
	f.BoolVar(&m.resume, "resume", false, "continue the interrupted match in --out")
	f.StringVar(&m.adjudicate, "adjudicate", "", "end games on agreed scores: win=SCORE,moves=N[,draw=SCORE,drawmoves=N,drawafter=PLY] (scores in the engines' units)")
	f.StringVar(&m.sprt, "sprt", "", "stop early by SPRT: elo0=0,elo1=5,alpha=0.05,beta=0.05")
	f.StringVar(&m.engineLog, "engine-log", "", "write every line sent to and read from the engines to this file")
	m.dist.add(f, "")
}

// config checks the flags and builds the match they describe, progress
// going to progress. A malformed flag is a usage error; an openings file
// that cannot be read is not. The program's path (cmd=self) and the engine
// log are left to the caller.
func (m *matchFlags) config(progress io.Writer) (match.Config, error) {
	cfg := match.Config{Game: m.game, Games: m.games, Concurrency: m.concurrency, Out: m.out, Resume: m.resume,
		Margin: m.margin, MaxWait: m.maxWait, MaxPly: m.maxPly, Progress: progress}
	if err := match.CheckGame(m.game); err != nil {
		return cfg, usagef("--game: %v", err)
	}
	var err error
	if cfg.Engines, err = m.engineSpecs(); err != nil {
		return cfg, err
	}
	if cfg.TC, err = match.ParseTC(m.tc); err != nil {
		return cfg, usagef("--tc: %v", err)
	}
	if err := m.parseStopRules(&cfg); err != nil {
		return cfg, err
	}
	if m.resume && m.out == "" {
		return cfg, usagef("--resume needs --out DIR")
	}
	if cfg.Openings, err = m.readOpenings(); err != nil {
		return cfg, fmt.Errorf("%s: %v", m.openings, err)
	}
	return cfg, nil
}

// engineSpecs parses the two --engine flags, A's first.
func (m *matchFlags) engineSpecs() ([2]match.EngineSpec, error) {
	var specs [2]match.EngineSpec
	if len(m.engines) != 2 {
		return specs, usagef("want two --engine, got %d", len(m.engines))
	}
	for i, s := range m.engines {
		e, err := match.ParseEngineSpec(s)
		if err != nil {
			return specs, usagef("--engine: %v", err)
		}
		specs[i] = e
	}
	return specs, nil
}

// parseStopRules sets the rules that end games or the match early, when
// given: --adjudicate (games on agreed scores) and --sprt (the match once
// the test decides).
func (m *matchFlags) parseStopRules(cfg *match.Config) error {
	if m.adjudicate != "" {
		a, err := match.ParseAdjudication(m.adjudicate)
		if err != nil {
			return usagef("--adjudicate: %v", err)
		}
		cfg.Adjudicate = &a
	}
	if m.sprt != "" {
		p, err := match.ParseSPRT(m.sprt)
		if err != nil {
			return usagef("--sprt: %v", err)
		}
		cfg.SPRT = &p
	}
	return nil
}

// readOpenings reads the --openings file, or gives the game's built-in
// set when there is none.
func (m *matchFlags) readOpenings() ([]match.Opening, error) {
	if m.openings == "" {
		return match.BuiltinOpenings(m.game)
	}
	f, err := os.Open(m.openings)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return match.ReadOpenings(f, m.game)
}

// lockedFile serialises the writes of concurrent games to the engine log.
type lockedFile struct {
	mu chanMutex
	f  *os.File
}

type chanMutex struct{ c chan struct{} }

func (l *lockedFile) Write(b []byte) (int, error) {
	if l.mu.c == nil {
		l.mu.c = make(chan struct{}, 1)
	}
	l.mu.c <- struct{}{}
	defer func() { <-l.mu.c }()
	return l.f.Write(b)
}

var _ = context.Background

// distributedMatch plays the match as a work job, one unit per pair.
func distributedMatch(out, errOut io.Writer, d *distributeFlags, cfg match.Config, engines []string, tc, adjudicate string) error {
	if cfg.Resume || cfg.EngineLog != nil {
		return usagef("--resume and --engine-log do not apply with --distribute (the job resumes by itself)")
	}
	cfg.Defaults()
	job := &work.MatchJob{Game: cfg.Game, TC: tc, Games: cfg.Games, Margin: cfg.Margin, MaxWait: cfg.MaxWait, MaxPly: cfg.MaxPly, Adjudicate: adjudicate}
	copy(job.Engines[:], engines)
	for _, op := range cfg.Openings {
		job.Openings = append(job.Openings, op.Text)
	}
	res, st, err := d.run(errOut, job, nil)
	if err != nil {
		return err
	}
	recs, err := job.Records(res)
	if err != nil {
		return err
	}
	if cfg.Out != "" {
		if err := writeGamesJSONL(cfg.Out, recs); err != nil {
			return err
		}
	}
	match.WriteSummary(out, cfg, match.SummaryOf(cfg, recs))
	fmt.Fprintf(errOut, "distributed: %d pairs, %d resumed, workers spent %.1f s\n", st.Units, st.Resumed, st.WorkerSeconds)
	return nil
}

// writeGamesJSONL writes one JSON line per game into dir/games.jsonl.
func writeGamesJSONL(dir string, recs []*match.GameRecord) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "games.jsonl"))
	if err != nil {
		return err
	}
	enc := json.NewEncoder(f)
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

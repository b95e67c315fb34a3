package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"bitban/web"
)

func init() { extraCommands = append(extraCommands, newServeCmd) }

func newServeCmd() *cobra.Command {
	cfg := web.DefaultConfig()
	var (
		addr     string
		maxTime  time.Duration
		engineMB int
	)
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "play and analyse Othello, Shogi and Renju in the browser",
		Long: `serve runs the web app and its JSON API (see the README): open the
printed address in a browser to play against the engines, watch them think,
analyse positions and paste or copy games.

It binds to the loopback interface unless --addr says otherwise, and stops
cleanly on Ctrl-C (SIGINT) or SIGTERM. Started by "go run", it also stops
when the go command does (a SIGTERM to "go run" ends only the go command).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if maxTime <= 0 {
				return usagef("--max-time must be positive")
			}
			if engineMB <= 0 || engineMB > 4096 {
				return usagef("--engine-mb must be 1..4096")
			}
			cfg.MaxTime, cfg.EngineMemMB = maxTime, engineMB
			cfg.Logger = log.New(cmd.ErrOrStderr(), "bitban serve: ", log.LstdFlags)
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			ctx, cancel := stopWithGoRun(ctx)
			defer cancel()
			return serve(ctx, addr, cfg, func(a net.Addr) {
				fmt.Fprintf(cmd.OutOrStdout(), "bitban serve: listening on http://%s/ (Ctrl-C to stop)\n", a)
			})
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; the default host is loopback only)")
	cmd.Flags().DurationVar(&maxTime, "max-time", cfg.MaxTime, "longest engine search one request may ask for")
	cmd.Flags().IntVar(&engineMB, "engine-mb", cfg.EngineMemMB, "table memory of one engine search, in MiB")
	return cmd
}

// serve listens on addr and serves until ctx is done, then shuts down:
// searches are stopped, event streams closed, and requests in flight get a
// few seconds to finish. ready is called with the bound address.
func serve(ctx context.Context, addr string, cfg web.Config, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	if a, ok := ln.Addr().(*net.TCPAddr); ok && a.IP.IsLoopback() {
		cfg.LoopbackHosts = true // local only: refuse other Host names too
	}
	s := web.New(cfg)
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second, // bodies are small; no write timeout (event streams)
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		BaseContext:       func(net.Listener) context.Context { return ctx },
		ErrorLog:          cfg.Logger,
	}
	srv.RegisterOnShutdown(s.Close)
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		s.Close()
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	if err2 := <-errc; err2 != nil && !errors.Is(err2, http.ErrServerClosed) && err == nil {
		err = err2
	}
	return err
}

package work

import (
	"fmt"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Server is an embedded NATS server with JetStream on file storage, for one
// machine (or tests): the coordinator and its local workers connect to it
// as they would to a cluster.
type Server struct {
	srv *server.Server
}

// StartServer starts an embedded server listening on 127.0.0.1:port (0 picks
// a free port) that keeps its JetStream data under dir, so a restart with
// the same dir loses no stored unit or result.
func StartServer(dir string, port int) (*Server, error) {
	return StartServerOn(dir, "127.0.0.1", port)
}

// StartServerOn is StartServer on another interface (host "0.0.0.0" for
// workers on other machines). It has no authentication: expose it only on
// a trusted network; a cluster with credentials and TLS is a nats-server
// with its own configuration (see the README).
func StartServerOn(dir, host string, port int) (*Server, error) {
	if port == 0 {
		port = server.RANDOM_PORT
	}
	opts := &server.Options{
		Host:      host,
		Port:      port,
		JetStream: true,
		StoreDir:  dir,
		NoSigs:    true,
		NoLog:     true,
	}
	srv, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("embedded NATS server: %w", err)
	}
	srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		return nil, fmt.Errorf("embedded NATS server did not start within 10 s")
	}
	return &Server{srv: srv}, nil
}

// URL is the address clients connect to.
func (s *Server) URL() string { return s.srv.ClientURL() }

// Shutdown stops the server and waits for it.
func (s *Server) Shutdown() {
	s.srv.Shutdown()
	s.srv.WaitForShutdown()
}

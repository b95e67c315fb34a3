// Package work spreads jobs that outgrow one machine over many, on NATS
// JetStream: deep perft, exact solving of many Othello positions, and later
// self-play and match game pairs.
//
// A job is split into units by a coordinator. Units go to a work-queue
// stream (BITBAN_UNITS, subjects bitban.unit.<job>) from which any number of
// workers pull, one unit at a time per slot. A worker runs the unit, tells
// the server it is still busy on long units (InProgress), publishes the
// result to BITBAN_RESULTS (bitban.result.<job>) and only then acknowledges
// the unit; a worker that dies mid-unit never acknowledges it, so the server
// redelivers it to another worker after the ack wait. The coordinator
// checks every result (garbage is rejected and its unit published again)
// and keeps the checked ones in the key-value bucket bitban_done, keyed
// <job>.<unit>, so a restarted coordinator resumes where it was and a
// result that arrives twice is stored once. Job names are derived from the
// job's specification, so running the same command again resumes it.
//
// With no server URL the coordinator starts an embedded NATS server (the
// nats-server Go package, JetStream on file storage) and local workers
// connected to it, so one machine runs exactly the code path of many.
package work

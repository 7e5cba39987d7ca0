"""Play across machines: a host runs the one Session and serves each remote seat
its own view over WebSockets (host.py); a client plays a seat (client.py); the
messages between them and their checks are protocol.py. No pygame here."""

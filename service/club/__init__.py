"""The application layer of the club: matchmaking (tickets grouped into matches)."""

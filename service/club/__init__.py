"""The application layer of the club: matchmaking (tickets grouped into matches) and the
rating of finished rated matches."""

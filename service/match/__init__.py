"""The application layer of a match: what creating one, playing a move, joining, resigning and
a rematch do, whichever door (HTTP, the live socket, a worker) asks."""

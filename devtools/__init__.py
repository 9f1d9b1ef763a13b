"""Developer tooling: local Redis for `make run` and the tests, and the `make run` launcher."""

"""What every process reports about itself: Prometheus metrics and JSON logs."""

"""What the service talks to beside its state: the job queue (RQ), webhook deliveries,
OpenID providers."""

"""The HTTP door: what wraps every request (problems, the contract's schemas, CORS, rate
limits, idempotency, API keys, quotas) and, in `resources/`, one blueprint per resource."""

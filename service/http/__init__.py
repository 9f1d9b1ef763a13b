"""The HTTP door: what wraps every request (problems, the contract, CORS, rate limits,
idempotency, API keys, quotas); in `resources/`, one blueprint per resource, and in `schemas/`,
each resource's request and response schemas in a module of the same name."""

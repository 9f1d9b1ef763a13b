"""The HTTP edges the app wraps every request in: errors, schemas and the contract, CORS, rate
limits, idempotency, API keys, request ids and logs."""

"""What the service keeps in Redis: matches and their events, commit notifications, the lobby,
API keys' matches, arenas, quotas."""

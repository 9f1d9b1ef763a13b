"""Haras' HTTP service. `create_app` is the WSGI application factory."""

"""Haras' HTTP service. `create_app` is the WSGI application factory (also found by
`flask --app service ...`)."""


def create_app(*args, **kwargs):
    """service.app.create_app, imported on first use: the workers import modules of this
    package without needing Flask's application."""
    from service.app import create_app as factory

    return factory(*args, **kwargs)

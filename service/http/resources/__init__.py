"""One flask-smorest Blueprint per resource: its routes, their contract and docstrings. Each
route reads the request and answers it; what a request does lives in the application layer
(service/match, service/club)."""

"""A match record and what is pure about it: its steps and status (`play.py`), the views and
events each seat may see, the options, seat tokens and names. No I/O: the state stores these
records, the application layer moves them."""

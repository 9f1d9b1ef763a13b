"""Request and response schemas of the HTTP contract (openapi/openapi.json is generated from
them): one module per resource, named as its blueprint in service/http/resources/, and
`common.py` for what several share (the Problem, the fields they are made of, and the
component names the contract builder uses).

Game-specific parts (options, moves) are documented from the engines' declarations: each game
contributes `<Game>Options` and `<Game>Move` components, built in service/http/game_contract.py.
"""

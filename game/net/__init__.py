"""Playing with friends on other computers: one player's program hosts the game, the others join.

No pygame here (the window's scenes are in game/ui/scenes/net_*.py). The host's engine is the only
truth: a client sends only its seat's actions and draws the table from the "seat view" the host
sends it (docs/network.md). Modules: `wire` (the messages and their limits), `codes` (the join code
and its challenge-response), `seat_feed` (what each seat is sent), `host` (the host's logic, no
sockets), `server` and `client` (the connections), `seat_game` (a client's game), `discovery` (the
local network's list), `headless` (the `host` and `join` commands).
"""

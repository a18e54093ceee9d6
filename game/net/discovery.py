"""Games hosted on the local network, by mDNS/DNS-SD (the `zeroconf` library).

A host announces a service of type `_haspelknecht._tcp.local.` whose TXT record names the game, the
host player's name and the program's version, never the code; "Join a game" browses for them and
lists each with its address and port (the player still types the code). Everything read from the
network is bounded and shown as text only. Without a network (or where multicast is blocked) the
list stays empty and the address field still works.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

SERVICE = "_haspelknecht._tcp.local."
MAX_FOUND = 40


@dataclass(frozen=True)
class Found:
    key: str             # the service's name (unique on the network)
    host_name: str       # the hosting player's name
    game: str            # the game's registry name
    version: str
    address: str         # "192.168.1.20:42715" or "[fe80::1]:42715"
    seen: float


def _text(props: dict, key: bytes, limit: int) -> str:
    value = props.get(key)
    if not isinstance(value, bytes):
        return ""
    text = value[:limit * 4].decode("utf-8", "replace")
    return "".join(ch for ch in text if ch.isprintable())[:limit]


def _addresses() -> list[str]:
    """This computer's addresses other players may reach (best effort: no network, no list)."""
    out: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))        # TEST-NET: no packet is sent by a UDP connect
            out.append(s.getsockname()[0])
    except OSError:
        pass
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as s:
            s.connect(("2001:db8::1", 9))      # documentation prefix: the route a global address takes
            addr = str(s.getsockname()[0])
            if not addr.startswith(("::1", "fe80")):
                out.append(addr)
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None):
            addr = str(info[4][0])
            if addr not in out and not addr.startswith(("127.", "::1", "fe80")):
                out.append(addr)
    except OSError:
        pass
    return out


def invitation_addresses(port: int) -> list[str]:
    """How friends write this computer's address: "192.168.1.20:42715", "[2001:db8::5]:42715"."""
    return [f"[{a}]:{port}" if ":" in a else f"{a}:{port}" for a in _addresses()]


class Announcer:
    """Announce a hosted game on the local network until stopped."""

    def __init__(self, game: str, port: int, host_name: str, version: str) -> None:
        self.game, self.port, self.host_name, self.version = game, port, host_name, version
        self._zc: Any = None
        self._info: Any = None

    def start(self) -> bool:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            addresses = [socket.inet_pton(socket.AF_INET6 if ":" in a else socket.AF_INET, a) for a in _addresses()]
            name = f"{self.host_name[:20]}-{self.port}-{int(time.time()) % 100000}".replace(".", " ")
            self._info = ServiceInfo(SERVICE, f"{name}.{SERVICE}", port=self.port, addresses=addresses or None,
                                     properties={"game": self.game, "host": self.host_name[:24],
                                                 "version": self.version[:40]})
            self._zc = Zeroconf()
            self._zc.register_service(self._info)
            return True
        except Exception as exc:  # noqa: BLE001 - no multicast here: the address field still works
            log.info("network: the game is not announced on the local network: %s", exc)
            self.stop()
            return False

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
            zc.close()
        except Exception:  # noqa: BLE001
            pass


class Browser:
    """The games announced on the local network, kept up to date in a background thread."""

    def __init__(self) -> None:
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> bool:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
            return True
        except Exception as exc:  # noqa: BLE001 - no multicast: an empty list
            log.info("network: cannot look for games on the local network: %s", exc)
            self.stop()
            return False

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if str(getattr(state_change, "name", state_change)) == "Removed":
            with self._lock:
                self._found.pop(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
        except Exception:  # noqa: BLE001
            info = None
        if info is None or not info.port:
            return
        props = info.properties or {}
        addresses = info.parsed_scoped_addresses() if hasattr(info, "parsed_scoped_addresses") else []
        v4 = [a for a in addresses if ":" not in a]
        addr = (v4 or addresses or [""])[0]
        if not addr:
            return
        found = Found(key=name[:200], host_name=_text(props, b"host", 24) or "?", game=_text(props, b"game", 40),
                      version=_text(props, b"version", 40), seen=time.monotonic(),
                      address=f"[{addr}]:{info.port}" if ":" in addr else f"{addr}:{info.port}")
        with self._lock:
            if len(self._found) < MAX_FOUND or name in self._found:
                self._found[name] = found

    def games(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.host_name, f.address))

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        try:
            if self._browser is not None:
                self._browser.cancel()
            if zc is not None:
                zc.close()
        except Exception:  # noqa: BLE001
            pass
        self._browser = None

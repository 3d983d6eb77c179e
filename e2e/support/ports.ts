// The e2e servers' fixed ports must lie outside the kernel's ephemeral range: a port in it can be
// held at any moment by the local end of some outgoing connection (a database pool's, a browser's),
// and a server that cannot listen fails the whole run (CI, 27 Nov: EADDRINUSE on 127.0.0.1:49986,
// the users server of E2E_PORT=49981, with nothing listening there).
import { readFileSync } from 'node:fs';

/** Linux's ephemeral port range (its usual default where /proc cannot be read). */
export function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return [low!, high!];
  } catch {
    // not Linux, or no /proc: assume the default
  }
  return [32768, 60999];
}

/** Throws when any port from `first` to `last` is in the ephemeral range. */
export function assertOutsideEphemeralRange(first: number, last: number, setting: string): void {
  const [low, high] = ephemeralPortRange();
  if (last >= low && first <= high) {
    throw new Error(`${setting}: ports ${first}-${last} overlap the ephemeral range ${low}-${high}, where outgoing connections take local ports; choose a base below ${low - (last - first)}`);
  }
}

import { isIP } from "node:net";
import { createRequire } from "node:module";

/**
 * The region limit of spec §1 (docs/media.md): a visitor may watch when the country of their address (the GeoIP
 * country database of the geoip-country package, data inside the package, nothing fetched at run time) is one of
 * LIVE_REGIONS, or, with LIVE_ALLOW_LOCAL, when the address is loopback or private.
 */
export interface RegionRule {
  regions: readonly string[];
  allowLocal: boolean;
}

type Lookup = (address: string) => { country: string } | null;
let lookup: Lookup | undefined;

/** The database is loaded on the first check (about 8 MB), not when the routes are registered. */
function countryLookup(): Lookup {
  if (!lookup) {
    const geoip = createRequire(import.meta.url)("geoip-country") as { lookup: Lookup };
    lookup = (address) => geoip.lookup(address);
  }
  return lookup;
}

/** IPv4 in IPv6 (::ffff:1.2.3.4) as plain IPv4. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** Loopback, private (RFC 1918, unique local), link-local and carrier-grade NAT addresses. */
export function isLocalAddress(address: string): boolean {
  const a = plainAddress(address);
  if (isIP(a) === 4) {
    const [p, q] = a.split(".").map(Number) as [number, number];
    return p === 127 || p === 10 || (p === 172 && q >= 16 && q <= 31) || (p === 192 && q === 168) || (p === 169 && q === 254) || (p === 100 && q >= 64 && q <= 127);
  }
  if (isIP(a) === 6) {
    const lower = a.toLowerCase();
    return lower === "::1" || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
  }
  return false;
}

/** The visitor's country code, or null when unknown. */
export function countryOf(address: string): string | null {
  const a = plainAddress(address);
  if (!isIP(a)) return null;
  return countryLookup()(a)?.country ?? null;
}

export function mayWatch(rule: RegionRule, address: string): boolean {
  if (rule.allowLocal && isLocalAddress(address)) return true;
  const country = countryOf(address);
  return country !== null && rule.regions.includes(country);
}

import { isIPv4 } from 'node:net';

/**
 * Whether an address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback written as an
 * IPv4-mapped IPv6 address (::ffff:127.x.y.z). Anything else, and a missing address, is not.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.trim().toLowerCase();
  if (ip === '::1' || ip === '0:0:0:0:0:0:0:1') return true;
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return isIPv4(v4) && v4.split('.')[0] === '127';
}

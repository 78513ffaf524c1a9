import ipaddr from 'ipaddr.js';

/**
 * Whom a per-address limit counts: an IPv4 address as it is, and an IPv6 client by its /64 — one home or
 * one server is given a whole /64 and can pick a new address in it for every request, so counting /128s
 * would give each guess a fresh limit. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack
 * socket reports for an IPv4 client) is that IPv4 address.
 */
export function addressKey(ip: string): string {
  // a zone id (`fe80::1%eth0`) names the interface the packet came in on, not the client
  const bare = ip.split('%')[0] ?? ip;
  if (!ipaddr.isValid(bare)) return ip;
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

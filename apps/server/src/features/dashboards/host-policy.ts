import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { problems } from '../../platform/problem.ts';

/** Addresses no connection string may reach: this-network, link-local (cloud metadata), multicast, broadcast, cloud wire servers. */
const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('224.0.0.0', 3, 'ipv4');
NEVER.addAddress('100.100.100.200', 'ipv4');
NEVER.addAddress('168.63.129.16', 'ipv4');
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface HostPolicy {
  hostsPermitidos: string[];
  permitirLoopback: boolean;
}

export interface Endpoint {
  host: string;
  port: number;
}

/** `host`, `host:port`, `host,port` (SQL Server style) or `[v6]:port`. */
export function parseServer(servidor: string, defaultPort: number): Endpoint {
  const text = servidor.trim();
  const bracket = /^\[([^\]]+)\](?:[:,](\d+))?$/.exec(text);
  const plain = /^([^:,\s]+)(?:[:,](\d+))?$/.exec(text);
  const [, host, port] = bracket ?? (isIP(text) === 6 ? [text, text, undefined] : plain) ?? [];
  const number = port ? Number(port) : defaultPort;
  if (!host || !Number.isInteger(number) || number < 1 || number > 65535) {
    throw problems.unprocessable('dashboards.connection.badServer');
  }
  return { host: host.toLowerCase(), port: number };
}

/** An IPv4-mapped IPv6 address is judged as the IPv4 address it carries. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

function entryMatches(entry: string, host: string, address: string, family: 'ipv4' | 'ipv6'): boolean {
  const text = entry.trim().toLowerCase();
  if (!text) return false;
  const [base, bits] = text.split('/');
  if (base && isIP(base)) {
    const list = new BlockList();
    const entryFamily = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (bits !== undefined) list.addSubnet(base, Number(bits), entryFamily);
    else list.addAddress(base, entryFamily);
    return list.check(address, family);
  }
  return text === host;
}

/**
 * Resolves the host and answers the address to connect to, or refuses with why: never link-local,
 * metadata, multicast or unspecified addresses; loopback only when allowed; anything else only when
 * the allow-list names the host or holds the address. Connecting to the checked address (not the
 * name again) keeps a DNS answer that changes in between from reaching elsewhere.
 */
export async function checkHost(policy: HostPolicy, endpoint: Endpoint): Promise<string> {
  if (/(^|\.)metadata(\.|$)/.test(endpoint.host)) throw problems.unprocessable('dashboards.connection.hostNever', { host: endpoint.host });
  let addresses: string[];
  try {
    addresses = isIP(endpoint.host) ? [endpoint.host] : (await lookup(endpoint.host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw problems.unprocessable('dashboards.connection.dnsFailed', { host: endpoint.host });
  }
  if (addresses.length === 0) throw problems.unprocessable('dashboards.connection.dnsFailed', { host: endpoint.host });
  for (const raw of addresses) {
    const { address, family } = unmapped(raw);
    if (NEVER.check(address, family)) throw problems.unprocessable('dashboards.connection.hostNever', { host: endpoint.host });
    if (LOOPBACK.check(address, family)) {
      if (!policy.permitirLoopback) throw problems.unprocessable('dashboards.connection.loopbackRefused', { host: endpoint.host });
      continue;
    }
    if (!policy.hostsPermitidos.some((entry) => entryMatches(entry, endpoint.host, address, family))) {
      throw problems.unprocessable('dashboards.connection.hostNotAllowed', { host: endpoint.host });
    }
  }
  return unmapped(addresses[0]!).address;
}

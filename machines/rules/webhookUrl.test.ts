import { describe, expect, it } from 'vitest';
import { webhookAddressProblem, webhookUrlProblem, type WebhookUrlPolicy } from './webhookUrl';

const LIVE: WebhookUrlPolicy = { httpsOnly: true, allowLoopback: false };
const LOCAL_DEV: WebhookUrlPolicy = { httpsOnly: false, allowLoopback: true };

describe('webhook endpoint addresses (server-side request forgery)', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(webhookAddressProblem(address, LIVE)).toBeNull();
  });

  it.each([
    ['loopback', '127.0.0.1'], ['loopback (anywhere in 127/8)', '127.8.9.10'], ['IPv6 loopback', '::1'],
    ['private 10/8', '10.0.0.5'], ['private 172.16/12', '172.31.255.1'], ['private 192.168/16', '192.168.1.1'],
    ['cloud metadata', '169.254.169.254'], ['link-local', '169.254.1.1'], ['IPv6 link-local', 'fe80::1'],
    ['carrier-grade NAT', '100.64.0.1'], ['IPv6 unique local', 'fd00::1'], ['IPv6 unique local fc00::/7', 'fc12::1'],
    ['unspecified', '0.0.0.0'], ['IPv6 unspecified', '::'], ['broadcast', '255.255.255.255'], ['multicast', '224.0.0.1'],
    ['documentation (reserved)', '203.0.113.5'], ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'], ['IPv4-mapped metadata', '::ffff:169.254.169.254'], ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4', '2002:a00:1::1'], ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_what, address) => {
    expect(webhookAddressProblem(address, LIVE)).toBe('privateAddress');
  });

  it('allows loopback, and only loopback, when the server allows a local listener', () => {
    expect(webhookAddressProblem('127.0.0.1', LOCAL_DEV)).toBeNull();
    expect(webhookAddressProblem('::1', LOCAL_DEV)).toBeNull();
    for (const address of ['10.0.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', 'fd00::1']) expect(webhookAddressProblem(address, LOCAL_DEV)).toBe('privateAddress');
  });
});

describe('webhook endpoint URLs', () => {
  it('accepts an https URL with a host name (the server resolves it) or a public address', () => {
    expect(webhookUrlProblem('https://hooks.example.com/portal', LIVE)).toBeNull();
    expect(webhookUrlProblem('https://93.184.215.14:8443/portal', LIVE)).toBeNull();
  });

  it('refuses plain http when https is required, and anything not http(s) or with credentials', () => {
    expect(webhookUrlProblem('http://hooks.example.com/portal', LIVE)).toBe('notHttps');
    expect(webhookUrlProblem('http://hooks.example.com/portal', LOCAL_DEV)).toBeNull();
    for (const url of ['ftp://hooks.example.com/', 'https://user:pw@hooks.example.com/', 'not a url', 'file:///etc/passwd']) expect(webhookUrlProblem(url, LOCAL_DEV)).toBe('invalid');
  });

  it.each([
    'https://10.0.0.5/h', 'https://169.254.169.254/latest/meta-data/', 'https://[fd00::1]/h', 'https://[::ffff:192.168.1.1]/h', 'https://100.64.0.1/h',
    // Other spellings of 127.0.0.1 that URL parsing normalises.
    'https://2130706433/h', 'https://0x7f.1/h', 'https://[::ffff:7f00:1]/h', 'https://127.1/h',
  ])('refuses the internal address in %s', (url) => {
    expect(webhookUrlProblem(url, LIVE)).toBe('privateAddress');
  });

  it('accepts a loopback URL only with the local switch', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', LOCAL_DEV)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:4000/hooks', LOCAL_DEV)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', { httpsOnly: false, allowLoopback: false })).toBe('privateAddress');
    expect(webhookUrlProblem('http://10.0.0.1:4000/hooks', LOCAL_DEV)).toBe('privateAddress');
  });
});

/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { clientKey } from './client-key';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('client key', () => {
  it('is the IPv4 address, mapped or not, and ignores X-Forwarded-For', () => {
    expect(clientKey(request('::ffff:203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }))).toBe('203.0.113.7');
    expect(clientKey(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is abbreviated', () => {
    expect(clientKey(request('2001:db8:aa:bb:1:2:3:4'))).toBe('2001:db8:aa:bb::/64');
    expect(clientKey(request('2001:db8:aa:bb::99'))).toBe('2001:db8:aa:bb::/64');
    expect(clientKey(request('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(clientKey(request('::1'))).toBe('0:0:0:0::/64');
  });

  it('uses a header only when one is named', () => {
    expect(clientKey(request('127.0.0.1', { 'x-bbg-load-client': 'c7' }))).toBe('127.0.0.1');
    expect(clientKey(request('127.0.0.1', { 'x-bbg-load-client': 'c7' }), 'X-BBG-Load-Client')).toBe('header:c7');
    expect(clientKey(request('127.0.0.1'), 'x-bbg-load-client')).toBe('127.0.0.1');
  });
});

import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback.js';

describe('isLoopback', () => {
  it('accepts 127.0.0.0/8, ::1 and IPv4-mapped loopback', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.9.9.9']) {
      expect(isLoopback(ip), ip).toBe(true);
    }
  });

  it('refuses every other address, and none', () => {
    for (const ip of [undefined, '', '10.0.0.7', '192.168.1.20', '128.0.0.1', '::ffff:10.0.0.1', '::2', 'fe80::1', '127.0.0.1.evil', 'localhost']) {
      expect(isLoopback(ip), String(ip)).toBe(false);
    }
  });
});

import { readFileSync } from 'node:fs';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://demo.steer.fr';
const robots = robotsParser(`${ORIGIN}/robots.txt`, readFileSync('public/robots.txt', 'utf8'));

describe('robots.txt', () => {
  it.each(['/login', '/signup', '/forget-password'])('lets search engines index the public entry page %s', (path) => {
    expect(robots.isAllowed(`${ORIGIN}${path}`, 'Googlebot')).toBe(true);
  });

  it.each([
    '/',
    '/dashboard',
    '/pilotage',
    '/admin',
    '/survey/abc123',
    '/reset-password/abc',
    '/login/extra',
    '/signup?next=/dashboard',
  ])('keeps %s out of search engines', (path) => {
    expect(robots.isAllowed(`${ORIGIN}${path}`, 'Googlebot')).toBe(false);
  });
});

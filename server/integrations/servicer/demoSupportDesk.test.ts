import { describe, expect, it } from 'vitest';
import { createDemoSupportDesk, DEFAULT_SUPPORT_REVIEW_MS, demoSupportDecision, demoSupportReviewMs, type SupportDecision, type SupportReviewRequest } from './demoSupportDesk';

const request = (id: string, newEmail: string): SupportReviewRequest => ({ id, buyerId: 'b', currentEmail: 'admin@acme.example', newEmail, decidesAt: new Date() });

describe('demo support desk', () => {
  it('approves a new address at the current domain and rejects another domain', () => {
    expect(demoSupportDecision({ currentEmail: 'admin@acme.example', newEmail: 'Alex@ACME.example' })).toEqual({ kind: 'approved' });
    expect(demoSupportDecision({ currentEmail: 'admin@acme.example', newEmail: 'alex@example.org' })).toEqual({ kind: 'rejected', reason: 'domainNotVerified' });
  });

  it('hands each change to the job queue with its decision time; the job decides it; without a delay only decideNow does', async () => {
    const decided: [string, SupportDecision][] = [];
    const scheduled: string[] = [];
    const desk = createDemoSupportDesk({ delayMs: 20, schedule: (r) => void scheduled.push(r.id), onDecision: async (r, d) => void decided.push([r.id, d]) });
    const now = new Date();
    expect(desk.decidesAt(now)?.getTime()).toBe(now.getTime() + 20);
    desk.submit(request('c1', 'alex@acme.example'));
    expect(scheduled).toEqual(['c1']);
    await desk.deliver(request('c1', 'alex@acme.example'));
    desk.configure({ delayMs: null });
    expect(desk.decidesAt(now)).toBeNull();
    desk.submit(request('c2', 'alex@example.org'));
    expect(scheduled).toEqual(['c1']);
    await desk.decideNow('c2');
    expect(decided).toEqual([['c1', { kind: 'approved' }], ['c2', { kind: 'rejected', reason: 'domainNotVerified' }]]);
    await desk.stop();
  });
});

describe('DEMO_SUPPORT_REVIEW_MS', () => {
  it('defaults to 15 s and accepts whole milliseconds from 0', () => {
    expect(demoSupportReviewMs({})).toBe(DEFAULT_SUPPORT_REVIEW_MS);
    expect(demoSupportReviewMs({ DEMO_SUPPORT_REVIEW_MS: '' })).toBe(DEFAULT_SUPPORT_REVIEW_MS);
    expect(demoSupportReviewMs({ DEMO_SUPPORT_REVIEW_MS: '0' })).toBe(0);
    expect(() => demoSupportReviewMs({ DEMO_SUPPORT_REVIEW_MS: 'soon' })).toThrow(/DEMO_SUPPORT_REVIEW_MS/);
  });
});

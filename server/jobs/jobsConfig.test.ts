import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('job settings (DEMO_JOBS, DEMO_JOBS_CONTROL_PORT, JOBS_POLL_MS)', () => {
  it('runs jobs when due by default, with no control', () => {
    expect(loadConfig({}).jobs).toEqual({ mode: 'auto', controlPort: null, pollMs: 2000 });
  });

  it('holds demo jobs in manual mode, with a control port when asked', () => {
    expect(loadConfig({ DEMO_JOBS: 'manual', DEMO_JOBS_CONTROL_PORT: '49210', JOBS_POLL_MS: '500' }).jobs).toEqual({ mode: 'manual', controlPort: 49210, pollMs: 500 });
    // The control exists only to release held jobs.
    expect(loadConfig({ DEMO_JOBS_CONTROL_PORT: '49210' }).jobs.controlPort).toBeNull();
  });

  it('refuses manual mode in production and nonsense values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), DEMO_JOBS: 'manual' })).toThrow(/DEMO_JOBS=manual .* never allowed in production/);
    expect(() => loadConfig({ DEMO_JOBS: 'sometimes' })).toThrow(/DEMO_JOBS/);
    expect(() => loadConfig({ JOBS_POLL_MS: '100' })).toThrow(/JOBS_POLL_MS/);
  });
});

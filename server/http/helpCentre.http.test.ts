import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageConfigSchema } from '../../src/domain/pageConfig';
import { helpCentreOrigin } from './securityHeaders';
import { startTestServer, type TestServer } from './testing/testServer';

/** Issue 13 item 5: the help-centre script is allowed by the CSP for its own origin only, and only when configured. */
const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

describe('help-centre origin', () => {
  it('is the https origin of the script, nothing for other schemes or garbage', () => {
    expect(helpCentreOrigin('https://help.example.com/widget/v2.js?key=1')).toBe('https://help.example.com');
    expect(helpCentreOrigin('https://help.example.com:8443/w.js')).toBe('https://help.example.com:8443');
    expect(helpCentreOrigin('http://help.example.com/w.js')).toBeNull();
    expect(helpCentreOrigin('javascript:alert(1)')).toBeNull();
    expect(helpCentreOrigin(null)).toBeNull();
  });
});

describe('help-centre CSP and page config', () => {
  let withHelp: TestServer;
  let without: TestServer;
  beforeAll(async () => {
    [withHelp, without] = await Promise.all([
      startTestServer('pglite', { env: { HELP_CENTRE_SCRIPT_URL: 'https://help.example.com/widget.js', HELP_CENTRE_ACCOUNT_URL: 'https://help.example.com/account' } }),
      startTestServer('pglite'),
    ]);
  });
  afterAll(async () => {
    await withHelp?.close();
    await without?.close();
  });

  const load = async (server: TestServer) => {
    const response = await fetch(`${server.url}/help`);
    const html = await response.text();
    const json = /<script id="page-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return { csp: response.headers.get('content-security-policy') ?? '', config: pageConfigSchema.parse(JSON.parse(json!)) };
  };

  it('allows the configured origin alone for scripts, connections, images and frames', async () => {
    const { csp, config } = await load(withHelp);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://help.example.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://help.example.com');
    expect(directive(csp, 'connect-src')).toContain('https://help.example.com');
    expect(csp).not.toContain('*');
    expect(config.helpCentre).toEqual({ scriptUrl: 'https://help.example.com/widget.js', accountUrl: 'https://help.example.com/account' });
  });

  it('without HELP_CENTRE_SCRIPT_URL: scripts from our origin only, no help centre in the page config', async () => {
    const { csp, config } = await load(without);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe('');
    expect(config.helpCentre).toBeNull();
  });
});

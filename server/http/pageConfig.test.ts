import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../../src/domain/pageConfig';
import { injectPageConfig } from './pageConfig';

const config: PageConfig = {
  programId: 'northwind',
  programName: '</script><script>alert(1)</script>',
  defaultBuyerLocale: 'en-US',
  locales: ['en-US'],
  featureFlags: {},
  maintenanceWindow: null,
  helpCentre: null,
  cdnRoot: '/',
  ssoLoginUrl: '/sso/login',
  environment: 'test',
};

function configIn(html: string): unknown {
  return JSON.parse(/<script id="page-config" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
}

describe('injectPageConfig', () => {
  it('replaces the <!--page-config--> marker', () => {
    const html = injectPageConfig('<head><!--page-config--><title>x</title></head>', config);
    expect(html).not.toContain('<!--page-config-->');
    expect(configIn(html)).toEqual(config);
  });

  it('adds the element before </head> when the page has no marker', () => {
    expect(configIn(injectPageConfig('<head><title>x</title></head><body></body>', config))).toEqual(config);
  });

  it('escapes "<" so a program name cannot close the script element', () => {
    const html = injectPageConfig('<head><!--page-config--></head>', config);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});

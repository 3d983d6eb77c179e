/**
 * A minimal browser for API-level SSO tests: one cookie jar (by name; expired cookies dropped),
 * requests that never follow redirects by themselves, and `follow` to walk a redirect chain
 * across the portal and its demo identity provider, as Chromium would.
 */
export interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

export class SsoBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  private absorb(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator);
      const value = pair!.slice(separator + 1);
      const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
      const maxAge = attributes.find((attribute) => attribute.toLowerCase().startsWith('max-age='));
      const gone = value === '' || (maxAge !== undefined && Number(maxAge.slice(8)) <= 0) || (expires !== undefined && Date.parse(expires.slice(8)) < Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Hop> {
    const absolute = new URL(url, this.baseUrl).href;
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(absolute, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    this.absorb(response);
    const location = response.headers.get('location');
    return { url: absolute, status: response.status, location: location ? new URL(location, absolute).href : null, body: await response.text() };
  }

  /** Follows redirects from `url` until a page answers (or `stopAt` matches the next address). */
  async follow(url: string, stopAt?: (next: URL) => boolean, init?: { method?: string; form?: Record<string, string> }): Promise<Hop> {
    let hop = await this.request(url, init);
    for (let hops = 0; hop.location && hops < 10; hops += 1) {
      if (stopAt?.(new URL(hop.location))) return hop;
      hop = await this.request(hop.location);
    }
    return hop;
  }
}

/** The action of the identity provider's sign-in form in `html`. */
export function signInFormAction(html: string): string {
  const action = /<form method="post" action="([^"]+\/login)">/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form on the page');
  return action;
}

export function abortFormAction(html: string): string {
  const action = /<form method="post" action="([^"]+\/abort)">/.exec(html)?.[1];
  if (!action) throw new Error('no cancel form on the page');
  return action;
}

import { useEffect } from 'react';

const SCRIPT_ID = 'help-centre-script';

/**
 * Loads the third-party help-centre script (spec 1 "A help-centre script and account URL are
 * configured") once per page, only when the page config carries one (HELP_CENTRE_SCRIPT_URL). The
 * server's CSP allows that script's origin and no other (server/http/securityHeaders.ts).
 */
export function useHelpCentreScript(scriptUrl: string | null): void {
  useEffect(() => {
    if (!scriptUrl || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    script.referrerPolicy = 'strict-origin';
    document.body.appendChild(script);
  }, [scriptUrl]);
}

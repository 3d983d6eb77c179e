import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { DEFAULT_BRAND_TITLE } from '../domain/pageConfigReader';
import { usePageConfig } from './hooks';
import type { AppRoute } from './routes';
import { takeClickLabel, trackPageLoad } from './tracking';

let lastTrackedKey: string | null = null;

/** Spec 1: the page title is the program's name, or the default brand title when none is set. */
export function brandTitle(programName: string): string {
  return programName.trim() || DEFAULT_BRAND_TITLE;
}

/**
 * Effects of showing a page: document.title is the program's name (DEFAULT_BRAND_TITLE when it has
 * none, spec 1) followed by the page name; a page-load tracking event for tracked routes (spec 2),
 * once per navigation, carrying the label of the link or button that caused it.
 */
export function PageEffects({ route }: { route: AppRoute }) {
  const intl = useIntl();
  const location = useLocation();
  const { programName } = usePageConfig();
  const brand = brandTitle(programName);
  const pageNameId = `page.${route.name}`;
  const pageName = Object.hasOwn(intl.messages, pageNameId) ? intl.formatMessage({ id: pageNameId }) : null;

  useEffect(() => {
    document.title = pageName ? intl.formatMessage({ id: 'shell.documentTitle' }, { programName: brand, pageName }) : brand;
  }, [brand, pageName, intl]);

  useEffect(() => {
    if (!route.tracked || lastTrackedKey === location.key) return;
    lastTrackedKey = location.key;
    trackPageLoad({ pageName: route.pageName ?? route.name, url: `${location.pathname}${location.search}`, label: takeClickLabel() });
  }, [route, location.key, location.pathname, location.search]);

  return null;
}

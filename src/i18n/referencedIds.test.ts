import { describe, expect, it } from 'vitest';
import { MENU_MESSAGE_IDS } from '../../machines/rules/routeAccess';
import { ALL_ROUTES } from '../app/routes';
import { ERRORS } from '../domain/errors';
import enUS from './messages/en-US/bundle';

// Screen messages (messages/<locale>/screens/<area>.json): an error of one area's API (activation,
// enrolment) is shown only by that area's screens, which load the file (views/common/ScreenMessages.tsx).
const enUSScreens: Record<string, unknown> = Object.assign({}, ...Object.values(import.meta.glob<Record<string, string>>('./messages/en-US/screens/*.json', { eager: true, import: 'default' })));

// Message ids named outside the bundles (error catalogue, menus) must exist in built-in English.
describe('ids referenced by other modules exist in en-US', () => {
  it('every error message id (src/domain/errors.ts)', () => {
    expect(Object.values(ERRORS).filter((id) => !(id in enUS) && !(id in enUSScreens))).toEqual([]);
  });

  it('every page name: page.<route name> (src/app/routes.ts)', () => {
    expect(ALL_ROUTES.map((r) => `page.${r.name}`).filter((id) => !(id in enUS))).toEqual([]);
  });

  it('every menu label (machines/rules/routeAccess.ts)', () => {
    expect(MENU_MESSAGE_IDS.filter((id) => !(id in enUS))).toEqual([]);
  });
});

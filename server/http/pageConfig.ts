import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';
import { pageConfigSchema, type PageConfig } from '../../src/domain/pageConfig';

/** Where SSO users are sent (spec 2); answered by GET /sso/login. */
export const SSO_LOGIN_PATH = '/sso/login';

/** The page configuration of spec 1, from the program row and the environment. */
export async function buildPageConfig(db: Kysely<Database>, config: PortalConfig): Promise<PageConfig> {
  const program = await db
    .selectFrom('programs')
    .select(['id', 'name', 'default_buyer_locale', 'locales'])
    .where('id', '=', config.programId)
    .executeTakeFirst();
  const defaultBuyerLocale = program?.default_buyer_locale ?? 'en-US';
  return pageConfigSchema.parse({
    programId: config.programId,
    programName: program?.name ?? '',
    defaultBuyerLocale,
    locales: program?.locales.length ? program.locales : [defaultBuyerLocale],
    featureFlags: config.featureFlags,
    maintenanceWindow: config.maintenanceWindow,
    helpCentre: config.helpCentre,
    cdnRoot: config.cdnRoot,
    ssoLoginUrl: SSO_LOGIN_PATH,
    environment: config.environment,
    demoOutbox: config.demoOutbox,
  });
}

/** JSON safe inside a <script> element: `<` is escaped so no `</script>` can end it early. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** index.html marks the place with `<!--page-config-->`; older builds may carry an element instead. */
const PAGE_CONFIG_PLACEHOLDERS = [/<!--page-config-->/, /<script id="page-config" type="application\/json">[\s\S]*?<\/script>/];

/** Puts the page config into index.html: at its placeholder, else just before </head>. */
export function injectPageConfig(html: string, pageConfig: PageConfig): string {
  const element = `<script id="page-config" type="application/json">${serializeForScript(pageConfig)}</script>`;
  const placeholder = PAGE_CONFIG_PLACEHOLDERS.find((pattern) => pattern.test(html));
  return placeholder ? html.replace(placeholder, () => element) : html.replace('</head>', () => `${element}</head>`);
}

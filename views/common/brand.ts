import { DEFAULT_BRAND_TITLE } from '../../src/domain/pageConfigReader';

/** Spec 1: the program's name, or the default brand title when the program has none. */
export function brandTitle(programName: string | null | undefined): string {
  const name = programName?.trim();
  return name ? name : DEFAULT_BRAND_TITLE;
}

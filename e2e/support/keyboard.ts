// Keyboard-only moves the journeys share (DESIGN "Tests": every journey runs without a mouse).
import { expect, type Locator, type Page } from '@playwright/test';
import { signInForm } from '../fixtures';
import { DEMO_PASSWORD } from './env';

export const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses `key` until `target` holds the focus (it may hold it already); fails after `max` presses. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} not focused after ${max} × ${key}`);
}

/** Tab to a control and press Enter. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await pressUntilFocused(page, 'Tab', target);
  await page.keyboard.press('Enter');
}

/** Tab to a field and replace its text. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await pressUntilFocused(page, 'Tab', field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Signs in through the real form with the keyboard; a buyer user lands on the Overview. */
export async function signInWithKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const form = signInForm(page);
  await expect(form.heading).toBeVisible();
  await pressUntilFocused(page, 'Tab', form.email, 15);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** Stores the locale de-DE, then signs in through the real form with the keyboard; lands on the Übersicht. */
export async function signInInGerman(page: Page, email: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'de-DE'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('textbox').first(), 15);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
}

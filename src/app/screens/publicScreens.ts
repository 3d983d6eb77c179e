import type { ScreenLoader } from '../routes';

/**
 * The public pages' screens other than Sign In (whose loader is in the entry): error pages, password reset, sign-up and activation, apply.
 * One group of the route table's screen loaders (routes.ts `screen`): each loader carries the preload
 * list of its screen's chunks, so the loaders live in a few chunks loaded with the first screen of
 * their group, not in the entry nor all in one (issue 9 size budgets: the overview loads this group
 * only when it is `buyer`).
 */
export const SCREENS = {
  notFound: () => import('../../../views/public/NotFoundPage'),
  error: () => import('../../../views/public/ErrorPage'),
  xSession: () => import('../../../views/public/XSessionPage'),
  forgotPassword: () =>
    Promise.all([import('../../../views/public/passwordReset/ForgotPasswordPage'), import('../../api/passwordResetActors')]).then(([page, api]) => ({
      default: page.connectForgotPasswordPage(api.passwordResetMachines),
    })),
  resetPassword: () =>
    Promise.all([import('../../../views/public/passwordReset/ResetPasswordPage'), import('../../api/passwordResetActors')]).then(([page, api]) => ({
      default: page.connectResetPasswordPage(api.passwordResetMachines),
    })),
  // Activation and sign-up (issue 12 item 2): the sign-up page and the onboarding steps.
  signUp: () =>
    Promise.all([import('../../../views/public/activation/SignUpPage'), import('../../api/activationActors')]).then(([page, api]) => ({
      default: page.connectSignUpPage(api.activationMachines),
    })),
  onboarding: () => import('../../../views/public/activation/OnboardingPage'),
  welcome: () =>
    Promise.all([import('../../../views/public/activation/WelcomePage'), import('../../api/activationActors')]).then(([page, api]) => ({ default: page.connectWelcomePage(api.activationFlags, 'welcome') })),
  welcomeInfo: () =>
    Promise.all([import('../../../views/public/activation/WelcomePage'), import('../../api/activationActors')]).then(([page, api]) => ({ default: page.connectWelcomePage(api.activationFlags, 'welcome-info') })),
  apply: () =>
    Promise.all([import('../../../views/public/apply/ApplyPage'), import('../../api/applyActors')]).then(([page, api]) => ({ default: page.connectApplyPage(api.applyMachines) })),
} satisfies Record<string, ScreenLoader>;

/**
 * Stable error codes. The server puts `code` in GraphQL `extensions.code` (or the JSON body of the
 * REST auth endpoints) and `messageId` beside it; the browser translates the message id.
 */
export const ERRORS = {
  UNAUTHENTICATED: 'error.unauthenticated',
  FORBIDDEN: 'error.forbidden',
  BAD_USER_INPUT: 'error.badUserInput',
  CSRF_HEADER_MISSING: 'error.csrfHeaderMissing',
  SESSION_CHECKSUM_MISMATCH: 'error.sessionChecksumMismatch',
  INVALID_CREDENTIALS: 'signIn.error.invalidCredentials',
  ACCOUNT_LOCKED: 'signIn.error.accountLocked',
  SSO_REQUIRED: 'signIn.error.ssoRequired',
  ACCOUNT_DEACTIVATED: 'signIn.error.invalidCredentials',
  INVALID_HANDOFF: 'error.invalidSession',
  QUERY_TOO_COMPLEX: 'error.queryTooComplex',
  RATE_LIMITED: 'error.rateLimited',
  INTERNAL: 'signIn.error.internal',
  NOT_FOUND: 'error.notFound',
  /** A statechart refused the event; the error also carries the rule's own `rule.<machine>.<rule>` id. */
  RULE_REFUSED: 'error.ruleRefused',
  /** makePayment: an allocation broke a rule (`extensions.problems` lists which). */
  PAYMENT_REFUSED: 'payments.error.refused',
  /** makePayment: the program asks for an OrderApproval code (spec 6) and none came with the payment. */
  PAYMENT_APPROVAL_REQUIRED: 'payments.error.approvalRequired',
  /** makePayment: a used idempotency key came with a different payload. */
  IDEMPOTENCY_KEY_REUSED: 'payments.error.idempotencyKeyReused',
  /** createCharge (seller API, XLSX import): a rule that needs the buyer failed (`extensions.problems`: field and message id each). */
  CHARGE_INVALID: 'charges.error.invalid',
  /** Seller API: the API key lacks the scope the route needs. */
  API_KEY_SCOPE_MISSING: 'developers.error.scopeMissing',
  /** makePayment: the bank refused the direct debit because the bank account is blocked (spec 8); no payment was made. */
  BANK_ACCOUNT_BLOCKED: 'payments.error.bankAccountBlocked',
  /** modifyPayment: the modification could not be processed; the user should contact support (spec 8). */
  MODIFY_PAYMENT_FAILED: 'payments.error.modifyFailed',
  /** addBankAccount: a field broke a rule (`extensions.problems`: field and message id each). */
  BANK_ACCOUNT_INVALID: 'bankAccounts.error.invalid',
  /** Spec 8 Bank: add failed. */
  BANK_ACCOUNT_ADD_FAILED: 'bankAccounts.error.addFailed',
  /** Spec 8 Bank: generic SEPA error (an IBAN account was refused; `extensions.problems` as above). */
  BANK_SEPA_ERROR: 'bankAccounts.error.sepa',
  /** Spec 8 Bank: mandate failed. */
  MANDATE_FAILED: 'bankAccounts.error.mandateFailed',
  /** Spec 8 Bank: bank not supported (a banking country without a scheme, e.g. SE). */
  BANK_NOT_SUPPORTED: 'bankAccounts.error.bankNotSupported',
  /** Spec 8 Bank: download failed. */
  BANK_DOWNLOAD_FAILED: 'bankAccounts.error.downloadFailed',
  /** Spec 8 Bank: AutoPay change failed. */
  AUTOPAY_CHANGE_FAILED: 'bankAccounts.error.autoPayChangeFailed',
  /** setPurchasePolicy: the max value broke a rule (`extensions.problems`). */
  PURCHASE_POLICY_REFUSED: 'purchasingControls.error.policyRefused',
  /** createPurchaseCard / setIndividualCreditLimit: the request broke a card or limit rule (`extensions.problems`). */
  CARD_REQUEST_REFUSED: 'purchaseCards.error.requestRefused',
  /** Spec 8 "already terminated (reload)". */
  CARD_ALREADY_TERMINATED: 'purchaseCards.error.alreadyTerminated',
  /** The card has no number yet (not issued) or the viewer may not reveal it. */
  CARD_NUMBER_UNAVAILABLE: 'purchaseCards.error.numberUnavailable',
  /** Spec 8 "Verify": invalid code (the token stays, `values.attemptsLeft`). */
  MFA_CODE_INVALID: 'purchaseCards.mfa.invalidCode',
  /** Spec 8 "Verify": expired (or already used): a new code is needed. */
  MFA_CODE_EXPIRED: 'purchaseCards.mfa.expired',
  /** Too many wrong codes: a new code is needed. */
  MFA_LOCKED_OUT: 'purchaseCards.mfa.lockedOut',
  /** Spec 9: wait at least 1 minute before asking for another code. */
  MFA_RESEND_TOO_SOON: 'purchaseCards.mfa.resendTooSoon',
  /** createGroup / updateGroup / moveUserToGroup: a group rule refused (`extensions.problems`; the message is the first problem's). */
  GROUP_REFUSED: 'groups.error.refused',
  /** updateCompanyProfile: a field broke a rule of machines/rules/companyInfo.ts (`extensions.problems`: field, message id, values). */
  COMPANY_INFO_INVALID: 'company.error.invalid',
  /** inviteUser / updateUser: a rule of spec 5 refused it (`extensions.problems`; `messageId` is the first rule's `users.rule.<problem>`). */
  USER_CHANGE_REFUSED: 'users.error.changeRefused',
  /** Spec 8 User admin: update failed. */
  USER_UPDATE_FAILED: 'users.error.updateFailed',
  /** Spec 4: a deactivated user cannot be changed, re-enabled or recovered. */
  USER_DEACTIVATED: 'users.error.deactivated',
  /** Spec 8 User admin: deactivate failed. */
  USER_DEACTIVATE_FAILED: 'users.error.deactivateFailed',
  /** Spec 8 User admin: resend failed. */
  INVITATION_RESEND_FAILED: 'users.error.resendFailed',
  /** Password reset (issue 12): the link is not one of ours (mistyped, cut short). */
  PASSWORD_RESET_LINK_INVALID: 'passwordReset.error.linkInvalid',
  /** Spec 8 "password reset token expired". */
  PASSWORD_RESET_LINK_EXPIRED: 'passwordReset.error.linkExpired',
  /** The link was used for a reset already (single use). */
  PASSWORD_RESET_LINK_USED: 'passwordReset.error.linkUsed',
  /** A newer link was sent; only the newest works. */
  PASSWORD_RESET_LINK_REPLACED: 'passwordReset.error.linkReplaced',
  /** Spec 8 "forgot password not allowed for pending buyers". */
  PASSWORD_RESET_PENDING_BUYER: 'passwordReset.error.pendingBuyer',
  /** The identity checks (security question, MFA code) come before the new password. */
  PASSWORD_RESET_NOT_VERIFIED: 'passwordReset.error.notVerified',
  /** Spec 5: the new password breaks a rule (`values.rules`: the failed rule ids, comma-separated). */
  PASSWORD_INVALID: 'passwordReset.error.passwordInvalid',
  /** Spec 8 "password recycle error": the password was used recently. */
  PASSWORD_RECYCLED: 'passwordReset.error.recycled',
  /** Spec 8 Activation "invalid link": not one of ours, withdrawn, or its user cannot activate (the same answer for each). */
  ACTIVATION_LINK_INVALID: 'activation.error.linkInvalid',
  /** Spec 8 Activation "token expired" (`values.resend`: `offered` while the buyer's credit is pending, else `ask`). */
  ACTIVATION_LINK_EXPIRED: 'activation.error.linkExpired',
  /** Spec 8 Activation "already activated". */
  ACTIVATION_ALREADY_ACTIVATED: 'activation.error.alreadyActivated',
  /** Spec 8 Activation "user already logged in": sign out before activating an account. */
  ACTIVATION_SIGNED_IN: 'activation.error.signedIn',
  /** Spec 8 Activation "buyer not ready": the company's application is still pending approval. */
  ACTIVATION_BUYER_NOT_READY: 'activation.error.buyerNotReady',
  /** Spec 8 Activation "ineligible (too much time since approval; reapply)". */
  ACTIVATION_INELIGIBLE: 'activation.error.ineligible',
  /** The BuyerCreate code comes before the password when the program asks for one. */
  ACTIVATION_NOT_VERIFIED: 'activation.error.notVerified',
  /** Spec 8 "Security question: invalid answer" (`values.attemptsLeft`). */
  SECURITY_ANSWER_INVALID: 'security.error.answerInvalid',
  /** Spec 8 "Security question: throttled" (`values.minutes` until answers are accepted again). */
  SECURITY_ANSWER_THROTTLED: 'security.error.answerThrottled',
  /** Spec 8 "Security setup: invalid password": the current password given to change security settings is wrong. */
  SECURITY_PASSWORD_INVALID: 'security.error.invalidPassword',
  /** Spec 8 "Enrolment": the link is bad (`values.problems`: the message ids of every problem, comma-separated; machines/rules/enrolment.ts). */
  ENROLMENT_LINK_INVALID: 'apply.error.linkInvalid',
  /** Spec 8 "feature not available": the program takes no applications. */
  ENROLMENT_NOT_AVAILABLE: 'apply.error.notAvailable',
  /** Spec 8 "Security setup: invalid phone" (machines/rules/phoneNumber.ts, libphonenumber-js). */
  MFA_PHONE_INVALID: 'mfa.error.invalidPhone',
  /** Spec 8 "Security setup: number not a mobile". */
  MFA_PHONE_NOT_MOBILE: 'mfa.error.notMobile',
  /** Spec 8 "Security setup: duplicate phone": another user receives codes at this number. */
  MFA_PHONE_DUPLICATE: 'mfa.error.duplicatePhone',
  /** Spec 8 "Security setup: phone MFA already set up" (the same number again). */
  MFA_PHONE_ALREADY_SET_UP: 'mfa.error.phoneAlreadySetUp',
  /** Spec 8 "Security setup: existing MFA not found" (nothing to disable or update). */
  MFA_NOT_FOUND: 'mfa.error.notFound',
} as const;
export type ErrorCode = keyof typeof ERRORS;

/**
 * Which rule refused (code RULE_REFUSED, from the server's `extensions`): the catalog machine
 * (`/statecharts/<machine>` draws it), the guard (`notAllowedInState` when the state has no such
 * event) and the failed checks of a composite rule. Message ids: `rule.<machine>.<rule>` for the
 * rule's words, `rule.<machine>.<rule>.<subRule>` for each check.
 */
export interface RuleRefusalBody {
  machine: string;
  rule: string;
  subRules: readonly string[];
}

/** Body of a refused REST auth call. */
export interface ErrorBody {
  code: ErrorCode;
  messageId: string;
  /** Values for the message's ICU placeholders (e.g. minutes until a lock lifts). */
  values?: Record<string, string | number>;
  /** Set when a domain rule refused (code RULE_REFUSED). */
  refusal?: RuleRefusalBody;
}

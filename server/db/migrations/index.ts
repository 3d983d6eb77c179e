import type { Migration, MigrationProvider } from 'kysely/migration';
import { initialSchema } from './0001_initial_schema';
import { auditLog } from './0002_audit_log';
import { paymentsIntegrity } from './0003_payments_integrity';
import { outbox } from './0004_outbox';
import { paymentModifications } from './0005_payment_modifications';
import { disputesDocuments } from './0006_disputes_documents';
import { bankAccounts } from './0007_bank_accounts';
import { purchaseCards } from './0008_purchase_cards';
import { creditIncreases } from './0009_credit_increases';
import { oneOpenDispute } from './0010_one_open_dispute';
import { creditExpiryIdempotency } from './0011_credit_expiry_idempotency';
import { groupsLegalEntity } from './0014_groups_legal_entity';
import { companyInfo } from './0015_company_info';
import { usersAdmin } from './0012_users_admin';
import { passwordReset } from './0017_reset_password_reset';
import { mfaSignIn } from './0018_mfa_sign_in';
import { profileAlerts } from './0020_profile_alerts';
import { buyerApplications } from './0022_buyer_applications';
import { sellerApi } from './0030_seller_api';
import { customerSuspension } from './0031_customer_suspension';
import { disbursementsChargeImport } from './0032_disbursements_charge_import';
import { mfaAddressThrottle } from './0033_mfa_address_throttle';
import { chargeAdjustmentIdempotency } from './0035_charge_adjustment_idempotency';
import { sellerUserInvitations } from './0036_seller_user_invitations';

/**
 * Every migration, by name (applied in name order). A static list rather than a folder scan so the
 * server still finds its migrations when bundled. Add new ones at the end; never edit applied ones.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial_schema': initialSchema,
  '0002_audit_log': auditLog,
  '0003_payments_integrity': paymentsIntegrity,
  '0004_outbox': outbox,
  '0005_payment_modifications': paymentModifications,
  '0006_disputes_documents': disputesDocuments,
  '0007_bank_accounts': bankAccounts,
  '0008_purchase_cards': purchaseCards,
  '0009_credit_increases': creditIncreases,
  '0010_one_open_dispute': oneOpenDispute,
  '0011_credit_expiry_idempotency': creditExpiryIdempotency,
  '0014_groups_legal_entity': groupsLegalEntity,
  '0015_company_info': companyInfo,
  '0012_users_admin': usersAdmin,
  '0017_reset_password_reset': passwordReset,
  '0018_mfa_sign_in': mfaSignIn,
  '0020_profile_alerts': profileAlerts,
  '0022_buyer_applications': buyerApplications,
  '0030_seller_api': sellerApi,
  '0031_customer_suspension': customerSuspension,
  '0032_disbursements_charge_import': disbursementsChargeImport,
  '0033_mfa_address_throttle': mfaAddressThrottle,
  '0035_charge_adjustment_idempotency': chargeAdjustmentIdempotency,
  '0036_seller_user_invitations': sellerUserInvitations,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

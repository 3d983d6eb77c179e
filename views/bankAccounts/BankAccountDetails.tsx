import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccountView } from '../../machines/app/bankAccounts/bankAccountTypes';
import { useFormatDate } from '../common/format';
import { formatBranchCode, schemeFieldsFor } from '../../machines/rules/bankAccountNumbers';
import { accountNumberShown, branchLabelId } from './bankAccountsModel';
import { countryName } from './countries';
import { useTranslate } from '../common/translate';

/** The figures of one bank account (spec 3), numbers partially shown. */
export function BankAccountDetails({ account }: { account: BankAccountView }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const branchLabel = branchLabelId(account.bankingCountry);
  const branchKind = schemeFieldsFor(account.bankingCountry)?.branch ?? null;
  const figures: [string, ReactNode][] = [
    ['bankAccounts.field.bankName', account.bankName],
    ['bankAccounts.field.holderName', account.holderName],
    ...(account.accountName ? [['bankAccounts.field.accountName', account.accountName] as [string, ReactNode]] : []),
    ['bankAccounts.field.bankingCountry', countryName(intl, account.bankingCountry)],
    ['bankAccounts.field.currency', account.currency],
    [account.partialIban ? 'bankAccounts.field.partialIban' : 'bankAccounts.field.maskedAccountNumber', accountNumberShown(account)],
    ...(branchLabel && branchKind && account.branchCode ? [[branchLabel, formatBranchCode(account.branchCode, branchKind)] as [string, ReactNode]] : []),
    ['bankAccounts.field.signatureDate', formatDate(account.directDebitSignatureDate)],
    ['bankAccounts.mandate.reference', account.mandate.reference],
  ];
  return (
    <dl className="bank-figures">
      {figures.map(([labelId, value]) => (
        <div key={labelId}>
          <dt>{t(labelId)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

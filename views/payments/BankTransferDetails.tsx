import { useIntl } from 'react-intl';
import { Heading, Text, View } from '@adobe/react-spectrum';
import type { BankTransferInstructions } from '../../machines/app/makePayment/paymentTypes';
import { useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';

/** Where to send a bank transfer: amount, the reference to quote, the program's remittance details. */
export function BankTransferDetails({ instructions, headingLevel = 3 }: { instructions: BankTransferInstructions; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  return (
    <View borderWidth="thin" borderColor="light" borderRadius="medium" padding="size-200">
      <Heading level={headingLevel} marginTop={0}>
        {t('payments.transfer.title')}
      </Heading>
      <Text>{t('payments.transfer.help')}</Text>
      <dl className="payment-figures">
        <div>
          <dt>{t('payments.transfer.amount')}</dt>
          <dd>{formatMoney(instructions.amount)}</dd>
        </div>
        <div>
          <dt>{t('payments.transfer.reference')}</dt>
          <dd>{instructions.reference}</dd>
        </div>
        {instructions.details.map((detail) => (
          <div key={detail.key}>
            <dt>{intl.messages[`payments.transfer.detail.${detail.key}`] ? t(`payments.transfer.detail.${detail.key}`) : detail.key}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </View>
  );
}

import { useIntl } from 'react-intl';
import { Flex, Text } from '@adobe/react-spectrum';
import { AppLink } from '../AppLink';
import { useDecisionSentence } from './CreditIncreaseSummary';
import type { CreditIncreaseStatusModel } from './useCreditIncreaseStatus';

/** Current Status: the pending credit-limit increase request, or the last decision, announced when it changes. */
export function CreditIncreaseStatusLine({ pending, lastDecided, increaseCreditPath }: CreditIncreaseStatusModel) {
  const intl = useIntl();
  const sentence = useDecisionSentence();
  const shown = pending ?? lastDecided;
  return (
    <Flex direction="column" gap="size-100" marginTop="size-200">
      <div role="status" aria-live="polite">
        {shown && (
          <Text>
            {intl.formatMessage({ id: 'creditIncrease.statusLine.label' })} {sentence(shown)}
          </Text>
        )}
      </div>
      {increaseCreditPath && <AppLink to={increaseCreditPath}>{intl.formatMessage({ id: 'page.increase-credit' })}</AppLink>}
    </Flex>
  );
}

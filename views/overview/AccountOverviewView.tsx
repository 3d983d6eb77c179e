import { useIntl } from 'react-intl';
import { Grid, Heading, Text, View } from '@adobe/react-spectrum';
import { ComingSoon } from '../common/ComingSoon';
import type { AccountOverviewViewModel } from './useAccountOverviewViewModel';

/** The signed-in landing page: who and which company, then the sections a later issue fills. */
export function AccountOverviewView({ companyName, firstName, sections }: AccountOverviewViewModel) {
  const intl = useIntl();
  return (
    <View>
      <Heading level={1} marginTop={0} marginBottom="size-100" UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-700)' }}>
        {intl.formatMessage({ id: 'page.account-overview' })}
      </Heading>
      {companyName && (
        <Text UNSAFE_style={{ display: 'block', fontSize: 'var(--spectrum-global-dimension-font-size-200)', fontWeight: 600 }}>
          {intl.formatMessage({ id: 'overview.company' }, { companyName })}
        </Text>
      )}
      <Text UNSAFE_style={{ display: 'block' }}>
        {firstName ? intl.formatMessage({ id: 'overview.welcome' }, { firstName }) : intl.formatMessage({ id: 'overview.welcomeNoName' })}
      </Text>
      <Grid columns={{ base: ['1fr'], M: ['1fr', '1fr'] }} gap="size-300" marginTop="size-400">
        {sections.map((id) => (
          <ComingSoon key={id} titleId={id} size="section" />
        ))}
      </Grid>
    </View>
  );
}

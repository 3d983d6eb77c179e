import { useIntl } from 'react-intl';
import { Flex, Heading, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import type { StatechartsIndexViewModel } from './useStatechartsIndexViewModel';

/** The list of every statechart: title (link), kind, spec section, size. Knows no machine. */
export function StatechartsIndexView({ machines }: StatechartsIndexViewModel) {
  const intl = useIntl();
  return (
    <View>
      <Heading level={1} marginTop={0} marginBottom="size-100">
        {intl.formatMessage({ id: 'statecharts.index.title' })}
      </Heading>
      <Text UNSAFE_style={{ display: 'block', maxWidth: '70ch' }}>{intl.formatMessage({ id: 'statecharts.index.intro' })}</Text>
      {machines.length === 0 ? (
        <p>{intl.formatMessage({ id: 'statecharts.index.empty' })}</p>
      ) : (
        <ul className="statecharts-list" aria-label={intl.formatMessage({ id: 'statecharts.index.listLabel' })}>
          {machines.map((m) => (
            <li key={m.id}>
              <View borderWidth="thin" borderColor="light" borderRadius="medium" padding="size-200" height="100%">
                <Heading level={2} marginTop={0} marginBottom="size-100" UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-300)' }}>
                  <AppLink to={m.path}>{m.title}</AppLink>
                </Heading>
                <Flex direction="column" gap="size-50">
                  <Text>{intl.formatMessage({ id: m.kind === 'domain' ? 'statecharts.kind.domain' : 'statecharts.kind.app' })}</Text>
                  <Text>{m.spec ? intl.formatMessage({ id: 'statecharts.spec' }, { spec: m.spec }) : intl.formatMessage({ id: 'statecharts.noSpec' })}</Text>
                  <Text>{intl.formatMessage({ id: 'statecharts.counts' }, { states: m.states, transitions: m.transitions })}</Text>
                </Flex>
              </View>
            </li>
          ))}
        </ul>
      )}
    </View>
  );
}

import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Flex, Heading, Switch, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { RuleFocus } from './RuleFocus';
import type { RuleFocusModel } from './ruleFocus';
import { RuleTable } from './RuleTable';
import { StateList } from './StateList';
import { StatechartDiagram } from './StatechartDiagram';
import type { StatechartViewModel } from './useStatechartViewModel';

/** One statechart: title, spec, live state, diagram with downloads, rule table, states. Knows no machine. */
export function StatechartView(vm: StatechartViewModel & { ruleFocus?: RuleFocusModel | null }) {
  const intl = useIntl();
  const back = (
    <AppLink to={vm.indexPath} isQuiet>
      {intl.formatMessage({ id: 'statecharts.back' })}
    </AppLink>
  );
  if (!vm.found) {
    return (
      <View>
        {back}
        <Heading level={1}>{intl.formatMessage({ id: 'statecharts.notFound.title' })}</Heading>
        <p>{intl.formatMessage({ id: 'statecharts.notFound.body' }, { id: vm.machineId })}</p>
      </View>
    );
  }
  return (
    <View>
      {back}
      <Heading level={1} marginTop="size-100" marginBottom="size-50">
        {vm.title}
      </Heading>
      <Flex direction="column" gap="size-50" marginBottom="size-200">
        <Text>
          {vm.spec ? intl.formatMessage({ id: 'statecharts.spec' }, { spec: vm.spec }) : intl.formatMessage({ id: 'statecharts.noSpec' })}
          {' · '}
          {intl.formatMessage({ id: vm.kind === 'domain' ? 'statecharts.kind.domain' : 'statecharts.kind.app' })}
          {' · '}
          {intl.formatMessage({ id: 'statecharts.machineId' }, { id: vm.machineKey })}
        </Text>
        {vm.description && <Text>{vm.description}</Text>}
        {vm.live && (
          <Text UNSAFE_style={{ fontWeight: 700 }} data-testid="statechart-live-state">
            {intl.formatMessage({ id: vm.live.messageId }, { state: vm.live.state })}
          </Text>
        )}
      </Flex>
      {vm.ruleFocus && <RuleFocus focus={vm.ruleFocus} />}

      <section aria-labelledby="statechart-diagram-heading">
        <Flex alignItems="center" justifyContent="space-between" wrap gap="size-200" marginBottom="size-100">
          <Heading level={2} id="statechart-diagram-heading" margin={0}>
            {intl.formatMessage({ id: 'statecharts.diagram.heading' })}
          </Heading>
          <Flex alignItems="center" gap="size-200" wrap>
            <Switch isSelected={vm.actualSize} onChange={vm.setActualSize} isDisabled={vm.diagram.status !== 'ready'}>
              {intl.formatMessage({ id: 'statecharts.diagram.actualSize' })}
            </Switch>
            <ButtonGroup>
              <Button variant="secondary" onPress={vm.downloadSvg} isDisabled={!vm.canDownload}>
                {intl.formatMessage({ id: 'statecharts.download.svg' })}
              </Button>
              <Button variant="secondary" onPress={vm.downloadJson}>
                {intl.formatMessage({ id: 'statecharts.download.json' })}
              </Button>
            </ButtonGroup>
          </Flex>
        </Flex>
        <StatechartDiagram diagram={vm.diagram} actualSize={vm.actualSize} />
      </section>

      <section aria-labelledby="statechart-rules-heading">
        <Heading level={2} id="statechart-rules-heading" marginTop="size-400" marginBottom="size-100">
          {intl.formatMessage({ id: 'statecharts.rules.heading' })}
        </Heading>
        <Text UNSAFE_style={{ display: 'block', marginBottom: 'var(--spectrum-global-dimension-size-100)' }}>
          {intl.formatMessage({ id: 'statecharts.rules.intro' })}
        </Text>
        <RuleTable title={vm.title} rows={vm.rules} />
      </section>

      <section aria-labelledby="statechart-states-heading">
        <Heading level={2} id="statechart-states-heading" marginTop="size-400" marginBottom="size-100">
          {intl.formatMessage({ id: 'statecharts.states.heading' })}
        </Heading>
        <StateList states={vm.states} />
      </section>
    </View>
  );
}

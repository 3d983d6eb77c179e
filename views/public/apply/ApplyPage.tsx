import { useState, type FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { ApplyMachines } from '../../../machines/app/apply/applyTypes';
import { enrolmentLinkOf } from '../../../machines/rules/enrolment';
import { WithScreenMessages } from '../../common/WithScreenMessages';
import { ApplyView } from './ApplyView';
import { useApplyViewModel } from './useApplyViewModel';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `apply-${Date.now()}-${Math.random().toString(36).slice(2)}`);

function ApplyScreen({ machines, input }: { machines: ApplyMachines; input: Parameters<typeof useApplyViewModel>[1] }) {
  return <ApplyView vm={useApplyViewModel(machines, input)} />;
}

/**
 * Routes `buyerapply` (/apply, the program's default locale) and `buyerapply-locale`
 * (/{locale}/apply/): the enrolment link's query (spec 3) read once; one idempotency key per
 * opening of the page. The route table binds `applyMachines` from src/api. Its texts are screen
 * messages (`apply`).
 */
export function connectApplyPage(machines: ApplyMachines): FunctionComponent {
  return function ApplyPage() {
    const [params] = useSearchParams();
    const [input] = useState(() => ({ link: enrolmentLinkOf(params), idempotencyKey: newKey() }));
    return (
      <WithScreenMessages area="apply">
        <ApplyScreen machines={machines} input={input} />
      </WithScreenMessages>
    );
  };
}

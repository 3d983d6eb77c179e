import type { FunctionComponent } from 'react';
import type { OutboxLoaders } from '../../machines/app/outbox/outboxTypes';
import { usePageConfig } from '../../src/app/hooks';
import { OutboxView } from './OutboxView';
import { OUTBOX_OFF, useOutboxViewModel } from './useOutboxViewModel';

function LiveOutbox({ loaders }: { loaders: OutboxLoaders }) {
  return <OutboxView {...useOutboxViewModel(loaders)} />;
}

/** Route `dev-outbox` (/dev/outbox). The route table binds `outboxLoaders` from src/api; without DEMO_OUTBOX nothing is loaded. */
export function connectOutboxPage(loaders: OutboxLoaders): FunctionComponent {
  return function OutboxPage() {
    const enabled = usePageConfig().demoOutbox === true;
    return enabled ? <LiveOutbox loaders={loaders} /> : <OutboxView {...OUTBOX_OFF} />;
  };
}

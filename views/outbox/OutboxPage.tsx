import type { FunctionComponent } from 'react';
import { OutboxView } from './OutboxView';
import { useOutboxViewModel, type OutboxLoaders } from './useOutboxViewModel';

/** Route `dev-outbox` (/dev/outbox). The route table binds `outboxLoaders` from src/api. */
export function connectOutboxPage(loaders: OutboxLoaders): FunctionComponent {
  return function OutboxPage() {
    return <OutboxView {...useOutboxViewModel(loaders)} />;
  };
}

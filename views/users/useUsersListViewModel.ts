import { useActorRef, useSelector } from '@xstate/react';
import type { UsersListLogic } from '../../machines/app/users/usersListMachine';
import type { UserFilter, UserSort, UserSummary } from '../../machines/app/users/userTypes';

export interface UsersListViewModel {
  users: readonly UserSummary[];
  totalCount: number;
  offset: number;
  pageSize: number;
  loading: boolean;
  failed: boolean;
  exporting: boolean;
  exportFailed: boolean;
  filter: UserFilter;
  sort: UserSort;
  retry: () => void;
  search: (text: string) => void;
  setFilter: (change: Partial<Omit<UserFilter, 'search'>>) => void;
  setSort: (sort: UserSort) => void;
  canPage: (offset: number) => boolean;
  page: (offset: number) => void;
  exportCsv: () => void;
}

/** Route `manage-users`: the usersList machine's state and intentions. */
export function useUsersListViewModel(logic: UsersListLogic): UsersListViewModel {
  const actor = useActorRef(logic, { input: {} });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const exporting = useSelector(actor, (s) => s.matches('exporting'));
  const snapshot = useSelector(actor, (s) => s);
  return {
    users: context.items,
    totalCount: context.totalCount,
    offset: context.offset,
    pageSize: context.pageSize,
    loading,
    failed,
    exporting,
    exportFailed: context.exportFailure !== null,
    filter: context.filter,
    sort: context.sort,
    retry: () => actor.send({ type: 'users.retry' }),
    search: (text) => actor.send({ type: 'users.search', text }),
    setFilter: (change) => actor.send({ type: 'users.filter', change }),
    setSort: (sort) => actor.send({ type: 'users.sort', sort }),
    canPage: (offset) => snapshot.can({ type: 'users.page', offset }),
    page: (offset) => actor.send({ type: 'users.page', offset }),
    exportCsv: () => actor.send({ type: 'users.export' }),
  };
}

import type { FunctionComponent } from 'react';
import type { DevelopersMachine } from '../../machines/app/developers/developersMachine';
import { DevelopersView } from './DevelopersView';
import { useDevelopersViewModel } from './useDevelopersViewModel';

/** Routes `developers` and `developers-api-keys`: the route table binds the machine with src/api's actors. */
export function connectDevelopersPage(logic: DevelopersMachine): FunctionComponent {
  return function DevelopersPage() {
    return <DevelopersView {...useDevelopersViewModel(logic)} />;
  };
}

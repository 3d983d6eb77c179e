import type { FunctionComponent } from 'react';
import type { DevelopersMachine } from '../../machines/app/developers/developersMachine';
import { DevelopersView } from './DevelopersView';
import { useDevelopersViewModel } from './useDevelopersViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Routes `developers` and `developers-api-keys`: the route table binds the machine with src/api's actors. */
export function connectDevelopersPage(logic: DevelopersMachine): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/developers.json).
  return withScreenMessages('developers', function DevelopersPage() {
    return <DevelopersView {...useDevelopersViewModel(logic)} />;
  });
}
